// Texts of the error catalogue (SPEC §8) that @herald/protocol does not carry yet; they move there once it does.

/** Messages of requests that never got an answer from the server. */
export const REQUEST_ERROR_MESSAGE = {
  aborted: 'Request aborted',
  network: 'Network Error',
  timeout: 'timeout exceeded',
  unsupportedProtocol: 'Unsupported protocol',
} as const;

/** Logged to the console, with the cause, when the widget session cannot start. */
export const SESSION_FAILURE_LOG = 'failed to initialize the session';

/** Logged to the console, with the cause, when the realtime socket refuses or loses the connection. */
export const SOCKET_CONNECT_ERROR_LOG = 'failed to connect to the realtime socket';

/** Logged when the server sends a realtime payload that does not match the protocol. */
export const INVALID_SOCKET_PAYLOAD_LOG = 'ignored an invalid realtime payload';

/** The developer error of a widget hook used outside its provider. */
export function outsideProviderMessage(hookName: string): string {
  return `${hookName} must be used inside the notification provider (<NotificationProvider>)`;
}

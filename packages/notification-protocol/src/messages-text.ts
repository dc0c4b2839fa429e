// Fixed texts of docs/product.md §8: what the notification kit logs and throws when something goes wrong.

/** Messages of failed requests, as the HTTP client reports them. */
export const REQUEST_ERROR_MESSAGES = {
  aborted: 'Request aborted',
  network: 'Network Error',
  timeout: 'timeout exceeded',
  unsupportedProtocol: 'Unsupported protocol',
} as const;
export type RequestErrorKind = keyof typeof REQUEST_ERROR_MESSAGES;

/** Logged to the console when the widget session cannot start. */
export const SESSION_INITIALIZE_FAILED_MESSAGE = 'failed to initialize the session';

/** The developer error a widget hook throws when it is used outside the notification provider. */
export function outsideProviderMessage(hookName: string): string {
  return `${hookName} must be used inside the notification provider (<NotificationProvider>)`;
}

// Console texts of the realtime client; the texts of SPEC §8 come from @herald/protocol.

/** Logged to the console, with the cause, when the realtime socket refuses or loses the connection. */
export const SOCKET_CONNECT_ERROR_LOG = 'failed to connect to the realtime socket';

/** Logged when the server sends a realtime payload that does not match the protocol. */
export const INVALID_SOCKET_PAYLOAD_LOG = 'ignored an invalid realtime payload';

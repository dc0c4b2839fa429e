// Console texts of the realtime client; the texts of docs/product.md §8 come from
// @herald/notification-protocol.

/** Logged to the console, with the cause, when the realtime socket refuses or loses the connection. */
export const SOCKET_CONNECT_ERROR_LOG = 'failed to connect to the realtime socket';
/** Kept as the counts' socket error while a renewed session reconnects after the server closed the socket. */
export const SOCKET_CLOSED_BY_SERVER_MESSAGE = 'The server closed the realtime connection';

/** Logged when the server sends a realtime payload that does not match the protocol. */
export const INVALID_SOCKET_PAYLOAD_LOG = 'ignored an invalid realtime payload';

/** Dispatched on `document` with `{unseenCount, hasMore}` whenever the socket changes the unseen count. */
export const UNSEEN_COUNT_CHANGED_EVENT = 'herald:unseen_count_changed';

/** Dispatched on `document` with `{unreadCount, hasMore}` whenever the socket changes the unread count. */
export const UNREAD_COUNT_CHANGED_EVENT = 'herald:unread_count_changed';

// Socket event names of the widget's realtime channel (docs/product.md §7).
export const SOCKET_EVENTS = [
  'notification_received',
  'unread_count_changed',
  'unseen_count_changed',
] as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[number];

export const SOCKET_EVENT = {
  notificationReceived: 'notification_received',
  unreadCountChanged: 'unread_count_changed',
  unseenCountChanged: 'unseen_count_changed',
} as const satisfies Record<string, SocketEventName>;

/**
 * Herald's own event beside the feed counter events: data a subscriber's open page shows has changed, though no
 * notification tells them. Its payload names the data by the host's own resource names, never a record; the kit
 * hands it on to the host's listeners, and clients that do not know it ignore it.
 */
export const DATA_CHANGED_EVENT = 'data_changed';

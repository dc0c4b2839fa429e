// Socket event names of the widget's realtime channel (SPEC §7).
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
 * notification tells them (a manager's dashboard when a student submits). It names the data, never a record;
 * clients of the platform ignore it.
 */
export const DATA_CHANGED_EVENT = 'data_changed';

// Feed counter events sent over socket.io to a subscriber's room (SPEC §3, §4).
import { z } from 'zod';

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

export const unseenCountChangedSchema = z.object({
  unseenCount: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type UnseenCountChanged = z.infer<typeof unseenCountChangedSchema>;

export const unreadCountChangedSchema = z.object({
  unreadCount: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type UnreadCountChanged = z.infer<typeof unreadCountChangedSchema>;

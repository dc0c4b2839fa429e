// The widget calls of docs/product.md §7, relative to the API prefix. `:id` and `:type` are path parameters.
export const WIDGET_PATHS = {
  sessionInitialize: '/widgets/session/initialize',
  feed: '/widgets/notifications/feed',
  unseenCount: '/widgets/notifications/unseen',
  unreadCount: '/widgets/notifications/unread',
  tabCount: '/widgets/notifications/count',
  markAs: '/widgets/messages/markAs',
  /** Herald's own: archive or unarchive messages (the 0.24 widget never calls it). */
  archiveMessages: '/widgets/messages/archive',
  messageAction: '/widgets/messages/:id/actions/:type',
  removeMessage: '/widgets/messages/:id',
  removeMessages: '/widgets/messages/bulk/delete',
  removeAllMessages: '/widgets/messages',
  markAllRead: '/widgets/messages/read',
  markAllSeen: '/widgets/messages/seen',
  organization: '/widgets/organization',
  preferences: '/widgets/preferences',
  globalPreferences: '/widgets/preferences/global',
  templatePreference: '/widgets/preferences/:templateId',
  usageLog: '/widgets/usage/log',
} as const;
export type WidgetPathName = keyof typeof WIDGET_PATHS;

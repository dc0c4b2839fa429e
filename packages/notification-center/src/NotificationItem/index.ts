export { hasPendingActions, NotificationItem } from './NotificationItem.js';
export type { NotificationItemProps } from './NotificationItem.js';
export { formatRelativeTime } from './relativeTime.js';
export { sanitizeContent } from './sanitizeFallback.js';

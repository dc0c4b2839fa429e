export { NotificationBell, notificationBellLabel } from './NotificationBell.js';
export type { NotificationBellProps } from './NotificationBell.js';

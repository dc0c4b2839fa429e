export { NotificationProvider } from './NotificationProvider.js';
export type { NotificationProviderProps } from './NotificationProvider.js';
export { useNotificationSession } from './useNotificationSession.js';
export type { NotificationSessionState } from './useNotificationSession.js';
export { useUnseenCount } from './useUnseenCount.js';
export type { UnseenCountState } from './useUnseenCount.js';

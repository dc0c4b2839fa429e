export { ConnectedNotificationCenter } from './ConnectedNotificationCenter.js';
export type { ConnectedNotificationCenterProps } from './ConnectedNotificationCenter.js';
export { ConnectedPopoverNotificationCenter } from './ConnectedPopoverNotificationCenter.js';
export type { ConnectedPopoverNotificationCenterProps } from './ConnectedPopoverNotificationCenter.js';
export { useNotificationCenter } from './useNotificationCenter.js';
export type { NotificationCenterConnection } from './useNotificationCenter.js';
export { ConnectedSettings } from './ConnectedSettings.js';
export type { ConnectedSettingsProps } from './ConnectedSettings.js';

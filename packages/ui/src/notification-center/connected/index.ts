export {
  ConnectedNotificationCenter,
  ConnectedPopoverNotificationCenter,
} from './ConnectedNotificationCenter.js';
export type {
  ConnectedNotificationCenterProps,
  ConnectedPopoverNotificationCenterProps,
} from './ConnectedNotificationCenter.js';
export { useNotificationCenter } from './useNotificationCenter.js';
export type { NotificationCenterConnection } from './useNotificationCenter.js';
export { ConnectedSettings } from './ConnectedSettings.js';
export type { ConnectedSettingsProps } from './ConnectedSettings.js';

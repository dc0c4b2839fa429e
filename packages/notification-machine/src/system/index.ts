export { notificationSystemMachine, startNotificationSystem } from './notification-system.machine.js';
export type {
  FeedActor,
  NotificationSystem,
  NotificationSystemEmitted,
  NotificationSystemEvent,
  NotificationSystemInput,
  NotificationSystemSnapshot,
  PreferencesActor,
} from './notification-system.machine.js';
export { DEFAULT_STORES } from './stores.js';

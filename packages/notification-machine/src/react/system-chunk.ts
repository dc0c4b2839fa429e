// The notification system's code (XState, the session, counts and organisation machines, the API client), loaded
// right after the bell's first render.
export { startNotificationSystem } from '../system/notification-system.machine.js';

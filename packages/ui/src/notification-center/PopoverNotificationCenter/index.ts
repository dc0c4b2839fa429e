export { PopoverNotificationCenter, popoverPlacement } from './PopoverNotificationCenter.js';
export type { PopoverNotificationCenterProps, PopoverPosition } from './PopoverNotificationCenter.js';

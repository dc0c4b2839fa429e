export { PopoverNotificationCenter, popoverPlacement } from './PopoverNotificationCenter.js';
export type {
  PanelSource,
  PopoverNotificationCenterProps,
  PopoverPosition,
} from './PopoverNotificationCenter.js';

export { PopoverNotificationCenter, popoverPlacement } from './PopoverNotificationCenter.js';
export type {
  BellState,
  PanelSource,
  PopoverNotificationCenterProps,
  PopoverPosition,
} from './PopoverNotificationCenter.js';

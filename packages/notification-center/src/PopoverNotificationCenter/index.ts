export { PopoverNotificationCenter } from './PopoverNotificationCenter.js';
export type { BellState, PanelSource, PopoverNotificationCenterProps } from './PopoverNotificationCenter.js';
export { popoverPlacement } from './placement.js';
export type { PopoverPosition } from './placement.js';

export { COLOR_SCHEMES, NotificationCenter } from './NotificationCenter.js';
export type { ColorScheme, NotificationCenterProps } from './NotificationCenter.js';
export { SHEET_BREAKPOINT_PX } from './NotificationCenter.css.js';

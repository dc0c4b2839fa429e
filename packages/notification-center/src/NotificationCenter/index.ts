export { COLOR_SCHEMES, NotificationCenter } from './NotificationCenter.js';
export type { ColorScheme, NotificationCenterProps } from './NotificationCenter.js';

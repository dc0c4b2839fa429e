export { Badge, formatBadgeCount } from './Badge.js';
export type { BadgeProps } from './Badge.js';
export { BADGE_TONES } from './Badge.css.js';
export type { BadgeTone } from './Badge.css.js';

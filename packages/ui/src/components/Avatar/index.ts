export { Avatar, DEFAULT_SYSTEM_AVATAR_LABELS, initialsOf } from './Avatar.js';
export type { AvatarProps } from './Avatar.js';
export { AVATAR_SIZES, SYSTEM_AVATAR_ICONS } from './Avatar.css.js';
export type { AvatarSize, SystemAvatarIcon } from './Avatar.css.js';

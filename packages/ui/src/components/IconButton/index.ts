export { IconButton } from './IconButton.js';
export type { IconButtonProps } from './IconButton.js';
export { ICON_BUTTON_VARIANTS } from './IconButton.css.js';
export type { IconButtonVariant } from './IconButton.css.js';

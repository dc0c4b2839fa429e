export { Button } from './Button.js';
export type { ButtonProps } from './Button.js';
export { BUTTON_SIZES, BUTTON_VARIANTS } from './Button.css.js';
export type { ButtonSize, ButtonVariant } from './Button.css.js';

export { Text } from './Text.js';
export type { TextProps } from './Text.js';
export { TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS } from './Text.css.js';
export type { TextSize, TextTone, TextWeight } from './Text.css.js';

export { Heading } from './Heading.js';
export type { HeadingProps } from './Heading.js';
export { HEADING_LEVELS, HEADING_SIZES } from './Heading.css.js';
export type { HeadingLevel, HeadingSize } from './Heading.css.js';

export { Link } from './Link.js';
export type { LinkProps } from './Link.js';

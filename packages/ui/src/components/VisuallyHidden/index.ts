export { VisuallyHidden } from './VisuallyHidden.js';
export type { VisuallyHiddenProps } from './VisuallyHidden.js';

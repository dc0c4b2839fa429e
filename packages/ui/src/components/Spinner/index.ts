export { Spinner } from './Spinner.js';
export type { SpinnerProps } from './Spinner.js';
export { SPINNER_SIZES } from './Spinner.css.js';
export type { SpinnerSize } from './Spinner.css.js';

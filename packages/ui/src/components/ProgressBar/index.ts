export { ProgressBar } from './ProgressBar.js';
export type { ProgressBarProps } from './ProgressBar.js';
export { PROGRESS_TONES } from './ProgressBar.css.js';
export type { ProgressTone } from './ProgressBar.css.js';

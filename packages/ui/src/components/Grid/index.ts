export { Grid } from './Grid.js';
export type { GridProps } from './Grid.js';

export { Skeleton } from './Skeleton.js';
export type { SkeletonProps } from './Skeleton.js';
export { SKELETON_SHAPES } from './Skeleton.css.js';
export type { SkeletonShape } from './Skeleton.css.js';

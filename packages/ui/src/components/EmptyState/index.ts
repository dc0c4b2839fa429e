export { EmptyState } from './EmptyState.js';
export type { EmptyStateProps } from './EmptyState.js';

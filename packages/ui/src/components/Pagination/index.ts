export { DEFAULT_PAGINATION_LABELS, Pagination, paginationItems } from './Pagination.js';
export type { PaginationItem, PaginationLabels, PaginationProps } from './Pagination.js';

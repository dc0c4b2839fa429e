export { DEFAULT_TABLE_LABELS, SORT_DIRECTIONS, Table } from './Table.js';
export type { SortDirection, SortValue, TableColumn, TableLabels, TableProps, TableSort } from './Table.js';

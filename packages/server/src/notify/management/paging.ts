// One page of a list, as the management API answers lists: `{data, page, pageSize, hasMore}`.
import type { RowPage } from '../repo/management/paging.js';

/** The page's rows in their wire shape. */
export function pageToWire<Row, Wire>(
  { rows, page, pageSize, hasMore }: RowPage<Row>,
  toWire: (row: Row) => Wire,
) {
  return { data: rows.map((row) => toWire(row)), page, pageSize, hasMore };
}

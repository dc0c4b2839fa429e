// One page of a list query, as the management API answers lists: `{data, page, pageSize, hasMore}`.
import type { ListQuery } from '@herald/protocol';
import type { SelectQueryBuilder } from 'kysely';

/** Runs `query` for page `page` of `limit` rows (one more is read to know whether another page follows). */
export async function pageOf<DB, TB extends keyof DB, Row, Wire>(
  query: SelectQueryBuilder<DB, TB, Row>,
  { page, limit }: ListQuery,
  toWire: (row: Row) => Wire,
) {
  const rows = await query
    .limit(limit + 1)
    .offset(page * limit)
    .execute();
  return {
    data: rows.slice(0, limit).map((row) => toWire(row)),
    page,
    pageSize: limit,
    hasMore: rows.length > limit,
  };
}

// One page of a list query, as the management API answers lists: the rows of the page, and whether another follows.
import type { ListQuery } from '@herald/protocol';
import type { SelectQueryBuilder } from 'kysely';

export interface RowPage<Row> {
  rows: Row[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** Runs `query` for page `page` of `limit` rows (one more is read to know whether another page follows). */
export async function pageOf<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  { page, limit }: ListQuery,
): Promise<RowPage<Row>> {
  const rows = await query
    .limit(limit + 1)
    .offset(page * limit)
    .execute();
  return { rows: rows.slice(0, limit), page, pageSize: limit, hasMore: rows.length > limit };
}

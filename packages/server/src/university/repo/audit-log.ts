// The audit log as administrators read it, and the names its entries' targets point at.
import type { Insertable } from 'kysely';
import type { AuditLogTable } from '../../db/tables/university.js';
import type { UniversityContext } from '../context.js';

type Db = Pick<UniversityContext, 'db'>;

/**
 * One page of entries, newest first, each with its account's name and email; one entry more than `limit` when
 * another page follows.
 */
export function auditEntries(
  ctx: Db,
  filter: { action?: string; accountId?: number; limit: number; offset: number },
) {
  let list = ctx.db
    .selectFrom('audit_log')
    .leftJoin('accounts', 'accounts.id', 'audit_log.account_id')
    .selectAll('audit_log')
    .select(['accounts.name as account_name', 'accounts.email as account_email']);
  if (filter.action) list = list.where('audit_log.action', '=', filter.action);
  if (filter.accountId !== undefined) list = list.where('audit_log.account_id', '=', filter.accountId);
  return list
    .orderBy('audit_log.id', 'desc')
    .limit(filter.limit + 1)
    .offset(filter.offset)
    .execute();
}

/** The rows of `table` with these ids, each with its `column` as its name. */
export async function namedRows(
  ctx: Db,
  table: 'accounts' | 'contributions' | 'events' | 'faculties',
  column: 'name' | 'title',
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  return (await ctx.db
    .selectFrom(table)
    .select(['id', `${column} as name`] as never)
    .where('id', 'in', [...ids])
    .execute()) as unknown as { id: number; name: string }[];
}

/** Appends one entry; nothing updates or deletes the log. */
export function insertAuditEntry(ctx: Db, entry: Insertable<AuditLogTable>) {
  return ctx.db.insertInto('audit_log').values(entry).execute();
}

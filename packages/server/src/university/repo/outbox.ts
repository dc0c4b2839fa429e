// The university's mail in the outbox: what its organisation's notifications sent, never the platform's.
import type { ScopedDb } from '../../db/scope.js';

/** The organisation's notification mail; `db` is scoped to that organisation (decision 0024). */
function universityMail(db: ScopedDb, organizationId: string) {
  return db
    .selectFrom('outbox')
    .where('organization_id', '=', organizationId)
    .where('category', '=', 'notification');
}

/** One page of the mail, newest first, without bodies; one row more than `limit` when another page follows. */
export function universityMailPage(db: ScopedDb, organizationId: string, page: number, limit: number) {
  return universityMail(db, organizationId)
    .select(['id', 'to', 'subject', 'status', 'created_at', 'template_identifier'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit + 1)
    .offset(page * limit)
    .execute();
}

export function universityMailById(db: ScopedDb, organizationId: string, id: string) {
  return universityMail(db, organizationId).selectAll().where('id', '=', id).executeTakeFirst();
}

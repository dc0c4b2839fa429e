// Guest sessions: read-only visits of a faculty that welcomes guests (docs/decisions/0015-guest-browsing.md).
import type { Insertable } from 'kysely';
import type { GuestSessionTable } from '../../db/tables/university.js';
import type { UniversityDb as Db } from './transaction.js';

export function insertGuestSession(ctx: Db, session: Insertable<GuestSessionTable>) {
  return ctx.db.insertInto('guest_sessions').values(session).returningAll().executeTakeFirstOrThrow();
}

export function guestSessionById(ctx: Db, id: string) {
  return ctx.db.selectFrom('guest_sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ends the session at `at` unless it has ended. */
export function endGuestSessionRow(ctx: Db, id: string, at: string) {
  return ctx.db
    .updateTable('guest_sessions')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

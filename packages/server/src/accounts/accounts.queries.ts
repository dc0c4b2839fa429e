import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';

/** Failed sign-ins in a row before the account locks, and for how long. */
export const LOCKOUT = { failures: 5, minutes: 15 } as const;

export function findAccountByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function recordSignIn(db: Kysely<Database>, id: number, at: string, browser: string) {
  return db
    .updateTable('accounts')
    .set({ last_login_at: at, last_login_browser: browser, failed_sign_ins: 0, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Counts a failed sign-in; the fifth in a row locks the account for a while and starts the count again. */
export async function recordFailedSignIn(ctx: AppContext, id: number, now: Date) {
  const row = await ctx.db
    .updateTable('accounts')
    .set({ failed_sign_ins: sql`failed_sign_ins + 1` })
    .where('id', '=', id)
    .returning('failed_sign_ins')
    .executeTakeFirst();
  if (row && row.failed_sign_ins >= LOCKOUT.failures) {
    await ctx.db
      .updateTable('accounts')
      .set({
        failed_sign_ins: 0,
        locked_until: new Date(now.getTime() + LOCKOUT.minutes * 60_000).toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }
}

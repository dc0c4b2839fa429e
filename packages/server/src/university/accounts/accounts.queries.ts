import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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

import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// Failed sign-ins in a row, and the time until which the account refuses sign-in after too many.
export const signInLockout = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('failed_sign_ins', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('accounts').addColumn('locked_until', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').dropColumn('locked_until').execute();
    await db.schema.alterTable('accounts').dropColumn('failed_sign_ins').execute();
  },
});

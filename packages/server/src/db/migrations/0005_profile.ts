import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// Contact details on the profile, and the time before which every token of an account is void.
export const profile = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('accounts').addColumn('phone', 'text').execute();
    await db.schema.alterTable('accounts').addColumn('address', 'text').execute();
    /** Epoch seconds; a token issued before it is refused (password change, reset). */
    await db.schema
      .alterTable('accounts')
      .addColumn('tokens_valid_after', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['tokens_valid_after', 'address', 'phone']) {
      await db.schema.alterTable('accounts').dropColumn(column).execute();
    }
  },
});

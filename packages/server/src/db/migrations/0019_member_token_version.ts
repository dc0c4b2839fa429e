import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// members.token_version counts a member's sign-outs; member tokens carry the version they were signed for and are
// void once it moves on. It replaces members.tokens_valid_after, a time in whole seconds, which also voided a token
// signed in the same second as the sign-out, so signing in again within that second failed. Member tokens signed
// before this migration carry no version and must sign in again.
export const memberTokenVersion = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('members').dropColumn('tokens_valid_after').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('members')
      .addColumn('tokens_valid_after', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('members').dropColumn('token_version').execute();
  },
});

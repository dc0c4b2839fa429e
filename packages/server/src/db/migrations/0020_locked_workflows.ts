import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// workflows.locked marks a workflow the server keeps for itself because its mail carries a one-time password link
// (account created, password reset): its content follows the product's code, the management API neither changes
// nor deletes it, and its mail is rendered in the built-in layout, never in one an API key can write.
export const lockedWorkflows = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('workflows')
      .addColumn('locked', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('workflows').dropColumn('locked').execute();
  },
});

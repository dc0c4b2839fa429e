import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// Two columns:
// - accounts.token_version: counts the changes that end an account's sessions (a new password, deactivation,
//   a new role); app tokens carry a keyed fingerprint of it and the password hash (security/tokens.ts).
// - workflows.audience_roles: the roles whose accounts can receive a workflow of the product's environment
//   (JSON array of role ids); null means every subscriber, as for any other environment's workflows.
export const tokenVersionAudience = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('workflows').addColumn('audience_roles', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('workflows').dropColumn('audience_roles').execute();
    await db.schema.alterTable('accounts').dropColumn('token_version').execute();
  },
});

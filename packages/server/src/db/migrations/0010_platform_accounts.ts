import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

// The notification platform's own accounts: an organisation's plan, its members (separate from the
// university's accounts), their one-time invitations, API keys per environment (several, revocable), and the
// identities single sign-on has linked to an account or a member.
export const platformAccounts = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    // The institution that runs Herald owns every feature; organisations signing up start on `free`.
    await db.schema
      .alterTable('organizations')
      .addColumn('plan', 'text', (col) => col.notNull().defaultTo('unlimited'))
      .execute();

    await db.schema
      .createTable('members')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id'))
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('job_role', 'text')
      .addColumn('tokens_valid_after', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('member_invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('key_sealed', 'text', (col) => col.notNull())
      .addColumn('hint', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('api_keys_environment').on('api_keys').column('environment_id').execute();

    await db.schema
      .createTable('sso_identities')
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      /** `account` (the university app) or `member` (the platform). */
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('sso_identities_pk', ['provider', 'kind', 'subject'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sso_identities', 'api_keys', 'member_invitations', 'members']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('organizations').dropColumn('plan').execute();
  },
});

import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

// The outbox belongs to tenants: each kept mail names its organisation, what kind of mail it is (a platform
// invitation is never listed to the university) and the workflow that sent it (a one-time link is never shown).
export const outboxTenancy = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('organization_id', 'text').execute();
    await db.schema
      .alterTable('outbox')
      .addColumn('category', 'text', (col) => col.notNull().defaultTo('notification'))
      .execute();
    await db.schema.alterTable('outbox').addColumn('template_identifier', 'text').execute();
    await sql`update outbox set organization_id = (
      select environments.organization_id from environments where environments.id = outbox.environment_id
    )`.execute(db);
    // Rows kept before this change carry no kind: mail with an invitation link is the platform's.
    await sql`update outbox set category = 'platform' where text like '%/platform/invitation#token=%'`.execute(
      db,
    );
    await db.schema
      .createIndex('outbox_organization_created')
      .on('outbox')
      .columns(['organization_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_organization_created').execute();
    await db.schema.alterTable('outbox').dropColumn('template_identifier').execute();
    await db.schema.alterTable('outbox').dropColumn('category').execute();
    await db.schema.alterTable('outbox').dropColumn('organization_id').execute();
  },
});

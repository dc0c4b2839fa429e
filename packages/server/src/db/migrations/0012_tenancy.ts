import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { newObjectId } from '../../security/crypto.js';

// Tenants per environment (a trigger may name one; it is recorded on the notification and its jobs by
// identifier), notification groups with a "General" group per environment that every existing workflow joins.
export const tenancy = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('identifier', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      /** JSON object. */
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('tenants_environment_identifier_unique', ['environment_id', 'identifier'])
      .execute();

    await db.schema
      .createTable('notification_groups')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('notification_groups_environment_name_unique', ['environment_id', 'name'])
      .execute();

    await db.schema
      .alterTable('workflows')
      .addColumn('notification_group_id', 'text', (col) => col.references('notification_groups.id'))
      .execute();
    await db.schema.alterTable('notifications').addColumn('tenant_identifier', 'text').execute();
    await db.schema.alterTable('jobs').addColumn('tenant_identifier', 'text').execute();

    const now = new Date().toISOString();
    const environments = await sql<{ id: string }>`select id from environments`.execute(db);
    for (const environment of environments.rows) {
      const id = newObjectId();
      await sql`insert into notification_groups (id, environment_id, name, created_at, updated_at)
        values (${id}, ${environment.id}, ${'General'}, ${now}, ${now})`.execute(db);
      await sql`update workflows set notification_group_id = ${id}
        where environment_id = ${environment.id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('tenant_identifier').execute();
    await db.schema.alterTable('notifications').dropColumn('tenant_identifier').execute();
    await db.schema.alterTable('workflows').dropColumn('notification_group_id').execute();
    await db.schema.dropTable('notification_groups').execute();
    await db.schema.dropTable('tenants').execute();
  },
});

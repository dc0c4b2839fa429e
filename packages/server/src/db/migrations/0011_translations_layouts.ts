import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

// Template breadth: translation groups with their translations per locale (read by the `i18n` helper), the
// environment's default locale they fall back to, and email layouts with at most one default per environment.
export const translationsLayouts = (_dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('environments')
      .addColumn('default_locale', 'text', (col) => col.notNull().defaultTo('en'))
      .execute();

    await db.schema
      .createTable('translation_groups')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('identifier', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('translation_groups_environment_identifier_unique', [
        'environment_id',
        'identifier',
      ])
      .execute();

    await db.schema
      .createTable('translations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('group_id', 'text', (col) =>
        col.notNull().references('translation_groups.id').onDelete('cascade'),
      )
      .addColumn('locale', 'text', (col) => col.notNull())
      /** JSON: nested keys whose leaves are strings. */
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('translations_group_locale_unique', ['group_id', 'locale'])
      .execute();

    await db.schema
      .createTable('layouts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
      .addColumn('identifier', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('layouts_environment_identifier_unique', ['environment_id', 'identifier'])
      .execute();
    // The database itself keeps one default per environment, whatever two requests do at once.
    await db.schema
      .createIndex('layouts_one_default')
      .on('layouts')
      .column('environment_id')
      .unique()
      .where(sql.ref('is_default'), '=', 1)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['layouts', 'translations', 'translation_groups']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('environments').dropColumn('default_locale').execute();
  },
});

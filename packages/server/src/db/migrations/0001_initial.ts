import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/** An auto-numbered primary key in the dialect's own words. */
function identity(dialect: Dialect) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

// Portable DDL: the same migration runs on SQLite and PostgreSQL.
export const initial = (dialect: Dialect): Migration => ({ up: (db) => up(db, dialect), down });

async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('faculties')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('guest_access', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role_id', 'integer', (col) => col.notNull())
    .addColumn('faculty_id', 'integer', (col) => col.references('faculties.id'))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_login_at', 'text')
    .addColumn('last_login_browser', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('branding', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('environments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('organization_id', 'text', (col) => col.notNull().references('organizations.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('application_identifier', 'text', (col) => col.notNull().unique())
    .addColumn('api_key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('api_key_sealed', 'text', (col) => col.notNull())
    .addColumn('hmac_required', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('subscriber_id', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('avatar', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('subscribers_environment_subscriber_unique', ['environment_id', 'subscriber_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('environment_id', 'text', (col) => col.notNull().references('environments.id'))
    .addColumn('subscriber_id', 'text', (col) => col.notNull().references('subscribers.id'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('template_identifier', 'text')
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('cta', 'text')
    .addColumn('actor', 'text')
    .addColumn('seen', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_seen_at', 'text')
    .addColumn('last_read_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // The unseen count and the feed both read a subscriber's in-app messages newest first.
  await db.schema
    .createIndex('messages_subscriber_seen')
    .on('messages')
    .columns(['subscriber_id', 'channel', 'seen'])
    .execute();
  await db.schema
    .createIndex('messages_subscriber_created')
    .on('messages')
    .columns(['subscriber_id', 'created_at'])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['messages', 'subscribers', 'environments', 'organizations', 'accounts', 'faculties']) {
    await db.schema.dropTable(table).execute();
  }
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  sql,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import type { Dialect } from './dialect.js';
import { RefuseEmptyUpdates } from './empty-updates.js';
import { initial } from './migrations/0001_initial.js';
import { notificationService } from './migrations/0002_notification_service.js';
import { university } from './migrations/0003_university.js';
import { accountTokens } from './migrations/0004_account_tokens.js';
import { profile } from './migrations/0005_profile.js';
import { signInLockout } from './migrations/0006_sign_in_lockout.js';
import { contributions } from './migrations/0007_contributions.js';
import { pageViews } from './migrations/0008_page_views.js';
import { integrations } from './migrations/0009_integrations.js';
import { platformAccounts } from './migrations/0010_platform_accounts.js';
import { translationsLayouts } from './migrations/0011_translations_layouts.js';
import { tenancy } from './migrations/0012_tenancy.js';
import { rateLimitsIdempotency } from './migrations/0013_rate_limits_idempotency.js';
import { activity } from './migrations/0014_activity.js';
import { guestSessions } from './migrations/0015_guest_sessions.js';
import { tokenVersionAudience } from './migrations/0016_token_version_audience.js';
import { outboxTenancy } from './migrations/0017_outbox_tenancy.js';
import { messageReadIndexes } from './migrations/0018_message_read_indexes.js';
import { memberTokenVersion } from './migrations/0019_member_token_version.js';
import { lockedWorkflows } from './migrations/0020_locked_workflows.js';
import { archivedMessages } from './migrations/0021_archived_messages.js';
import { domainEventQueue } from './migrations/0022_domain_event_queue.js';
import { jobLeases } from './migrations/0023_job_leases.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables, when one is set. */
  schema?: string;
  close(): Promise<void>;
}

function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initial(dialect),
    '0002_notification_service': notificationService(dialect),
    '0003_university': university(dialect),
    '0004_account_tokens': accountTokens(dialect),
    '0005_profile': profile(dialect),
    '0006_sign_in_lockout': signInLockout(dialect),
    '0007_contributions': contributions(dialect),
    '0008_page_views': pageViews(dialect),
    '0009_integrations': integrations(dialect),
    '0010_platform_accounts': platformAccounts(dialect),
    '0011_translations_layouts': translationsLayouts(dialect),
    '0012_tenancy': tenancy(dialect),
    '0013_rate_limits_idempotency': rateLimitsIdempotency(dialect),
    '0014_activity': activity(dialect),
    '0015_guest_sessions': guestSessions(dialect),
    '0016_token_version_audience': tokenVersionAudience(dialect),
    '0017_outbox_tenancy': outboxTenancy(dialect),
    '0018_message_read_indexes': messageReadIndexes(dialect),
    '0019_member_token_version': memberTokenVersion(dialect),
    '0020_locked_workflows': lockedWorkflows(dialect),
    '0021_archived_messages': archivedMessages(dialect),
    '0022_domain_event_queue': domainEventQueue(dialect),
    '0023_job_leases': jobLeases,
  };
}

/** How many prepared statements the SQLite connection keeps; the server runs a few hundred distinct queries. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely uses it, keeping each query's prepared statement for its next run. Kysely prepares
 * every query anew, and SQLite's prepare (parsing and planning) costs more than running most of the server's
 * queries. Least recently used statements go first; SQLite re-prepares a kept one by itself after a schema change.
 */
function keepingStatements(sqlite: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** Opens the embedded SQLite file, tuned for a durable single-writer server (docs/architecture.md, One process). */
export function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed notification or account survives power loss, at a small write cost.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    plugins: [new RefuseEmptyUpdates()],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Opens PostgreSQL for a deployment that outgrows one machine. `schema` keeps Herald's tables in their own
 * schema (created when missing), which also lets tests run side by side in one database.
 */
export async function openPostgres(url: string, schema?: string): Promise<DatabaseHandle> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error('DATABASE_SCHEMA must be a plain identifier');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new RefuseEmptyUpdates()],
  });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return { db, dialect: 'postgres', ...(schema ? { schema } : {}), close: () => db.destroy() };
}

/** The configured database: PostgreSQL when a URL is given, else the embedded SQLite file. */
export function openDatabase(options: { databaseUrl?: string; databaseSchema?: string; sqliteFile: string }) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseSchema)
    : Promise.resolve(openSqlite(options.sqliteFile));
}

/**
 * `db` whose introspection sees only `schema`'s tables. The migrator asks which tables exist; Kysely's own
 * introspector reads every schema of the server, column by column, and fails when another schema changes or is
 * dropped at that moment (several Herald processes or test suites sharing one PostgreSQL). Reading the catalogue
 * of one schema by name calls no function on the others.
 */
function withSchemaIntrospection(db: Kysely<Database>, schema: string): Kysely<Database> {
  const introspection = {
    getSchemas: () => db.introspection.getSchemas(),
    async getTables() {
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p')`.execute(db);
      return rows.map((row) => ({ name: row.name, schema, isView: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(handle.dialect) };
  // The migration tables live in Herald's schema too, so that several schemas never see each other's.
  const migrator = new Migrator({
    db: handle.schema ? withSchemaIntrospection(handle.db, handle.schema) : handle.db,
    provider,
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

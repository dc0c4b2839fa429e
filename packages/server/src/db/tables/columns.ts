// Column types the products' tables share. Times are ISO-8601 UTC strings; booleans are 0/1 integers so that the
// same migrations run on SQLite and PostgreSQL.
import type { ColumnType } from 'kysely';

/** Written once, when the row is inserted. */
export type CreatedAt = ColumnType<string, string, never>;

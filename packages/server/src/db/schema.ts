// The database as Kysely sees it: every product's tables (db/tables/), one schema migrated as a whole (migrations/).
// Times are ISO-8601 UTC strings; booleans are 0/1 integers so that the same migrations run on SQLite and
// PostgreSQL.
import type { NotifyTables } from './tables/notify.js';
import type { PlatformTables } from './tables/platform.js';
import type { ServerTables } from './tables/server.js';
import type { UniversityTables } from './tables/university.js';

export interface Database extends PlatformTables, NotifyTables, UniversityTables, ServerTables {}

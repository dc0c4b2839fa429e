// Grows an environment to many messages straight in the server's database, the way years of use would leave it:
// copies of the reader's subscriber, each given a copy of the reader's messages. The reader's own feed stays as
// it was, so its latency at 1 thousand, 100 thousand and 1 million messages shows what the environment's size
// costs it. Columns are read from the database, so the copies follow the schema as it stands.
import { createRequire } from 'node:module';
import pg from 'pg';

const require = createRequire(import.meta.url);

/** The select list that copies a row's `columns` from `alias`, with `overrides` (column → SQL) for some of them. */
function copySelect(columns, overrides, alias) {
  return columns.map((column) => overrides[column] ?? `${alias}."${column}"`).join(', ');
}

/** PostgreSQL's `$1` parameters as SQLite's named `@p1`, which may repeat and come in any order. */
const named = (text) => text.replace(/\$(\d+)/g, '@p$1');
const byName = (parameters) => Object.fromEntries(parameters.map((value, i) => [`p${i + 1}`, value]));

/** An open database of a Herald server: SQLite file or PostgreSQL schema. */
export async function openStore({ sqliteFile, databaseUrl, schema }) {
  if (sqliteFile) {
    const Database = require('better-sqlite3');
    const db = new Database(sqliteFile);
    db.pragma('busy_timeout = 30000');
    const columnsOf = (table) =>
      db
        .prepare(`pragma table_info("${table}")`)
        .all()
        .map((row) => row.name);
    return {
      columnsOf: async (table) => columnsOf(table),
      async run(text, parameters) {
        // SQLite numbers rows with a recursive CTE where PostgreSQL has generate_series.
        const sqliteText = text.replace(
          /generate_series\(1, \$(\d+)\) as n\(i\)/,
          (_, k) =>
            `(with recursive n(i) as (select 1 union all select i + 1 from n where i < $${k}) select i from n) as n`,
        );
        db.transaction(() => db.prepare(named(sqliteText)).run(byName(parameters)))();
      },
      async count(text, parameters) {
        return Number(Object.values(db.prepare(named(text)).get(byName(parameters)))[0]);
      },
      async analyze() {
        db.exec('analyze');
      },
      async close() {
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`set search_path to "${schema}"`);
  return {
    async columnsOf(table) {
      const { rows } = await client.query(
        'select column_name from information_schema.columns where table_schema = $1 and table_name = $2 order by ordinal_position',
        [schema, table],
      );
      return rows.map((row) => row.column_name);
    },
    async run(text, parameters) {
      await client.query(text, parameters);
    },
    async count(text, parameters) {
      const { rows } = await client.query(text, parameters);
      return Number(Object.values(rows[0])[0]);
    },
    async analyze() {
      await client.query('analyze');
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * Adds copies of subscriber row `readerRowId`, each with a copy of its messages, until the environment holds
 * `total` messages; `batch` copies at a time (one transaction each). Answers the count reached.
 */
export async function growEnvironment(store, { readerRowId, environmentId, total, batch = 25, onProgress }) {
  const messagesIn = () =>
    store.count('select count(*) from messages where environment_id = $1', [environmentId]);
  const perCopy = await store.count('select count(*) from messages where subscriber_id = $1', [readerRowId]);
  const subscriberColumns = await store.columnsOf('subscribers');
  const messageColumns = await store.columnsOf('messages');
  let copies = await store.count(
    "select count(*) from subscribers where subscriber_id like 'bench-copy-%'",
    [],
  );
  let held = await messagesIn();
  while (held < total) {
    const count = Math.min(batch, Math.ceil((total - held) / perCopy));
    const first = copies + 1;
    const name = (column) => `'bench-copy-' || (n.i + $2) ${column === 'id' ? "|| '-row'" : ''}`;
    await store.run(
      `insert into subscribers (${subscriberColumns.map((c) => `"${c}"`).join(', ')})
       select ${copySelect(subscriberColumns, { id: name('id'), subscriber_id: name('subscriber_id') }, 's')}
       from subscribers s, generate_series(1, $3) as n(i) where s.id = $1`,
      [readerRowId, first - 1, count],
    );
    await store.run(
      `insert into messages (${messageColumns.map((c) => `"${c}"`).join(', ')})
       select ${copySelect(messageColumns, { id: `c.id || ':' || m.id`, subscriber_id: 'c.id' }, 'm')}
       from messages m, subscribers c
       where m.subscriber_id = $1 and c.subscriber_id like 'bench-copy-%'
         and c.id in (select 'bench-copy-' || (n.i + $2) || '-row' from generate_series(1, $3) as n(i))`,
      [readerRowId, first - 1, count],
    );
    copies += count;
    held = await messagesIn();
    onProgress?.(held);
  }
  // What autovacuum (PostgreSQL) or PRAGMA optimize (SQLite) would do after such growth: fresh planner figures.
  await store.analyze();
  return held;
}

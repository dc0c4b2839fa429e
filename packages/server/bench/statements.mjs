// The statements the server sends its database, read where they leave it: the drivers it uses (better-sqlite3, pg)
// record each statement's text and parameters while `recorded` runs, and `transactionsOf` counts the commits among
// them. The bench (capture.mjs) and the server's test of commits per trigger both count this way.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

/** Statements recorded while `recording` is set: `{ sql, params, connection }`. */
let recording;

const prepare = BetterSqlite3.prototype.prepare;
const query = pg.Client.prototype.query;

/** `statement`, recording each run of it on `connection`. */
function recordingRuns(statement, text, connection) {
  return new Proxy(statement, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'all' && property !== 'get' && property !== 'run' && property !== 'iterate')
        return value.bind(target);
      return (...args) => {
        recording?.push({ sql: text, params: args[0] ?? [], connection });
        return value.apply(target, args);
      };
    },
  });
}

/**
 * Makes the drivers record what is sent while `recorded` runs; statements prepared before are not seen, so a
 * server is started after this. Answers the function that puts the drivers back as they were.
 */
export function recordStatements() {
  BetterSqlite3.prototype.prepare = function (text, ...rest) {
    return recordingRuns(prepare.call(this, text, ...rest), text, this);
  };
  pg.Client.prototype.query = function (config, values, ...rest) {
    if (recording && config !== null && config !== undefined) {
      const text = typeof config === 'string' ? config : config.text;
      if (typeof text === 'string') {
        recording.push({ sql: text, params: values ?? config.values ?? [], connection: this });
      }
    }
    return query.call(this, config, values, ...rest);
  };
  return () => {
    BetterSqlite3.prototype.prepare = prepare;
    pg.Client.prototype.query = query;
  };
}

/** Runs `work` and answers what it answered with the statements sent meanwhile. */
export async function recorded(work) {
  recording = [];
  try {
    const result = await work();
    return { result, statements: recording };
  } finally {
    recording = undefined;
  }
}

/**
 * Transactions among `statements`, counted per connection as PostgreSQL's `xact_commit` counts them: a
 * `begin … commit` is one, and so is each statement sent outside one.
 */
export function transactionsOf(statements) {
  const open = new Set();
  let commits = 0;
  for (const { sql, connection } of statements) {
    const word = sql.trim().split(/\s+/)[0].toLowerCase();
    if (word === 'begin' || word === 'start') open.add(connection);
    else if (word === 'commit' || word === 'rollback') {
      if (word === 'commit') commits += 1;
      open.delete(connection);
    } else if (!open.has(connection)) commits += 1;
  }
  return commits;
}

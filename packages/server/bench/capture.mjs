// The statements the server sends its database, read where they leave it: the built server runs in this process
// (never listening), and the drivers it uses (better-sqlite3, pg) record each statement's text and parameters
// while a request is answered or a job is run (statements.mjs). `run.mjs` asks for the SQL of the widget's reads, which the
// minimal reference server then runs as prepared statements, and for the statements and commits of a trigger.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerRequests } from './ipc.mjs';
import { recorded, recordStatements, transactionsOf } from './statements.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Before the server is loaded, so that every statement it prepares is recorded.
recordStatements();
const { createHerald, loadConfig } = await import(pathToFileURL(path.resolve(here, '../dist/index.js')).href);

const withoutConnection = ({ sql, params }) => ({ sql, params });

async function startHerald(env) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    SMTP_URL: '',
    REDIS_URL: '',
    DATABASE_URL: '',
    DATABASE_SCHEMA: '',
    RUN_WORKER: 'false',
    ...env,
  });
  const herald = await createHerald(config);
  await herald.app.ready();
  return herald;
}

answerRequests({
  /**
   * The statements and answer of each GET in `urls` (paths with their query), sent with `headers`, by a server on
   * the data of `env`; each is asked once untimed before, so that nothing first-time is recorded.
   */
  async widget({ env, urls, headers }) {
    const herald = await startHerald(env);
    try {
      const answers = {};
      for (const url of urls) {
        await herald.app.inject({ method: 'GET', url, headers });
        const { result, statements } = await recorded(() =>
          herald.app.inject({ method: 'GET', url, headers }),
        );
        answers[url] = {
          status: result.statusCode,
          body: result.json(),
          statements: statements.map(withoutConnection),
        };
      }
      return answers;
    } finally {
      await herald.close();
    }
  },

  /**
   * Statements and commits per trigger of one-step in-app workflows whose step is each of `contents`, on a fresh
   * server of its own (a fresh SQLite file, or a fresh schema of `env`'s PostgreSQL): while the trigger is
   * answered, and while its job runs.
   */
  async trigger({ env, contents, triggers, warmup }) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-bench-count-'));
    const herald = await startHerald({ ...env, DATA_DIR: dataDir, SEED_DEMO: 'false' });
    try {
      const headers = { authorization: `ApiKey ${herald.seed.apiKey}`, 'content-type': 'application/json' };
      const rows = [];
      for (const [k, content] of contents.entries()) {
        const name = `bench-count-${k}`;
        const created = await herald.app.inject({
          method: 'POST',
          url: '/v1/workflows',
          headers,
          payload: { name, triggerIdentifier: name, steps: [{ type: 'in_app', content }] },
        });
        if (created.statusCode >= 300) throw new Error(`workflow not created: ${created.body}`);
        const totals = { answered: 0, answeredCommits: 0, job: 0, jobCommits: 0 };
        for (let n = 0; n < warmup + triggers; n += 1) {
          const answered = await recorded(async () => {
            const response = await herald.app.inject({
              method: 'POST',
              url: '/v1/events/trigger',
              headers,
              payload: { name, to: `count-${k}-${n}`, payload: { n } },
            });
            if (response.statusCode >= 300) throw new Error(`trigger refused: ${response.body}`);
          });
          const job = await recorded(() => herald.worker.drain());
          if (n < warmup) continue;
          totals.answered += answered.statements.length;
          totals.answeredCommits += transactionsOf(answered.statements);
          totals.job += job.statements.length;
          totals.jobCommits += transactionsOf(job.statements);
        }
        rows.push({
          content,
          statementsAnswered: totals.answered / triggers,
          commitsAnswered: totals.answeredCommits / triggers,
          statementsInJobs: totals.job / triggers,
          commitsInJobs: totals.jobCommits / triggers,
        });
      }
      return rows;
    } finally {
      await herald.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

import { configDefaults, defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

// The suite runs on the embedded SQLite file always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
const databases = [
  { name: 'sqlite', url: '' },
  ...(postgresUrl ? [{ name: 'postgres', url: postgresUrl }] : []),
];

/**
 * The event-loop guard bounds how late a bystander is answered while hostile input is processed. A bound of time
 * holds only on a machine nothing else keeps busy, so it is a suite of its own (`npm run test:liveness`), which
 * `npm test` runs after every other suite has ended, each file in a fresh worker (no heap left by other files).
 */
const LIVENESS_FILES = ['test/event-loop-guard.test.ts'];
const liveness = process.env.HERALD_TEST_SUITE === 'liveness';

export default defineConfig({
  test: {
    environment: 'node',
    // Files share one module graph per worker instead of loading the server's (Fastify, Kysely, drivers) again
    // for each of them, which was half the suite's time. Every file builds its own server on a fresh data folder
    // with its own clock, and the server keeps no state at module level beyond caches keyed by what they hold.
    isolate: liveness,
    fileParallelism: !liveness,
    // A test that signs in a dozen times and drives the worker needs room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: [
      'default',
      ['json', { outputFile: reportFile(import.meta.url, liveness ? 'liveness' : 'unit') }],
    ],
    projects: databases.map(({ name, url }) => ({
      extends: true as const,
      test: {
        name,
        include: liveness ? LIVENESS_FILES : ['src/**/*.test.ts', 'test/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...(liveness ? [] : LIVENESS_FILES)],
        env: { TEST_DATABASE_URL: url },
      },
    })),
  },
});

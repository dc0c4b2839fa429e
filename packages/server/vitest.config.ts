import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

// The suite runs on the embedded SQLite file always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Files share one module graph per worker instead of loading the server's (Fastify, Kysely, drivers) again
    // for each of them, which was half the suite's time. Every file builds its own server on a fresh data folder
    // with its own clock, and the server keeps no state at module level beyond caches keyed by what they hold.
    isolate: false,
    // A test that signs in a dozen times and drives the worker needs room on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
    projects: [
      { extends: true as const, test: { name: 'sqlite', env: { TEST_DATABASE_URL: '' } } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DATABASE_URL: postgresUrl } } }]
        : []),
    ],
  },
});

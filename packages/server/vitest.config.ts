import { configDefaults, defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

// The suite runs on the embedded SQLite file always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
const databases = [
  { name: 'sqlite', url: '' },
  ...(postgresUrl ? [{ name: 'postgres', url: postgresUrl }] : []),
];

/**
 * The event-loop guard bounds how late a bystander is answered: it runs in a fresh worker of its own (no heap left by
 * other files, whose collection would pause the loop) after the rest of the suite, so no other file competes with it
 * for the processor.
 */
const LIVENESS_FILES = ['test/event-loop-guard.test.ts'];

export default defineConfig({
  test: {
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
      ...databases.map(({ name, url }) => ({
        extends: true as const,
        test: {
          name,
          exclude: [...configDefaults.exclude, ...LIVENESS_FILES],
          env: { TEST_DATABASE_URL: url },
        },
      })),
      ...databases.map(({ name, url }) => ({
        extends: true as const,
        test: {
          name: `${name} liveness`,
          include: LIVENESS_FILES,
          isolate: true,
          sequence: { groupOrder: 1 },
          env: { TEST_DATABASE_URL: url },
        },
      })),
    ],
  },
});

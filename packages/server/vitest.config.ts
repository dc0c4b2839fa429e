import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

// The suite runs on the embedded SQLite file always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Sign-in runs scrypt at N=2^17 (about 0.4 s a call by design); a test that signs in a dozen times needs room.
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

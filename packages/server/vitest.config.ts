import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Sign-in runs scrypt at N=2^17 (about 0.4 s a call by design); a test that signs in a dozen times needs room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
  },
});

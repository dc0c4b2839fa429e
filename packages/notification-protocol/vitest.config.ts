import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
  },
});

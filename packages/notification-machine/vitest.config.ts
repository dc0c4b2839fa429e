import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/react/test-setup.ts'],
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
  },
});

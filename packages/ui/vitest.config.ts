import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'unit',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
  },
});

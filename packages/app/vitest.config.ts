import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { reportFile } from '../../scripts/vitest-report.js';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // A test waits for what a person would see (Testing Library's waits); its own limit leaves room for those
    // waits and for the first lazy import of a chunk on a busy machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
  },
});

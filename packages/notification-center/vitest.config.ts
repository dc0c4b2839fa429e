import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { reportFile } from '../../scripts/vitest-report.js';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // A test waits for what a person would see (Testing Library's waits); its own limit leaves room for those
    // waits and for the first lazy import of a chunk on a busy machine.
    testTimeout: 20_000,
    name: 'unit',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The kit's one DOM test setup (a fresh document, no announcer, real timers, no stored session per test).
    setupFiles: ['../ui/vitest.setup.ts', './vitest.setup.ts'],
    // Files share one module graph and one document; the setup file clears what a test leaves in the page, and
    // spies and stubbed globals are put back after every test.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'unit') }]],
  },
});

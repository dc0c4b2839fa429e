import { defineConfig } from 'vitest/config';
import { reportFile } from '../scripts/vitest-report.js';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    // Every test fails on a CSP violation or an uncaught error in any page it opened.
    setupFiles: ['./page-guard.setup.ts'],
    environment: 'node',
    // One browser and one server per file; files run one after another on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // What a page shows after an action can take seconds on a busy 2-core machine (Chromium's PDF viewer counting
    // pages beside the other suites): polls wait as long as Playwright's locators would, not vitest's 1 s default.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default', ['json', { outputFile: reportFile(import.meta.url, 'browser') }]],
  },
});

#!/usr/bin/env node
// `npm test`: every suite (lint, types, unit, Storybook interaction + axe, end-to-end in Chromium) through
// turbo, then one line that sums the test reports: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
rmSync(reports, { recursive: true, force: true });

const tasks = ['lint', 'lint:repo', 'typecheck', 'typecheck:repo', 'test', 'storybook:test', 'e2e'];
const turbo = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    ...tasks,
    '--continue',
    '--concurrency=2',
    `--output-logs=${process.env.CI ? 'errors-only' : 'new-only'}`,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
);

// Bounds of time hold only on a machine nothing else keeps busy: the server's event-loop guard runs once every other
// suite has ended, alone (packages/server/vitest.config.ts).
const liveness = spawnSync('npm', ['run', 'test:liveness', '-w', '@herald/server'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

let passed = 0;
let failed = 0;
const lines = [];
let files = [];
try {
  files = readdirSync(reports).filter((file) => file.endsWith('.json'));
} catch {
  // No suite ran far enough to write a report; the turbo exit code tells why.
}
for (const file of files.sort()) {
  // Vitest's JSON reporter and Jest's --json share these fields.
  const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  const suiteFailed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  passed += report.numPassedTests ?? 0;
  failed += suiteFailed;
  lines.push(
    `  ${file.replace(/\.json$/, '').padEnd(32)} ${report.numPassedTests ?? 0} passed, ${suiteFailed} failed`,
  );
}

const turboFailed = turbo.status !== 0 || liveness.status !== 0;
console.log(`\nTest reports:\n${lines.join('\n') || '  (none)'}`);
if (turboFailed) console.log('Some tasks failed (lint, types or a suite): see the output above.');
// A task that failed before writing any report (lint, types, a crash) still counts as a failure.
const summary = `${passed} passed, ${failed + (turboFailed && failed === 0 ? 1 : 0)} failed`;
mkdirSync(reports, { recursive: true });
writeFileSync(path.join(reports, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(turboFailed || failed > 0 ? 1 : 0);

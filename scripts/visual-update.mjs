#!/usr/bin/env node
// `npm run visual:update`: rewrites the visual baselines in .storybook/visual-baselines/ from the current stories.
// It runs the same Storybook test run as `npm run storybook:test` (same Chromium, hooks, clock and clip) with
// VISUAL=update, which writes a baseline wherever the picture changed instead of failing, and skips the docs pages.
// After a full run, baselines of stories that no longer exist are deleted. Extra arguments pass through to the
// runner, such as a story file pattern (`npm run visual:update -- NotificationCenter`).
//
// The Storybook build comes from turbo (`storybook:build`), which replays its cache when nothing under .storybook/
// (baselines aside) or packages/ui/src/ changed, so a second update does not build again. VISUAL_BUILD=reuse uses
// the build already in storybook-static/ (or STORYBOOK_STATIC_DIR) as it is, without asking turbo.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = process.env.VISUAL_BUILD ?? (process.env.STORYBOOK_STATIC_DIR ? 'reuse' : 'turbo');
if (build !== 'reuse' && build !== 'turbo') {
  console.error(`VISUAL_BUILD must be turbo or reuse, not "${build}"`);
  process.exit(1);
}

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
if (build === 'turbo') {
  const built = spawnSync('npx', ['turbo', 'run', 'storybook:build', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const run = spawnSync(
  process.execPath,
  [path.join(root, 'scripts', 'storybook-test.mjs'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, VISUAL: 'update', STORYBOOK_DOCS: 'skip' },
  },
);
process.exit(run.status ?? 1);

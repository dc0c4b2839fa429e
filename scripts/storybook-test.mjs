// Serves the static Storybook build on 127.0.0.1 and runs @storybook/test-runner against it: every story renders
// in Chromium, its play function runs and axe checks it; then every docs page is checked with axe in light, dark and
// right to left (storybook-docs-axe.mjs). Exits non-zero if either failed; the server never outlives it.
//
// STORYBOOK_DOCS=skip runs the stories only, STORYBOOK_DOCS=only the docs pages only; STORYBOOK_DOCS_FILTER (a
// regular expression on the docs id, such as `tokens`) narrows the docs pages, as a file pattern argument narrows
// the stories.
//
// Every story is also photographed in each mode and compared with its baseline in .storybook/visual-baselines/
// (.storybook/visual-regression.ts): VISUAL=update writes the baselines instead (`npm run visual:update`),
// VISUAL=skip takes no pictures. Diff images of a failed comparison go to reports/visual/.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDocsPages } from './storybook-docs-axe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// STORYBOOK_STATIC_DIR tests another build, such as one made with `storybook build -o <dir>`.
const staticDir = path.resolve(root, process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const reportPath = path.join(root, 'reports', 'storybook.json');
const docsReportPath = path.join(root, 'reports', 'storybook-docs.json');
const docsMode = process.env.STORYBOOK_DOCS ?? 'run';
const visualMode = process.env.VISUAL ?? 'check';
const baselineDir = path.join(root, '.storybook', 'visual-baselines');
const visualReportDir = path.join(root, 'reports', 'visual');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 200;

/** A port nobody listens on right now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** True once `url` answers 200. */
function answers(url) {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.once('error', () => resolve(false));
    request.setTimeout(READY_POLL_MS * 5, () => request.destroy());
  });
}

async function waitUntilServing(url, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`http-server exited with code ${server.exitCode}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`Storybook was not served at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Baselines of stories the build no longer has (renamed or removed). After a full `VISUAL=update` run they are
 * deleted; otherwise they are named, so that someone runs the update.
 */
function staleBaselines() {
  if (!existsSync(baselineDir)) return [];
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
  const storyIds = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id),
  );
  return readdirSync(baselineDir).filter(
    (file) => file.endsWith('.png') && !storyIds.has(file.slice(0, file.indexOf('.'))),
  );
}

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`npm run storybook:build\` first.`);
  process.exit(1);
}
mkdirSync(path.dirname(reportPath), { recursive: true });

const port = await freePort();
const url = `http://${HOST}:${port}`;
const children = new Set();

function start(command, args, options) {
  const child = spawn(command, args, { cwd: root, ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}

process.once('exit', () => stopAll());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    stopAll(signal);
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}

const server = start(bin('http-server'), [staticDir, '-p', String(port), '-a', HOST, '-c-1', '--silent'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});

let exitCode = 1;
try {
  await waitUntilServing(`${url}/index.json`, server);
  let storiesCode = 0;
  if (docsMode !== 'only') {
    rmSync(visualReportDir, { recursive: true, force: true });
    const runner = start(
      bin('test-storybook'),
      // Extra arguments pass through to the runner, such as a story file pattern.
      ['--url', url, '--maxWorkers=2', '--json', '--outputFile', reportPath, ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    storiesCode = await new Promise((resolve) => {
      runner.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      runner.once('error', (error) => {
        console.error(error);
        resolve(1);
      });
    });
    const stale = visualMode === 'skip' ? [] : staleBaselines();
    // A story file pattern narrows the run, so only a full update may tell which baselines nobody uses.
    const fullRun = process.argv.slice(2).every((argument) => argument.startsWith('-'));
    if (stale.length > 0 && visualMode === 'update' && fullRun && storiesCode === 0) {
      for (const file of stale) rmSync(path.join(baselineDir, file));
      console.log(`Removed ${stale.length} visual baseline(s) of stories that no longer exist.`);
    } else if (stale.length > 0) {
      console.warn(
        `${stale.length} visual baseline(s) belong to no story (run \`npm run visual:update\`):\n  ${stale.join('\n  ')}`,
      );
    }
  }
  let docsPassed = true;
  if (docsMode !== 'skip') {
    const filter = process.env.STORYBOOK_DOCS_FILTER
      ? new RegExp(process.env.STORYBOOK_DOCS_FILTER)
      : undefined;
    docsPassed = await checkDocsPages({ url, staticDir, reportPath: docsReportPath, filter });
  }
  exitCode = storiesCode !== 0 ? storiesCode : docsPassed ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll();
}
process.exit(exitCode);

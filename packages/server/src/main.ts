#!/usr/bin/env node
// `npm start`: one process serving the API, the widget API, the socket and the built app; with `--role` (or
// HERALD_ROLE) one part of them, scaled out (docs/scaling.md).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, SERVER_ROLES, type Config } from './config.js';
import { createHerald } from './herald.js';
import { describeSeed } from './seed/first-run.js';
import { DEMO_ACCOUNTS } from './university/demo-accounts.js';

let config: Config;
try {
  const { values } = parseArgs({ options: { role: { type: 'string' } } });
  config = loadConfig(values.role === undefined ? process.env : { ...process.env, HERALD_ROLE: values.role });
} catch (error) {
  // A setting the operator must change: one line saying which, no stack.
  process.stderr.write(`herald-server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const role = SERVER_ROLES[config.role];
if (!config.appDir && role.api) {
  const builtApp = fileURLToPath(new URL('../../app/dist', import.meta.url));
  if (existsSync(builtApp)) config.appDir = builtApp;
}

const starting = createHerald(config);

// Handlers go in before anything is printed: a supervisor that reacts to the banner may signal at once.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: finishing open requests and closing\n`);
  try {
    await (await starting).close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const herald = await starting;
const address = await herald.listen();

if (herald.seed) {
  process.stdout.write(describeSeed(herald.seed, config.publicOrigin));
} else if (config.seedDemo && role.api) {
  process.stdout.write(
    `\nDemo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}\n`,
  );
}
const holds = config.role === 'all' ? '' : ` — role ${config.role}: ${role.holds}`;
if (address === undefined) {
  process.stdout.write(`\nHerald is running${holds}\n`);
} else {
  const appState = !role.api || config.appDir ? '' : ' — API only, the app is not built';
  process.stdout.write(`\nHerald is listening on ${config.publicOrigin} (${address})${appState}${holds}\n`);
}

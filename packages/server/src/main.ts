#!/usr/bin/env node
// `npm start`: one process serving the API, the widget API, the socket and the built app.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';
import { createHerald } from './herald.js';
import { describeSeed } from './seed/first-run.js';
import { DEMO_ACCOUNTS } from './university/demo-accounts.js';

const config = loadConfig();
if (!config.appDir) {
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
} else if (config.seedDemo) {
  process.stdout.write(
    `\nDemo accounts: ${DEMO_ACCOUNTS.map((account) => `${account.email} / ${account.password}`).join(', ')}\n`,
  );
}
process.stdout.write(
  `\nHerald is listening on ${config.publicOrigin} (${address})${config.appDir ? '' : ' — API only, the app is not built'}\n`,
);

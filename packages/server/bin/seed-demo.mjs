#!/usr/bin/env node
// `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL, as `npm start` uses) with demo
// data. Run it while the server is stopped. It changes nothing when the demo data is there already. Either way it
// prints the notification environment's applicationIdentifier and API key.
import { describeDemoSeed, loadConfig, seedDemoData } from '../dist/index.js';

const config = loadConfig();
const started = Date.now();
try {
  const result = await seedDemoData(config, { log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(describeDemoSeed(result, Math.round((Date.now() - started) / 1000)));
  process.exit(0);
} catch (error) {
  process.stderr.write(`Demo data could not be created: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

#!/usr/bin/env node
// `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL, as `npm start` uses) with demo
// data. Run it while the server is stopped. It changes nothing when the demo data is there already.
import { loadConfig, seedDemoData } from '../dist/index.js';

const config = loadConfig();
const started = Date.now();
try {
  const result = await seedDemoData(config, { log: (line) => process.stdout.write(`${line}\n`) });
  if (result.status === 'already-seeded') {
    process.stdout.write(
      `Demo data is already there (${result.accounts} accounts @demo.herald.test): nothing was changed.\n`,
    );
  } else {
    process.stdout.write(
      `Demo data created in ${Math.round((Date.now() - started) / 1000)} s: ${result.faculties} faculties, ` +
        `${result.events} events, ${result.accounts} accounts, ${result.contributions} contributions with ` +
        `${result.files} files, ${result.comments} comments, ${result.selected} selected for publication.\n` +
        `Sign in as manager@demo.herald.test, coordinator.arts@demo.herald.test or ` +
        `student1.arts@demo.herald.test with the password ${result.password}.\n`,
    );
  }
  process.exit(0);
} catch (error) {
  process.stderr.write(`Demo data could not be created: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

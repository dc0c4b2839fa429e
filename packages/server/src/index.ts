// @herald/server's programmatic entry: start a server in-process (tests, embedding, benchmarks).
export { loadConfig } from './config.js';
export type { Config } from './config.js';
export { createHerald } from './herald.js';
export type { Herald, HeraldOptions } from './herald.js';
export { DEMO_ACCOUNTS } from './university/demo-accounts.js';
export type { DemoAccount } from './university/demo-accounts.js';
export type { SeedResult } from './seed/first-run.js';
export type { NotifyInput } from './university/services/notify-account.js';
export { DEMO_SEED_PASSWORD, describeDemoSeed, seedDemoData } from './seed/demo-seed.js';
export type { DemoSeedOptions, DemoSeedResult } from './seed/demo-seed.js';

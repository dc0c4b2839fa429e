// Builds the reference world the API's documented examples name (src/openapi/reference-world.ts): each product
// adds its objects through its own API, with the ids its examples name, and says which credentials send them.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config.js';
import type { ExampleSender } from '../../src/http/contract.js';
import { REFERENCE_TIME } from '../../src/openapi/reference-world.js';
import { signIn, startServer, type TestServer } from '../harness.js';
import { buildNotifyWorld } from './notify.js';
import { buildPlatformWorld } from './platform.js';
import { buildUniversityWorld, startReferenceSso } from './university.js';
import { buildWidgetWorld } from './widgets.js';

/** What an example is sent with: each security scheme's credential, and the values stand-ins stand for. */
export interface Credentials {
  /** The app's bearer tokens, by the account that sends. */
  bearer: Partial<Record<ExampleSender, string>>;
  /** The reference subscriber's widget session token. */
  widget?: string;
  /** The environment's API key (`Authorization: ApiKey …`). */
  apiKey: string;
  /** The platform organisation's administrator's member token. */
  member?: string;
  /** By operation (`POST /widgets/session/initialize`): the world's own value of each stand-in body field. */
  standIns: Map<string, Record<string, unknown>>;
  /** By operation: the `Cookie` header of a browser the example needs (a single sign-on's hand-over). */
  cookies: Map<string, string>;
}

/** A product's part of the world: the running server, ids for what it creates next, and the credentials. */
export interface WorldBuilder {
  server: TestServer;
  /** The ids the server gives the next objects it creates, in order of creation. */
  reserve(...ids: string[]): void;
  credentials: Credentials;
  /** Closes a server the examples need (a provider on loopback) when the world is removed. */
  closeWithWorld(close: () => Promise<void>): void;
}

export interface ReferenceWorld {
  credentials: Credentials;
  /** A server on a fresh copy of the world, its clock stopped a minute after the world was made. */
  start(): Promise<TestServer>;
  remove(): Promise<void>;
}

/** Ids in order of creation: the reserved ones first, then a counter (outside every product's range). */
function idSource() {
  const reserved: string[] = [];
  let counter = 0;
  return {
    next: () => reserved.shift() ?? `ffff0000${(counter += 1).toString(16).padStart(16, '0')}`,
    reserve: (...ids: string[]) => reserved.push(...ids),
    get pending() {
      return reserved.length;
    },
  };
}

export async function buildReferenceWorld(): Promise<ReferenceWorld> {
  const ids = idSource();
  const made = Date.parse(REFERENCE_TIME);
  // The configuration the world is made and served with: a sign-in provider on loopback.
  const sso = await startReferenceSso();
  const config: Partial<Config> = { ssoProviders: sso.providers };
  const closers = [() => sso.close()];
  const server = await startServer(config, { newId: ids.next, frozenAt: made });
  const credentials: Credentials = {
    bearer: {},
    apiKey: server.herald.seed!.apiKey,
    standIns: new Map(),
    cookies: new Map(),
  };
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'STUDENT', 'GUEST'] as const) {
    credentials.bearer[role] = await signIn(server.url, role);
  }
  const builder: WorldBuilder = {
    server,
    reserve: (...reserved) => {
      if (ids.pending > 0) throw new Error(`${ids.pending} reserved ids were never used`);
      ids.reserve(...reserved);
    },
    credentials,
    closeWithWorld: (close) => closers.push(close),
  };
  // Each part a second after the one before: the product environment is the oldest one, and a list's order
  // is that of creation.
  for (const part of [buildPlatformWorld, buildNotifyWorld, buildWidgetWorld, buildUniversityWorld]) {
    server.advance(1_000);
    await part(builder);
  }
  if (ids.pending > 0) throw new Error(`${ids.pending} reserved ids were never used`);
  await server.herald.close();
  const worldDir = server.dataDir;
  return {
    credentials,
    async start() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-example-'));
      cpSync(worldDir, dataDir, { recursive: true });
      return startServer({ ...config, dataDir }, { frozenAt: made + 60_000 });
    },
    async remove() {
      rmSync(worldDir, { recursive: true, force: true });
      await Promise.all(closers.map((close) => close()));
    },
  };
}

// A real server per test file: a fresh SQLite file in a temporary folder, listening on a free loopback port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { createHerald, type Herald } from '../src/herald.js';
import { DEMO_ACCOUNTS } from '../src/db/seed.js';

export interface TestServer {
  herald: Herald;
  url: string;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  stop(): Promise<void>;
}

export async function startServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-server-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dataDir),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    ...overrides,
  };
  let offset = 0;
  const herald = await createHerald(config, { now: () => new Date(Date.now() + offset) });
  const address = await herald.listen();
  return {
    herald,
    url: address,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    async stop() {
      await herald.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function demo(role: (typeof DEMO_ACCOUNTS)[number]['role']) {
  return DEMO_ACCOUNTS.find((account) => account.role === role)!;
}

export async function signIn(url: string, role: Parameters<typeof demo>[0]): Promise<string> {
  const { email, password } = demo(role);
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

// Test bodies are read field by field; a loose type keeps the assertions readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export async function getJson(url: string, token?: string) {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** Decodes a JWT's payload without verifying it, as a browser does. */
export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** Signs in a demo account and opens its widget session, as the app does. */
export async function openWidgetSession(url: string, role: Parameters<typeof demo>[0]) {
  const me = await getJson(`${url}/v1/auth/me`, await signIn(url, role));
  const { widget } = me.body.data;
  const session = await postJson(`${url}/v1/widgets/session/initialize`, {
    applicationIdentifier: widget.applicationIdentifier,
    subscriberId: widget.subscriberId,
    hmacHash: widget.subscriberHash,
  });
  return {
    accountId: me.body.data.id as number,
    widget: widget as { applicationIdentifier: string; subscriberId: string; subscriberHash: string },
    token: session.body.data.token as string,
  };
}

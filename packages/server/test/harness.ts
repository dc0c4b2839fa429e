// A real server per test file: a fresh SQLite file in a temporary folder, listening on a free loopback port.
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import path from 'node:path';
import { loadConfig, type Config } from '../src/config.js';
import { createHerald, type Herald } from '../src/herald.js';
import { DEMO_ACCOUNTS } from '../src/university/demo-accounts.js';
import { createInAppMessage, type NewInAppMessage } from '../src/notify/notifications/messages.js';
import { appTokenFor } from '../src/university/services/accounts/account-sessions.js';
import { newObjectId } from '../src/security/crypto.js';
import { io, type Socket } from 'socket.io-client';

export interface TestServer {
  herald: Herald;
  url: string;
  dataDir: string;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  /** Stops the server's clock at `at` (ms since the epoch, now by default); only `advance` moves it then. */
  freeze(at?: number): void;
  /** Lets the server's clock run again from where it stands. */
  thaw(): void;
  stop(): Promise<void>;
}

export async function startServer(
  overrides: Partial<Config> = {},
  options: {
    /** Ids of new objects, as `createHerald` takes them (random by default). */
    newId?: () => string;
    /** Starts with the clock stopped at this moment (ms since the epoch), as `freeze` would. */
    frozenAt?: number;
    /** Receives the server's log lines (with a `logLevel` override: tests log nothing by default). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'herald-server-'));
  // With TEST_DATABASE_URL the same suite runs on PostgreSQL, one schema per data folder.
  const postgres = process.env.TEST_DATABASE_URL
    ? {
        databaseUrl: process.env.TEST_DATABASE_URL,
        databaseSchema: `herald_${path
          .basename(dataDir)
          .replace(/[^a-z0-9]/gi, '_')
          .toLowerCase()}`,
      }
    : {};
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, dataDir),
    ...postgres,
    host: '127.0.0.1',
    port: 0,
    dataDir,
    // Tests run due jobs themselves with `herald.worker.drain()`, on their own clock.
    runWorker: false,
    // Providers and webhooks in tests are servers on loopback, which the operator's allow-list must name.
    outboundAllow: ['127.0.0.0/8', '::1'],
    ...overrides,
  };
  let offset = 0;
  let frozenAt: number | undefined = options.frozenAt;
  const herald = await createHerald(config, {
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    ...(options.newId && { newId: options.newId }),
    ...(options.logStream && { logStream: options.logStream }),
  });
  const address = await herald.listen();
  if (address === undefined) throw new Error(`A test server of role ${config.role} has no address`);
  return {
    herald,
    url: address,
    dataDir,
    advance: (ms) => {
      offset += ms;
    },
    freeze: (at = Date.now()) => {
      frozenAt = at;
      offset = 0;
    },
    thaw: () => {
      if (frozenAt === undefined) return;
      offset = frozenAt + offset - Date.now();
      frozenAt = undefined;
    },
    async stop() {
      await herald.close();
      if (config.databaseUrl && config.databaseSchema)
        await dropSchema(config.databaseUrl, config.databaseSchema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the management API with the environment's API key. */
export async function management(
  server: Pick<TestServer, 'url'> & { herald?: Herald },
  method: string,
  pathname: string,
  body?: unknown,
  apiKey?: string,
) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: {
      authorization: `ApiKey ${apiKey ?? server.herald!.seed!.apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/**
 * Creates a one-step in-app workflow through the management API, its name and trigger identifier `identifier`;
 * `step` holds the step's fields (its content at least).
 */
export async function createInAppWorkflow(
  server: Pick<TestServer, 'url' | 'herald'>,
  identifier: string,
  step: { content: string } & Record<string, unknown>,
): Promise<string> {
  const created = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [{ type: 'in_app', ...step }],
  });
  if (created.status !== 201) {
    throw new Error(`workflow not created (${created.status}): ${JSON.stringify(created.body)}`);
  }
  return identifier;
}

async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
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

/** Stores an active university account and signs an app token for it, as signing in would. */
export async function insertAccount(
  server: TestServer,
  account: { email: string; name: string; roleID: number; facultyId: number | null; passwordHash?: string },
): Promise<{ id: number; token: string }> {
  const row = await server.herald.ctx.db
    .insertInto('accounts')
    .values({
      email: account.email,
      name: account.name,
      password_hash: account.passwordHash ?? 'not-for-sign-in',
      role_id: account.roleID,
      faculty_id: account.facultyId,
      active: 1,
      created_at: server.herald.ctx.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token: await appTokenFor(server.herald.ctx, row.id) };
}

/** A student's submission of one small PDF to an event, as the contribution form sends it; answers it. */
export async function submitContribution(
  url: string,
  token: string,
  eventId: number,
  title: string,
): Promise<{ id: number; files: { id: number }[] }> {
  const form = new FormData();
  form.append('title', title);
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), `${title}.pdf`);
  const response = await fetch(`${url}/v1/academic-events/${eventId}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`submission failed with ${response.status}`);
  return ((await response.json()) as { data: { id: number; files: { id: number }[] } }).data;
}

/**
 * An event of `facultyId` stored as it stands, open since yesterday on the server's clock: new contributions close
 * in 10 days, edits in 20 (for tests about files and limits, not about the event pages).
 */
export async function insertOpenEvent(server: TestServer, facultyId: number, name: string): Promise<number> {
  const now = server.herald.ctx.now().getTime();
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const row = await server.herald.ctx.db
    .insertInto('events')
    .values({
      faculty_id: facultyId,
      name,
      description: '',
      academic_year: '2026-2027',
      opening_date: at(-1),
      closure_date: at(10),
      final_closure_date: at(20),
      time_zone: 'UTC',
      created_at: at(-1),
      updated_at: at(-1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

export async function patchJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

/** A call of the API (`/v1…`) with a bearer token, JSON in and out. */
export async function apiCall(
  server: Pick<TestServer, 'url'>,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
) {
  const response = await fetch(`${server.url}/v1${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The one-time password link's token in the newest mail to `email`, once the worker has sent it. */
export async function oneTimeLinkToken(server: TestServer, email: string): Promise<string> {
  await server.herald.worker.drain();
  const mail = await server.herald.ctx.db
    .selectFrom('outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No link in the mail to ${email}: ${mail.text}`);
  // The link is the only secret a mail carries: never a password.
  if (/password:/i.test(mail.text)) throw new Error(`The mail to ${email} carries a password: ${mail.text}`);
  return decodeURIComponent(match[1]!);
}

/** A DELETE as the widget sends it: JSON content type and an empty object for a body. */
export async function deleteJson(url: string, token?: string) {
  const response = await fetch(url, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export interface SubscriberSession {
  token: string;
  /** The subscriber's row id, which messages and sockets are keyed by. */
  subscriberRowId: string;
  environmentId: string;
  subscriberId: string;
}

/** Opens a widget session for any subscriber of the first environment, signing the HMAC with its API key. */
export async function openSubscriberSession(
  server: TestServer,
  subscriberId: string,
): Promise<SubscriberSession> {
  const environment = await server.herald.ctx.db
    .selectFrom('environments')
    .select(['id', 'application_identifier'])
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // An account's own subscriber's hash also covers the account's credential, as /auth/me hands it out.
  const binding = await server.herald.ctx.tokens.subscriberHashBinding?.({
    environmentId: environment.id,
    subscriberId,
  });
  const hmacHash = createHmac('sha256', server.herald.seed!.apiKey)
    .update(binding === undefined ? subscriberId : `${subscriberId}.${binding}`)
    .digest('hex');
  const session = await postJson(`${server.url}/v1/widgets/session/initialize`, {
    applicationIdentifier: environment.application_identifier,
    subscriberId,
    hmacHash,
  });
  if (session.status !== 201) throw new Error(`session failed with ${session.status}`);
  return {
    token: session.body.data.token,
    subscriberRowId: session.body.data.profile._id,
    environmentId: environment.id,
    subscriberId,
  };
}

/** Stores an in-app message for the subscriber a moment after the previous one, so the feed order is known. */
export async function createMessage(
  server: TestServer,
  session: SubscriberSession,
  input: Partial<Omit<NewInAppMessage, 'environmentId' | 'subscriberRowId'>> = {},
) {
  server.advance(1);
  return createInAppMessage(server.herald.ctx, {
    environmentId: session.environmentId,
    subscriberRowId: session.subscriberRowId,
    content: 'A message',
    ...input,
  });
}

/** Adds a feed (tab) to the environment and answers its row id. */
export async function createFeed(server: TestServer, environmentId: string, identifier: string) {
  const id = newObjectId();
  await server.herald.ctx.db
    .insertInto('feeds')
    .values({
      id,
      environment_id: environmentId,
      name: identifier,
      identifier,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A connected socket.io client for a widget token. */
export async function connectSocket(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next payload of a socket event. */
export function nextEvent<T = Json>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

// Process roles (docs/scaling.md): the built server started as separate api, worker and ws processes on one
// PostgreSQL database and one Redis. A trigger taken by the api is run by one of the workers and reaches a socket
// held by the ws process; an api alone leaves it queued until a worker starts. The workers' poll is an hour, so a
// delivery comes from the job signal, never from a poll.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_EVENT } from '@herald/protocol';
import { connectSocket, getJson, management, nextEvent, postJson } from './harness.js';
import { runServerProcess, startServerProcess, type ServerProcess } from './server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const HOUR_MS = 60 * 60 * 1000;
const STARTS_MS = 120_000;

describe('a role the server does not have', () => {
  it('refuses to start, saying which roles there are', async () => {
    const { code, stderr } = await runServerProcess(['--role', 'scheduler'], {});
    expect(code).not.toBe(0);
    expect(stderr.trim()).toBe(
      'herald-server: Unknown role "scheduler": --role (or HERALD_ROLE) is one of all, api, worker, ws',
    );
  });

  it('refuses a worker without PostgreSQL and Redis', async () => {
    const { code, stderr } = await runServerProcess([], { HERALD_ROLE: 'worker' });
    expect(code).not.toBe(0);
    expect(stderr.trim().split('\n')).toEqual([
      'herald-server: The worker role needs PostgreSQL and Redis shared with the other processes: set DATABASE_URL and REDIS_URL',
    ]);
  });
});

describe.runIf(databaseUrl && redisUrl)('roles on PostgreSQL and Redis', () => {
  const started: ServerProcess[] = [];
  let cleanup: (() => Promise<void>) | undefined;

  /** A fresh schema, data folder and secret, shared by every process of one test. */
  function freshDeployment() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-roles-'));
    const schema = `herald_roles_${randomBytes(6).toString('hex')}`;
    cleanup = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    };
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl!,
      HERALD_SECRET: randomBytes(32).toString('hex'),
      WORKER_POLL_MS: String(HOUR_MS),
    };
    return {
      schema,
      start: async (role: string) => {
        const server = await startServerProcess(['--role', role], env);
        started.push(server);
        return server;
      },
    };
  }

  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()));
    await cleanup?.();
    cleanup = undefined;
  });

  /** The api's environment: a workflow with one in-app step and a subscriber's widget session. */
  async function inAppSetup(api: ServerProcess, content: string) {
    const server = { url: api.url! };
    const identifier = `roles-${randomBytes(4).toString('hex')}`;
    const created = await management(
      server,
      'POST',
      '/workflows',
      { name: identifier, triggerIdentifier: identifier, steps: [{ type: 'in_app', content }] },
      api.apiKey,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const subscriberId = `reader-${randomBytes(4).toString('hex')}`;
    const session = await postJson(`${api.url}/v1/widgets/session/initialize`, {
      applicationIdentifier: api.applicationIdentifier,
      subscriberId,
      hmacHash: createHmac('sha256', api.apiKey!).update(subscriberId).digest('hex'),
    });
    expect(session.status).toBe(201);
    const token = session.body.data.token as string;
    return {
      token,
      trigger: () =>
        management(server, 'POST', '/events/trigger', { name: identifier, to: subscriberId }, api.apiKey),
      feed: async () => {
        const page = await getJson(`${api.url}/v1/widgets/notifications/feed?page=0`, token);
        expect(page.status).toBe(200);
        return (page.body.data as { content: string }[]).map((message) => message.content);
      },
    };
  }

  it(
    'runs a trigger taken by the api on one of two workers, and the ws process delivers its count',
    async () => {
      const deployment = freshDeployment();
      // The first start sets the database up; the others find it made.
      const api = await deployment.start('api');
      const [ws, ...workers] = await Promise.all([
        deployment.start('ws'),
        deployment.start('worker'),
        deployment.start('worker'),
      ]);
      expect(ws!.url).toBeDefined();
      expect(workers.map((worker) => worker.url)).toEqual([undefined, undefined]);

      const reader = await inAppSetup(api, 'Your essay was graded');
      // The api holds no sockets: it says where to connect instead.
      await expect(connectSocket(api.url!, reader.token)).rejects.toThrow();
      const polling = await getJson(`${api.url}/socket.io/?EIO=4&transport=polling`);
      expect(polling.status).toBe(404);
      expect(polling.body.message).toContain('connect to a process of role ws or all');
      // The ws process serves no API.
      expect((await getJson(`${ws!.url}/v1/widgets/notifications/feed?page=0`, reader.token)).status).toBe(
        404,
      );

      const socket = await connectSocket(ws!.url!, reader.token);
      try {
        const unseen = nextEvent<{ unseenCount: number }>(socket, SOCKET_EVENT.unseenCountChanged);
        const triggered = await reader.trigger();
        expect(triggered.status, JSON.stringify(triggered.body)).toBe(201);
        expect((await unseen).unseenCount).toBe(1);
        expect(await reader.feed()).toEqual(['Your essay was graded']);
      } finally {
        socket.disconnect();
      }
    },
    STARTS_MS,
  );

  it(
    'leaves the job of an api alone queued until a worker starts, which delivers it',
    async () => {
      const deployment = freshDeployment();
      const api = await deployment.start('api');
      const ws = await deployment.start('ws');
      const reader = await inAppSetup(api, 'The deadline moved');
      const socket = await connectSocket(ws.url!, reader.token);
      try {
        const unseen = nextEvent<{ unseenCount: number }>(socket, SOCKET_EVENT.unseenCountChanged);
        expect((await reader.trigger()).status).toBe(201);
        expect(await jobStatuses(deployment.schema)).toEqual(['queued']);
        expect(await reader.feed()).toEqual([]);

        await deployment.start('worker');
        expect((await unseen).unseenCount).toBe(1);
        expect(await reader.feed()).toEqual(['The deadline moved']);
        expect(await jobStatuses(deployment.schema)).toEqual(['completed']);
      } finally {
        socket.disconnect();
      }
    },
    STARTS_MS,
  );
});

/** The status of every job in the schema, read from the database the processes share. */
async function jobStatuses(schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ status: string }>(
      `select status from ${pg.escapeIdentifier(schema)}.jobs order by created_at`,
    );
    return result.rows.map((row) => row.status);
  } finally {
    await client.end();
  }
}

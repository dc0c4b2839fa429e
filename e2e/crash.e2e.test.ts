// A server killed without warning (kill -9) loses nothing it acknowledged and does nothing twice. The built
// server runs as its own process on a real SQLite file (and on PostgreSQL): a burst of triggers, then of uploads,
// is cut by SIGKILL part way; after a restart on the same data, every acknowledged trigger has delivered exactly
// one message and no trigger more than one, every acknowledged upload's files are there, and no stored file is
// left that no contribution names.
import { createHmac, randomUUID } from 'node:crypto';
import { readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, openEvent, PDF, PNG } from './api.js';
import { freePort, freshDataDir, start, type Started } from './process.js';

const TRIGGERS = 500;
const UPLOADS = 24;
/** Acknowledgements awaited before the kill: the burst is cut in its middle. */
const KILL_AFTER = { triggers: 150, uploads: 8 };

const running: Started[] = [];
const schemas: string[] = [];
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all(running.map((server) => server.exited));
  if (schemas.length === 0 || !process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
});

/** The built server on `dataDir` (and the PostgreSQL schema, if given), with the API key its first start prints. */
async function serve(dataDir: string, database: Record<string, string>) {
  const port = await freePort();
  // The management API's rate limits are not what is tested here: the burst must reach the server.
  const server = await start(port, dataDir, { ...database, IS_API_RATE_LIMITING_ENABLED: 'false' });
  running.push(server);
  const apiKey = /API key \(shown once, keep it safe\): (\S+)/.exec(server.output())?.[1];
  return { server, url: `http://127.0.0.1:${port}`, apiKey };
}

/** Runs `count` calls `width` at a time; calls still waiting when the server dies fail, unacknowledged. */
async function burst(count: number, width: number, call: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await call(next++).catch(() => undefined);
    }),
  );
}

/** Kills the process once `acknowledged()` reaches `threshold`, as the burst goes on. */
function killWhen(server: Started, acknowledged: () => number, threshold: number) {
  return () => {
    if (acknowledged() === threshold) server.child.kill('SIGKILL');
  };
}

function databases(): [string, () => Record<string, string>][] {
  const sqlite: [string, () => Record<string, string>] = ['SQLite', () => ({})];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [sqlite];
  return [
    sqlite,
    [
      'PostgreSQL',
      () => {
        const schema = `herald_crash_${randomUUID().replace(/-/g, '')}`;
        schemas.push(schema);
        return { DATABASE_URL: url, DATABASE_SCHEMA: schema };
      },
    ],
  ];
}

describe.each(databases())('a server killed with SIGKILL, on %s', (_name, database) => {
  it('loses no acknowledged trigger and delivers none twice', async () => {
    const dataDir = freshDataDir();
    const settings = database();
    const first = await serve(dataDir, settings);
    const management = (method: string, pathname: string, body: unknown) =>
      fetch(`${first.url}/v1${pathname}`, {
        method,
        headers: { authorization: `ApiKey ${first.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const workflow = await management('POST', '/workflows', {
      name: 'Crash news',
      triggerIdentifier: 'crash-news',
      steps: [{ type: 'in_app', content: 'News {{index}}' }],
    });
    expect(workflow.status).toBe(201);

    const acknowledged = new Set<number>();
    const kill = killWhen(first.server, () => acknowledged.size, KILL_AFTER.triggers);
    await burst(TRIGGERS, 16, async (index) => {
      const answer = await management('POST', '/events/trigger', {
        name: 'crash-news',
        to: 'crash-reader',
        payload: { index },
        transactionId: `crash-${index}`,
      });
      if (answer.status === 201) {
        acknowledged.add(index);
        kill();
      }
    });
    await first.server.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER.triggers);
    expect(acknowledged.size).toBeLessThan(TRIGGERS);

    const second = await serve(dataDir, settings);
    const environment = /applicationIdentifier (\S+)/.exec(first.server.output())![1]!;
    const session = await fetch(`${second.url}/v1/widgets/session/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicationIdentifier: environment,
        subscriberId: 'crash-reader',
        hmacHash: createHmac('sha256', first.apiKey!).update('crash-reader').digest('hex'),
      }),
    });
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    /**
     * How many messages the subscriber has for each trigger, read page by page from the feed. The worker may
     * still be delivering, which shifts the pages: a message read twice is one message, told by its id.
     */
    const delivered = async () => {
      const triggerOf = new Map<string, number>();
      for (let page = 0; ; page += 1) {
        const feed = await fetch(`${second.url}/v1/widgets/notifications/feed?page=${page}&limit=100`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await feed.json()) as {
          data: { _id: string; payload: { index: number } }[];
          hasMore: boolean;
        };
        for (const message of body.data) triggerOf.set(message._id, message.payload.index);
        if (!body.hasMore) break;
      }
      const counts = new Map<number, number>();
      for (const index of triggerOf.values()) counts.set(index, (counts.get(index) ?? 0) + 1);
      return counts;
    };
    // The restarted worker delivers what the killed one had not.
    await expect
      .poll(
        async () => {
          const counts = await delivered();
          return [...acknowledged].filter((index) => !counts.has(index));
        },
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toEqual([]);
    const counts = await delivered();
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  }, 180_000);

  it('loses no acknowledged upload and leaves no stored file that no contribution names', async () => {
    const dataDir = freshDataDir();
    const settings = database();
    const first = await serve(dataDir, settings);
    const event = await openEvent(await apiAs(first.url, 'ADMIN'), 'Crash anthology');
    const student = await apiAs(first.url, 'STUDENT');

    const acknowledged = new Set<number>();
    const kill = killWhen(first.server, () => acknowledged.size, KILL_AFTER.uploads);
    await burst(UPLOADS, 6, async (index) => {
      const form = new FormData();
      form.set('title', `Crash story ${index}`);
      form.set('termsAccepted', 'true');
      form.append('documents', new Blob([PDF], { type: 'application/pdf' }), `story-${index}.pdf`);
      form.append('images', new Blob([PNG], { type: 'image/png' }), `cover-${index}.png`);
      const { id } = await student.upload<{ id: number }>(`/academic-events/${event.id}/contributions`, form);
      acknowledged.add(id);
      kill();
    });
    await first.server.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER.uploads);

    // An hour passes before the restart, so the start-up sweep judges every stray file (younger ones may belong
    // to an upload still committing and are left alone).
    const uploads = path.join(dataDir, 'uploads');
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of readdirSync(uploads)) utimesSync(path.join(uploads, name), anHourAgo, anHourAgo);

    const second = await serve(dataDir, settings);
    const reader = await apiAs(second.url, 'STUDENT');
    const listed = await reader.get<{ id: number }[]>(
      `/academic-events/${event.id}/contributions?limit=100&page=0`,
    );
    const named: string[] = [];
    for (const { id } of listed) {
      const files = await reader.get<{ id: number; name: string }[]>(`/contributions/${id}/files`);
      for (const file of files) {
        const download = await fetch(`${second.url}/v1/contributions/${id}/files/${file.id}`, {
          headers: { authorization: `Bearer ${reader.token}` },
        });
        expect(download.status, `${file.name} of contribution ${id}`).toBe(200);
        named.push(file.name);
      }
    }
    for (const id of acknowledged) expect(listed.map((row) => row.id)).toContain(id);
    // Every stored file is one that a contribution names, and nothing else is in the folder.
    expect(readdirSync(path.join(dataDir, 'uploads'))).toHaveLength(named.length);
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);
  }, 180_000);
});

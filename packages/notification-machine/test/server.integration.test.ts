// The machines against the real Herald server, over HTTP and a real socket: session → feed → mark as read →
// count event → reconnect → counts refetched. The server runs as a child process with its own data folder; it is
// bundled from its sources first, so the suite does not depend on the order in which packages are built.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket as ClientSocket } from 'socket.io-client';
import { WIDGET_PATHS } from '@herald/notification-protocol';
import { feedMachine } from '../src/feed/feed.machine.js';
import { feedError, feedMessages, feedStatus } from '../src/feed/feed.selectors.js';
import { isSessionReady } from '../src/session/session.selectors.js';
import { startNotificationSystem } from '../src/system/notification-system.machine.js';
import { unreadCount, unseenCount, unseenCountStatus } from '../src/unseen-count/unseen-count.selectors.js';
import { createRealtimeSocket } from '../src/socket/realtime-socket.js';
import type { SocketFactory } from '../src/socket/socket.types.js';
import { createMemoryStorage } from './fakes.js';
import { waitFor } from 'xstate';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const serverDir = path.join(packageDir, '../server');
// Beside the server's sources, so its bundle resolves the server's own dependencies as the server does.
const bundleDir = path.join(serverDir, 'node_modules/.cache/herald-widget-test');
const serverBundle = path.join(bundleDir, 'main.js');

interface RunningServer {
  url: string;
  applicationIdentifier: string;
  apiKey: string;
  student: { email: string; password: string };
  process: ChildProcess;
  dataDir: string;
}

/** Starts the server on a free port with a fresh data folder and reads its first-run banner. */
async function startServer(): Promise<RunningServer> {
  // The server's own entries, its workers beside its main file as in its build.
  const { SERVER_ENTRIES } = await import('../../server/build-entries.mjs');
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(serverDir, file)]),
    ),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: bundleDir,
    logLevel: 'error',
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-widget-'));
  const child = spawn(process.execPath, [serverBundle], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let banner = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      banner += chunk.toString('utf8');
      if (/listening on/.test(banner)) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      banner += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}:\n${banner}`)));
  });
  const read = (pattern: RegExp) => {
    const match = pattern.exec(banner);
    if (!match?.[1]) throw new Error(`The banner lacks ${pattern}:\n${banner}`);
    return match;
  };
  const student = read(/STUDENT\s+(\S+)\s+(\S+)/);
  return {
    url: read(/listening on \S+ \((http:\/\/[^)]+)\)/)[1]!,
    applicationIdentifier: read(/applicationIdentifier (\S+)/)[1]!,
    apiKey: read(/API key[^:]*: (\S+)/)[1]!,
    student: { email: student[1]!, password: student[2]! },
    process: child,
    dataDir,
  };
}

async function call(
  server: RunningServer,
  method: string,
  route: string,
  body: unknown,
  authorization: string,
) {
  const response = await fetch(`${server.url}/v1${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; message?: string };
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

/** Records every GET the machines make, to see what a reconnect fetches. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);

afterAll(() => {
  server?.process.kill('SIGTERM');
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('widget against the real Herald server', () => {
  it('session, feed, mark as read, a count event, a reconnect and the counts fetched again', async () => {
    const apiKey = `ApiKey ${server.apiKey}`;
    await call(
      server,
      'POST',
      '/workflows',
      {
        name: 'Comment on a contribution',
        triggerIdentifier: 'widget-integration-comment',
        steps: [
          { type: 'in_app', content: 'New comment on {{title}}', redirectUrl: '/contributions/{{id}}' },
        ],
      },
      apiKey,
    );
    const login = (await call(server, 'POST', '/auth/login', server.student, '')) as { token: string };
    const me = (await call(server, 'GET', '/auth/me', undefined, `Bearer ${login.token}`)) as {
      widget: { applicationIdentifier: string; subscriberId: string; subscriberHash: string };
    };
    const notify = (title: string) =>
      call(
        server,
        'POST',
        '/events/trigger',
        { name: 'widget-integration-comment', to: me.widget.subscriberId, payload: { title, id: 7 } },
        apiKey,
      );
    await notify('Essay one');
    // The server's worker delivers the message after the trigger is answered: the test starts once it is stored,
    // as a reader who opens the page after the notification would.
    const reader = (await call(
      server,
      'POST',
      WIDGET_PATHS.sessionInitialize,
      {
        applicationIdentifier: me.widget.applicationIdentifier,
        subscriberId: me.widget.subscriberId,
        hmacHash: me.widget.subscriberHash,
      },
      '',
    )) as { token: string };
    await expect
      .poll(
        async () =>
          (await call(server, 'GET', WIDGET_PATHS.feed, undefined, `Bearer ${reader.token}`)) as unknown[],
        {
          timeout: 10_000,
        },
      )
      .toHaveLength(1);

    // The whole system with no framework, as a page without React starts it; the test records the GETs it makes.
    const gets: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if ((init?.method ?? 'GET') === 'GET') {
        const route = url.pathname.replace(/^\/v1/, '');
        gets.push(route === WIDGET_PATHS.feed ? `${route}?page=${url.searchParams.get('page')}` : route);
      }
      return globalThis.fetch(input, init);
    };
    // socket.io-client as the widget opens it; the test keeps each socket so it can drop its connection.
    const sockets: ClientSocket[] = [];
    let connected = false;
    const createSocket: SocketFactory = async (url, options) => {
      const socket = (await createRealtimeSocket(url, options)) as ClientSocket;
      sockets.push(socket);
      socket.on('connect', () => (connected = true));
      socket.on('disconnect', () => (connected = false));
      return socket;
    };
    const system = startNotificationSystem({
      backendUrl: server.url,
      fetch,
      storage: createMemoryStorage(),
      ...me.widget,
      stores: [{ storeId: 'all' }],
      fetchingStrategy: { fetchUnreadCount: true, fetchNotifications: true },
      createSocket,
    });
    system.send({ type: 'feeds.start', machine: feedMachine });
    const { session, counts: started, feeds } = system.getSnapshot().context;
    const counts = started!;
    const feed = feeds!['all']!;
    const contents = () => feedMessages(feed.getSnapshot()).map((message) => message.content);

    try {
      // Session, then the feed with the first notification.
      await waitFor(session, isSessionReady, { timeout: 10_000 });
      await waitFor(feed, (snapshot) => feedStatus(snapshot) === 'loaded', { timeout: 10_000 });
      await waitFor(counts, (snapshot) => unseenCountStatus(snapshot) === 'loaded' && connected, {
        timeout: 10_000,
      });
      expect(contents()).toContain('New comment on Essay one');
      const first = feedMessages(feed.getSnapshot()).find((m) => m.content === 'New comment on Essay one')!;
      const unseenAtStart = unseenCount(counts.getSnapshot());
      const unreadAtStart = unreadCount(counts.getSnapshot());

      // Mark as read: at once on screen, saved on the server, and both counts follow over the socket (read
      // implies seen).
      feed.send({
        type: 'feed.change',
        change: { kind: 'mark', messageIds: [first._id], mark: { read: true } },
      });
      expect(feedMessages(feed.getSnapshot()).find((m) => m._id === first._id)?.read).toBe(true);
      await waitFor(
        counts,
        (snapshot) =>
          unreadCount(snapshot) === unreadAtStart - 1 && unseenCount(snapshot) === unseenAtStart - 1,
        { timeout: 10_000 },
      );
      expect(feedError(feed.getSnapshot())).toBeUndefined();
      const unseenAfterRead = unseenAtStart - 1;

      // A new notification: the socket brings the message and both counts; nothing is fetched.
      await waitFor(counts, (snapshot) => unseenCountStatus(snapshot) === 'loaded', { timeout: 10_000 });
      const beforeNotification = gets.length;
      await notify('Essay two');
      await waitFor(counts, (snapshot) => unseenCount(snapshot) === unseenAfterRead + 1, { timeout: 10_000 });
      await waitFor(feed, () => contents().includes('New comment on Essay two'), { timeout: 10_000 });
      await waitFor(counts, (snapshot) => unseenCountStatus(snapshot) === 'loaded', { timeout: 10_000 });
      expect(contents()[0]).toBe('New comment on Essay two');
      expect(unreadCount(counts.getSnapshot())).toBe(unreadAtStart);
      expect(gets.slice(beforeNotification)).toEqual([]);

      // Reconnect: the transport drops, a notification arrives meanwhile, and the reconnect catches up.
      const reconnected = new Promise<void>((resolve) => counts.on('realtime.reconnected', () => resolve()));
      const beforeReconnect = gets.length;
      // The transport closes under the client, as a lost network does: socket.io-client reconnects.
      sockets.at(-1)?.io.engine.close();
      await notify('Essay three');
      await reconnected;
      await waitFor(counts, (snapshot) => unseenCount(snapshot) === unseenAfterRead + 2, { timeout: 10_000 });
      await waitFor(feed, () => contents().includes('New comment on Essay three'), { timeout: 10_000 });
      expect(gets.slice(beforeReconnect)).toEqual(
        expect.arrayContaining([
          '/widgets/notifications/unseen',
          '/widgets/notifications/unread',
          '/widgets/notifications/feed?page=0',
        ]),
      );
    } finally {
      system.stop();
    }
  }, 60_000);
});

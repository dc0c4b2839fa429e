// A subscriber's online state follows their sockets: the first real socket.io connection sets them online (and
// lastOnlineAt), the last disconnect sets them offline at that moment, and isOnline / isOnlineInLast step filters
// read it on the server's offset clock. Scaled out on real Redis, two processes count each other's sockets and
// deliver to each other's sockets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENT } from '@herald/protocol';
import { presenceOf } from '../src/notify/engine/presence.js';
import { createHerald, type Herald } from '../src/herald.js';
import {
  connectSocket,
  management,
  nextEvent,
  openSubscriberSession,
  startServer,
  type SubscriberSession,
  type TestServer,
} from './harness.js';

let server: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const presence = (session: SubscriberSession) => presenceOf(server.herald.ctx, session.subscriberRowId);

/** The server hears a client's disconnect a moment later: wait until the state it writes is there. */
async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 5000; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the state never came');
}

async function delivered(filter: Record<string, unknown>, subscriberId: string) {
  const identifier = unique('presence');
  const created = await management(server, 'POST', '/workflows', {
    name: identifier,
    triggerIdentifier: identifier,
    steps: [{ type: 'in_app', content: 'Hello', filters: [{ value: 'AND', children: [filter] }] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const triggered = await management(server, 'POST', '/events/trigger', {
    name: identifier,
    to: subscriberId,
  });
  await server.herald.worker.drain();
  const job = await server.herald.ctx.db
    .selectFrom('jobs')
    .select('status')
    .where('transaction_id', '=', triggered.body.data.transactionId)
    .executeTakeFirstOrThrow();
  return job.status === 'completed';
}

it('is online from the first socket until the last one closes, then offline since that moment', async () => {
  const session = await openSubscriberSession(server, unique('ana'));
  expect(await presence(session)).toEqual({ isOnline: false, lastOnlineAt: null });

  server.advance(60_000);
  const connectedAt = server.herald.ctx.now().getTime();
  const first = await connectSocket(server.url, session.token);
  const online = await presence(session);
  expect(online.isOnline).toBe(true);
  expect(new Date(online.lastOnlineAt!).getTime()).toBeGreaterThanOrEqual(connectedAt);

  const second = await connectSocket(server.url, session.token);
  server.advance(60_000);
  const firstLeftAt = server.herald.ctx.now().getTime();
  first.disconnect();
  // The server has handled that disconnect once it wrote the state again, at the later time.
  await until(async () => new Date((await presence(session)).lastOnlineAt!).getTime() >= firstLeftAt);
  // Another tab is still open: the subscriber stays online.
  expect((await presence(session)).isOnline).toBe(true);

  server.advance(60_000);
  const leftAt = server.herald.ctx.now().getTime();
  second.disconnect();
  await until(async () => !(await presence(session)).isOnline);
  const offline = await presence(session);
  expect(new Date(offline.lastOnlineAt!).getTime()).toBeGreaterThanOrEqual(leftAt);
});

it('lets isOnline and isOnlineInLast filters read the state the sockets set', async () => {
  const subscriberId = unique('ben');
  const session = await openSubscriberSession(server, subscriberId);
  const isOnline = { on: 'isOnline', value: true };
  const inLastFiveMinutes = { on: 'isOnlineInLast', timeOperator: 'minutes', value: 5 };

  expect(await delivered(isOnline, subscriberId)).toBe(false);
  const socket = await connectSocket(server.url, session.token);
  expect(await delivered(isOnline, subscriberId)).toBe(true);
  expect(await delivered(inLastFiveMinutes, subscriberId)).toBe(true);

  socket.disconnect();
  await until(async () => !(await presence(session)).isOnline);
  expect(await delivered(isOnline, subscriberId)).toBe(false);
  server.advance(4 * 60_000);
  expect(await delivered(inLastFiveMinutes, subscriberId)).toBe(true);
  server.advance(2 * 60_000);
  expect(await delivered(inLastFiveMinutes, subscriberId)).toBe(false);
});

it('keeps a subscriber offline when the socket is refused', async () => {
  const session = await openSubscriberSession(server, unique('cara'));
  await expect(connectSocket(server.url, `${session.token}x`)).rejects.toThrow(/invalid/);
  expect(await presence(session)).toEqual({ isOnline: false, lastOnlineAt: null });
});

describe.runIf(process.env.TEST_REDIS_URL)('scaled out with Redis', () => {
  let first: TestServer;
  let second: Herald;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startServer({ redisUrl: process.env.TEST_REDIS_URL });
    // A second process on the same database and Redis, on the same clock.
    second = await createHerald({ ...first.herald.ctx.config }, { now: () => first.herald.ctx.now() });
    secondUrl = (await second.listen())!;
  });
  afterAll(async () => {
    await second.close();
    await first.stop();
  });

  const presenceAt = (session: SubscriberSession) => presenceOf(first.herald.ctx, session.subscriberRowId);

  it('stays online while a socket is open on the other process, offline when the last one closes', async () => {
    const session = await openSubscriberSession(first, unique('dan'));
    const here = await connectSocket(first.url, session.token);
    const there = await connectSocket(secondUrl, session.token);
    expect((await presenceAt(session)).isOnline).toBe(true);

    first.advance(60_000);
    const hereLeftAt = first.herald.ctx.now().getTime();
    here.disconnect();
    // The first process handled that disconnect once it wrote the state again, at the later time.
    await until(async () => new Date((await presenceAt(session)).lastOnlineAt!).getTime() >= hereLeftAt);
    expect((await presenceAt(session)).isOnline).toBe(true);

    there.disconnect();
    await until(async () => !(await presenceAt(session)).isOnline);
  });

  it('delivers an in-app message made by one process to a socket open on the other', async () => {
    const subscriberId = unique('eve');
    const session = await openSubscriberSession(first, subscriberId);
    const there = await connectSocket(secondUrl, session.token);
    const identifier = unique('scaled');
    await management(first, 'POST', '/workflows', {
      name: identifier,
      triggerIdentifier: identifier,
      steps: [{ type: 'in_app', content: 'Across processes' }],
    });
    const received = nextEvent<{ message: { content: string } }>(there, SOCKET_EVENT.notificationReceived);
    await management(first, 'POST', '/events/trigger', { name: identifier, to: subscriberId });
    await first.herald.worker.drain();
    expect((await received).message.content).toBe('Across processes');
    there.disconnect();
  });
});

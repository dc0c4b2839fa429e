// The worker runs a trigger's jobs as soon as they are enqueued: woken in the process that took the trigger, and,
// scaled out on PostgreSQL, in another process through the database's LISTEN/NOTIFY. The poll is an hour here and
// the clock stands still, so a delivery can only come from the wake-up, never from the poll or a due time passing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENT } from '@herald/protocol';
import { createHerald, type Herald } from '../src/herald.js';
import {
  connectSocket,
  createInAppWorkflow,
  management,
  nextEvent,
  openSubscriberSession,
  startServer,
  type TestServer,
} from './harness.js';

const HOUR_MS = 60 * 60 * 1000;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

const inAppWorkflow = (server: TestServer, content: string) =>
  createInAppWorkflow(server, unique('woken'), { content });

describe('in the process that took the trigger', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ runWorker: true, workerPollMs: HOUR_MS });
    server.freeze();
    await server.herald.worker.listening();
  });
  afterAll(() => server.stop());

  it('delivers the in-app message without a drain, a poll or the clock moving', async () => {
    const frozenAt = server.herald.ctx.now().getTime();
    const subscriberId = unique('ada');
    const session = await openSubscriberSession(server, subscriberId);
    const socket = await connectSocket(server.url, session.token);
    const identifier = await inAppWorkflow(server, 'Woken at once');
    const received = nextEvent<{ message: { content: string } }>(socket, SOCKET_EVENT.notificationReceived);
    const unseen = nextEvent<{ unseenCount: number }>(socket, SOCKET_EVENT.unseenCountChanged);

    const triggered = await management(server, 'POST', '/events/trigger', {
      name: identifier,
      to: subscriberId,
    });
    expect(triggered.status).toBe(201);

    expect((await received).message.content).toBe('Woken at once');
    expect((await unseen).unseenCount).toBe(1);
    expect(server.herald.ctx.now().getTime()).toBe(frozenAt);
    socket.disconnect();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'scaled out on PostgreSQL and Redis',
  () => {
    let first: TestServer;
    let second: Herald;

    beforeAll(async () => {
      // The first process answers the trigger and runs no worker; the second, on the same database, Redis and
      // clock, runs the only worker.
      first = await startServer({ redisUrl: process.env.TEST_REDIS_URL, workerPollMs: HOUR_MS });
      first.freeze();
      second = await createHerald(
        { ...first.herald.ctx.config, runWorker: true },
        { now: () => first.herald.ctx.now() },
      );
      await second.listen();
      await second.worker.listening();
    });
    afterAll(async () => {
      await second.close();
      await first.stop();
    });

    it("runs a trigger taken by one process on the other's worker at once", async () => {
      const frozenAt = first.herald.ctx.now().getTime();
      const subscriberId = unique('ben');
      const session = await openSubscriberSession(first, subscriberId);
      const socket = await connectSocket(first.url, session.token);
      const identifier = await inAppWorkflow(first, 'Across processes, at once');
      // Each trigger after the one before was delivered, so that every one needs a wake-up of its own.
      for (let round = 1; round <= 3; round += 1) {
        const received = nextEvent<{ message: { content: string } }>(
          socket,
          SOCKET_EVENT.notificationReceived,
        );
        const unseen = nextEvent<{ unseenCount: number }>(socket, SOCKET_EVENT.unseenCountChanged);
        const triggered = await management(first, 'POST', '/events/trigger', {
          name: identifier,
          to: subscriberId,
        });
        expect(triggered.status).toBe(201);
        expect((await received).message.content).toBe('Across processes, at once');
        expect((await unseen).unseenCount).toBe(round);
      }
      expect(first.herald.ctx.now().getTime()).toBe(frozenAt);
      socket.disconnect();
    });
  },
);

// The Inbox's tag and data filters are matched in the process among a subscriber's newest messages only
// (INBOX_FILTER_SCAN), so a subscriber with a very long history cannot make one request read all of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INBOX_FILTER_SCAN } from '../src/notify/inbox/inbox-notifications.js';
import { createMessage, openSubscriberSession, startServer, type TestServer } from './harness.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

it('finds data among the newest messages it scans, and not in an older one past the bound', async () => {
  const session = await openSubscriberSession(server, 'long-history');
  for (let n = 0; n <= INBOX_FILTER_SCAN; n += 1) {
    await createMessage(server, session, { content: `Message ${n}`, payload: { n } });
  }
  const count = async (data: Record<string, unknown>) => {
    const filters = encodeURIComponent(JSON.stringify([{ data }]));
    const answer = await fetch(`${server.url}/v1/inbox/notifications/count?filters=${filters}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { count: number }[] }).data[0]!.count;
  };
  expect(await count({ n: INBOX_FILTER_SCAN })).toBe(1);
  expect(await count({ n: 1 })).toBe(1);
  // The oldest of INBOX_FILTER_SCAN + 1 messages lies past the bound.
  expect(await count({ n: 0 })).toBe(0);
}, 120_000);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFeedPayload } from '@herald/protocol';
import { countResponseSchema, errorResponseSchema, feedResponseSchema } from '@herald/protocol/schemas';
import {
  createFeed,
  createMessage,
  getJson,
  openSubscriberSession,
  startServer,
  type SubscriberSession,
  type TestServer,
} from './harness.js';

let server: TestServer;
let reader: SubscriberSession;
let other: SubscriberSession;
/** Ids of the reader's messages, oldest first. */
const ids: string[] = [];

beforeAll(async () => {
  server = await startServer();
  reader = await openSubscriberSession(server, 'feed-reader');
  other = await openSubscriberSession(server, 'feed-other');
  await createFeed(server, reader.environmentId, 'events');
  await createFeed(server, reader.environmentId, 'comments.v2');
  const feeds = await server.herald.ctx.db.selectFrom('feeds').select(['id', 'identifier']).execute();
  const feedId = (identifier: string) => feeds.find((feed) => feed.identifier === identifier)!.id;
  // 12 messages: every third in "events", every third in "comments.v2", the rest in no feed.
  for (let i = 0; i < 12; i += 1) {
    const feed = i % 3 === 0 ? feedId('events') : i % 3 === 1 ? feedId('comments.v2') : null;
    const message = await createMessage(server, reader, {
      content: `Message ${i}`,
      feedId: feed,
      payload: { eventId: i % 2, faculty: { name: i < 6 ? 'Công nghệ' : 'Kinh tế' } },
    });
    ids.push(message.id);
  }
  await createMessage(server, other, { content: 'Not for the reader' });
  // Messages 0 and 1 are seen, message 0 also read.
  await server.herald.ctx.db
    .updateTable('messages')
    .set({ seen: 1 })
    .where('id', 'in', [ids[0]!, ids[1]!])
    .execute();
  await server.herald.ctx.db.updateTable('messages').set({ read: 1 }).where('id', '=', ids[0]!).execute();
});
afterAll(() => server.stop());

function feed(query: string, token = reader.token) {
  return getJson(`${server.url}/v1/widgets/notifications/feed${query}`, token);
}

function expectRefused(answer: { status: number; body: unknown }, message: RegExp) {
  expect(answer.status).toBe(400);
  const body = errorResponseSchema.parse(answer.body);
  expect(body.statusCode).toBe(400);
  expect(body.message).toMatch(message);
}

describe('GET /v1/widgets/notifications/feed', () => {
  it('answers the first page of 10, newest first, in the wire shape', async () => {
    const { status, body } = await feed('');
    expect(status).toBe(200);
    const page = feedResponseSchema.parse(body);
    expect(page).toMatchObject({ totalCount: 12, hasMore: true, pageSize: 10, page: 0 });
    expect(page.data.map((message) => message._id)).toEqual([...ids].reverse().slice(0, 10));
    expect(page.data[0]).toMatchObject({
      content: 'Message 11',
      seen: false,
      read: false,
      feedIdentifier: null,
      payload: { eventId: 1, faculty: { name: 'Kinh tế' } },
      actor: { type: 'none', data: null },
      cta: { type: 'redirect', data: {} },
    });
  });

  it('pages from 0: the second page holds the rest and has no more', async () => {
    const { body } = await feed('?page=1');
    const page = feedResponseSchema.parse(body);
    expect(page).toMatchObject({ totalCount: 12, hasMore: false, page: 1, pageSize: 10 });
    expect(page.data.map((message) => message._id)).toEqual([ids[1], ids[0]]);
    const beyond = feedResponseSchema.parse((await feed('?page=5')).body);
    expect(beyond).toMatchObject({ data: [], totalCount: 12, hasMore: false, page: 5 });
  });

  it('takes a page size up to 100', async () => {
    const small = feedResponseSchema.parse((await feed('?limit=5&page=2')).body);
    expect(small.data.map((message) => message._id)).toEqual([ids[1], ids[0]]);
    expect(small).toMatchObject({ pageSize: 5, hasMore: false });
    const all = feedResponseSchema.parse((await feed('?limit=100')).body);
    expect(all.data).toHaveLength(12);
  });

  it('filters by seen and read', async () => {
    const unseen = feedResponseSchema.parse((await feed('?seen=false&limit=100')).body);
    expect(unseen.totalCount).toBe(10);
    expect(unseen.data.every((message) => !message.seen)).toBe(true);
    const read = feedResponseSchema.parse((await feed('?read=true')).body);
    expect(read.data.map((message) => message._id)).toEqual([ids[0]]);
    const seenUnread = feedResponseSchema.parse((await feed('?seen=true&read=false')).body);
    expect(seenUnread.data.map((message) => message._id)).toEqual([ids[1]]);
  });

  it("filters by archived, Herald's own; without the filter it lists both, as the 0.24 widget reads", async () => {
    const db = server.herald.ctx.db;
    await db
      .updateTable('messages')
      .set({ archived_at: '2026-01-05T10:00:00.000Z' })
      .where('id', 'in', [ids[4]!, ids[7]!])
      .execute();
    try {
      const archived = feedResponseSchema.parse((await feed('?archived=true')).body);
      expect(archived.data.map((message) => message._id)).toEqual([ids[7], ids[4]]);
      expect(archived.data.every((message) => message.archived)).toBe(true);
      const kept = feedResponseSchema.parse((await feed('?archived=false&limit=100')).body);
      expect(kept.totalCount).toBe(10);
      expect(kept.data.some((message) => message.archived)).toBe(false);
      expect(feedResponseSchema.parse((await feed('?limit=100')).body).totalCount).toBe(12);
      const inComments = feedResponseSchema.parse(
        (await feed('?archived=true&feedIdentifier=comments.v2')).body,
      );
      expect(inComments.data.map((message) => message._id)).toEqual([ids[7], ids[4]]);
      expectRefused(await feed('?archived=yes'), /^archived: /);
    } finally {
      await db
        .updateTable('messages')
        .set({ archived_at: null })
        .where('id', 'in', [ids[4]!, ids[7]!])
        .execute();
    }
  });

  it('filters by one feed and names it on each message', async () => {
    const events = feedResponseSchema.parse((await feed('?feedIdentifier=events')).body);
    expect(events.data.map((message) => message._id)).toEqual([ids[9], ids[6], ids[3], ids[0]]);
    expect(events.data.every((message) => message.feedIdentifier === 'events')).toBe(true);
  });

  it('filters by several feeds, repeated or in bracket style', async () => {
    const repeated = feedResponseSchema.parse(
      (await feed('?feedIdentifier=events&feedIdentifier=comments.v2&limit=100')).body,
    );
    expect(repeated.totalCount).toBe(8);
    const brackets = feedResponseSchema.parse(
      (await feed('?feedIdentifier[]=events&feedIdentifier[]=comments.v2&limit=100')).body,
    );
    expect(brackets.data.map((message) => message._id)).toEqual(repeated.data.map((message) => message._id));
  });

  it('answers an empty page for a feed that does not exist', async () => {
    const { status, body } = await feed('?feedIdentifier=nothing-here');
    expect(status).toBe(200);
    expect(feedResponseSchema.parse(body)).toEqual({
      data: [],
      totalCount: 0,
      hasMore: false,
      pageSize: 10,
      page: 0,
    });
  });

  it('filters by the base64 payload, matching each key, nested values and dotted keys', async () => {
    const byEvent = feedResponseSchema.parse(
      (await feed(`?payload=${encodeFeedPayload({ eventId: 0 })}`)).body,
    );
    expect(byEvent.totalCount).toBe(6);
    expect(byEvent.data.every((message) => message.payload?.eventId === 0)).toBe(true);

    const both = encodeURIComponent(encodeFeedPayload({ eventId: 1, faculty: { name: 'Công nghệ' } }));
    const nested = feedResponseSchema.parse((await feed(`?payload=${both}`)).body);
    expect(nested.data.map((message) => message._id)).toEqual([ids[5], ids[3], ids[1]]);

    const dotted = encodeURIComponent(encodeFeedPayload({ 'faculty.name': 'Kinh tế' }));
    const byPath = feedResponseSchema.parse((await feed(`?payload=${dotted}&limit=2`)).body);
    expect(byPath).toMatchObject({ totalCount: 6, hasMore: true, pageSize: 2 });
    expect(byPath.data.map((message) => message._id)).toEqual([ids[11], ids[10]]);

    const none = feedResponseSchema.parse((await feed(`?payload=${encodeFeedPayload({ eventId: 7 })}`)).body);
    expect(none).toMatchObject({ data: [], totalCount: 0, hasMore: false });
  });

  it('shows a subscriber only their own messages', async () => {
    const page = feedResponseSchema.parse((await feed('', other.token)).body);
    expect(page.data.map((message) => message.content)).toEqual(['Not for the reader']);
  });

  it('refuses bad input with 400 JSON naming the field', async () => {
    expectRefused(await feed('?limit=101'), /^limit: limit must be at most 100/);
    expectRefused(await feed('?limit=0'), /^limit: /);
    expectRefused(await feed('?limit=ten'), /^limit: /);
    expectRefused(await feed('?page=-1'), /^page: /);
    expectRefused(await feed('?page=1&page=2'), /^page: page must be given once/);
    expectRefused(await feed('?seen=maybe'), /^seen: /);
    expectRefused(await feed('?read=1'), /^read: /);
    expectRefused(
      await feed('?payload=not*base64'),
      /^payload: payload must be a base64-encoded JSON object/,
    );
    expectRefused(await feed(`?payload=${btoa('[1,2]')}`), /^payload: /);
    expectRefused(await feed(`?payload=${btoa('{oops')}`), /^payload: /);
    expectRefused(await feed('?feedIdentifier='), /^feedIdentifier: /);
  });

  it('refuses a missing or foreign token with 401 JSON', async () => {
    const missing = await feed('', '');
    expect(missing.status).toBe(401);
    expect(errorResponseSchema.parse(missing.body).message).toBe('Sign in to continue');
    const forged = await feed('', 'a.b.c');
    expect(forged.status).toBe(401);
  });
});

describe('GET /v1/widgets/notifications/unseen, /unread and /count', () => {
  function count(path: string, query = '') {
    return getJson(`${server.url}/v1/widgets/notifications/${path}${query}`, reader.token);
  }

  it('counts the unseen and the unread messages', async () => {
    expect(countResponseSchema.parse((await count('unseen')).body)).toEqual({ data: { count: 10 } });
    expect(countResponseSchema.parse((await count('unread')).body)).toEqual({ data: { count: 11 } });
  });

  it('counts within a feed, or several', async () => {
    expect((await count('unseen', '?feedIdentifier=events')).body).toEqual({ data: { count: 3 } });
    expect((await count('unread', '?feedIdentifier=comments.v2')).body).toEqual({ data: { count: 4 } });
    expect((await count('unseen', '?feedIdentifier=events&feedIdentifier=comments.v2')).body).toEqual({
      data: { count: 6 },
    });
    expect((await count('unseen', '?feedIdentifier=nothing-here')).body).toEqual({ data: { count: 0 } });
  });

  it('counts a tab with its own query', async () => {
    expect((await count('count', '?feedIdentifier=events&seen=false')).body).toEqual({ data: { count: 3 } });
    expect((await count('count', '?seen=true')).body).toEqual({ data: { count: 2 } });
    expect((await count('count', '?read=false&seen=true')).body).toEqual({ data: { count: 1 } });
    expect((await count('count')).body).toEqual({ data: { count: 12 } });
    expect((await count('count', '?feedIdentifier=nothing-here&seen=false')).body).toEqual({
      data: { count: 0 },
    });
  });

  it('caps every count at the limit', async () => {
    expect((await count('unseen', '?limit=4')).body).toEqual({ data: { count: 4 } });
    expect((await count('unread', '?limit=4')).body).toEqual({ data: { count: 4 } });
    expect((await count('count', '?limit=4&seen=false')).body).toEqual({ data: { count: 4 } });
  });

  it('stops at 100 however many there are', async () => {
    const crowded = await openSubscriberSession(server, 'feed-crowded');
    for (let i = 0; i < 101; i += 1) await createMessage(server, crowded, { content: `Crowd ${i}` });
    for (const path of ['unseen', 'unread', 'count']) {
      const { body } = await getJson(`${server.url}/v1/widgets/notifications/${path}`, crowded.token);
      expect(body, path).toEqual({ data: { count: 100 } });
    }
    const page = feedResponseSchema.parse(
      (await getJson(`${server.url}/v1/widgets/notifications/feed?limit=100`, crowded.token)).body,
    );
    expect(page).toMatchObject({ totalCount: 101, hasMore: true });
    expect(page.data).toHaveLength(100);
  });

  it('refuses a limit out of range, wrong types and a missing token', async () => {
    for (const path of ['unseen', 'unread', 'count']) {
      for (const limit of ['0', '101', 'all', '2.5']) {
        const answer = await count(path, `?limit=${limit}`);
        expect(answer.status, `${path} ${limit}`).toBe(400);
        expect(errorResponseSchema.parse(answer.body).message).toMatch(/^limit: /);
      }
      const noToken = await getJson(`${server.url}/v1/widgets/notifications/${path}`);
      expect(noToken.status).toBe(401);
    }
    const badSeen = await count('count', '?seen=no');
    expect(badSeen.status).toBe(400);
    expect(badSeen.body.message).toMatch(/^seen: /);
  });
});

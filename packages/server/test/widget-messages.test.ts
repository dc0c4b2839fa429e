import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENT } from '@herald/protocol';
import {
  errorResponseSchema,
  markAllMessagesResponseSchema,
  markMessagesAsResponseSchema,
  messageActionResponseSchema,
  removeMessagesResponseSchema,
  unreadCountChangedSchema,
  unseenCountChangedSchema,
} from '@herald/protocol/schemas';
import {
  connectSocket,
  createFeed,
  createMessage,
  deleteJson,
  getJson,
  nextEvent,
  openSubscriberSession,
  postJson,
  startServer,
  type SubscriberSession,
  type TestServer,
} from './harness.js';

let server: TestServer;
let reader: SubscriberSession;
let other: SubscriberSession;
let socket: Socket | undefined;
let eventsFeedId: string;
let othersMessageId: string;
const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

beforeAll(async () => {
  server = await startServer();
  reader = await openSubscriberSession(server, 'messages-reader');
  other = await openSubscriberSession(server, 'messages-other');
  eventsFeedId = await createFeed(server, reader.environmentId, 'events');
  othersMessageId = (await createMessage(server, other, { content: 'Not yours' })).id;
});
afterAll(async () => {
  socket?.close();
  await server.stop();
});

/** Starts each test from a clean inbox of three unseen messages, the last one in the "events" feed. */
let messages: string[];
beforeEach(async () => {
  await server.herald.ctx.db
    .deleteFrom('messages')
    .where('subscriber_id', '=', reader.subscriberRowId)
    .execute();
  messages = [];
  for (let i = 0; i < 3; i += 1) {
    const message = await createMessage(server, reader, {
      content: `Message ${i}`,
      feedId: i === 2 ? eventsFeedId : null,
      cta: {
        type: 'redirect',
        data: { url: '/student/event' },
        action: { status: 'pending', buttons: [{ type: 'primary', content: 'Accept' }] },
      },
    });
    messages.push(message.id);
  }
  // A fresh socket per test, so no event of an earlier change is still on its way.
  socket?.close();
  socket = await connectSocket(server.url, reader.token);
});

const url = (path: string) => `${server.url}/v1/widgets${path}`;

/** The counts pushed to the reader's sockets by the next change. */
function nextCounts() {
  return Promise.all([
    nextEvent(socket!, SOCKET_EVENT.unseenCountChanged).then((payload) =>
      unseenCountChangedSchema.parse(payload),
    ),
    nextEvent(socket!, SOCKET_EVENT.unreadCountChanged).then((payload) =>
      unreadCountChangedSchema.parse(payload),
    ),
  ]);
}

async function stateOf(id: string) {
  return server.herald.ctx.db
    .selectFrom('messages')
    .select(['seen', 'read', 'last_seen_at', 'last_read_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

function expectError(answer: { status: number; body: unknown }, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  const body = errorResponseSchema.parse(answer.body);
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(message);
}

describe('POST /v1/widgets/messages/markAs', () => {
  it('marks one message seen by default and answers it in the wire shape', async () => {
    const counts = nextCounts();
    const { status, body } = await postJson(
      url('/messages/markAs'),
      { messageId: messages[0] },
      reader.token,
    );
    expect(status).toBe(200);
    const answer = markMessagesAsResponseSchema.parse(body);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({ _id: messages[0], seen: true, read: false });
    expect(answer.data[0]!.lastSeenDate).toEqual(expect.any(String));
    expect(await counts).toEqual([
      { unseenCount: 2, hasMore: false },
      { unreadCount: 3, hasMore: false },
    ]);
  });

  it('marks several read, which also marks them seen', async () => {
    const counts = nextCounts();
    const { body } = await postJson(
      url('/messages/markAs'),
      { messageId: [messages[0], messages[1]], mark: { read: true } },
      reader.token,
    );
    const answer = markMessagesAsResponseSchema.parse(body);
    expect(answer.data.map((message) => [message._id, message.seen, message.read])).toEqual([
      [messages[1], true, true],
      [messages[0], true, true],
    ]);
    expect(answer.data[0]!.lastReadDate).toEqual(expect.any(String));
    expect(await counts).toEqual([
      { unseenCount: 1, hasMore: false },
      { unreadCount: 1, hasMore: false },
    ]);
  });

  it('marks unread (seen stays) and unseen (read goes too)', async () => {
    await postJson(url('/messages/markAs'), { messageId: messages[0], mark: { read: true } }, reader.token);
    const unread = await postJson(
      url('/messages/markAs'),
      { messageId: messages[0], mark: { seen: true, read: false } },
      reader.token,
    );
    expect(unread.body.data[0]).toMatchObject({ seen: true, read: false });
    await postJson(url('/messages/markAs'), { messageId: messages[1], mark: { read: true } }, reader.token);
    const unseen = await postJson(
      url('/messages/markAs'),
      { messageId: messages[1], mark: { seen: false } },
      reader.token,
    );
    expect(unseen.body.data[0]).toMatchObject({ seen: false, read: false });
  });

  it("answers 404 for another subscriber's message and an unknown one, changing nothing", async () => {
    expectError(
      await postJson(
        url('/messages/markAs'),
        { messageId: othersMessageId, mark: { read: true } },
        reader.token,
      ),
      404,
      /was not found/,
    );
    expect(await stateOf(othersMessageId)).toMatchObject({ seen: 0, read: 0 });
    expectError(
      await postJson(url('/messages/markAs'), { messageId: [messages[0], UNKNOWN_ID] }, reader.token),
      404,
      new RegExp(UNKNOWN_ID),
    );
    expect(await stateOf(messages[0]!)).toMatchObject({ seen: 0, read: 0 });
  });

  it('refuses bad input with 400 JSON', async () => {
    const mark = (body: unknown) => postJson(url('/messages/markAs'), body, reader.token);
    expectError(await mark({}), 400, /^messageId: /);
    expectError(await mark({ messageId: 42 }), 400, /^messageId: /);
    expectError(await mark({ messageId: [] }), 400, /^messageId: /);
    expectError(await mark({ messageId: '../admin' }), 400, /^messageId: /);
    expectError(
      await mark({ messageId: messages[0], mark: {} }),
      400,
      /^mark: mark must set seen, read or both/,
    );
    expectError(await mark({ messageId: messages[0], mark: { seen: 'yes' } }), 400, /^mark\.seen: /);
    expectError(await mark({ messageId: messages[0], mark: { seen: false, read: true } }), 400, /^mark: /);
    expectError(await mark('{"messageId":'), 400, /^Body is not valid JSON$/);
    expectError(await postJson(url('/messages/markAs'), { messageId: messages[0] }), 401, /Sign in/);
  });
});

describe('POST /v1/widgets/messages/mark-as', () => {
  it('marks by status: read, unread, seen and unseen', async () => {
    const as = async (markAs: string) =>
      markMessagesAsResponseSchema.parse(
        (await postJson(url('/messages/mark-as'), { messageId: [messages[0]], markAs }, reader.token)).body,
      ).data[0];
    expect(await as('read')).toMatchObject({ seen: true, read: true });
    expect(await as('unread')).toMatchObject({ seen: true, read: false });
    expect(await as('unseen')).toMatchObject({ seen: false, read: false });
    expect(await as('seen')).toMatchObject({ seen: true, read: false });
  });

  it('accepts the markAs body too, and pushes the counts', async () => {
    const counts = nextCounts();
    const { status, body } = await postJson(
      url('/messages/mark-as'),
      { messageId: messages[2], mark: { read: true } },
      reader.token,
    );
    expect(status).toBe(200);
    expect(markMessagesAsResponseSchema.parse(body).data[0]).toMatchObject({ _id: messages[2], read: true });
    expect(await counts).toEqual([
      { unseenCount: 2, hasMore: false },
      { unreadCount: 2, hasMore: false },
    ]);
  });

  it('refuses an unknown status, a missing id and a foreign message', async () => {
    const mark = (body: unknown) => postJson(url('/messages/mark-as'), body, reader.token);
    expectError(
      await mark({ messageId: messages[0], markAs: 'archived' }),
      400,
      /^markAs: markAs must be read/,
    );
    expectError(await mark({ markAs: 'read' }), 400, /^messageId: /);
    expectError(await mark({ messageId: othersMessageId, markAs: 'read' }), 404, /was not found/);
  });
});

describe('POST /v1/widgets/messages/archive', () => {
  const archive = (body: unknown) => postJson(url('/messages/archive'), body, reader.token);

  it('archives, marking read, pushes the counts, and puts a message back read', async () => {
    const counts = nextCounts();
    const { status, body } = await archive({ messageId: [messages[2], messages[0]] });
    expect(status).toBe(200);
    expect(markMessagesAsResponseSchema.parse(body).data).toMatchObject([
      { _id: messages[2], archived: true, seen: true, read: true },
      { _id: messages[0], archived: true, seen: true, read: true },
    ]);
    expect(await counts).toEqual([
      { unseenCount: 1, hasMore: false },
      { unreadCount: 1, hasMore: false },
    ]);
    const back = await archive({ messageId: messages[2], archived: false });
    expect(back.status).toBe(200);
    expect(markMessagesAsResponseSchema.parse(back.body).data).toMatchObject([
      { _id: messages[2], archived: false, archivedAt: null, read: true },
    ]);
  });

  it('refuses a foreign or unknown message, bad bodies and a missing token; nothing changes', async () => {
    expectError(await archive({ messageId: othersMessageId }), 404, new RegExp(othersMessageId));
    expectError(await archive({ messageId: [messages[0], UNKNOWN_ID] }), 404, new RegExp(UNKNOWN_ID));
    expectError(await archive({}), 400, /^messageId: /);
    expectError(await archive({ messageId: [] }), 400, /^messageId: /);
    expectError(await archive({ messageId: messages[0], archived: 'yes' }), 400, /^archived: /);
    expectError(await archive('{"messageId":'), 400, /^Body is not valid JSON$/);
    expectError(await postJson(url('/messages/archive'), { messageId: messages[0] }), 401, /Sign in/);
    const archivedNow = await server.herald.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('archived_at', 'is not', null)
      .execute();
    expect(archivedNow).toEqual([]);
    expect(await stateOf(messages[0]!)).toMatchObject({ seen: 0, read: 0 });
  });
});

describe('POST /v1/widgets/messages/{id}/actions/{type}', () => {
  it('records the pressed button, its status and payload, and answers the message', async () => {
    const { status, body } = await postJson(
      url(`/messages/${messages[0]}/actions/primary`),
      { executedType: 'primary', status: 'done', payload: { reason: 'accepted' } },
      reader.token,
    );
    expect(status).toBe(200);
    const answer = messageActionResponseSchema.parse(body);
    expect(answer.data.cta).toEqual({
      type: 'redirect',
      data: { url: '/student/event' },
      action: {
        status: 'done',
        buttons: [{ type: 'primary', content: 'Accept' }],
        result: { type: 'primary', payload: { reason: 'accepted' } },
      },
    });
    const feed = await getJson(url('/notifications/feed'), reader.token);
    const stored = feed.body.data.find((message: { _id: string }) => message._id === messages[0]);
    expect(stored.cta.action.status).toBe('done');
  });

  it('refuses a bad button type, status, mismatched executedType and foreign or unknown messages', async () => {
    const act = (id: string, type: string, body: unknown) =>
      postJson(url(`/messages/${id}/actions/${type}`), body, reader.token);
    expectError(await act(messages[0]!, 'tertiary', { status: 'done' }), 400, /^type: /);
    expectError(await act(messages[0]!, 'primary', { status: 'finished' }), 400, /^status: /);
    expectError(await act(messages[0]!, 'primary', {}), 400, /^status: /);
    expectError(await act(messages[0]!, 'primary', { status: 'done', payload: 'x' }), 400, /^payload: /);
    expectError(
      await act(messages[0]!, 'primary', { executedType: 'secondary', status: 'done' }),
      400,
      /^executedType: /,
    );
    expectError(await act(othersMessageId, 'primary', { status: 'done' }), 404, /was not found/);
    expectError(await act(UNKNOWN_ID, 'primary', { status: 'done' }), 404, /was not found/);
    expectError(await act('bad.id', 'primary', { status: 'done' }), 400, /^messageId: /);
  });
});

describe('removal', () => {
  it('DELETE /messages/{id} removes one message and pushes the counts', async () => {
    const counts = nextCounts();
    const { status, body } = await deleteJson(url(`/messages/${messages[0]}`), reader.token);
    expect(status).toBe(200);
    expect(removeMessagesResponseSchema.parse(body)).toEqual({
      data: { acknowledged: true, status: 'deleted' },
    });
    expect(await counts).toEqual([
      { unseenCount: 2, hasMore: false },
      { unreadCount: 2, hasMore: false },
    ]);
    expect(await stateOf(messages[0]!)).toBeUndefined();
  });

  it("DELETE /messages/{id} answers 404 for another subscriber's message, which stays", async () => {
    expectError(await deleteJson(url(`/messages/${othersMessageId}`), reader.token), 404, /was not found/);
    expect(await stateOf(othersMessageId)).toBeDefined();
    expectError(await deleteJson(url(`/messages/${UNKNOWN_ID}`), reader.token), 404, /was not found/);
    expectError(await deleteJson(url('/messages/bad.id'), reader.token), 400, /^messageId: /);
  });

  it('POST /messages/bulk/delete removes several, all or nothing', async () => {
    expectError(
      await postJson(
        url('/messages/bulk/delete'),
        { messageIds: [messages[0], othersMessageId] },
        reader.token,
      ),
      404,
      new RegExp(othersMessageId),
    );
    expect(await stateOf(messages[0]!)).toBeDefined();

    const counts = nextCounts();
    const { status, body } = await postJson(
      url('/messages/bulk/delete'),
      { messageIds: [messages[0], messages[1]] },
      reader.token,
    );
    expect(status).toBe(200);
    expect(removeMessagesResponseSchema.parse(body).data.status).toBe('deleted');
    expect(await counts).toEqual([
      { unseenCount: 1, hasMore: false },
      { unreadCount: 1, hasMore: false },
    ]);
  });

  it('POST /messages/bulk/delete refuses bad input', async () => {
    const remove = (body: unknown) => postJson(url('/messages/bulk/delete'), body, reader.token);
    expectError(await remove({}), 400, /^messageIds: /);
    expectError(await remove({ messageIds: [] }), 400, /^messageIds: /);
    expectError(await remove({ messageIds: messages[0] }), 400, /^messageIds: /);
    const tooMany = Array.from({ length: 101 }, (_, i) => `m${i}`);
    expectError(await remove({ messageIds: tooMany }), 400, /at most 100/);
  });

  it('DELETE /messages?feedId= removes only that feed, by identifier or id', async () => {
    const counts = nextCounts();
    const { status } = await deleteJson(url('/messages?feedId=events'), reader.token);
    expect(status).toBe(200);
    expect(await counts).toEqual([
      { unseenCount: 2, hasMore: false },
      { unreadCount: 2, hasMore: false },
    ]);
    expect(await stateOf(messages[2]!)).toBeUndefined();
    expect(await stateOf(messages[0]!)).toBeDefined();
    const byId = await deleteJson(url(`/messages?feedId=${eventsFeedId}`), reader.token);
    expect(byId.status).toBe(200);
  });

  it('DELETE /messages removes all of the subscriber, and nobody else', async () => {
    const counts = nextCounts();
    const { body } = await deleteJson(url('/messages'), reader.token);
    expect(removeMessagesResponseSchema.parse(body).data.acknowledged).toBe(true);
    expect(await counts).toEqual([
      { unseenCount: 0, hasMore: false },
      { unreadCount: 0, hasMore: false },
    ]);
    expect(await stateOf(othersMessageId)).toBeDefined();
  });

  it('DELETE /messages refuses an unknown feed rather than removing everything', async () => {
    expectError(
      await deleteJson(url('/messages?feedId=nothing-here'), reader.token),
      404,
      /Feed nothing-here/,
    );
    expectError(await deleteJson(url('/messages?feedId='), reader.token), 400, /^feedId: /);
    expectError(await deleteJson(url('/messages?feedId[]=events'), reader.token), 400, /^feedId: /);
    expectError(
      await deleteJson(url('/messages?feedId=events&feedId=other'), reader.token),
      400,
      /^feedId: /,
    );
    expect(await stateOf(messages[0]!)).toBeDefined();
  });
});

describe('POST /v1/widgets/messages/read and /seen', () => {
  it('marks all seen, answering how many changed', async () => {
    await postJson(url('/messages/markAs'), { messageId: messages[0] }, reader.token);
    const counts = nextCounts();
    const { status, body } = await postJson(url('/messages/seen'), {}, reader.token);
    expect(status).toBe(200);
    expect(markAllMessagesResponseSchema.parse(body)).toEqual({ data: 2 });
    expect(await counts).toEqual([
      { unseenCount: 0, hasMore: false },
      { unreadCount: 3, hasMore: false },
    ]);
  });

  it('marks all read, or those of some feeds', async () => {
    const counts = nextCounts();
    const inFeed = await postJson(url('/messages/read'), { feedId: 'events' }, reader.token);
    expect(markAllMessagesResponseSchema.parse(inFeed.body)).toEqual({ data: 1 });
    expect(await counts).toEqual([
      { unseenCount: 2, hasMore: false },
      { unreadCount: 2, hasMore: false },
    ]);
    const several = await postJson(
      url('/messages/read'),
      { feedId: ['events', 'nothing-here'] },
      reader.token,
    );
    expect(several.body).toEqual({ data: 0 });
    const unknown = await postJson(url('/messages/read'), { feedId: 'nothing-here' }, reader.token);
    expect(unknown.body).toEqual({ data: 0 });
    const all = await postJson(url('/messages/read'), {}, reader.token);
    expect(all.body).toEqual({ data: 2 });
    expect(await stateOf(othersMessageId)).toMatchObject({ seen: 0, read: 0 });
  });

  it('works without a body, as some widget builds send none', async () => {
    const response = await fetch(url('/messages/seen'), {
      method: 'POST',
      headers: { authorization: `Bearer ${reader.token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 3 });
  });

  it('refuses a bad feedId', async () => {
    expectError(await postJson(url('/messages/read'), { feedId: 7 }, reader.token), 400, /^feedId: /);
    expectError(await postJson(url('/messages/seen'), { feedId: [''] }, reader.token), 400, /^feedId/);
    expectError(await postJson(url('/messages/seen'), {}), 401, /Sign in/);
  });
});

// The widget protocol's contract: what any backend of the bell must answer, as plain cases `{ name, run(target) }`
// with no test framework, so the fake and the real server run the same checks under any runner.
import { API_PREFIX, SOCKET_EVENT, WIDGET_PATHS, WIDGET_USAGE_LOG_PREFIX } from '../index.js';
import {
  countResponseSchema,
  errorResponseSchema,
  feedResponseSchema,
  globalPreferencesResponseSchema,
  markAllMessagesResponseSchema,
  markMessagesAsResponseSchema,
  messageActionResponseSchema,
  organizationResponseSchema,
  preferencesResponseSchema,
  readableError,
  removeMessagesResponseSchema,
  sessionInitializeResponseSchema,
  updateGlobalPreferenceResponseSchema,
  updatePreferenceResponseSchema,
} from '../schemas.js';

/** A socket.io connection the target opened for a widget token. */
export interface ContractSocket {
  /** The payload of the next `event` on this connection. */
  next(event: string): Promise<unknown>;
  close(): void;
}

/** A backend of the widget protocol, as the contract reaches it. */
export interface WidgetContractTarget {
  /** The origin the bell is given; the API answers under `${url}${API_PREFIX}`. */
  url: string;
  /** The fetch to reach it with; the global one by default. */
  fetch?: typeof globalThis.fetch;
  applicationIdentifier: string;
  /** The HMAC of a subscriber id the target accepts. */
  subscriberHash(subscriberId: string): string | Promise<string>;
  /** A new in-app message with this content for the subscriber, stored (and announced) once resolved. */
  deliver(subscriberId: string, content: string): Promise<void>;
  /** Opens socket.io with `auth.token`; rejects with the server's error message when refused. */
  connectSocket?(token: string): Promise<ContractSocket>;
}

export interface WidgetContractCase {
  name: string;
  run(target: WidgetContractTarget): Promise<void>;
}

/** A failed check of the contract, naming what differed. */
export class ContractError extends Error {
  override name = 'ContractError';
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractError(message);
}

/** Deep equality on JSON values, keys in any order. */
function sameJson(actual: unknown, expected: unknown): boolean {
  if (Object.is(actual, expected)) return true;
  if (typeof actual !== 'object' || typeof expected !== 'object' || actual === null || expected === null)
    return false;
  if (Array.isArray(actual) !== Array.isArray(expected)) return false;
  const actualKeys = Object.keys(actual);
  const expectedKeys = Object.keys(expected);
  return (
    actualKeys.length === expectedKeys.length &&
    expectedKeys.every((key) =>
      sameJson((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]),
    )
  );
}

function equal(actual: unknown, expected: unknown, what: string): void {
  check(
    sameJson(actual, expected),
    `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
  );
}

interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof readableError>[0] };
}

/** The body read with the protocol's schema, or a failure naming what does not fit. */
function shaped<T>(schema: Schema<T>, body: unknown, what: string): T {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new ContractError(
      `${what} is not in the wire shape (${readableError(result.error)}): ${JSON.stringify(body)}`,
    );
  return result.data;
}

interface Answer {
  status: number;
  body: unknown;
}

function answered(answer: Answer, status: number, what: string): unknown {
  check(
    answer.status === status,
    `${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`,
  );
  return answer.body;
}

/** A refusal: the status and `{statusCode, message}`; the message exactly when given. */
function refused(answer: Answer, status: number, what: string, message?: string | RegExp): string {
  const body = shaped(errorResponseSchema, answered(answer, status, what), `${what}'s error`);
  equal(body.statusCode, status, `${what}'s statusCode`);
  if (typeof message === 'string') equal(body.message, message, `${what}'s message`);
  else if (message) check(message.test(body.message), `${what}'s message ${JSON.stringify(body.message)}`);
  return body.message;
}

let subscriberCount = 0;
/** A subscriber no case has met before, on this target or any earlier run against it. */
function freshSubscriberId(): string {
  subscriberCount += 1;
  return `contract-${Date.now().toString(36)}-${subscriberCount}`;
}

interface Client {
  subscriberId: string;
  token: string;
  get(path: string): Promise<Answer>;
  send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer>;
}

async function call(
  target: WidgetContractTarget,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const fetch = target.fetch ?? globalThis.fetch;
  const response = await fetch(target.url + API_PREFIX + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

async function startSession(target: WidgetContractTarget, subscriberId: string, hmacHash?: string) {
  return call(target, 'POST', WIDGET_PATHS.sessionInitialize, undefined, {
    applicationIdentifier: target.applicationIdentifier,
    subscriberId,
    hmacHash: hmacHash ?? (await target.subscriberHash(subscriberId)),
  });
}

/** A session for a subscriber no case has used, with calls carrying its token. */
async function signIn(target: WidgetContractTarget): Promise<Client> {
  const subscriberId = freshSubscriberId();
  const session = shaped(
    sessionInitializeResponseSchema,
    answered(await startSession(target, subscriberId), 201, 'session initialize'),
    'session initialize',
  );
  const token = session.data.token;
  return {
    subscriberId,
    token,
    get: (path) => call(target, 'GET', path, token),
    // The widget sends DELETE with a JSON body of its own, an empty object.
    send: (method, path, body) =>
      call(target, method, path, token, body ?? (method === 'DELETE' ? {} : undefined)),
  };
}

async function feedOf(client: Client, query = '') {
  return shaped(
    feedResponseSchema,
    answered(await client.get(WIDGET_PATHS.feed + query), 200, 'feed'),
    'feed',
  );
}

/** The subscriber's preferences: the global one first, then one per workflow. */
async function preferencesOf(client: Client) {
  return shaped(
    preferencesResponseSchema,
    answered(await client.get(WIDGET_PATHS.preferences), 200, 'preferences'),
    'preferences',
  ).data;
}

/** Where a workflow's preference is toggled. */
function templatePreferencePath(templateId: string): string {
  return WIDGET_PATHS.templatePreference.replace(':templateId', encodeURIComponent(templateId));
}

async function countOf(client: Client, path: string) {
  return shaped(countResponseSchema, answered(await client.get(path), 200, path), path).data.count;
}

async function countsOf(client: Client) {
  return {
    unseen: await countOf(client, WIDGET_PATHS.unseenCount),
    unread: await countOf(client, WIDGET_PATHS.unreadCount),
  };
}

/** Delivers `count` messages, `Message 1` first, and answers their ids newest first as the feed lists them. */
async function withMessages(target: WidgetContractTarget, client: Client, count: number) {
  for (let index = 1; index <= count; index += 1)
    await target.deliver(client.subscriberId, `Message ${index}`);
  const feed = await feedOf(client, `?limit=${count}`);
  equal(
    feed.data.map((message) => message.content),
    Array.from({ length: count }, (_, index) => `Message ${count - index}`),
    'the delivered messages, newest first',
  );
  return feed.data.map((message) => message._id);
}

async function markAs(
  client: Client,
  messageId: string | string[],
  mark: { seen?: boolean; read?: boolean },
) {
  const answer = await client.send('POST', WIDGET_PATHS.markAs, { messageId, mark });
  return shaped(markMessagesAsResponseSchema, answered(answer, 200, 'markAs'), 'markAs').data;
}

/** An id in the shape the server gives messages and workflows, which no message or workflow has. */
const UNKNOWN_MESSAGE_ID = '0123456789abcdef01234567';

const messagePath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

export const widgetContract: readonly WidgetContractCase[] = [
  {
    name: 'session initialize: a valid HMAC opens a session with a token and the subscriber’s profile',
    async run(target) {
      const subscriberId = freshSubscriberId();
      const session = shaped(
        sessionInitializeResponseSchema,
        answered(await startSession(target, subscriberId), 201, 'session initialize'),
        'session initialize',
      );
      check(session.data.token.length > 0, 'the session has a token');
      equal(session.data.profile.subscriberId, subscriberId, 'the profile’s subscriberId');
      // A second session for the same subscriber is the same subscriber.
      const again = shaped(
        sessionInitializeResponseSchema,
        answered(await startSession(target, subscriberId), 201, 'a second session'),
        'a second session',
      );
      equal(again.data.profile._id, session.data.profile._id, 'the subscriber of a second session');
    },
  },
  {
    name: 'session initialize: a wrong HMAC is refused with 400',
    async run(target) {
      const answer = await startSession(target, freshSubscriberId(), '0'.repeat(64));
      refused(answer, 400, 'a wrong HMAC', 'Please provide a valid HMAC hash');
    },
  },
  {
    name: 'session initialize: an unknown application is refused with 400',
    async run(target) {
      const subscriberId = freshSubscriberId();
      const answer = await call(target, 'POST', WIDGET_PATHS.sessionInitialize, undefined, {
        applicationIdentifier: `${target.applicationIdentifier}-unknown`,
        subscriberId,
        hmacHash: await target.subscriberHash(subscriberId),
      });
      refused(answer, 400, 'an unknown application', 'Please provide a valid app identifier');
    },
  },
  {
    name: 'session initialize: a body without a subscriber is refused with 400 and a message',
    async run(target) {
      const answer = await call(target, 'POST', WIDGET_PATHS.sessionInitialize, undefined, {
        applicationIdentifier: target.applicationIdentifier,
      });
      const message = refused(answer, 400, 'a body without subscriberId');
      check(message.length > 0, 'the refusal says what is wrong');
    },
  },
  {
    name: 'a call without a token, or with one the server never issued, is refused with 401',
    async run(target) {
      refused(await call(target, 'GET', WIDGET_PATHS.feed), 401, 'the feed without a token');
      refused(
        await call(target, 'GET', WIDGET_PATHS.unseenCount, 'not-a-widget-token'),
        401,
        'a made-up token',
      );
    },
  },
  {
    name: 'feed: a new subscriber’s page 0 is empty, in the wire shape, with the default page size',
    async run(target) {
      const client = await signIn(target);
      equal(
        await feedOf(client),
        { data: [], totalCount: 0, hasMore: false, pageSize: 10, page: 0 },
        'page 0',
      );
    },
  },
  {
    name: 'feed: pages from 0, newest first, with totalCount and hasMore',
    async run(target) {
      const client = await signIn(target);
      const ids = await withMessages(target, client, 3);
      const first = await feedOf(client, '?page=0&limit=2');
      equal(
        { ...first, data: first.data.map((message) => message._id) },
        { data: ids.slice(0, 2), totalCount: 3, hasMore: true, pageSize: 2, page: 0 },
        'page 0 of 2',
      );
      const second = await feedOf(client, '?page=1&limit=2');
      equal(
        { ...second, data: second.data.map((message) => message._id) },
        { data: ids.slice(2), totalCount: 3, hasMore: false, pageSize: 2, page: 1 },
        'page 1 of 2',
      );
      const message = first.data[0];
      check(message !== undefined, 'the first page has a message');
      equal(
        { seen: message.seen, read: message.read, feedIdentifier: message.feedIdentifier ?? null },
        { seen: false, read: false, feedIdentifier: null },
        'a new message',
      );
    },
  },
  {
    name: 'feed: a malformed page or limit is refused with 400 and the schema’s message',
    async run(target) {
      const client = await signIn(target);
      refused(await client.get(`${WIDGET_PATHS.feed}?page=abc`), 400, 'page=abc', /page/);
      refused(await client.get(`${WIDGET_PATHS.feed}?limit=1000`), 400, 'limit=1000', /limit/);
    },
  },
  {
    name: 'counts: new messages are unseen and unread',
    async run(target) {
      const client = await signIn(target);
      equal(await countsOf(client), { unseen: 0, unread: 0 }, 'counts of a new subscriber');
      await withMessages(target, client, 2);
      equal(await countsOf(client), { unseen: 2, unread: 2 }, 'counts after two messages');
    },
  },
  {
    name: 'mark as: one seen, then one read (which is also seen), answering the changed messages',
    async run(target) {
      const client = await signIn(target);
      const [newest = '', older = ''] = await withMessages(target, client, 3);
      const seen = await markAs(client, newest, { seen: true });
      equal(
        seen.map((message) => [message._id, message.seen, message.read]),
        [[newest, true, false]],
        'markAs seen’s answer',
      );
      equal(await countsOf(client), { unseen: 2, unread: 3 }, 'counts after one seen');
      const read = await markAs(client, older, { read: true });
      equal(
        read.map((message) => [message._id, message.seen, message.read]),
        [[older, true, true]],
        'markAs read’s answer',
      );
      equal(await countsOf(client), { unseen: 1, unread: 2 }, 'counts after one read');
    },
  },
  {
    name: 'mark as: many read at once, then one unread again',
    async run(target) {
      const client = await signIn(target);
      const ids = await withMessages(target, client, 3);
      const read = await markAs(client, ids.slice(0, 2), { read: true });
      equal(
        read.map((message) => message._id).sort(),
        ids.slice(0, 2).sort(),
        'the messages markAs read answers',
      );
      equal(await countsOf(client), { unseen: 1, unread: 1 }, 'counts after two read');
      const unread = await markAs(client, ids[0] ?? '', { read: false });
      equal(
        unread.map((message) => [message._id, message.read]),
        [[ids[0], false]],
        'markAs unread’s answer',
      );
      equal(await countsOf(client), { unseen: 1, unread: 2 }, 'counts after one unread');
    },
  },
  {
    name: 'mark all: seen, then read, answering how many changed',
    async run(target) {
      const client = await signIn(target);
      const [newest = ''] = await withMessages(target, client, 3);
      await markAs(client, newest, { read: true });
      const seen = await client.send('POST', WIDGET_PATHS.markAllSeen, {});
      equal(
        shaped(markAllMessagesResponseSchema, answered(seen, 200, 'mark all seen'), 'mark all seen').data,
        2,
        'seen',
      );
      equal(await countsOf(client), { unseen: 0, unread: 2 }, 'counts after all seen');
      const read = await client.send('POST', WIDGET_PATHS.markAllRead, {});
      equal(
        shaped(markAllMessagesResponseSchema, answered(read, 200, 'mark all read'), 'mark all read').data,
        2,
        'read',
      );
      equal(await countsOf(client), { unseen: 0, unread: 0 }, 'counts after all read');
    },
  },
  {
    name: 'mark as: a body without messageId is refused with 400',
    async run(target) {
      const client = await signIn(target);
      refused(
        await client.send('POST', WIDGET_PATHS.markAs, { mark: { read: true } }),
        400,
        'markAs without ids',
      );
    },
  },
  {
    name: 'mark as: unseen is also unread, unread stays seen, and read with unseen is refused with 400',
    async run(target) {
      const client = await signIn(target);
      const [newest = '', older = ''] = await withMessages(target, client, 2);
      await markAs(client, [newest, older], { read: true });
      const unseen = await markAs(client, newest, { seen: false });
      equal(
        unseen.map((message) => [message.seen, message.read]),
        [[false, false]],
        'a read message marked unseen',
      );
      const unread = await markAs(client, older, { read: false });
      equal(
        unread.map((message) => [message.seen, message.read]),
        [[true, false]],
        'a read message marked unread',
      );
      equal(await countsOf(client), { unseen: 1, unread: 2 }, 'counts after unseen and unread');
      const answer = await client.send('POST', WIDGET_PATHS.markAs, {
        messageId: newest,
        mark: { read: true, seen: false },
      });
      refused(answer, 400, 'read and unseen at once', /^mark: /);
    },
  },
  {
    name: 'mark as: another subscriber’s message answers 404 like an unknown one, and nothing changes',
    async run(target) {
      const owner = await signIn(target);
      const [theirs = ''] = await withMessages(target, owner, 1);
      const stranger = await signIn(target);
      const [mine = ''] = await withMessages(target, stranger, 1);
      const answer = await stranger.send('POST', WIDGET_PATHS.markAs, {
        messageId: [mine, theirs],
        mark: { read: true },
      });
      refused(answer, 404, 'markAs of another subscriber’s message', `Message ${theirs} was not found`);
      equal(await countsOf(stranger), { unseen: 1, unread: 1 }, 'the stranger’s counts after the refusal');
      equal(await countsOf(owner), { unseen: 1, unread: 1 }, 'the owner’s counts after the refusal');
    },
  },
  {
    name: 'counts: the tab count counts what its query names',
    async run(target) {
      const client = await signIn(target);
      const [newest = ''] = await withMessages(target, client, 3);
      await markAs(client, newest, { read: true });
      equal(await countOf(client, `${WIDGET_PATHS.tabCount}?read=false`), 2, 'unread by the tab count');
      equal(await countOf(client, `${WIDGET_PATHS.tabCount}?seen=true`), 1, 'seen by the tab count');
      equal(await countOf(client, WIDGET_PATHS.tabCount), 3, 'every message by the tab count');
    },
  },
  {
    name: 'counts: each count stops at the limit it asks for',
    async run(target) {
      const client = await signIn(target);
      await withMessages(target, client, 3);
      equal(await countOf(client, `${WIDGET_PATHS.unseenCount}?limit=2`), 2, 'unseen, at most 2');
      equal(await countOf(client, `${WIDGET_PATHS.unreadCount}?limit=2`), 2, 'unread, at most 2');
      equal(await countOf(client, `${WIDGET_PATHS.tabCount}?limit=2`), 2, 'the tab count, at most 2');
      equal(await countsOf(client), { unseen: 3, unread: 3 }, 'counts at the default limit');
    },
  },
  {
    name: 'action: a pressed button is recorded on the message with its status and payload',
    async run(target) {
      const client = await signIn(target);
      const [id = ''] = await withMessages(target, client, 1);
      const path = messagePath(WIDGET_PATHS.messageAction, id).replace(':type', 'primary');
      const answer = await client.send('POST', path, { status: 'done', payload: { reason: 'accepted' } });
      const message = shaped(messageActionResponseSchema, answered(answer, 200, 'action'), 'action').data;
      equal(
        [message._id, message.cta.action?.status, message.cta.action?.result],
        [id, 'done', { type: 'primary', payload: { reason: 'accepted' } }],
        'the recorded action',
      );
      const listed = (await feedOf(client)).data.find((candidate) => candidate._id === id);
      equal(listed?.cta.action?.status, 'done', 'the action’s status in the feed');
    },
  },
  {
    name: 'action: a mismatched button, a bad status or an unknown message is refused',
    async run(target) {
      const client = await signIn(target);
      const [id = ''] = await withMessages(target, client, 1);
      const act = (messageId: string, body: unknown) =>
        client.send(
          'POST',
          messagePath(WIDGET_PATHS.messageAction, messageId).replace(':type', 'primary'),
          body,
        );
      refused(
        await act(id, { executedType: 'secondary', status: 'done' }),
        400,
        'executedType',
        /^executedType: /,
      );
      refused(await act(id, { status: 'finished' }), 400, 'a bad status', /^status: /);
      refused(await act(UNKNOWN_MESSAGE_ID, { status: 'done' }), 404, 'an unknown message', /was not found/);
    },
  },
  {
    name: 'remove: an unknown message answers 404, and a bulk removal naming one removes none',
    async run(target) {
      const client = await signIn(target);
      const [id = ''] = await withMessages(target, client, 1);
      refused(
        await client.send('DELETE', messagePath(WIDGET_PATHS.removeMessage, UNKNOWN_MESSAGE_ID)),
        404,
        'removing an unknown message',
        `Message ${UNKNOWN_MESSAGE_ID} was not found`,
      );
      refused(
        await client.send('POST', WIDGET_PATHS.removeMessages, { messageIds: [id, UNKNOWN_MESSAGE_ID] }),
        404,
        'a bulk removal naming an unknown message',
        /was not found/,
      );
      equal((await feedOf(client)).totalCount, 1, 'the feed after the refused removals');
    },
  },
  {
    name: 'remove: all of a feed that does not exist answers 404 and removes nothing',
    async run(target) {
      const client = await signIn(target);
      await withMessages(target, client, 2);
      refused(
        await client.send('DELETE', `${WIDGET_PATHS.removeAllMessages}?feedId=no-such-feed`),
        404,
        'removing all of an unknown feed',
        'Feed no-such-feed was not found',
      );
      equal((await feedOf(client)).totalCount, 2, 'the feed after the refused removal');
    },
  },
  {
    name: 'usage log: a widget event is acknowledged, a name without the prefix is refused',
    async run(target) {
      const client = await signIn(target);
      const logged = await client.send('POST', WIDGET_PATHS.usageLog, {
        name: `${WIDGET_USAGE_LOG_PREFIX}Open`,
      });
      answered(logged, 200, 'usage log');
      refused(
        await client.send('POST', WIDGET_PATHS.usageLog, { name: 'Open' }),
        400,
        'usage log',
        /^name: /,
      );
    },
  },
  {
    name: 'remove: one message, then several, leave the feed and the counts',
    async run(target) {
      const client = await signIn(target);
      const [first = '', second = '', third = ''] = await withMessages(target, client, 3);
      const one = await client.send('DELETE', messagePath(WIDGET_PATHS.removeMessage, first));
      shaped(removeMessagesResponseSchema, answered(one, 200, 'remove one'), 'remove one');
      equal(
        (await feedOf(client)).data.map((message) => message._id),
        [second, third],
        'the feed after removing one',
      );
      const many = await client.send('POST', WIDGET_PATHS.removeMessages, { messageIds: [second, third] });
      shaped(removeMessagesResponseSchema, answered(many, 200, 'remove many'), 'remove many');
      equal((await feedOf(client)).totalCount, 0, 'the feed after removing the rest');
      equal(await countsOf(client), { unseen: 0, unread: 0 }, 'counts after removing all');
    },
  },
  {
    name: 'archive: an archived message leaves the unarchived feed for the archive, read, and comes back unarchived',
    async run(target) {
      const client = await signIn(target);
      const [newest = '', middle = '', oldest = ''] = await withMessages(target, client, 3);
      const archived = shaped(
        markMessagesAsResponseSchema,
        answered(
          await client.send('POST', WIDGET_PATHS.archiveMessages, { messageId: [newest, oldest] }),
          200,
          'archive',
        ),
        'archive',
      ).data;
      equal(
        archived.map(({ _id, archived: isArchived, seen, read }) => ({
          _id,
          archived: isArchived,
          seen,
          read,
        })),
        [
          { _id: newest, archived: true, seen: true, read: true },
          { _id: oldest, archived: true, seen: true, read: true },
        ],
        'the archived messages, read',
      );
      const ids = (feed: { data: { _id: string }[] }) => feed.data.map((message) => message._id);
      equal(ids(await feedOf(client, '?archived=false')), [middle], 'the unarchived feed');
      equal(ids(await feedOf(client, '?archived=true')), [newest, oldest], 'the archive');
      equal(ids(await feedOf(client)).length, 3, 'the feed without the filter, as the 0.24 widget reads it');
      equal(await countsOf(client), { unseen: 1, unread: 1 }, 'counts after archiving two');
      const back = await client.send('POST', WIDGET_PATHS.archiveMessages, {
        messageId: newest,
        archived: false,
      });
      equal(
        shaped(markMessagesAsResponseSchema, answered(back, 200, 'unarchive'), 'unarchive').data.map(
          ({ _id, archived: isArchived, read }) => ({ _id, archived: isArchived, read }),
        ),
        [{ _id: newest, archived: false, read: true }],
        'the unarchived message, still read',
      );
      equal(ids(await feedOf(client, '?archived=false')), [newest, middle], 'the unarchived feed again');
    },
  },
  {
    name: 'archive: another subscriber’s or an unknown message answers 404, a body without messageId 400; nothing changes',
    async run(target) {
      const owner = await signIn(target);
      const [mine = ''] = await withMessages(target, owner, 1);
      const other = await signIn(target);
      refused(
        await other.send('POST', WIDGET_PATHS.archiveMessages, { messageId: mine }),
        404,
        'archive theirs',
      );
      refused(
        await owner.send('POST', WIDGET_PATHS.archiveMessages, { messageId: [mine, UNKNOWN_MESSAGE_ID] }),
        404,
        'archive with an unknown one',
      );
      refused(
        await owner.send('POST', WIDGET_PATHS.archiveMessages, { archived: true }),
        400,
        'archive nothing',
        /^messageId/,
      );
      refused(
        await owner.send('POST', WIDGET_PATHS.archiveMessages, { messageId: mine, archived: 'yes' }),
        400,
        'archive with a bad flag',
        /^archived/,
      );
      equal((await feedOf(owner, '?archived=true')).totalCount, 0, 'the archive after the refusals');
      equal(await countsOf(owner), { unseen: 1, unread: 1 }, 'counts after the refusals');
    },
  },
  {
    name: 'preferences: the workflows are listed, and a channel toggled off stays off',
    async run(target) {
      const client = await signIn(target);
      await withMessages(target, client, 1);
      const listed = await preferencesOf(client);
      const item = listed.find(
        (candidate) => !candidate.template.critical && candidate.preference.channels.in_app,
      );
      check(item, `a workflow with an in-app channel among ${JSON.stringify(listed)}`);
      const templateId = item.template._id;
      const path = templatePreferencePath(templateId);
      const toggled = shaped(
        updatePreferenceResponseSchema,
        answered(
          await client.send('PATCH', path, { channel: { type: 'in_app', enabled: false } }),
          200,
          'toggle',
        ),
        'toggle',
      ).data;
      equal(
        [toggled.template._id, toggled.preference.channels.in_app],
        [templateId, false],
        'the toggled workflow',
      );
      const again = (await preferencesOf(client)).find((candidate) => candidate.template._id === templateId);
      equal(again?.preference.channels.in_app, false, 'the in-app channel listed after the toggle');
    },
  },
  {
    name: 'preferences: the global preference is listed and a channel toggled off stays off',
    async run(target) {
      const client = await signIn(target);
      const listed = shaped(
        globalPreferencesResponseSchema,
        answered(await client.get(WIDGET_PATHS.globalPreferences), 200, 'global preferences'),
        'global preferences',
      ).data;
      equal(listed.length, 1, 'one global preference');
      equal(listed[0]?.preference.enabled, true, 'a new subscriber’s global preference');
      const updated = shaped(
        updateGlobalPreferenceResponseSchema,
        answered(
          await client.send('PATCH', WIDGET_PATHS.preferences, {
            preferences: [{ type: 'email', enabled: false }],
          }),
          200,
          'global toggle',
        ),
        'global toggle',
      ).data;
      equal(updated.preference.channels.email, false, 'the email channel after the toggle');
      const again = shaped(
        globalPreferencesResponseSchema,
        answered(await client.get(WIDGET_PATHS.globalPreferences), 200, 'global preferences'),
        'global preferences',
      ).data;
      equal(again[0]?.preference.channels.email, false, 'the email channel listed after the toggle');
    },
  },
  {
    name: 'preferences: a toggle of a workflow that does not exist is refused with 404',
    async run(target) {
      const client = await signIn(target);
      const path = templatePreferencePath(UNKNOWN_MESSAGE_ID);
      refused(
        await client.send('PATCH', path, { channel: { type: 'in_app', enabled: false } }),
        404,
        'toggle',
        `Workflow ${UNKNOWN_MESSAGE_ID} was not found`,
      );
    },
  },
  {
    name: 'preferences: a channel the workflow does not send by is refused with 400',
    async run(target) {
      const client = await signIn(target);
      await withMessages(target, client, 1);
      const listed = await preferencesOf(client);
      const item = listed.find(
        (candidate) => !candidate.template.critical && candidate.preference.channels.sms === undefined,
      );
      check(item, `a workflow without SMS among ${JSON.stringify(listed)}`);
      const path = templatePreferencePath(item.template._id);
      refused(
        await client.send('PATCH', path, { channel: { type: 'sms', enabled: false } }),
        400,
        'an SMS toggle',
        `channel.type: ${item.template.name} sends nothing by SMS`,
      );
    },
  },
  {
    name: 'organization: the subscriber’s organisation with its name and branding',
    async run(target) {
      const client = await signIn(target);
      const organization = shaped(
        organizationResponseSchema,
        answered(await client.get(WIDGET_PATHS.organization), 200, 'organization'),
        'organization',
      ).data;
      check(organization.name.length > 0, 'the organisation has a name');
    },
  },
  {
    name: 'socket: a new message is announced to the subscriber’s room with the new counts',
    async run(target) {
      if (!target.connectSocket) return;
      const client = await signIn(target);
      const socket = await target.connectSocket(client.token);
      try {
        const received = socket.next(SOCKET_EVENT.notificationReceived);
        const unseen = socket.next(SOCKET_EVENT.unseenCountChanged);
        const unread = socket.next(SOCKET_EVENT.unreadCountChanged);
        await target.deliver(client.subscriberId, 'Announced');
        const { message } = (await received) as { message?: { content?: unknown } };
        equal(message?.content, 'Announced', 'the announced message’s content');
        equal(await unseen, { unseenCount: 1, hasMore: false }, SOCKET_EVENT.unseenCountChanged);
        // A server may add `counts`, the same count as the current Inbox reads it; the widget reads the rest.
        const { counts, ...unreadCount } = (await unread) as { counts?: unknown };
        equal(unreadCount, { unreadCount: 1, hasMore: false }, SOCKET_EVENT.unreadCountChanged);
        if (counts !== undefined) equal(counts, { total: 1, severity: {} }, 'unread_count_changed counts');
      } finally {
        socket.close();
      }
    },
  },
  {
    name: 'socket: a token the server never issued is refused with a message the bell can show',
    async run(target) {
      if (!target.connectSocket) return;
      const refusal = await target.connectSocket('not-a-widget-token').then(
        (socket) => {
          socket.close();
          return undefined;
        },
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      equal(refusal, 'Authentication token is invalid', 'the refusal of a made-up token');
    },
  },
];

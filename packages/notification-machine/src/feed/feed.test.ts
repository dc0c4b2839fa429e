import { decodeFeedPayload } from '@herald/notification-protocol';
import type { NotificationMessage } from '@herald/notification-protocol';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createCoverage } from '../../test/coverage.js';
import { deferred } from '../../test/fakes.js';
import { createScriptedApi, message, refuse } from '../../test/scripted-api.js';
import type { Answer, ScriptedApi } from '../../test/scripted-api.js';
import { encodePayloadFilter } from './feed.changes.js';
import { feedMachine } from './feed.machine.js';
import { feedError, feedHasMore, feedMessages, feedStatus, feedTotalCount } from './feed.selectors.js';
import type { FeedEmitted, FeedStoreConfig, MessageChange } from './feed.types.js';

const coverage = createCoverage(feedMachine);
afterAll(() => {
  expect(coverage.missing()).toEqual([]);
});
afterEach(() => {
  vi.useRealTimers();
});

const FEED = 'GET /widgets/notifications/feed';
const page = (
  messages: NotificationMessage[],
  pageNumber = 0,
  hasMore = false,
  totalCount = messages.length,
) => ({
  data: messages,
  page: pageNumber,
  hasMore,
  totalCount,
  pageSize: 10,
});

const first = message('m1', 1);
const second = message('m2', 2, { seen: true });
const third = message('m3', 3, { seen: true, read: true });

function startFeed(
  routes: Record<string, Answer> = {},
  store: FeedStoreConfig = { storeId: 'all' },
  { eager = false, token = 'token-1' as string | null } = {},
) {
  const api = createScriptedApi({ [FEED]: () => page([first, second, third]), ...routes });
  const actor = createActor(feedMachine, {
    input: { api, store, token: token ?? undefined, eager, limit: 10 },
    inspect: coverage.inspect,
  }).start();
  const emitted: FeedEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, api, emitted };
}

async function loadedFeed(routes: Record<string, Answer> = {}, store?: FeedStoreConfig) {
  const started = startFeed(routes, store);
  started.actor.send({ type: 'feed.load' });
  await waitFor(started.actor, (snapshot) => feedStatus(snapshot) === 'loaded');
  return started;
}

const ids = (actor: { getSnapshot(): Parameters<typeof feedMessages>[0] }) =>
  feedMessages(actor.getSnapshot()).map(
    (m) => `${m._id}:${m.seen ? 'seen' : 'unseen'}:${m.read ? 'read' : 'unread'}`,
  );

const callsOf = (api: ScriptedApi) => api.calls.filter((call) => call.path !== '/widgets/notifications/feed');

describe('a message the socket delivers', () => {
  const fresh = message('m0', 0, { feedIdentifier: 'reviews', payload: { eventId: 4 } });

  it('goes to the top of a loaded feed whose query selects it, with no request', async () => {
    const { actor, api } = await loadedFeed({}, { storeId: 'reviews', query: { feedIdentifier: 'reviews' } });
    const requests = api.calls.length;

    actor.send({ type: 'notification.received', message: fresh });
    expect(ids(actor)).toEqual(['m0:unseen:unread', 'm1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);
    expect(feedTotalCount(actor.getSnapshot())).toBe(4);
    // Delivered twice (a reconnect replays nothing, but a host may relay it again): listed once.
    actor.send({ type: 'notification.received', message: fresh });
    expect(feedMessages(actor.getSnapshot())).toHaveLength(4);
    expect(api.calls).toHaveLength(requests);
  });

  it('stays out of a feed whose query does not select it: another feed, read only, another payload', async () => {
    for (const query of [{ feedIdentifier: 'events' }, { read: true }, { payload: { eventId: 5 } }]) {
      const { actor } = await loadedFeed({}, { storeId: 'tab', query });
      actor.send({ type: 'notification.received', message: fresh });
      expect(feedMessages(actor.getSnapshot()).map((m) => m._id)).not.toContain('m0');
    }
  });

  it('is listed while the next page loads, and the page that follows repeats nothing', async () => {
    const { actor, api } = await loadedFeed({
      [FEED]: (call) =>
        call.query?.page === 0 ? page([first, second], 0, true, 3) : page([second, third], 1, false, 4),
    });
    actor.send({ type: 'feed.loadMore' });
    actor.send({ type: 'notification.received', message: fresh });
    expect(feedMessages(actor.getSnapshot())[0]?._id).toBe('m0');

    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(ids(actor)).toEqual(['m0:unseen:unread', 'm1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);
    expect(api.calls.map((call) => call.query?.page)).toEqual([0, 1]);
  });

  it('asks for the first page again when it arrives while that page loads', async () => {
    const answers = [deferred<ReturnType<typeof page>>(), deferred<ReturnType<typeof page>>()];
    const { actor, api } = startFeed({ [FEED]: () => answers[api.calls.length - 1]?.promise });
    actor.send({ type: 'feed.load' });
    expect(feedStatus(actor.getSnapshot())).toBe('loading');

    actor.send({ type: 'notification.received', message: fresh });
    expect(api.calls).toHaveLength(2);
    answers[0]?.resolve(page([first]));
    answers[1]?.resolve(page([fresh, first]));
    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(feedMessages(actor.getSnapshot()).map((m) => m._id)).toEqual(['m0', 'm1']);
  });

  it('waits in a feed never opened: it loads with the message when opened', () => {
    const { actor, api } = startFeed();
    actor.send({ type: 'notification.received', message: fresh });
    expect(feedStatus(actor.getSnapshot())).toBe('idle');
    expect(feedMessages(actor.getSnapshot())).toEqual([]);
    expect(api.calls).toHaveLength(0);
  });
});

describe('loading the feed', () => {
  it('waits for both the view and the session, then loads page 0 of the store query', async () => {
    const { actor, api } = startFeed(
      {},
      { storeId: 'news', query: { feedIdentifier: 'news', seen: false, payload: { faculty: 'arts' } } },
      { token: null },
    );
    expect(feedStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'feed.load' });
    expect(feedStatus(actor.getSnapshot())).toBe('idle');
    expect(api.calls).toHaveLength(0);

    actor.send({ type: 'session.ready', token: 'token-1' });
    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'loaded');

    expect(api.calls[0]?.query).toMatchObject({ page: 0, limit: 10, feedIdentifier: 'news', seen: false });
    expect(decodeFeedPayload(String(api.calls[0]?.query?.payload))).toEqual({ faculty: 'arts' });
    expect(ids(actor)).toEqual(['m1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);
    expect(feedTotalCount(actor.getSnapshot())).toBe(3);
  });

  it('loads at once when the fetching strategy says so', async () => {
    const { actor } = startFeed({}, { storeId: 'all' }, { eager: true });
    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(feedMessages(actor.getSnapshot())).toHaveLength(3);
  });

  it('loads the next page while the server says there are more, then stops', async () => {
    const { actor, api } = await loadedFeed({
      [FEED]: (call) =>
        call.query?.page === 0 ? page([first, second], 0, true, 3) : page([third], 1, false, 3),
    });
    expect(feedHasMore(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'feed.loadMore' });
    expect(feedStatus(actor.getSnapshot())).toBe('loadingMore');
    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(ids(actor)).toEqual(['m1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);

    actor.send({ type: 'feed.loadMore' });
    expect(feedStatus(actor.getSnapshot())).toBe('loaded');
    expect(api.calls.map((call) => call.query?.page)).toEqual([0, 1]);
  });

  it('keeps the pages shown and says why when the next page fails', async () => {
    const { actor, api } = await loadedFeed({ [FEED]: () => page([first], 0, true, 2) });
    api.answer(FEED, refuse('Invalid page'));
    actor.send({ type: 'feed.loadMore' });
    await waitFor(actor, (snapshot) => feedError(snapshot) !== undefined);
    expect(feedStatus(actor.getSnapshot())).toBe('loaded');
    expect(feedError(actor.getSnapshot())).toBe('Invalid page');
    expect(feedMessages(actor.getSnapshot())).toEqual([first]);
  });

  it('retries a failing first page 3 times, 1 s, 2 s and 4 s apart, then fails; a refetch recovers', async () => {
    vi.useFakeTimers();
    const { actor, api } = startFeed({ [FEED]: refuse('Bad gateway', 502) });
    actor.send({ type: 'feed.load' });
    await vi.advanceTimersByTimeAsync(6999);
    expect(api.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(4);
    expect(feedStatus(actor.getSnapshot())).toBe('failed');
    expect(feedError(actor.getSnapshot())).toBe('Bad gateway');

    api.answer(FEED, () => page([first]));
    actor.send({ type: 'feed.refetch' });
    await vi.advanceTimersByTimeAsync(0);
    expect(feedStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('asks again when the view mounts after a failure', async () => {
    const { actor, api } = startFeed({ [FEED]: refuse('Forbidden', 403) });
    actor.send({ type: 'feed.load' });
    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'failed');
    api.answer(FEED, () => page([first]));
    actor.send({ type: 'feed.load' });
    await waitFor(actor, (snapshot) => feedStatus(snapshot) === 'loaded');
    expect(feedMessages(actor.getSnapshot())).toEqual([first]);
  });

  it('serves a mounting view from the cache for 5 minutes, then fetches again', async () => {
    vi.useFakeTimers();
    const { actor, api } = startFeed();
    actor.send({ type: 'feed.load' });
    await vi.advanceTimersByTimeAsync(0);

    actor.send({ type: 'feed.load' });
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    actor.send({ type: 'feed.load' });
    expect(api.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'feed.load' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(2);
  });

  it('fetches page 0 again on refetch, fresh or not', async () => {
    const { actor, api } = await loadedFeed();
    api.answer(FEED, () => page([message('m0', 0), first]));
    actor.send({ type: 'feed.refetch' });
    await waitFor(
      actor,
      (snapshot) => feedStatus(snapshot) === 'loaded' && feedMessages(snapshot).length === 2,
    );
    expect(api.calls.map((call) => call.query?.page)).toEqual([0, 0]);
  });

  it('forgets the messages when the session ends', async () => {
    const { actor } = await loadedFeed();
    actor.send({ type: 'session.ended' });
    expect(feedStatus(actor.getSnapshot())).toBe('idle');
    expect(feedMessages(actor.getSnapshot())).toEqual([]);
  });
});

describe('changing messages', () => {
  const change = (kind: MessageChange) => ({ type: 'feed.change' as const, change: kind });

  it('marks a message read at once and keeps the server copy (seen and read)', async () => {
    const saved = { ...first, seen: true, read: true, lastReadDate: '2026-03-06T12:05:00.000Z' };
    const answer = deferred<NotificationMessage[]>();
    const { actor, api, emitted } = await loadedFeed({
      'POST /widgets/messages/markAs': () => answer.promise,
    });

    actor.send(change({ kind: 'mark', messageIds: ['m1'], mark: { read: true } }));
    expect(ids(actor)[0]).toBe('m1:seen:read');
    answer.resolve([saved]);
    await waitFor(actor, (snapshot) => feedMessages(snapshot)[0]?.lastReadDate !== undefined);

    expect(feedMessages(actor.getSnapshot())[0]).toEqual(saved);
    expect(callsOf(api)).toEqual([
      { method: 'POST', path: '/widgets/messages/markAs', body: { messageId: 'm1', mark: { read: true } } },
    ]);
    expect(emitted).toContainEqual({
      type: 'feed.changed',
      change: { kind: 'mark', messageIds: ['m1'], mark: { read: true } },
    });
    expect(actor.getSnapshot().children).toEqual({});
  });

  it('undoes a mark as read the server refuses, and says why', async () => {
    const { actor } = await loadedFeed({ 'POST /widgets/messages/markAs': refuse('Message not found', 404) });
    actor.send(change({ kind: 'mark', messageIds: ['m1'], mark: { read: true } }));
    expect(ids(actor)[0]).toBe('m1:seen:read');
    await waitFor(actor, (snapshot) => feedError(snapshot) !== undefined);
    expect(ids(actor)[0]).toBe('m1:unseen:unread');
    expect(feedError(actor.getSnapshot())).toBe('Message not found');
  });

  it('marks as unread (seen, not read) and as seen, several at once', async () => {
    const { actor, api } = await loadedFeed({ 'POST /widgets/messages/markAs': () => [] });
    actor.send(change({ kind: 'mark', messageIds: ['m3'], mark: { seen: true, read: false } }));
    actor.send(change({ kind: 'mark', messageIds: ['m1', 'm2'], mark: { seen: true } }));
    expect(ids(actor)).toEqual(['m1:seen:unread', 'm2:seen:unread', 'm3:seen:unread']);
    await waitFor(actor, (snapshot) => Object.keys(snapshot.children).length === 0);
    expect(callsOf(api).map((call) => call.body)).toEqual([
      { messageId: 'm3', mark: { seen: true, read: false } },
      { messageId: ['m1', 'm2'], mark: { seen: true } },
    ]);
  });

  it('marks all as read, and all as seen (which leaves them unread), for the tab’s feed', async () => {
    const { actor, api } = await loadedFeed(
      { 'POST /widgets/messages/read': () => 3, 'POST /widgets/messages/seen': () => 3 },
      { storeId: 'news', query: { feedIdentifier: 'news' } },
    );
    actor.send(change({ kind: 'markAll', mark: 'read', feedId: 'news' }));
    expect(ids(actor)).toEqual(['m1:seen:read', 'm2:seen:read', 'm3:seen:read']);
    actor.send(change({ kind: 'markAll', mark: 'seen', feedId: 'news' }));
    expect(ids(actor)).toEqual(['m1:seen:unread', 'm2:seen:unread', 'm3:seen:unread']);
    await waitFor(actor, (snapshot) => Object.keys(snapshot.children).length === 0);
    expect(callsOf(api)).toEqual([
      { method: 'POST', path: '/widgets/messages/read', body: { feedId: 'news' } },
      { method: 'POST', path: '/widgets/messages/seen', body: { feedId: 'news' } },
    ]);
  });

  it('undoes a refused mark all', async () => {
    const { actor } = await loadedFeed({ 'POST /widgets/messages/read': refuse('Feed not found', 404) });
    actor.send(change({ kind: 'markAll', mark: 'read' }));
    await waitFor(actor, (snapshot) => feedError(snapshot) !== undefined);
    expect(ids(actor)).toEqual(['m1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);
  });

  it('removes one message, several, and all of the tab', async () => {
    const removed = () => ({ acknowledged: true, status: 'deleted' });
    const { actor, api } = await loadedFeed(
      {
        'DELETE /widgets/messages/m1': removed,
        'POST /widgets/messages/bulk/delete': removed,
        'DELETE /widgets/messages': removed,
      },
      { storeId: 'news', query: { feedIdentifier: 'news' } },
    );
    actor.send(change({ kind: 'remove', messageIds: ['m1'] }));
    expect(ids(actor)).toEqual(['m2:seen:unread', 'm3:seen:read']);
    expect(feedTotalCount(actor.getSnapshot())).toBe(2);
    actor.send(change({ kind: 'remove', messageIds: ['m2', 'm3'] }));
    actor.send(change({ kind: 'removeAll', feedId: 'news' }));
    expect(feedMessages(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (snapshot) => Object.keys(snapshot.children).length === 0);
    expect(callsOf(api)).toEqual([
      { method: 'DELETE', path: '/widgets/messages/m1', query: undefined, body: undefined },
      { method: 'POST', path: '/widgets/messages/bulk/delete', body: { messageIds: ['m2', 'm3'] } },
      { method: 'DELETE', path: '/widgets/messages', query: { feedId: 'news' }, body: undefined },
    ]);
  });

  it('puts refused removals back in their place', async () => {
    const { actor } = await loadedFeed({
      'DELETE /widgets/messages/m2': refuse('Message not found', 404),
      'DELETE /widgets/messages': refuse('Network Error', 500),
    });
    actor.send(change({ kind: 'remove', messageIds: ['m2'] }));
    await waitFor(actor, (snapshot) => feedMessages(snapshot).length === 3);
    expect(ids(actor)).toEqual(['m1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);
    actor.send(change({ kind: 'removeAll' }));
    await waitFor(actor, (snapshot) => feedMessages(snapshot).length === 3);
    expect(feedError(actor.getSnapshot())).toBe('Network Error');
  });

  it('archives at once: the messages leave the feed read, the server copies stay out, the count follows', async () => {
    const { actor, api } = await loadedFeed({
      'POST /widgets/messages/archive': () => [
        { ...first, archived: true, seen: true, read: true },
        { ...second, archived: true, seen: true, read: true },
      ],
    });
    actor.send(change({ kind: 'archive', messageIds: ['m1', 'm2'], archived: true }));
    expect(ids(actor)).toEqual(['m3:seen:read']);
    expect(feedTotalCount(actor.getSnapshot())).toBe(1);
    await waitFor(actor, (snapshot) => Object.keys(snapshot.children).length === 0);
    expect(ids(actor)).toEqual(['m3:seen:read']);
    expect(callsOf(api)).toEqual([
      {
        method: 'POST',
        path: '/widgets/messages/archive',
        body: { messageId: ['m1', 'm2'], archived: true },
      },
    ]);
  });

  it('asks the server for unarchived messages, and the archive for archived ones', async () => {
    const { api } = await loadedFeed();
    expect(api.calls[0]?.query).toMatchObject({ archived: false });
    const archive = await loadedFeed({}, { storeId: 'archived', query: { archived: true } });
    expect(archive.api.calls[0]?.query).toMatchObject({ archived: true });
  });

  it('unarchives out of the archive, one message by its id', async () => {
    const archivedFirst = { ...first, archived: true, seen: true, read: true };
    const { actor, api } = await loadedFeed(
      {
        [FEED]: () => page([archivedFirst]),
        'POST /widgets/messages/archive': () => [{ ...archivedFirst, archived: false }],
      },
      { storeId: 'archived', query: { archived: true } },
    );
    actor.send(change({ kind: 'archive', messageIds: ['m1'], archived: false }));
    expect(feedMessages(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (snapshot) => Object.keys(snapshot.children).length === 0);
    expect(feedMessages(actor.getSnapshot())).toEqual([]);
    expect(callsOf(api)).toEqual([
      { method: 'POST', path: '/widgets/messages/archive', body: { messageId: 'm1', archived: false } },
    ]);
  });

  it('puts a refused archiving back in its place, unread as it was, and says why', async () => {
    const { actor } = await loadedFeed({ 'POST /widgets/messages/archive': refuse('Network Error', 500) });
    actor.send(change({ kind: 'archive', messageIds: ['m1'], archived: true }));
    expect(ids(actor)).toEqual(['m2:seen:unread', 'm3:seen:read']);
    await waitFor(actor, (snapshot) => feedMessages(snapshot).length === 3);
    expect(ids(actor)).toEqual(['m1:unseen:unread', 'm2:seen:unread', 'm3:seen:read']);
    expect(feedTotalCount(actor.getSnapshot())).toBe(3);
    expect(feedError(actor.getSnapshot())).toBe('Network Error');
  });

  it('marks an action done at once, which hides its buttons, and keeps the server copy', async () => {
    const withAction = message('m9', 0, {
      cta: {
        type: 'redirect',
        data: {},
        action: { status: 'pending', buttons: [{ type: 'primary', content: 'Accept' }] },
      },
    });
    const { actor, api } = await loadedFeed({
      [FEED]: () => page([withAction]),
      'POST /widgets/messages/m9/actions/primary': (call) => ({
        ...withAction,
        cta: {
          ...withAction.cta,
          action: { status: 'done', buttons: [], result: { type: 'primary', payload: call.body } },
        },
      }),
    });
    actor.send(change({ kind: 'action', messageId: 'm9', button: 'primary', payload: { seat: 4 } }));
    expect(feedMessages(actor.getSnapshot())[0]?.cta.action).toMatchObject({
      status: 'done',
      result: { type: 'primary', payload: { seat: 4 } },
    });
    await waitFor(actor, (snapshot) => feedMessages(snapshot)[0]?.cta.action?.buttons.length === 0);
    expect(callsOf(api)[0]?.body).toEqual({ executedType: 'primary', status: 'done', payload: { seat: 4 } });
  });

  it('shows the buttons again when the action is refused', async () => {
    const withAction = message('m9', 0, {
      cta: {
        type: 'redirect',
        data: {},
        action: { status: 'pending', buttons: [{ type: 'secondary', content: 'Decline' }] },
      },
    });
    const { actor } = await loadedFeed({
      [FEED]: () => page([withAction]),
      'POST /widgets/messages/m9/actions/secondary': refuse('Action already taken', 409),
    });
    actor.send(change({ kind: 'action', messageId: 'm9', button: 'secondary' }));
    await waitFor(actor, (snapshot) => feedError(snapshot) !== undefined);
    expect(feedMessages(actor.getSnapshot())[0]).toEqual(withAction);
  });

  it('applies a change made in another tab without saving it again', async () => {
    const { actor, api } = await loadedFeed();
    actor.send({ type: 'feed.remoteChange', change: { kind: 'remove', messageIds: ['m1'] } });
    expect(ids(actor)).toEqual(['m2:seen:unread', 'm3:seen:read']);
    expect(callsOf(api)).toEqual([]);
  });
});

describe('popover, tabs and clicks', () => {
  it('marks the fetched unseen messages seen when the popover closes after opening', async () => {
    const { actor, api } = await loadedFeed({ 'POST /widgets/messages/markAs': () => [] });
    actor.send({ type: 'popover.closed' });
    expect(callsOf(api)).toEqual([]);

    actor.send({ type: 'popover.opened' });
    actor.send({ type: 'popover.closed' });
    expect(ids(actor)[0]).toBe('m1:seen:unread');
    expect(callsOf(api)[0]?.body).toEqual({ messageId: 'm1', mark: { seen: true } });

    actor.send({ type: 'popover.opened' });
    actor.send({ type: 'popover.closed' });
    expect(callsOf(api)).toHaveLength(1);
  });

  it('marks the fetched unseen messages of the tab left seen', async () => {
    const { actor, api } = await loadedFeed({ 'POST /widgets/messages/markAs': () => [] });
    actor.send({ type: 'feed.tabLeft' });
    expect(ids(actor)[0]).toBe('m1:seen:unread');
    expect(callsOf(api)[0]?.body).toEqual({ messageId: 'm1', mark: { seen: true } });
  });

  it('marks a clicked message read, logs the click and hands its url to the host', async () => {
    const { actor, api, emitted } = await loadedFeed({
      'POST /widgets/messages/markAs': () => [],
      'POST /widgets/usage/log': () => ({ acknowledged: true }),
    });
    actor.send({ type: 'notification.click', messageId: 'm1' });
    expect(ids(actor)[0]).toBe('m1:seen:read');
    expect(emitted).toContainEqual({
      type: 'notification.clicked',
      message: first,
      url: '/contributions/m1',
    });
    await waitFor(actor, (snapshot) => Object.keys(snapshot.children).length === 0);
    expect(callsOf(api)).toHaveLength(2);
    expect(callsOf(api)).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/widgets/messages/markAs', body: { messageId: 'm1', mark: { read: true } } },
        {
          method: 'POST',
          path: '/widgets/usage/log',
          body: { name: '[Widget] - Notification Click', payload: { messageId: 'm1', storeId: 'all' } },
        },
      ]),
    );
  });

  it('only logs a click on a message already read, and ignores an unknown one', async () => {
    const { actor, api, emitted } = await loadedFeed({
      'POST /widgets/usage/log': refuse('Unavailable', 503),
    });
    actor.send({ type: 'notification.click', messageId: 'm3' });
    actor.send({ type: 'notification.click', messageId: 'gone' });
    await vi.waitFor(() => expect(callsOf(api)).toHaveLength(1));
    expect(callsOf(api).map((call) => call.path)).toEqual(['/widgets/usage/log']);
    expect(emitted.filter((event) => event.type === 'notification.clicked')).toHaveLength(1);
  });
});

describe('payload filter', () => {
  it('encodes as the protocol decodes, including non-ASCII text', () => {
    const payload = { faculty: 'Ingeniería', year: 2026 };
    expect(decodeFeedPayload(encodePayloadFilter(payload))).toEqual(payload);
  });
});

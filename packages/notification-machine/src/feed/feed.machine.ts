import { WIDGET_PATHS, WIDGET_USAGE_LOG_PREFIX, messageMatchesFeed } from '@herald/notification-protocol';
import type { NotificationMessage, UsageLogInput } from '@herald/notification-protocol';
import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, stopChild } from 'xstate';
import { isFresh, messageOf, withRetries } from '../data/data-policy.js';
import {
  applyChange,
  encodePayloadFilter,
  listsArchived,
  restoreMessages,
  sendChange,
  touchedIds,
} from './feed.changes.js';
import type {
  FeedContext,
  FeedEmitted,
  FeedEvent,
  FeedInput,
  FeedPage,
  FetchFeedPageInput,
  MessageChange,
  SaveChangeInput,
} from './feed.types.js';

/** GET /widgets/notifications/feed: one page (0-based) of the store's query, with the data policy's retries. */
export const fetchFeedPage = fromPromise<FeedPage, FetchFeedPageInput>(({ input, signal }) =>
  withRetries(async () => {
    const { payload, ...query } = input.store.query ?? {};
    const answer = (await input.api.getFull(
      WIDGET_PATHS.feed,
      {
        ...query,
        // Herald's server lists archived messages only in the archive; the 0.24 widget's feed lists both.
        archived: listsArchived(input.store),
        page: input.page,
        limit: input.limit,
        payload: payload ? encodePayloadFilter(payload) : undefined,
      },
      { signal },
    )) as Partial<FeedPage> | undefined;
    if (!Array.isArray(answer?.data)) throw new Error('The server answered the feed without messages');
    return answer as FeedPage;
  }, signal),
);

/** Saves a change and reports back; the change stands on screen meanwhile. */
export const saveChange = fromCallback<FeedEvent, SaveChangeInput>(({ input, sendBack }) => {
  sendChange(input.api, input.change).then(
    (saved) => sendBack({ type: 'change.saved', id: input.id, change: input.change, saved }),
    (error: unknown) =>
      sendBack({ type: 'change.failed', id: input.id, before: input.before, error: messageOf(error) }),
  );
});

const emptyFeed = {
  messages: [],
  page: 0,
  hasMore: false,
  totalCount: 0,
  loadedAt: undefined,
  error: undefined,
};

const unseenIds = (messages: NotificationMessage[]) => messages.filter((m) => !m.seen).map((m) => m._id);

interface ChangeQueue {
  assign(values: Partial<FeedContext>): void;
  spawnChild(src: 'saveChange', options: { id: string; input: SaveChangeInput }): void;
}

/** Shows the change at once and saves it in a child actor that reports back (change.saved or change.failed). */
function queueChange(context: FeedContext, enqueue: ChangeQueue, change: MessageChange) {
  const ids = touchedIds(change);
  const before = ids ? context.messages.filter((m) => ids.includes(m._id)) : context.messages;
  const messages = applyChange(context.messages, change, context.store);
  const id = `change-${context.changeCount}`;
  enqueue.assign({
    messages,
    totalCount: Math.max(context.totalCount - (context.messages.length - messages.length), 0),
    changeCount: context.changeCount + 1,
    error: undefined,
  });
  enqueue.spawnChild('saveChange', { id, input: { id, api: context.api, change, before } });
}

/**
 * One feed (tab): pages from 0 while the server says hasMore, and every change to its messages applied at once,
 * saved, and undone with the reason if saving fails (docs/product.md §4).
 */
export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    input: {} as FeedInput,
    emitted: {} as FeedEmitted,
  },
  actors: {
    fetchFeedPage,
    saveChange,
  },
  actions: {
    change: enqueueActions(({ context, enqueue }, change: MessageChange) => {
      queueChange(context, enqueue, change);
    }),
    applyRemoteChange: assign(({ context }, change: MessageChange) => ({
      messages: applyChange(context.messages, change, context.store),
    })),
    markFetchedSeen: enqueueActions(({ context, enqueue }) => {
      const messageIds = unseenIds(context.messages);
      if (messageIds.length > 0) {
        queueChange(context, enqueue, { kind: 'mark', messageIds, mark: { seen: true } });
      }
    }),
    click: enqueueActions(({ context, enqueue }, messageId: string) => {
      const message = context.messages.find((m) => m._id === messageId);
      if (!message) return;
      if (!message.read) {
        queueChange(context, enqueue, { kind: 'mark', messageIds: [messageId], mark: { read: true } });
      }
      // POST /widgets/usage/log; a lost usage event is not worth bothering the user about.
      const usage: UsageLogInput = {
        name: `${WIDGET_USAGE_LOG_PREFIX}Notification Click`,
        payload: { messageId, storeId: context.store.storeId },
      };
      enqueue(() => void context.api.post(WIDGET_PATHS.usageLog, usage).catch(() => undefined));
      enqueue.emit({ type: 'notification.clicked', message, url: message.cta.data.url });
    }),
    // The server's copies replace the ones on screen; a copy the store no longer lists (archived) stays out.
    keepServerCopies: assign(({ context, event }) =>
      event.type === 'change.saved'
        ? {
            messages: restoreMessages(
              context.messages,
              event.saved.filter((message) =>
                messageMatchesFeed(message, { archived: listsArchived(context.store) }),
              ),
            ),
          }
        : {},
    ),
    undoChange: assign(({ context, event }) => {
      if (event.type !== 'change.failed') return {};
      const messages = restoreMessages(context.messages, event.before);
      return {
        messages,
        totalCount: context.totalCount + (messages.length - context.messages.length),
        error: event.error,
      };
    }),
    finishChange: stopChild(({ event }) => ('id' in event ? event.id : '')),
    announceChange: emit(({ event }) => ({
      type: 'feed.changed' as const,
      change: (event as Extract<FeedEvent, { type: 'change.saved' }>).change,
    })),
    acceptFirstPage: assign((_, page: FeedPage) => ({
      messages: page.data,
      page: 0,
      hasMore: page.hasMore,
      totalCount: page.totalCount,
      loadedAt: Date.now(),
      error: undefined,
    })),
    acceptNextPage: assign(({ context }, page: FeedPage) => ({
      messages: restoreMessages(context.messages, page.data),
      page: page.page,
      hasMore: page.hasMore,
      totalCount: page.totalCount,
      error: undefined,
    })),
    recordError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    // The newest message goes first; the pages already loaded keep their place (the next page may then repeat
    // the last message, which restoreMessages lists once).
    insertReceived: assign(({ context }, message: NotificationMessage) => ({
      messages: [message, ...context.messages],
      totalCount: context.totalCount + 1,
    })),
  },
  guards: {
    canLoad: ({ context }) => context.requested && context.token !== undefined,
    isStale: ({ context }) => !isFresh(context.loadedAt),
    hasMorePages: ({ context }) => context.hasMore,
    popoverWasOpen: ({ context }) => context.popoverOpen,
    /** The store's query selects the message and the list does not hold it yet. */
    listsReceived: ({ context }, message: NotificationMessage) =>
      messageMatchesFeed(message, context.store.query ?? {}) &&
      !context.messages.some((listed) => listed._id === message._id),
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => ({
    ...emptyFeed,
    api: input.api,
    store: input.store,
    limit: input.limit,
    token: input.token,
    requested: input.eager ?? false,
    popoverOpen: false,
    changeCount: 0,
  }),
  initial: 'idle',
  on: {
    'session.ready': { actions: assign({ token: ({ event }) => event.token }) },
    'session.ended': { target: '.idle', actions: assign({ ...emptyFeed, token: undefined }) },
    'feed.change': { actions: { type: 'change', params: ({ event }) => event.change } },
    'feed.remoteChange': { actions: { type: 'applyRemoteChange', params: ({ event }) => event.change } },
    'notification.click': { actions: { type: 'click', params: ({ event }) => event.messageId } },
    'popover.opened': { actions: assign({ popoverOpen: true }) },
    'popover.closed': {
      guard: 'popoverWasOpen',
      actions: ['markFetchedSeen', assign({ popoverOpen: false })],
    },
    'feed.tabLeft': { actions: 'markFetchedSeen' },
    'change.saved': { actions: ['keepServerCopies', 'finishChange', 'announceChange'] },
    'change.failed': { actions: ['undoChange', 'finishChange'] },
  },
  states: {
    idle: {
      always: { guard: 'canLoad', target: 'loading' },
      on: { 'feed.load': { actions: assign({ requested: true }) } },
    },
    loading: {
      on: {
        // The answer in flight may have been read before the message was written: ask again.
        'notification.received': {
          guard: { type: 'listsReceived', params: ({ event }) => event.message },
          target: 'loading',
          reenter: true,
        },
      },
      invoke: {
        src: 'fetchFeedPage',
        input: ({ context }) => ({ ...context, page: 0 }),
        onDone: {
          target: 'loaded',
          actions: { type: 'acceptFirstPage', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      on: {
        // Cached answers stay for the cache time; a mounting view does not refetch them (docs/product.md §9).
        'feed.load': { guard: 'isStale', target: 'loading' },
        'feed.refetch': 'loading',
        'feed.loadMore': { guard: 'hasMorePages', target: 'loadingMore' },
        'notification.received': {
          guard: { type: 'listsReceived', params: ({ event }) => event.message },
          actions: { type: 'insertReceived', params: ({ event }) => event.message },
        },
      },
    },
    loadingMore: {
      on: {
        'notification.received': {
          guard: { type: 'listsReceived', params: ({ event }) => event.message },
          actions: { type: 'insertReceived', params: ({ event }) => event.message },
        },
      },
      invoke: {
        src: 'fetchFeedPage',
        input: ({ context }) => ({ ...context, page: context.page + 1 }),
        onDone: {
          target: 'loaded',
          actions: { type: 'acceptNextPage', params: ({ event }) => event.output },
        },
        // The pages already shown stay; the error says why no more came.
        onError: {
          target: 'loaded',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'feed.load': 'loading', 'feed.refetch': 'loading' },
    },
  },
});

// The notification system as one actor, with no framework: it owns the API client and, as its children, the
// session, the organisation, the counts (whose child is the realtime socket), each feed and the preferences, and
// wires them together: the session's token reaches every child, a token the API or the socket refuses is renewed,
// a message the socket delivers is listed in every feed whose query selects it, a count change the messages do not
// explain and every reconnect refresh the feeds, and changes reach the subscriber's other browser tabs. The feed
// and preferences machines come from the host's loaders (chunks of their own) when first asked for (`feeds.start`,
// `preferences.start`), so a page with only a bell never loads them; a popover opened meanwhile reaches its feed
// once it is there.
import type { NotificationMessage, Organization } from '@herald/notification-protocol';
import { assign, createActor, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InputFrom, SnapshotFrom } from 'xstate';
import { createApiClient } from '../api/api-client.js';
import type { ApiClient } from '../api/api.types.js';
import { resolveFetchingStrategy } from '../data/fetching-strategy.js';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import type { feedMachine } from '../feed/feed.machine.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import { organizationMachine } from '../organization/organization.machine.js';
import type { OrganizationSnapshot } from '../organization/organization.machine.js';
import type { preferencesMachine } from '../preferences/preferences.machine.js';
import { isSessionReady, sessionToken } from '../session/session.selectors.js';
import { sessionMachine } from '../session/session.machine.js';
import type { SessionSnapshot } from '../session/session.machine.js';
import type { SessionInput, SubscriberIdentity } from '../session/session.types.js';
import type { SocketFactory } from '../socket/socket.types.js';
import { unseenCountMachine } from '../unseen-count/unseen-count.machine.js';
import type { UnseenCountSnapshot } from '../unseen-count/unseen-count.machine.js';
import type { UnseenCountEmitted, UnseenCountInput } from '../unseen-count/unseen-count.types.js';
import { ARCHIVE_STORE_ID, DEFAULT_STORES, feedStoresOf } from './stores.js';
import { createTabSync } from './tab-sync.js';
import type { TabMessage, TabSync } from './tab-sync.js';

export type FeedMachine = typeof feedMachine;
export type PreferencesMachine = typeof preferencesMachine;
export type FeedActor = ActorRefFrom<FeedMachine>;
export type PreferencesActor = ActorRefFrom<PreferencesMachine>;
export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type OrganizationActorRef = ActorRefFrom<typeof organizationMachine>;
export type UnseenCountActorRef = ActorRefFrom<typeof unseenCountMachine>;

export interface NotificationSystemInput extends SubscriberIdentity {
  /** The backend's origin; calls go to `<backendUrl>/v1`. */
  backendUrl: string;
  /** The socket.io server; defaults to the backend. */
  socketUrl?: string | undefined;
  /** The feed's tabs, each with its own query; one tab of everything by default. */
  stores?: readonly FeedStoreConfig[] | undefined;
  /** Which resources load at start and which wait for their view (docs/product.md §4). */
  fetchingStrategy?: Partial<FetchingStrategy> | undefined;
  /** Start the counts and the socket at once even if the strategy leaves the count out. */
  counts?: boolean | undefined;
  /**
   * Where the feed and preferences machines come from when `feeds.start` or `preferences.start` brings none:
   * usually a dynamic import, so their code stays off a page that shows only the bell.
   */
  loaders?: Partial<MachineLoaders> | undefined;
  /** For tests and hosts: the API client's fetch, the session call, the token storage, the socket. */
  fetch?: typeof globalThis.fetch | undefined;
  initialize?: SessionInput['initialize'];
  storage?: SessionInput['storage'];
  createSocket?: SocketFactory | undefined;
  fetchCounts?: UnseenCountInput['fetchCounts'];
  debounceMs?: number | undefined;
}

/** The machines that arrive as chunks of their own, and how each is loaded. */
export interface MachineLoaders {
  feeds(): Promise<FeedMachine>;
  preferences(): Promise<PreferencesMachine>;
}
export type LoadedPart = keyof MachineLoaders;

export interface NotificationSystemContext {
  api: ApiClient;
  loaders: Partial<MachineLoaders>;
  socketUrl: string;
  stores: readonly FeedStoreConfig[];
  strategy: FetchingStrategy;
  identity: SubscriberIdentity;
  tabSync: TabSync;
  counting: Pick<NotificationSystemInput, 'createSocket' | 'fetchCounts' | 'debounceMs'>;
  /** Start the counts with the system: the strategy fetches the count at start, or the host asked. */
  countsAtStart: boolean;
  /** The token the children hold: the session's while it is ready (or renewing), none otherwise. */
  token: string | undefined;
  session: SessionActorRef;
  organization: OrganizationActorRef;
  /** Started when a count is asked for (or at start, by the strategy). */
  counts: UnseenCountActorRef | undefined;
  /** One feed per store, by storeId, once the feed code has arrived. */
  feeds: Readonly<Record<string, FeedActor>> | undefined;
  preferences: PreferencesActor | undefined;
  /** The machines whose chunk is on its way. */
  loading: readonly LoadedPart[];
  /** Whether the host holds the session still (`session.suspend`). */
  suspended: boolean;
  /** The store an open popover shows, told to its feed when the feed starts. */
  popover: string | undefined;
  /** Whether `system.loaded` went out for the current session. */
  loaded: boolean;
  /** The last unseen count told to the host. */
  unseenCount: number | undefined;
}

export type NotificationSystemEvent =
  /** Supplies or changes the subscriber; the session restarts when the subscriber changed. */
  | ({ type: 'session.configure' } & SubscriberIdentity)
  | { type: 'session.retry' }
  | { type: 'session.logout' }
  /**
   * Holds the session still while the host replaces the subscriber's credentials: no renewal and no socket, the
   * counts and the lists as they are; `session.resume` renews the session with the subscriber configured then.
   */
  | { type: 'session.suspend' }
  | { type: 'session.resume' }
  /** The REST API answered 401: the token lapsed or the server no longer accepts it. */
  | { type: 'token.refused' }
  | { type: 'counts.start' }
  /** Starts a feed per store, loading the feed machine's chunk first unless the event brings the machine. */
  | { type: 'feeds.start'; machine?: FeedMachine | undefined }
  /** Starts the preferences, loading their machine's chunk first unless the event brings it. */
  | { type: 'preferences.start'; machine?: PreferencesMachine | undefined }
  /** A machine's chunk did not arrive (the network): the next request loads it again. */
  | { type: 'chunk.failed'; part: LoadedPart }
  /** A popover shows this store's feed (again after a tab change); closing it marks the fetched messages seen. */
  | { type: 'popover.opened'; storeId: string }
  | { type: 'popover.closed'; storeId: string }
  | { type: 'tab.message'; message: TabMessage }
  | { type: 'feed.changed'; storeId: string; change: Extract<TabMessage, { kind: 'feed' }>['change'] }
  | { type: 'preference.changed'; item: Extract<TabMessage, { kind: 'preference' }>['item'] }
  | UnseenCountEmitted
  | { type: 'xstate.snapshot.session'; snapshot: SessionSnapshot }
  | { type: 'xstate.snapshot.organization'; snapshot: OrganizationSnapshot }
  | { type: 'xstate.snapshot.counts'; snapshot: UnseenCountSnapshot };

/** What the system tells its host. */
export type NotificationSystemEmitted =
  /** The session is ready and the organisation (when the strategy loads it at start) has loaded or failed. */
  | { type: 'system.loaded'; organization: Organization | undefined }
  | { type: 'unseenCount.changed'; unseenCount: number }
  /** A new message, as the socket delivered it. */
  | { type: 'notification.received'; message: NotificationMessage }
  /**
   * Data of the host's page changed on the server (the socket's `data_changed`, in the host's words), or, after a
   * reconnect, `resource: undefined`: anything may have changed while the socket was away.
   */
  | { type: 'data.changed'; resource: string | undefined };

/** Relays the other tabs' messages to the system for as long as it runs; the channel closes with it. */
const tabChannel = fromCallback<{ type: never }, TabSync>(({ input, sendBack }) => {
  const unsubscribe = input.subscribe((message) => sendBack({ type: 'tab.message', message }));
  return () => {
    unsubscribe();
    input.close();
  };
});

export const CHUNK_FAILED_LOG = 'The notification center could not load its code:';

interface ChunkInput {
  part: LoadedPart;
  load: () => Promise<FeedMachine | PreferencesMachine>;
  system: { send(event: NotificationSystemEvent): void };
}

/** Loads a machine with the host's loader and starts it: the system hears `feeds.start` or `preferences.start`. */
const loadChunk = fromPromise<void, ChunkInput>(async ({ input: { part, load, system }, signal }) => {
  try {
    const machine = await load();
    if (!signal.aborted) system.send({ type: `${part}.start`, machine } as NotificationSystemEvent);
  } catch (error) {
    console.error(CHUNK_FAILED_LOG, error);
    if (!signal.aborted) system.send({ type: 'chunk.failed', part });
  }
});

type Child = { on(type: '*', listener: (event: { type: string }) => void): unknown };

/** Relays what a child emits to the system (with the feed's storeId), the way a host listens to it. */
function relay(child: Child, system: { send(event: NotificationSystemEvent): void }, storeId?: string) {
  child.on('*', (event) => {
    if (event.type === 'notification.clicked') return;
    system.send((storeId === undefined ? event : { ...event, storeId }) as NotificationSystemEvent);
  });
}

/**
 * Spawns a machine that arrived with its view's code under a known id. XState's types name ids only for the
 * actors declared in `setup`, and these cannot be: declaring them would bring their code into the bell's page.
 */
function spawnLoaded<Logic extends FeedMachine | PreferencesMachine>(
  spawn: unknown,
  logic: Logic,
  id: string,
  input: InputFrom<Logic>,
): ActorRefFrom<Logic> {
  return (spawn as (logic: AnyActorLogic, options: { id: string; input: unknown }) => ActorRefFrom<Logic>)(
    logic,
    { id, input },
  );
}

export const notificationSystemMachine = setup({
  types: {
    context: {} as NotificationSystemContext,
    events: {} as NotificationSystemEvent,
    input: {} as NotificationSystemInput,
    emitted: {} as NotificationSystemEmitted,
  },
  actors: {
    session: sessionMachine,
    organization: organizationMachine,
    counts: unseenCountMachine,
    tabChannel,
    loadChunk,
  },
  actions: {
    openTabChannel: ({ context }) => {
      const { applicationIdentifier, subscriberId } = context.identity;
      if (applicationIdentifier && subscriberId) context.tabSync.open(applicationIdentifier, subscriberId);
      else context.tabSync.close();
    },
    /** The session's token (or its end) reaches every child that follows it; a repeat changes nothing. */
    followSession: enqueueActions(({ context, enqueue }, snapshot: SessionSnapshot) => {
      const token = isSessionReady(snapshot) ? sessionToken(snapshot) : undefined;
      // Counts held still while the session was suspended go on with its next ready token, new or the same.
      const { counts } = context;
      if (token !== undefined && snapshot.matches('ready') && counts?.getSnapshot().matches('suspended'))
        enqueue.sendTo(counts, { type: 'session.ready', token });
      if (token === context.token) return;
      enqueue.assign({ token, ...(token === undefined ? { loaded: false } : {}) });
      const event =
        token === undefined ? { type: 'session.ended' as const } : { type: 'session.ready' as const, token };
      const followers = [
        context.organization,
        context.counts,
        context.preferences,
        ...Object.values(context.feeds ?? {}),
      ];
      for (const follower of followers) if (follower) enqueue.sendTo(follower, event);
    }),
    announceLoad: enqueueActions(({ context, enqueue }) => {
      if (context.loaded || context.token === undefined) return;
      const branding = context.organization.getSnapshot();
      if (context.strategy.fetchOrganization && !branding.matches('loaded') && !branding.matches('failed'))
        return;
      enqueue.assign({ loaded: true });
      enqueue.emit({ type: 'system.loaded', organization: branding.context.organization });
    }),
    announceCount: enqueueActions(({ context, enqueue }, snapshot: UnseenCountSnapshot) => {
      if (snapshot.matches('waitingForSession') || snapshot.context.unseenCount === context.unseenCount)
        return;
      enqueue.assign({ unseenCount: snapshot.context.unseenCount });
      enqueue.emit({ type: 'unseenCount.changed', unseenCount: snapshot.context.unseenCount });
    }),
    startCounts: assign(({ context, spawn }) => ({
      counts: spawn('counts', {
        id: 'counts',
        syncSnapshot: true,
        input: {
          api: context.api,
          socketUrl: context.socketUrl,
          token: context.token,
          stores: context.stores,
          fetchUnreadCount: context.strategy.fetchUnreadCount,
          ...context.counting,
        },
      }),
    })),
    /** Counts started or running while the session is held still close their socket and keep their numbers. */
    suspendCounts: enqueueActions(({ context, enqueue }) => {
      if (context.suspended && context.counts) enqueue.sendTo(context.counts, { type: 'session.suspended' });
    }),
    relayCounts: ({ context, self }) => {
      if (context.counts) relay(context.counts, self);
    },
    /** Asks for a machine's chunk; `feeds.start` or `preferences.start` follows with the machine. */
    load: enqueueActions(({ context, enqueue, self }, part: LoadedPart) => {
      const load = context.loaders[part];
      if (!load) return;
      enqueue.assign({ loading: [...context.loading, part] });
      enqueue.spawnChild('loadChunk', { input: { part, load, system: self } });
    }),
    loaded: assign(({ context }, part: LoadedPart) => ({
      loading: context.loading.filter((loading) => loading !== part),
    })),
    startFeeds: assign(({ context, event, spawn }) => {
      if (event.type !== 'feeds.start' || !event.machine) return {};
      const { machine } = event;
      // The archive loads when its view opens, whatever the strategy says of the feeds.
      const feeds = feedStoresOf(context.stores).map((store) => [
        store.storeId,
        spawnLoaded(spawn, machine, `feed:${store.storeId}`, {
          api: context.api,
          store,
          token: context.token,
          eager: store.storeId !== ARCHIVE_STORE_ID && context.strategy.fetchNotifications,
        }),
      ]);
      return { feeds: Object.fromEntries(feeds) as Record<string, FeedActor> };
    }),
    relayFeeds: ({ context, self }) => {
      for (const [storeId, feed] of Object.entries(context.feeds ?? {})) relay(feed, self, storeId);
    },
    /** Tells the feed of the store a popover shows that it opened or closed. */
    toPopoverFeed: enqueueActions(
      ({ context, enqueue }, { storeId, open }: { storeId: string | undefined; open: boolean }) => {
        const feed = storeId === undefined ? undefined : context.feeds?.[storeId];
        if (feed) enqueue.sendTo(feed, { type: open ? 'popover.opened' : 'popover.closed' });
      },
    ),
    startPreferences: assign(({ context, event, spawn }) =>
      event.type === 'preferences.start' && event.machine
        ? {
            preferences: spawnLoaded(spawn, event.machine, 'preferences', {
              api: context.api,
              token: context.token,
              eager: true,
            }),
          }
        : {},
    ),
    relayPreferences: ({ context, self }) => {
      if (context.preferences) relay(context.preferences, self);
    },
    /** Sends `event` to every feed. */
    toFeeds: enqueueActions(({ context, enqueue }, event: Parameters<FeedActor['send']>[0]) => {
      for (const feed of Object.values(context.feeds ?? {})) enqueue.sendTo(feed, event);
    }),
    postToTabs: ({ context, event }) => {
      if (event.type === 'feed.changed')
        context.tabSync.post({ kind: 'feed', storeId: event.storeId, change: event.change });
      if (event.type === 'preference.changed') context.tabSync.post({ kind: 'preference', item: event.item });
    },
    // A message archived in one store belongs to another: the other stores already loaded ask the server again.
    refreshAfterArchiving: enqueueActions(({ context, enqueue, event }) => {
      if (event.type !== 'feed.changed' || event.change.kind !== 'archive') return;
      for (const [storeId, feed] of Object.entries(context.feeds ?? {}))
        if (storeId !== event.storeId) enqueue.sendTo(feed, { type: 'feed.refetch' });
    }),
    // Changes by id apply anywhere; a change to a whole feed is simplest to take from the server.
    applyTabMessage: enqueueActions(({ context, enqueue }, message: TabMessage) => {
      if (message.kind === 'preference') {
        if (context.preferences)
          enqueue.sendTo(context.preferences, { type: 'preferences.remoteChange', item: message.item });
        return;
      }
      const feed = context.feeds?.[message.storeId];
      if (!feed) return;
      const byId =
        message.change.kind === 'mark' ||
        message.change.kind === 'remove' ||
        message.change.kind === 'action';
      enqueue.sendTo(
        feed,
        byId ? { type: 'feed.remoteChange', change: message.change } : { type: 'feed.refetch' },
      );
    }),
  },
  guards: {
    countsWanted: ({ context }) => context.counts === undefined,
    /** The part has not started, and its machine came with the event. */
    startable: ({ context, event }, part: LoadedPart) =>
      context[part] === undefined && 'machine' in event && event.machine !== undefined,
    /** The part has not started, nor is its machine on its way. */
    loadable: ({ context }, part: LoadedPart) =>
      context[part] === undefined && !context.loading.includes(part),
  },
}).createMachine({
  id: 'notificationSystem',
  context: ({ input, self, spawn }) => {
    const strategy = resolveFetchingStrategy(input.fetchingStrategy);
    // A token the REST API refuses is renewed.
    const api = createApiClient({
      backendUrl: input.backendUrl,
      fetch: input.fetch,
      onUnauthorized: () => self.send({ type: 'token.refused' }),
    });
    const identity = {
      applicationIdentifier: input.applicationIdentifier,
      subscriberId: input.subscriberId,
      subscriberHash: input.subscriberHash,
    };
    return {
      api,
      loaders: input.loaders ?? {},
      socketUrl: input.socketUrl ?? input.backendUrl,
      stores: input.stores ?? DEFAULT_STORES,
      strategy,
      identity,
      tabSync: createTabSync(),
      countsAtStart: strategy.fetchUnseenCount || input.counts === true,
      counting: {
        createSocket: input.createSocket,
        fetchCounts: input.fetchCounts,
        debounceMs: input.debounceMs,
      },
      token: undefined,
      session: spawn('session', {
        id: 'session',
        syncSnapshot: true,
        input: { api, ...identity, initialize: input.initialize, storage: input.storage },
      }),
      organization: spawn('organization', {
        id: 'organization',
        syncSnapshot: true,
        input: { api, eager: strategy.fetchOrganization },
      }),
      counts: undefined,
      feeds: undefined,
      preferences: undefined,
      loading: [],
      suspended: false,
      popover: undefined,
      loaded: false,
      unseenCount: undefined,
    };
  },
  invoke: { src: 'tabChannel', input: ({ context }) => context.tabSync },
  // The strategy's count (or a host that follows new messages) opens the socket at once.
  entry: [
    'openTabChannel',
    enqueueActions(({ context, enqueue }) => {
      if (!context.countsAtStart) return;
      enqueue('startCounts');
      enqueue('relayCounts');
    }),
  ],
  on: {
    'session.configure': {
      actions: [
        assign({
          identity: ({ event }) => ({
            applicationIdentifier: event.applicationIdentifier,
            subscriberId: event.subscriberId,
            subscriberHash: event.subscriberHash,
          }),
        }),
        'openTabChannel',
        ({ context, event }) => context.session.send(event),
      ],
    },
    'session.retry': { actions: ({ context, event }) => context.session.send(event) },
    'session.suspend': {
      actions: [
        assign({ suspended: true }),
        sendTo(({ context }) => context.session, { type: 'session.suspend' }),
        'suspendCounts',
      ],
    },
    'session.resume': {
      actions: [
        assign({ suspended: false }),
        sendTo(({ context }) => context.session, { type: 'session.resume' }),
      ],
    },
    'session.logout': { actions: ({ context, event }) => context.session.send(event) },
    'token.refused': { actions: ({ context }) => context.session.send({ type: 'session.expired' }) },
    'realtime.tokenRefused': { actions: ({ context }) => context.session.send({ type: 'session.expired' }) },
    'xstate.snapshot.session': {
      actions: [{ type: 'followSession', params: ({ event }) => event.snapshot }, 'announceLoad'],
    },
    'xstate.snapshot.organization': { actions: 'announceLoad' },
    'xstate.snapshot.counts': { actions: { type: 'announceCount', params: ({ event }) => event.snapshot } },
    'counts.start': { guard: 'countsWanted', actions: ['startCounts', 'relayCounts', 'suspendCounts'] },
    'feeds.start': [
      {
        guard: { type: 'startable', params: 'feeds' },
        actions: [
          { type: 'loaded', params: 'feeds' },
          'startFeeds',
          'relayFeeds',
          { type: 'toPopoverFeed', params: ({ context }) => ({ storeId: context.popover, open: true }) },
        ],
      },
      {
        guard: { type: 'loadable', params: 'feeds' },
        actions: { type: 'load', params: 'feeds' },
      },
    ],
    'preferences.start': [
      {
        guard: { type: 'startable', params: 'preferences' },
        actions: [{ type: 'loaded', params: 'preferences' }, 'startPreferences', 'relayPreferences'],
      },
      {
        guard: { type: 'loadable', params: 'preferences' },
        actions: { type: 'load', params: 'preferences' },
      },
    ],
    'chunk.failed': { actions: { type: 'loaded', params: ({ event }) => event.part } },
    'popover.opened': {
      actions: [
        assign({ popover: ({ event }) => event.storeId }),
        { type: 'toPopoverFeed', params: ({ event }) => ({ storeId: event.storeId, open: true }) },
      ],
    },
    'popover.closed': {
      actions: [
        { type: 'toPopoverFeed', params: ({ event }) => ({ storeId: event.storeId, open: false }) },
        assign({ popover: undefined }),
      ],
    },
    // A new message is listed at once; a count change the new messages do not explain, and every reconnect,
    // bring the lists up to date from the server (a feed never opened stays idle).
    'notification.received': {
      actions: [
        {
          type: 'toFeeds',
          params: ({ event }) => ({ type: 'notification.received', message: event.message }),
        },
        emit(({ event }) => ({ type: 'notification.received' as const, message: event.message })),
      ],
    },
    'counts.changed': { actions: { type: 'toFeeds', params: { type: 'feed.refetch' } } },
    'data.changed': {
      actions: emit(({ event }) => ({ type: 'data.changed' as const, resource: event.resource })),
    },
    'realtime.reconnected': {
      actions: [
        { type: 'toFeeds', params: { type: 'feed.refetch' } },
        emit({ type: 'data.changed' as const, resource: undefined }),
      ],
    },
    'feed.changed': { actions: ['postToTabs', 'refreshAfterArchiving'] },
    'preference.changed': { actions: 'postToTabs' },
    'tab.message': { actions: { type: 'applyTabMessage', params: ({ event }) => event.message } },
  },
});

export type NotificationSystemSnapshot = SnapshotFrom<typeof notificationSystemMachine>;
export type NotificationSystem = ActorRefFrom<typeof notificationSystemMachine>;

/**
 * Creates and starts the notification system for a subscriber: the whole lifecycle, for any framework or none.
 * Stop it to close the socket and the other tabs' channel and abandon every call in flight.
 */
export function startNotificationSystem(
  input: NotificationSystemInput,
  options: Omit<ActorOptions<typeof notificationSystemMachine>, 'input'> = {},
): NotificationSystem {
  const system = createActor(notificationSystemMachine, { input, ...options });
  system.start();
  return system;
}

import type { NotificationMessage, Organization } from '@herald/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/api-client.js';
import { resolveFetchingStrategy } from '../data/fetching-strategy.js';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import { createOrganizationStore } from '../organization/organization.store.js';
import { isSessionReady } from '../session/session.selectors.js';
import { createSessionStore } from '../session/session.store.js';
import { linkUnseenCountToSession } from '../unseen-count/link-to-session.js';
import { createUnseenCountStore } from '../unseen-count/unseen-count.store.js';
import {
  FeedsContext,
  NotificationContext,
  PreferencesContext,
  useNotificationActors,
} from './notification-context.js';
import type { FeedActor, NotificationActors, PreferencesActor } from './notification-context.js';
import { createTabSync } from './tab-sync.js';
import { useLazyActors } from './use-chunk.js';

/** The feed's one tab when the host names none. */
export const DEFAULT_STORES: readonly FeedStoreConfig[] = [{ storeId: 'default_store' }];

export interface NotificationProviderProps {
  /** The environment's application identifier; the session waits until it and the subscriber id are set. */
  applicationIdentifier?: string | undefined;
  /** The signed-in user as the notification backend knows them. */
  subscriberId?: string | undefined;
  /** HMAC of the subscriber id, when the environment enforces HMAC. */
  subscriberHash?: string | undefined;
  /** The backend's origin; calls go to `<backendUrl>/v1`. */
  backendUrl: string;
  /** The socket.io server; defaults to the backend. */
  socketUrl?: string | undefined;
  /** The feed's tabs, each with its own query; one tab of everything by default. Treated as configuration. */
  stores?: readonly FeedStoreConfig[] | undefined;
  /** Which resources load at start and which wait for their view (SPEC §4); read once, at mount. */
  fetchingStrategy?: Partial<FetchingStrategy> | undefined;
  /** Called once the session is ready and the organisation (when fetched at start) has loaded. */
  onLoad?: ((loaded: { organization: Organization | undefined }) => void) | undefined;
  /** Called with every new unseen count, for a page title or a favicon badge. */
  onUnseenCountChanged?: ((unseenCount: number) => void) | undefined;
  /**
   * Called with each new message as the socket delivers it, for a page whose data the message concerns (its
   * `cta.data.url`, its `payload`). Giving it opens the socket even where no count is shown.
   */
  onNotificationReceived?: ((message: NotificationMessage) => void) | undefined;
  children?: ReactNode;
}

/** Starts the widget session, counts, feeds and branding for the subscriber, for the hooks below it. */
export function NotificationProvider({
  backendUrl,
  socketUrl = backendUrl,
  stores = DEFAULT_STORES,
  ...props
}: NotificationProviderProps) {
  // A different backend or a different set of tabs needs new actors: the scope starts over with them.
  return (
    <NotificationScope
      key={`${backendUrl} ${socketUrl} ${JSON.stringify(stores)}`}
      backendUrl={backendUrl}
      socketUrl={socketUrl}
      stores={stores}
      {...props}
    />
  );
}

/** Keeps the latest callback without resubscribing when the host passes a new function each render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Runs a light store for as long as the scope is mounted (started again after React's strict-mode restart). */
function useStarted<T extends { start(): unknown; stop(): void }>(create: () => T): T {
  const [store] = useState(create);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return store;
}

function NotificationScope({
  applicationIdentifier,
  subscriberId,
  subscriberHash,
  backendUrl,
  socketUrl,
  stores,
  fetchingStrategy,
  onLoad,
  onUnseenCountChanged,
  onNotificationReceived,
  children,
}: NotificationProviderProps & { socketUrl: string; stores: readonly FeedStoreConfig[] }) {
  const [strategy] = useState(() => resolveFetchingStrategy(fetchingStrategy));
  // The client exists before the session store, so a refused token is relayed as an event.
  const [tokenRefusals] = useState(() => new EventTarget());
  const [api] = useState(() =>
    createApiClient({ backendUrl, onUnauthorized: () => tokenRefusals.dispatchEvent(new Event('refused')) }),
  );
  const session = useStarted(() =>
    createSessionStore({ api, applicationIdentifier, subscriberId, subscriberHash }),
  );
  const unseenCount = useStarted(() =>
    createUnseenCountStore({ api, socketUrl, stores, fetchUnreadCount: strategy.fetchUnreadCount }),
  );
  const organization = useStarted(() => createOrganizationStore({ api, eager: strategy.fetchOrganization }));
  const [countsRequested, setCountsRequested] = useState(
    strategy.fetchUnseenCount || onNotificationReceived !== undefined,
  );
  const requestCounts = useCallback(() => setCountsRequested(true), []);

  // A token the REST API or the socket's server refuses is renewed.
  useEffect(() => {
    const expire = () => session.send({ type: 'session.expired' });
    tokenRefusals.addEventListener('refused', expire);
    const socketRefusals = unseenCount.on('realtime.tokenRefused', expire);
    return () => {
      tokenRefusals.removeEventListener('refused', expire);
      socketRefusals.unsubscribe();
    };
  }, [session, unseenCount, tokenRefusals]);
  useEffect(() => linkUnseenCountToSession(session, organization), [session, organization]);
  useEffect(
    () => (countsRequested ? linkUnseenCountToSession(session, unseenCount) : undefined),
    [session, unseenCount, countsRequested],
  );
  // A new subscriber restarts the session; the same one is ignored by the store, so the first run is a no-op.
  useEffect(() => {
    session.send({ type: 'session.configure', applicationIdentifier, subscriberId, subscriberHash });
  }, [session, applicationIdentifier, subscriberId, subscriberHash]);

  const [tabSync] = useState(createTabSync);
  useEffect(
    () =>
      applicationIdentifier && subscriberId ? tabSync.open(applicationIdentifier, subscriberId) : undefined,
    [tabSync, applicationIdentifier, subscriberId],
  );

  const unseenCountChanged = useLatest(onUnseenCountChanged);
  useEffect(() => {
    let last: number | undefined;
    const subscription = unseenCount.subscribe((snapshot) => {
      if (snapshot.matches('waitingForSession') || snapshot.context.unseenCount === last) return;
      last = snapshot.context.unseenCount;
      unseenCountChanged.current?.(last);
    });
    return () => subscription.unsubscribe();
  }, [unseenCount, unseenCountChanged]);

  const notificationReceived = useLatest(onNotificationReceived);
  useEffect(() => {
    const subscription = unseenCount.on('notification.received', ({ message }) =>
      notificationReceived.current?.(message),
    );
    return () => subscription.unsubscribe();
  }, [unseenCount, notificationReceived]);

  const loaded = useLatest(onLoad);
  useEffect(() => {
    let announced = false;
    const announce = () => {
      const ready = isSessionReady(session.getSnapshot());
      const branding = organization.getSnapshot();
      if (!ready) announced = false;
      else if (
        !announced &&
        (!strategy.fetchOrganization || branding.matches('loaded') || branding.matches('failed'))
      ) {
        announced = true;
        loaded.current?.({ organization: branding.context.organization });
      }
    };
    const subscriptions = [session.subscribe(announce), organization.subscribe(announce)];
    announce();
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, organization, strategy, loaded]);

  const actors = useMemo<NotificationActors>(
    () => ({ api, session, unseenCount, organization, stores, strategy, tabSync, requestCounts }),
    [api, session, unseenCount, organization, stores, strategy, tabSync, requestCounts],
  );
  return (
    <NotificationContext value={actors}>
      <FeedsScope>
        <PreferencesScope>{children}</PreferencesScope>
      </FeedsScope>
    </NotificationContext>
  );
}

const loadFeedChunk = () => import('./feed-chunk.js');

/** Feeds one feed actor from the session, the counts and the subscriber's other tabs; returns the unlink. */
function followFeed(feed: FeedActor, storeId: string, { session, unseenCount, tabSync }: NotificationActors) {
  const unlink = linkUnseenCountToSession(session, feed);
  // A new message is listed at once; a count change the new messages do not explain, and every reconnect,
  // bring the list up to date from the server (a feed never opened stays idle).
  const refetch = () => feed.send({ type: 'feed.refetch' });
  const subscriptions = [
    unseenCount.on('notification.received', ({ message }) =>
      feed.send({ type: 'notification.received', message }),
    ),
    unseenCount.on('counts.changed', refetch),
    unseenCount.on('realtime.reconnected', refetch),
    feed.on('feed.changed', ({ change }) => tabSync.post({ kind: 'feed', storeId, change })),
  ];
  const unsubscribe = tabSync.subscribe((message) => {
    if (message.kind !== 'feed') return;
    // Changes by id apply anywhere; a change to a whole feed is simplest to take from the server.
    const byId =
      message.change.kind === 'mark' || message.change.kind === 'remove' || message.change.kind === 'action';
    feed.send(byId ? { type: 'feed.remoteChange', change: message.change } : { type: 'feed.refetch' });
  });
  return () => {
    unlink();
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    unsubscribe();
  };
}

/** Loads the feed chunk when a feed view first asks (or at start, if the strategy says so): one actor per store. */
function FeedsScope({ children }: { children: ReactNode }) {
  const actors = useNotificationActors('NotificationProvider');
  const [requested, setRequested] = useState(actors.strategy.fetchNotifications);
  const start = useCallback(
    ({ createActor, feedMachine }: Awaited<ReturnType<typeof loadFeedChunk>>) => {
      const { api, stores, strategy } = actors;
      const started = stores.map((store) => {
        const feed = createActor(feedMachine, { input: { api, store, eager: strategy.fetchNotifications } });
        feed.start();
        return { storeId: store.storeId, feed, unfollow: followFeed(feed, store.storeId, actors) };
      });
      const feeds: Readonly<Record<string, FeedActor>> = Object.fromEntries(
        started.map(({ storeId, feed }) => [storeId, feed]),
      );
      const stop = () =>
        started.forEach(({ feed, unfollow }) => {
          unfollow();
          feed.stop();
        });
      return [feeds, stop] as const;
    },
    [actors],
  );
  const feeds = useLazyActors(requested, loadFeedChunk, start);
  const request = useCallback(() => setRequested(true), []);
  const scope = useMemo(() => ({ feeds, request }), [feeds, request]);
  return <FeedsContext value={scope}>{children}</FeedsContext>;
}

const loadPreferencesChunk = () =>
  Promise.all([loadFeedChunk(), import('../preferences/index.js')]).then(([feed, preferences]) => ({
    createActor: feed.createActor,
    preferencesMachine: preferences.preferencesMachine,
  }));

/** Loads the preferences chunk when the settings view first asks (or at start, if the strategy says so). */
function PreferencesScope({ children }: { children: ReactNode }) {
  const { api, session, tabSync, strategy } = useNotificationActors('NotificationProvider');
  const [requested, setRequested] = useState(strategy.fetchUserPreferences);
  const start = useCallback(
    ({ createActor, preferencesMachine }: Awaited<ReturnType<typeof loadPreferencesChunk>>) => {
      const preferences = createActor(preferencesMachine, { input: { api, eager: true } });
      preferences.start();
      const unlink = linkUnseenCountToSession(session, preferences);
      const shared = preferences.on('preference.changed', ({ item }) =>
        tabSync.post({ kind: 'preference', item }),
      );
      const unsubscribe = tabSync.subscribe((message) => {
        if (message.kind === 'preference') {
          preferences.send({ type: 'preferences.remoteChange', item: message.item });
        }
      });
      const stop = () => {
        unlink();
        shared.unsubscribe();
        unsubscribe();
        preferences.stop();
      };
      return [preferences as PreferencesActor, stop] as const;
    },
    [api, session, tabSync],
  );
  const actor = useLazyActors(requested, loadPreferencesChunk, start);
  const request = useCallback(() => setRequested(true), []);
  const scope = useMemo(() => ({ actor, request }), [actor, request]);
  return <PreferencesContext value={scope}>{children}</PreferencesContext>;
}

import type { Organization } from '@herald/protocol';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/api-client.js';
import { resolveFetchingStrategy } from '../data/fetching-strategy.js';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import { feedMachine } from '../feed/feed.machine.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import { organizationMachine } from '../organization/organization.machine.js';
import type { preferencesMachine } from '../preferences/preferences.machine.js';
import { sessionMachine } from '../session/session.machine.js';
import { isSessionReady } from '../session/session.selectors.js';
import { linkUnseenCountToSession } from '../unseen-count/link-to-session.js';
import { unseenCountMachine } from '../unseen-count/unseen-count.machine.js';
import {
  FeedsContext,
  NotificationContext,
  PreferencesContext,
  useFeedActors,
  useNotificationActors,
} from './notification-context.js';
import type { FeedActor, NotificationActors, PreferencesActor } from './notification-context.js';
import { createTabSync } from './tab-sync.js';

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
  children,
}: NotificationProviderProps & { socketUrl: string; stores: readonly FeedStoreConfig[] }) {
  const [strategy] = useState(() => resolveFetchingStrategy(fetchingStrategy));
  // The client exists before the session actor, so a refused token is relayed as an event.
  const [tokenRefusals] = useState(() => new EventTarget());
  const [api] = useState(() =>
    createApiClient({ backendUrl, onUnauthorized: () => tokenRefusals.dispatchEvent(new Event('refused')) }),
  );
  const session = useActorRef(sessionMachine, {
    input: { api, applicationIdentifier, subscriberId, subscriberHash },
  });
  const unseenCount = useActorRef(unseenCountMachine, {
    input: { api, socketUrl, stores, fetchUnreadCount: strategy.fetchUnreadCount },
  });
  const organization = useActorRef(organizationMachine, {
    input: { api, eager: strategy.fetchOrganization },
  });
  const [countsRequested, setCountsRequested] = useState(strategy.fetchUnseenCount);
  const requestCounts = useCallback(() => setCountsRequested(true), []);

  useEffect(() => {
    const expire = () => session.send({ type: 'session.expired' });
    tokenRefusals.addEventListener('refused', expire);
    return () => tokenRefusals.removeEventListener('refused', expire);
  }, [session, tokenRefusals]);
  useEffect(() => linkUnseenCountToSession(session, organization), [session, organization]);
  useEffect(
    () => (countsRequested ? linkUnseenCountToSession(session, unseenCount) : undefined),
    [session, unseenCount, countsRequested],
  );
  // A new subscriber restarts the session; the same one is ignored by the machine, so the first run is a no-op.
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
  const feeds = stores.reduceRight<ReactNode>(
    (inner, store) => (
      <FeedScope key={store.storeId} store={store}>
        {inner}
      </FeedScope>
    ),
    <PreferencesScope>{children}</PreferencesScope>,
  );
  return (
    <NotificationContext value={actors}>
      <FeedsContext value={NO_FEEDS}>{feeds}</FeedsContext>
    </NotificationContext>
  );
}

const NO_FEEDS: Readonly<Record<string, FeedActor>> = {};

/** One feed actor for one store, added to the stores above it. */
function FeedScope({ store, children }: { store: FeedStoreConfig; children: ReactNode }) {
  const { api, session, unseenCount, strategy, tabSync } = useNotificationActors('NotificationProvider');
  const feed = useActorRef(feedMachine, { input: { api, store, eager: strategy.fetchNotifications } });
  useEffect(() => linkUnseenCountToSession(session, feed), [session, feed]);
  // A settled count change and every reconnect bring the list up to date (a feed never opened stays idle).
  useEffect(() => {
    const refetch = () => feed.send({ type: 'feed.refetch' });
    const subscriptions = [
      unseenCount.on('counts.changed', refetch),
      unseenCount.on('realtime.reconnected', refetch),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [unseenCount, feed]);
  useEffect(() => {
    const shared = feed.on('feed.changed', ({ change }) =>
      tabSync.post({ kind: 'feed', storeId: store.storeId, change }),
    );
    const unsubscribe = tabSync.subscribe((message) => {
      if (message.kind !== 'feed') return;
      // Changes by id apply anywhere; a change to a whole feed is simplest to take from the server.
      const byId =
        message.change.kind === 'mark' ||
        message.change.kind === 'remove' ||
        message.change.kind === 'action';
      feed.send(byId ? { type: 'feed.remoteChange', change: message.change } : { type: 'feed.refetch' });
    });
    return () => {
      shared.unsubscribe();
      unsubscribe();
    };
  }, [feed, tabSync, store.storeId]);

  const above = useFeedActors('NotificationProvider');
  const feeds = useMemo(() => ({ ...above, [store.storeId]: feed }), [above, store.storeId, feed]);
  return <FeedsContext value={feeds}>{children}</FeedsContext>;
}

type PreferencesMachine = typeof preferencesMachine;

/** Loads the preferences chunk when the settings view first asks (or at start, if the strategy says so). */
function PreferencesScope({ children }: { children: ReactNode }) {
  const { strategy } = useNotificationActors('NotificationProvider');
  const [requested, setRequested] = useState(strategy.fetchUserPreferences);
  const [machine, setMachine] = useState<PreferencesMachine>();
  const [actor, setActor] = useState<PreferencesActor>();
  useEffect(() => {
    if (!requested || machine) return undefined;
    let live = true;
    void import('../preferences/index.js').then((loaded) => {
      if (live) setMachine(loaded.preferencesMachine);
    });
    return () => {
      live = false;
    };
  }, [requested, machine]);
  const request = useCallback(() => setRequested(true), []);
  const scope = useMemo(() => ({ actor, request }), [actor, request]);
  return (
    <PreferencesContext value={scope}>
      {machine && <PreferencesHost machine={machine} onStart={setActor} />}
      {children}
    </PreferencesContext>
  );
}

/** Runs the preferences actor beside the host's tree, so loading the chunk never remounts the host's views. */
function PreferencesHost({
  machine,
  onStart,
}: {
  machine: PreferencesMachine;
  onStart: (actor: PreferencesActor | undefined) => void;
}) {
  const { api, session, tabSync } = useNotificationActors('NotificationProvider');
  const actor = useActorRef(machine, { input: { api, eager: true } });
  useEffect(() => {
    onStart(actor);
    return () => onStart(undefined);
  }, [actor, onStart]);
  useEffect(() => linkUnseenCountToSession(session, actor), [session, actor]);
  useEffect(() => {
    const shared = actor.on('preference.changed', ({ item }) => tabSync.post({ kind: 'preference', item }));
    const unsubscribe = tabSync.subscribe((message) => {
      if (message.kind === 'preference') actor.send({ type: 'preferences.remoteChange', item: message.item });
    });
    return () => {
      shared.unsubscribe();
      unsubscribe();
    };
  }, [actor, tabSync]);
  return null;
}

import type { NotificationMessage, Organization } from '@herald/notification-protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { resolveFetchingStrategy } from '../data/fetching-strategy.js';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import { DEFAULT_STORES } from '../system/stores.js';
import type { NotificationSystem } from '../system/notification-system.machine.js';
import { NotificationContext } from './notification-context.js';
import type { NotificationScope, Requested } from './notification-context.js';
import { useLatest } from './use-latest.js';

export { ARCHIVE_STORE_ID, DEFAULT_STORES } from '../system/stores.js';

export interface NotificationProviderProps {
  /** The environment's application identifier; the session waits until it and the subscriber id are set. */
  applicationIdentifier?: string | undefined;
  /** The signed-in user as the notification backend knows them. */
  subscriberId?: string | undefined;
  /** HMAC of the subscriber id, when the environment enforces HMAC. */
  subscriberHash?: string | undefined;
  /**
   * Holds the session still while the host replaces the subscriber's credentials (a new password retires the
   * subscriber hash): no renewal and no socket, the count and the lists as they are. Set back to false, the session
   * renews with the subscriber as the props give it then.
   */
  suspended?: boolean | undefined;
  /** The backend's origin; calls go to `<backendUrl>/v1`. */
  backendUrl: string;
  /** The socket.io server; defaults to the backend. */
  socketUrl?: string | undefined;
  /** The feed's tabs, each with its own query; one tab of everything by default. Treated as configuration. */
  stores?: readonly FeedStoreConfig[] | undefined;
  /**
   * Which resources load at start and which wait for their view (docs/product.md §4); read once, at mount.
   */
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
  /**
   * Called when the server says data the page shows has changed though no notification says so (its
   * `data_changed` socket event, naming the data in the host's words), and with `undefined` after the socket
   * reconnects, when anything may have changed meanwhile. Giving it opens the socket even where no count is shown.
   */
  onDataChanged?: ((resource: string | undefined) => void) | undefined;
  children?: ReactNode;
}

/** Starts the notification system for the subscriber, for the hooks below it. */
export function NotificationProvider({
  backendUrl,
  socketUrl = backendUrl,
  stores = DEFAULT_STORES,
  ...props
}: NotificationProviderProps) {
  // A different backend or a different set of tabs needs a new system: the scope starts over with it.
  return (
    <NotificationScopeProvider
      key={`${backendUrl} ${socketUrl} ${JSON.stringify(stores)}`}
      backendUrl={backendUrl}
      socketUrl={socketUrl}
      stores={stores}
      {...props}
    />
  );
}

const loadSystem = () => import('./system-chunk.js');
// The views' code, which the system loads when a view first asks for it.
const loaders = {
  feeds: () => import('./feed-chunk.js').then((chunk) => chunk.feedMachine),
  preferences: () => import('./preferences-chunk.js').then((chunk) => chunk.preferencesMachine),
};

function NotificationScopeProvider({
  applicationIdentifier,
  subscriberId,
  subscriberHash,
  suspended = false,
  backendUrl,
  socketUrl,
  stores,
  fetchingStrategy,
  onLoad,
  onUnseenCountChanged,
  onNotificationReceived,
  onDataChanged,
  children,
}: NotificationProviderProps & { socketUrl: string; stores: readonly FeedStoreConfig[] }) {
  const [strategy] = useState(() => resolveFetchingStrategy(fetchingStrategy));
  const [system, setSystem] = useState<NotificationSystem>();
  const [requested, setRequested] = useState<ReadonlySet<Requested>>(
    () =>
      new Set<Requested>([
        ...(strategy.fetchNotifications ? (['feeds'] as const) : []),
        ...(strategy.fetchUserPreferences ? (['preferences'] as const) : []),
      ]),
  );
  const request = useCallback(
    (part: Requested) => setRequested((parts) => (parts.has(part) ? parts : new Set([...parts, part]))),
    [],
  );
  const identity = useLatest({ applicationIdentifier, subscriberId, subscriberHash });
  const listensForMessages = useRef(Boolean(onNotificationReceived ?? onDataChanged));
  // The host's callbacks as the last render gave them, read when the system tells.
  const host = useLatest({ onLoad, onUnseenCountChanged, onNotificationReceived, onDataChanged });

  // The system's code arrives after the first render, so the bell paints without it; strict mode's second mount
  // starts a fresh system.
  useEffect(() => {
    let started: NotificationSystem | undefined;
    let live = true;
    void loadSystem().then(({ startNotificationSystem }) => {
      if (!live) return;
      const running = startNotificationSystem({
        ...identity.current,
        backendUrl,
        socketUrl,
        stores,
        fetchingStrategy: strategy,
        counts: listensForMessages.current,
        loaders,
      });
      // Heard from the start: a message the socket brings before React renders again still reaches the host.
      running.on('system.loaded', ({ organization }) => host.current.onLoad?.({ organization }));
      running.on('unseenCount.changed', ({ unseenCount }) =>
        host.current.onUnseenCountChanged?.(unseenCount),
      );
      running.on('notification.received', ({ message }) => host.current.onNotificationReceived?.(message));
      running.on('data.changed', ({ resource }) => host.current.onDataChanged?.(resource));
      started = running;
      setSystem(running);
    });
    return () => {
      live = false;
      started?.stop();
      setSystem(undefined);
    };
  }, [backendUrl, socketUrl, stores, strategy, identity, host]);

  // A new subscriber restarts the session; the same one is ignored by the system.
  useEffect(() => {
    system?.send({ type: 'session.configure', applicationIdentifier, subscriberId, subscriberHash });
  }, [system, applicationIdentifier, subscriberId, subscriberHash]);

  // After the subscriber above, so a resume renews with the hash this render gives.
  useEffect(() => {
    system?.send({ type: suspended ? 'session.suspend' : 'session.resume' });
  }, [system, suspended]);

  // The system loads the feed's and the preferences' code itself when first asked.
  useEffect(() => {
    for (const part of requested) system?.send({ type: `${part}.start` });
  }, [system, requested]);

  const identified = Boolean(applicationIdentifier && subscriberId);
  const scope = useMemo<NotificationScope>(
    () => ({ system, stores, strategy, identified, request }),
    [system, stores, strategy, identified, request],
  );
  return <NotificationContext value={scope}>{children}</NotificationContext>;
}

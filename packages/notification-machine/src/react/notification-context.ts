// The provider's contexts: the bell's light stores at once, the feeds and the preferences once their chunks arrive;
// each hook reads its part and raises a developer error outside the provider.
import { outsideProviderMessage } from '@herald/protocol';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/api.types.js';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import type { feedMachine } from '../feed/feed.machine.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import type { OrganizationStore } from '../organization/organization.store.js';
import type { preferencesMachine } from '../preferences/preferences.machine.js';
import type { SessionStore } from '../session/session.store.js';
import type { UnseenCountStore } from '../unseen-count/unseen-count.store.js';
import type { TabSync } from './tab-sync.js';

export type FeedActor = ActorRefFrom<typeof feedMachine>;
export type PreferencesActor = ActorRefFrom<typeof preferencesMachine>;

/** What the bell needs, there from the first render: no state-machine library, no feed. */
export interface NotificationActors {
  api: ApiClient;
  session: SessionStore;
  unseenCount: UnseenCountStore;
  organization: OrganizationStore;
  stores: readonly FeedStoreConfig[];
  strategy: FetchingStrategy;
  /** Shares changes with the subscriber's other browser tabs. */
  tabSync: TabSync;
  /** A count hook mounted: start the counts even if the fetching strategy left them out. */
  requestCounts(): void;
}

export interface FeedsScope {
  /** One feed actor per store, by storeId; undefined until the feed chunk has loaded. */
  feeds: Readonly<Record<string, FeedActor>> | undefined;
  /** A feed view mounted: load the feed chunk and start the feeds. */
  request(): void;
}

export interface PreferencesScope {
  /** Undefined until the preferences chunk has loaded. */
  actor: PreferencesActor | undefined;
  /** The settings view mounted: load the preferences chunk and the preferences. */
  request(): void;
}

export const NotificationContext = createContext<NotificationActors | null>(null);
export const FeedsContext = createContext<FeedsScope | null>(null);
export const PreferencesContext = createContext<PreferencesScope | null>(null);

/** Reads a context of the provider; `hookName` names the hook in the developer error raised outside it. */
function useScope<T>(context: React.Context<T | null>, hookName: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(outsideProviderMessage(hookName));
  return value;
}

export const useNotificationActors = (hookName: string) => useScope(NotificationContext, hookName);
export const useFeedsScope = (hookName: string) => useScope(FeedsContext, hookName);
export const usePreferencesScope = (hookName: string) => useScope(PreferencesContext, hookName);

import { outsideProviderMessage } from '@herald/protocol';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/api.types.js';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import type { feedMachine } from '../feed/feed.machine.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import type { organizationMachine } from '../organization/organization.machine.js';
import type { preferencesMachine } from '../preferences/preferences.machine.js';
import type { sessionMachine } from '../session/session.machine.js';
import type { unseenCountMachine } from '../unseen-count/unseen-count.machine.js';
import type { TabSync } from './tab-sync.js';

export type FeedActor = ActorRefFrom<typeof feedMachine>;
export type PreferencesActor = ActorRefFrom<typeof preferencesMachine>;

export interface NotificationActors {
  api: ApiClient;
  session: ActorRefFrom<typeof sessionMachine>;
  unseenCount: ActorRefFrom<typeof unseenCountMachine>;
  organization: ActorRefFrom<typeof organizationMachine>;
  stores: readonly FeedStoreConfig[];
  strategy: FetchingStrategy;
  /** Shares changes with the subscriber's other browser tabs. */
  tabSync: TabSync;
  /** A count hook mounted: start the counts even if the fetching strategy left them out. */
  requestCounts(): void;
}

export interface PreferencesScope {
  /** Undefined until the preferences chunk has loaded. */
  actor: PreferencesActor | undefined;
  /** The settings view mounted: load the preferences chunk and the preferences. */
  request(): void;
}

export const NotificationContext = createContext<NotificationActors | null>(null);
/** One feed actor per store, by storeId. */
export const FeedsContext = createContext<Readonly<Record<string, FeedActor>> | null>(null);
export const PreferencesContext = createContext<PreferencesScope | null>(null);

/** Reads a context of the provider; `hookName` names the hook in the developer error raised outside it. */
function useScope<T>(context: React.Context<T | null>, hookName: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(outsideProviderMessage(hookName));
  return value;
}

export const useNotificationActors = (hookName: string) => useScope(NotificationContext, hookName);
export const useFeedActors = (hookName: string) => useScope(FeedsContext, hookName);
export const usePreferencesScope = (hookName: string) => useScope(PreferencesContext, hookName);

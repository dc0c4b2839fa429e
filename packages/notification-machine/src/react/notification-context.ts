// The provider's context: the notification system once its code has arrived (right after the first render), and
// what the hooks need before it: the stores, the strategy, and a way to ask for the counts, the feeds and the
// preferences. Each hook raises a developer error outside the provider.
import { outsideProviderMessage } from '@herald/notification-protocol';
import { createContext, useContext } from 'react';
import type { FetchingStrategy } from '../data/fetching-strategy.js';
import type { FeedStoreConfig } from '../feed/feed.types.js';
import type { NotificationSystem } from '../system/notification-system.machine.js';

export type { FeedActor, PreferencesActor } from '../system/notification-system.machine.js';

/** What a view asks the provider to start: the counts and socket, the feeds' code, the preferences' code. */
export type Requested = 'counts' | 'feeds' | 'preferences';

export interface NotificationScope {
  /** Undefined until the system's code has loaded. */
  system: NotificationSystem | undefined;
  stores: readonly FeedStoreConfig[];
  strategy: FetchingStrategy;
  /** Whether the host named the subscriber: until the system runs, the hooks then answer "loading". */
  identified: boolean;
  request(part: Requested): void;
}

export const NotificationContext = createContext<NotificationScope | null>(null);

/** Reads the provider's scope; `hookName` names the hook in the developer error raised outside it. */
export function useNotificationScope(hookName: string): NotificationScope {
  const value = useContext(NotificationContext);
  if (value === null) throw new Error(outsideProviderMessage(hookName));
  return value;
}

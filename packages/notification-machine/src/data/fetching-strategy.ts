// Which resources load as soon as the session is ready, and which wait for their view (docs/product.md §4).

export interface FetchingStrategy {
  /** The bell's unseen count. */
  fetchUnseenCount: boolean;
  /** The unread count. */
  fetchUnreadCount: boolean;
  /** The organisation's branding. */
  fetchOrganization: boolean;
  /** The first page of every feed, before the popover opens. */
  fetchNotifications: boolean;
  /** The subscriber's preferences, before the settings view opens. */
  fetchUserPreferences: boolean;
}

/** The bell, its count and the branding are needed at once; the feed and the settings wait for their view. */
export const DEFAULT_FETCHING_STRATEGY: FetchingStrategy = {
  fetchUnseenCount: true,
  fetchUnreadCount: true,
  fetchOrganization: true,
  fetchNotifications: false,
  fetchUserPreferences: false,
};

export function resolveFetchingStrategy(strategy: Partial<FetchingStrategy> = {}): FetchingStrategy {
  return { ...DEFAULT_FETCHING_STRATEGY, ...strategy };
}

// The notification kit's constants of docs/product.md §9. Every timing, size and key used by a machine, a
// component or the server's widget API comes from here, never a bare literal.

/** Path prefix of every REST call (docs/product.md §9). */
export const API_PREFIX = '/v1';

/** Browser storage keys of the notification widget (docs/product.md §9). */
export const STORAGE_KEYS = {
  /** The notification widget's session token. */
  widgetToken: 'widget_user_auth_token',
} as const;

/** Count fetches ask for at most this many; counts above it report hasMore (docs/product.md §9). */
export const COUNT_LIMIT = 100;
/** The unseen badge shows `99+` above this (docs/product.md §9). */
export const BADGE_CAP = 99;

export const TIMINGS = {
  /** How long the preference "Saved" confirmation shows. */
  savedConfirmationMs: 1500,
  /** Socket event debounce. */
  socketDebounceMs: 100,
  /** Socket event debounce under an automated test runner. */
  socketDebounceTestMs: 1000,
  /** Infinite scroll throttle. */
  scrollThrottleMs: 150,
  /** Socket reconnection delay ceiling. */
  socketReconnectionDelayMaxMs: 10_000,
  /** Backoff defaults: first delay, ceiling, and overall timeout. */
  backoffMinMs: 1000,
  backoffMaxMs: 5000,
  backoffTimeoutMs: 20_000,
  /** Data cache time. */
  cacheTimeMs: 5 * 60 * 1000,
  /** Retries of a failed data fetch; the delay doubles from the base up to the ceiling. */
  retries: 3,
  retryDelayBaseMs: 1000,
  retryDelayMaxMs: 30_000,
  /** The scroll area hides its scrollbar after this idle time. */
  scrollbarHideMs: 600,
  /** HTTP client default timeout; 0 means none. */
  httpTimeoutMs: 0,
} as const;

export const SIZES = {
  listHeightPx: 400,
  widgetWidthPx: 420,
  headerHeightPx: 55,
} as const;

/** The feed loads its next page when scrolled past this fraction. */
export const SCROLL_LOAD_MORE_THRESHOLD = 0.8;

/** Appended to the provider's powered-by link (docs/product.md §9). */
export const UTM_SUFFIX = 'utm_campaign=in-app';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
/** Default bell and widget theme. */
export const DEFAULT_THEME: ThemeMode = 'light';

/** Audience of the widget session token (docs/product.md §7). */
export const WIDGET_TOKEN_AUDIENCE = 'widget_user';

/** Feed page size when a request names none, and the most one page may hold (docs/product.md §4, §7). */
export const FEED_PAGE_SIZE = 10;
export const FEED_PAGE_SIZE_MAX = 100;

/**
 * Every widget usage log name starts with this, so widget events stand apart from the app's
 * (docs/product.md §7).
 */
export const WIDGET_USAGE_LOG_PREFIX = '[Widget] - ';

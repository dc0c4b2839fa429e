// The app's and the server's constants of docs/product.md §9 beside the notification kit's
// (`@herald/notification-protocol`). Every timing, size and key comes from here or there, never a bare
// literal.
import { STORAGE_KEYS as WIDGET_STORAGE_KEYS, type ThemeMode } from '@herald/notification-protocol';

/** Browser storage keys (docs/product.md §9, §6): the app's beside the notification widget's. */
export const STORAGE_KEYS = {
  /** The app's login token. */
  appToken: 'token',
  ...WIDGET_STORAGE_KEYS,
  /** The guest marker, kept apart from the token (docs/product.md §6). */
  guestMarker: 'guest',
} as const;

export const XSRF = { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' } as const;

export const SORT_DIRECTION = { ascending: 1, descending: -1 } as const;
export type SortDirection = (typeof SORT_DIRECTION)[keyof typeof SORT_DIRECTION];

/** Audience of the app's login token. */
export const APP_TOKEN_AUDIENCE = 'herald_app';
/** Audience of a guest session's token: a faculty's selected work, read only, without an account. */
export const GUEST_TOKEN_AUDIENCE = 'herald_guest';

/**
 * Cached data is not refetched just because a view mounted or the window regained focus (docs/product.md §9).
 */
export const DATA_FETCHING = { refetchOnMount: false, refetchOnWindowFocus: false } as const;

/**
 * Button colours per theme (docs/product.md §9). The primary button is a pink-to-orange gradient; both ends
 * keep the button text at 4.5:1 contrast or better, so the gradient never costs legibility.
 */
export const BUTTON_COLORS = {
  light: {
    primaryBackground: 'linear-gradient(90deg, #BE185D 0%, #C2410C 100%)',
    primaryText: '#FFFFFF',
    secondaryBackground: '#F5F5F7',
    secondaryText: '#1F1F2E',
  },
  dark: {
    primaryBackground: 'linear-gradient(90deg, #F472B6 0%, #FB923C 100%)',
    primaryText: '#13131A',
    secondaryBackground: '#3D3D4D',
    secondaryText: '#FFFFFF',
  },
} as const satisfies Record<ThemeMode, Record<string, string>>;

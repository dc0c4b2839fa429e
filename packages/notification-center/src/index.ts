// @herald/notification-center: the data-bound notification center (the bell, its popover or inline center with the
// feed, tabs, actions and settings), built on @herald/ui's public entry and @herald/notification-machine. Explicit
// exports only; only light modules are imported by the bell: the opened center (feed, items, settings, the popover
// itself) is loaded when the bell is first pointed at, focused or used. Its stylesheet is
// `@herald/notification-center/styles.css`, beside `@herald/ui/styles.css`.
export {
  DEFAULT_NOTIFICATION_CENTER_LABELS,
  labelsFromMessages,
  notificationCenterLabels,
  useNotificationCenterLanguage,
} from './labels.js';
export type {
  NotificationCenterLabels,
  NotificationCenterLanguageState,
  NotificationCenterTranslations,
} from './labels.js';
export {
  NOTIFICATION_CENTER_LANGUAGES,
  languageDirection,
  loadMessages as loadNotificationCenterLanguage,
  resolveLanguage as resolveNotificationCenterLanguage,
} from './i18n/languages.js';
export type { NotificationCenterLanguage } from './i18n/languages.js';
export { ENGLISH_MESSAGES as ENGLISH_NOTIFICATION_CENTER_MESSAGES, formatPlural } from './i18n/messages.js';
export type { NotificationCenterMessages, PluralForms } from './i18n/messages.js';
export {
  formatRelativeTime,
  hasPendingActions,
  NotificationItem,
  sanitizeContent,
} from './NotificationItem/index.js';
export type { NotificationItemProps } from './NotificationItem/index.js';
export { installEmptyMarkupPolicy } from './security/trustedTypes.js';
export {
  Feed,
  FEED_ACTIONS_HEIGHT_PX,
  FEED_ROW_HEIGHT_PX,
  FEED_VARIANTS,
  feedRowHeight,
  useWindowedList,
} from './Feed/index.js';
export type { FeedProps, FeedVariant, WindowedRange } from './Feed/index.js';
export { Header } from './Header/index.js';
export type { HeaderProps } from './Header/index.js';
export { Footer, HERALD_SITE_URL, poweredByText, withCampaign } from './Footer/index.js';
export type { FooterProps } from './Footer/index.js';
export { FeedTabs } from './FeedTabs/index.js';
export type { FeedTab, FeedTabsProps } from './FeedTabs/index.js';
export { COLOR_SCHEMES, NotificationCenter } from './NotificationCenter/index.js';
export type { ColorScheme, NotificationCenterProps } from './NotificationCenter/index.js';
export {
  PopoverNotificationCenter,
  popoverPlacement,
} from './PopoverNotificationCenter/index.js';
export type {
  PanelSource,
  PopoverNotificationCenterProps,
  PopoverPosition,
} from './PopoverNotificationCenter/index.js';
export { isShownPreference, Settings } from './Settings/index.js';
export type { SettingsLayout, SettingsProps } from './Settings/index.js';
export {
  ConnectedNotificationCenter,
  ConnectedPopoverNotificationCenter,
  ConnectedSettings,
  useNotificationCenter,
} from './connected/index.js';
export type {
  ConnectedNotificationCenterProps,
  ConnectedPopoverNotificationCenterProps,
  ConnectedSettingsProps,
  NotificationCenterConnection,
} from './connected/index.js';

// @herald/notification-center: the data-bound notification center on @herald/ui and @herald/notification-machine.
// This entry is the bell and its popover center, for a page that shows the bell: only light modules are imported
// here, and the opened center (feed, items, settings, the popover itself) is loaded when the bell is first pointed
// at, focused or used. The inline center and its parts are `@herald/notification-center/views`. One stylesheet for
// both: `@herald/notification-center/styles.css`, beside `@herald/ui/styles.css`. The design system's provider and
// bell are re-exported, so a page with only the bell imports from here alone.
export { UIProvider, UI_MODES } from '@herald/ui/components/UIProvider';
export type { UIMode, UIProviderProps } from '@herald/ui/components/UIProvider';
export { NotificationBell, notificationBellLabel } from '@herald/ui/components/NotificationBell';
export type { NotificationBellProps } from '@herald/ui/components/NotificationBell';
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
export { installEmptyMarkupPolicy } from './security/trustedTypes.js';
export { PopoverNotificationCenter, popoverPlacement } from './PopoverNotificationCenter/index.js';
export type {
  BellState,
  PanelSource,
  PopoverNotificationCenterProps,
  PopoverPosition,
} from './PopoverNotificationCenter/index.js';
export { ConnectedPopoverNotificationCenter } from './connected/ConnectedPopoverNotificationCenter.js';
export type { ConnectedPopoverNotificationCenterProps } from './connected/ConnectedPopoverNotificationCenter.js';
export { useNotificationCenter } from './connected/useNotificationCenter.js';
export type { NotificationCenterConnection } from './connected/useNotificationCenter.js';

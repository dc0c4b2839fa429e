// `@herald/ui/notification-center`: the bell and its popover center on their own, for hosts that show the bell
// without the rest of the kit. Only light modules are imported here: the opened center (feed, items, settings,
// the popover itself) is loaded by the bell when it is first pointed at, focused or used. Its stylesheet is
// `@herald/ui/notification-center.css`. The inline center and its parts are exported by the main entry.
export { UIProvider, UI_MODES } from '../components/UIProvider/index.js';
export type { UIMode, UIProviderProps } from '../components/UIProvider/index.js';
export { NotificationBell, notificationBellLabel } from '../components/NotificationBell/index.js';
export type { NotificationBellProps } from '../components/NotificationBell/index.js';
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
} from '../i18n/languages.js';
export type { NotificationCenterLanguage } from '../i18n/languages.js';
export { ENGLISH_MESSAGES as ENGLISH_NOTIFICATION_CENTER_MESSAGES, formatPlural } from '../i18n/messages.js';
export type { NotificationCenterMessages, PluralForms } from '../i18n/messages.js';
export type { NotificationCenterProps } from './NotificationCenter/NotificationCenter.js';
export {
  PopoverNotificationCenter,
  popoverPlacement,
} from './PopoverNotificationCenter/PopoverNotificationCenter.js';
export type {
  PanelSource,
  PopoverNotificationCenterProps,
  PopoverPosition,
} from './PopoverNotificationCenter/PopoverNotificationCenter.js';
export { ConnectedPopoverNotificationCenter } from './connected/ConnectedPopoverNotificationCenter.js';
export type { ConnectedPopoverNotificationCenterProps } from './connected/ConnectedPopoverNotificationCenter.js';
export { useNotificationCenter } from './connected/useNotificationCenter.js';
export type { NotificationCenterConnection } from './connected/useNotificationCenter.js';

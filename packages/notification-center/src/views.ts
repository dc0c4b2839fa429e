// `@herald/notification-center/views`: the center's views and parts for a page that shows them inline (the inline
// center, its feed, items, header, footer, tabs and settings, connected or fed by the host). A page with only the
// bell imports the main entry, whose opened center loads these when it is first used; kept apart, so a bundler that
// assigns modules to chunks by what each entry imports (esbuild) does not put them in the bell's first chunk.
export {
  formatRelativeTime,
  hasPendingActions,
  NotificationItem,
  sanitizeContent,
} from './NotificationItem/index.js';
export type { NotificationItemProps } from './NotificationItem/index.js';
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
export { isShownPreference, Settings } from './Settings/index.js';
export type { SettingsLayout, SettingsProps } from './Settings/index.js';
export { ConnectedNotificationCenter } from './connected/ConnectedNotificationCenter.js';
export type { ConnectedNotificationCenterProps } from './connected/ConnectedNotificationCenter.js';
export { ConnectedSettings } from './connected/ConnectedSettings.js';
export type { ConnectedSettingsProps } from './connected/ConnectedSettings.js';

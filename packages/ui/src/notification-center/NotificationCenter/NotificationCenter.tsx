import type { ReactNode } from 'react';
import { darkTheme, lightTheme } from '../../theme/theme.css.js';
import { cx } from '../../utils/cx.js';
import { Feed, type FeedProps } from '../Feed/Feed.js';
import { FeedTabs, type FeedTab } from '../FeedTabs/FeedTabs.js';
import { Footer } from '../Footer/Footer.js';
import { Header } from '../Header/Header.js';
import { notificationCenterLabels, type NotificationCenterLabels } from '../labels.js';
import * as styles from './NotificationCenter.css.js';

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export interface NotificationCenterProps {
  /** The feed of the tab shown: its messages, state and callbacks. */
  feed: Omit<FeedProps, 'labels'>;
  unseenCount?: number;
  /** More than one tab shows the row of tabs. */
  tabs?: readonly FeedTab[];
  /** Unseen messages per tab. */
  tabCounts?: Readonly<Record<string, number>>;
  activeTab?: string;
  onTabChange?: (storeId: string, previous: string) => void;
  onMarkAllAsRead?: () => void;
  showUserPreferences?: boolean;
  onOpenSettings?: () => void;
  /** Shown instead of the tabs and feed, such as the settings view. */
  children?: ReactNode;
  /** Applies the light or dark theme to the center alone; the surrounding theme otherwise. */
  colorScheme?: ColorScheme;
  /** Texts in another language; English fills any that are missing. */
  labels?: Partial<NotificationCenterLabels>;
  /** Slot: replaces the header. */
  header?: ReactNode;
  /** Slot: replaces the footer. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The notification center laid out inline: 420 px wide, a 55 px header, a 400 px list and the footer; a full-width
 * sheet below 480 px. Presentational: data and callbacks come in as props.
 */
export function NotificationCenter({
  feed,
  unseenCount = 0,
  tabs = [],
  tabCounts,
  activeTab,
  onTabChange,
  onMarkAllAsRead,
  showUserPreferences = false,
  onOpenSettings,
  children,
  colorScheme,
  labels: partialLabels,
  header,
  footer,
  className,
}: NotificationCenterProps) {
  const labels = notificationCenterLabels(partialLabels);
  const hasTabs = tabs.length > 1;
  const allRead = feed.notifications.every((message) => message.read);
  const schemeClass = colorScheme === 'dark' ? darkTheme : colorScheme === 'light' ? lightTheme : undefined;
  const renderFeed = () => <Feed {...feed} labels={labels} />;

  return (
    <section className={cx(styles.center, schemeClass, className)} aria-label={labels.notifications}>
      {children ?? (
        <>
          {header ?? (
            <Header
              unseenCount={unseenCount}
              hasTabs={hasTabs}
              allRead={allRead}
              onMarkAllAsRead={onMarkAllAsRead}
              showUserPreferences={showUserPreferences}
              onOpenSettings={onOpenSettings}
              labels={labels}
            />
          )}
          {hasTabs ? (
            <FeedTabs
              tabs={tabs}
              unseenCounts={tabCounts}
              value={activeTab ?? tabs[0]?.storeId ?? ''}
              onValueChange={(next, previous) => onTabChange?.(next, previous)}
              labels={labels}
            >
              {renderFeed}
            </FeedTabs>
          ) : (
            renderFeed()
          )}
        </>
      )}
      {footer ?? <Footer labels={labels} />}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Badge, formatBadgeCount } from '@herald/ui/components/Badge';
import { Tab, TabList, TabPanel, Tabs } from '@herald/ui/components/Tabs';
import { cx, visuallyHidden } from '@herald/ui/foundations';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import { sheetFill } from '../NotificationCenter/NotificationCenter.css.js';
import * as styles from './FeedTabs.css.js';

/** One tab of the center: a store of the notification provider. */
export interface FeedTab {
  storeId: string;
  name: string;
}

export interface FeedTabsProps {
  tabs: readonly FeedTab[];
  /** Unseen messages per store id. */
  unseenCounts?: Readonly<Record<string, number>>;
  value: string;
  /** Another tab was chosen; `previous` is the one left, whose fetched messages count as seen. */
  onValueChange: (storeId: string, previous: string) => void;
  /** The content of a tab, rendered only for the selected one. */
  children: (storeId: string) => ReactNode;
  /**
   * The selected tab's content holds controls (its messages, a retry button): the panel is then no Tab stop of its
   * own, Tab going from the tabs straight to the first of them. An empty or loading panel stays one, so its words
   * can be reached.
   */
  panelHoldsControls?: boolean;
  labels?: NotificationCenterLabels;
}

/**
 * A tab per store, each with its unseen badge, on the kit's `Tabs`: one tab in the Tab order, arrows move between
 * tabs (mirrored in right-to-left, wrapping) and show the tab focused, Home and End jump to the ends. Only the
 * selected tab's feed is mounted.
 */
export function FeedTabs({
  tabs,
  unseenCounts = {},
  value,
  onValueChange,
  children,
  panelHoldsControls = false,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
}: FeedTabsProps) {
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        if (next !== value) onValueChange(next, value);
      }}
      className={sheetFill}
    >
      <TabList aria-label={labels.feeds} className={styles.tabList}>
        {tabs.map((tab) => {
          const count = unseenCounts[tab.storeId] ?? 0;
          return (
            <Tab
              key={tab.storeId}
              value={tab.storeId}
              badge={
                count > 0 ? (
                  <>
                    <span className={visuallyHidden}>{`, ${labels.unseen(formatBadgeCount(count))}`}</span>
                    <Badge count={count} aria-hidden="true" />
                  </>
                ) : null
              }
            >
              {tab.name}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab) =>
        tab.storeId === value ? (
          <TabPanel
            key={tab.storeId}
            value={tab.storeId}
            className={cx(styles.panel, sheetFill)}
            tabIndex={panelHoldsControls ? -1 : 0}
          >
            {children(tab.storeId)}
          </TabPanel>
        ) : null,
      )}
    </Tabs>
  );
}

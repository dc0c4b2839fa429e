import { useDirection } from '@radix-ui/react-direction';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge, formatBadgeCount } from '../../components/Badge/Badge.js';
import * as tabStyles from '../../components/Tabs/Tabs.css.js';
import { visuallyHidden } from '../../styles/a11y.css.js';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import { cx } from '../../utils/cx.js';
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
  labels?: NotificationCenterLabels;
}

/**
 * A tab per store, each with its unseen badge; the WAI tabs pattern with the kit's tab styles, written out so the
 * opened center ships no tabs library: one tab in the Tab order, arrows move between tabs (mirrored in
 * right-to-left, wrapping) and show the tab focused, Home and End jump to the ends.
 */
export function FeedTabs({
  tabs,
  unseenCounts = {},
  value,
  onValueChange,
  children,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
}: FeedTabsProps) {
  const id = useId();
  const direction = useDirection();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (storeId: string) => `${id}-tab-${storeId}`;
  const panelId = (storeId: string) => `${id}-panel-${storeId}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.storeId === value);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = index + 1;
    else if (event.key === backward) next = index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.storeId))}`)?.focus();
    if (tab.storeId !== value) onValueChange(tab.storeId, value);
  }

  return (
    <div dir={direction} className={sheetFill}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={labels.feeds}
        aria-orientation="horizontal"
        className={cx(tabStyles.list, styles.tabList)}
      >
        {tabs.map((tab) => {
          const count = unseenCounts[tab.storeId] ?? 0;
          const selected = tab.storeId === value;
          return (
            <button
              key={tab.storeId}
              type="button"
              role="tab"
              id={tabId(tab.storeId)}
              aria-selected={selected}
              aria-controls={panelId(tab.storeId)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              className={tabStyles.tab}
              onKeyDown={onKeyDown}
              onClick={() => {
                if (!selected) onValueChange(tab.storeId, value);
              }}
            >
              {tab.name}
              {count > 0 ? (
                <>
                  <span className={visuallyHidden}>{`, ${labels.unseen(formatBadgeCount(count))}`}</span>
                  <Badge count={count} aria-hidden="true" />
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        tab.storeId === value ? (
          <div
            key={tab.storeId}
            role="tabpanel"
            id={panelId(tab.storeId)}
            aria-labelledby={tabId(tab.storeId)}
            tabIndex={0}
            data-state="active"
            className={cx(tabStyles.panel, styles.panel, sheetFill)}
          >
            {children(tab.storeId)}
          </div>
        ) : null,
      )}
    </div>
  );
}

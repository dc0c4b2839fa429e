import {
  SCROLL_LOAD_MORE_THRESHOLD,
  SIZES,
  TIMINGS,
  type NotificationMessage,
} from '@herald/notification-protocol';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type UIEvent,
} from 'react';
import { Button } from '@herald/ui/components/Button';
import { EmptyState } from '@herald/ui/components/EmptyState';
import { Skeleton } from '@herald/ui/components/Skeleton';
import { Spinner } from '@herald/ui/components/Spinner';
import { BellIcon, visuallyHidden } from '@herald/ui/foundations';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import {
  hasPendingActions,
  NotificationItem,
  type NotificationItemProps,
} from '../NotificationItem/NotificationItem.js';
import * as styles from './Feed.css.js';
import { useThrottledCallback } from './useThrottledCallback.js';
import { useWindowedList } from './useWindowedList.js';

/**
 * The height a message row is taken to have until it has been drawn and measured, and the extra for a row with
 * action buttons. Drawn rows take the height of their content, at least a one-line message's (Feed.css.ts).
 */
export const FEED_ROW_HEIGHT_PX = 88;
export const FEED_ACTIONS_HEIGHT_PX = 40;
const LOADING_MORE_HEIGHT_PX = 48;
const SKELETON_ROWS = 4;

export const FEED_VARIANTS = ['inline', 'popover'] as const;
export type FeedVariant = (typeof FEED_VARIANTS)[number];

type ItemCallbacks = Pick<
  NotificationItemProps,
  | 'onClick'
  | 'onMarkAsRead'
  | 'onMarkAsUnread'
  | 'onRemove'
  | 'onArchive'
  | 'onUnarchive'
  | 'onAction'
  | 'allowedNotificationActions'
  | 'now'
>;

export interface FeedProps extends ItemCallbacks {
  notifications: readonly NotificationMessage[];
  /** The first page is loading: skeleton rows show. */
  isLoading?: boolean;
  /** The next page is loading: a spinner shows under the last row. */
  isFetchingNextPage?: boolean;
  hasMore?: boolean;
  /** Why the feed or the session failed; shown with a retry button. */
  error?: string;
  /** Asked for the next page once the list is scrolled past 80%, at most every 150 ms. */
  onLoadMore?: () => void;
  onRetry?: () => void;
  /** The popover says less when empty. */
  variant?: FeedVariant;
  /** Height of the list in pixels; docs/product.md §9's 400 by default. */
  height?: number;
  labels?: NotificationCenterLabels;
  /** Slot: draws a row instead of the default item; receives the default item to wrap or replace. */
  renderItem?: (message: NotificationMessage, item: ReactNode) => ReactNode;
  /** Slot: shown instead of the default empty state. */
  emptyState?: ReactNode;
}

/** Height a message's row is taken to have in the list until it is measured. */
export function feedRowHeight(message: NotificationMessage): number {
  return FEED_ROW_HEIGHT_PX + (hasPendingActions(message) ? FEED_ACTIONS_HEIGHT_PX : 0);
}

function FeedSkeleton({ labels }: { labels: NotificationCenterLabels }) {
  return (
    <div aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {labels.loading}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} data-testid="feed-skeleton">
          <Skeleton shape="circle" width={36} height={36} />
          <span className={styles.skeletonText}>
            <Skeleton width="90%" />
            <Skeleton width="40%" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** The element's height as laid out, kept current as it resizes; 0 before layout or without ResizeObserver. */
function useMeasuredHeight(ref: RefObject<HTMLElement | null>): number {
  const [measured, setMeasured] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setMeasured(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return measured;
}

/**
 * The drawn rows' own heights by message id, measured as they resize (a message wrapping onto more lines, action
 * buttons going away); `measure` is the ref each row registers with. Empty without ResizeObserver.
 */
function useMeasuredRows(): {
  measured: ReadonlyMap<string, number>;
  measure: (element: HTMLElement | null) => void;
} {
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map());
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const measure = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver((entries) => {
      setMeasured((previous) => {
        let next: Map<string, number> | null = null;
        for (const entry of entries) {
          const target = entry.target as HTMLElement;
          const id = target.dataset.messageId;
          const height = Math.ceil(entry.borderBoxSize[0]?.blockSize ?? target.offsetHeight);
          if (!id || !target.isConnected || height === 0 || previous.get(id) === height) continue;
          next ??= new Map(previous);
          next.set(id, height);
        }
        return next ?? previous;
      });
    });
    observer.current.observe(element);
  }, []);
  return { measured, measure };
}

/**
 * The messages of one tab, virtualised: only the rows in view (and a few around them) are in the page, so a feed
 * of 10,000 stays light. Scrolling past 80% asks for the next page. Loading, empty and failed feeds say so.
 */
export function Feed({
  notifications,
  isLoading = false,
  isFetchingNextPage = false,
  hasMore = false,
  error,
  onLoadMore,
  onRetry,
  variant = 'inline',
  height = SIZES.listHeightPx,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
  renderItem,
  emptyState,
  ...itemProps
}: FeedProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const measuredHeight = useMeasuredHeight(viewportRef);
  // The height the list really has: `height`, or more in the popover's sheet on a small screen.
  const viewportHeight = measuredHeight || height;
  const { measured, measure } = useMeasuredRows();
  const heights = useMemo(
    () => notifications.map((message) => measured.get(message._id) ?? feedRowHeight(message)),
    [notifications, measured],
  );
  const { start, end, totalHeight, offsetOf } = useWindowedList({
    heights,
    viewportHeight,
    scrollTop,
  });

  const loadMoreIfNeeded = useThrottledCallback(() => {
    if (!hasMore || isFetchingNextPage || !onLoadMore) return;
    onLoadMore();
  }, TIMINGS.scrollThrottleMs);

  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const top = event.currentTarget.scrollTop;
    setScrollTop(top);
    // Measured against the rows' own heights, which are known, rather than the browser's layout.
    if (totalHeight > 0 && (top + viewportHeight) / totalHeight >= SCROLL_LOAD_MORE_THRESHOLD)
      loadMoreIfNeeded();
  }

  let body: ReactNode;
  if (isLoading && notifications.length === 0) {
    body = <FeedSkeleton labels={labels} />;
  } else if (error && notifications.length === 0) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.errorText}>{labels.loadError}</p>
        <p>{error}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  } else if (notifications.length === 0) {
    body = emptyState ?? (
      <EmptyState
        icon={<BellIcon />}
        title={variant === 'popover' ? labels.noNewNotificationShort : labels.noNewNotification}
      />
    );
  } else {
    const rows: ReactNode[] = [];
    for (let index = start; index < end; index += 1) {
      const message = notifications[index];
      if (!message) continue;
      const item = <NotificationItem message={message} labels={labels} {...itemProps} />;
      rows.push(
        <div
          key={message._id}
          ref={measure}
          data-message-id={message._id}
          role="listitem"
          aria-setsize={hasMore ? -1 : notifications.length}
          aria-posinset={index + 1}
          className={styles.row}
          style={{ insetBlockStart: offsetOf(index) }}
        >
          {renderItem ? renderItem(message, item) : item}
        </div>,
      );
    }
    body = (
      <>
        <div
          role="list"
          aria-label={labels.notifications}
          aria-busy={isFetchingNextPage}
          className={styles.list}
          style={{ blockSize: totalHeight + (isFetchingNextPage || error ? LOADING_MORE_HEIGHT_PX : 0) }}
        >
          {rows}
        </div>
        {isFetchingNextPage ? (
          <div className={styles.loadingMore} style={{ insetBlockStart: totalHeight }}>
            <Spinner label={labels.loading} size="sm" />
          </div>
        ) : null}
        {error && !isFetchingNextPage ? (
          <p role="alert" className={styles.loadingMore} style={{ insetBlockStart: totalHeight }}>
            {error}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div
      ref={viewportRef}
      className={styles.viewport}
      style={assignInlineVars({ [styles.viewportHeight]: `${height}px` })}
      onScroll={handleScroll}
      data-testid="feed"
    >
      {body}
    </div>
  );
}

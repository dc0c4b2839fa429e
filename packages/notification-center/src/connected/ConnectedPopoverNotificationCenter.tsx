import { usePrefetchFeeds, useUnseenCount } from '@herald/notification-machine/react';
import { useEffect, useRef } from 'react';
import type {
  PanelSource,
  PopoverNotificationCenterProps,
} from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { PopoverNotificationCenter } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { useCenterViews } from './centerViews.js';
import { ArrivalAnnouncement } from './ArrivalAnnouncement.js';
import { useNotificationCenter, type NotificationCenterConnection } from './useNotificationCenter.js';

export type ConnectedPopoverNotificationCenterProps = NotificationCenterConnection &
  Omit<
    PopoverNotificationCenterProps,
    | 'feed'
    | 'unseenCount'
    | 'unreadCount'
    | 'tabs'
    | 'tabCounts'
    | 'activeTab'
    | 'onTabChange'
    | 'onMarkAllAsRead'
    | 'onIntent'
    | 'panelSource'
    | 'announcement'
  >;

/**
 * The bell and its popover, fed by the notification provider; closing it marks the fetched messages seen, and the
 * bell's live region says what arrives. Its own
 * module, so a page with only the bell does not import the inline center. The closed bell runs only the unseen
 * count: the feed, tabs, branding and settings mount with the panel on the first opening, and pointing at or
 * focusing the bell loads the feed's code ahead of it.
 */
export function ConnectedPopoverNotificationCenter({
  tabs,
  onNotificationClick,
  onUrlChange,
  allowedNotificationActions,
  ...props
}: ConnectedPopoverNotificationCenterProps) {
  const { unseenCount } = useUnseenCount();
  const prefetchFeeds = usePrefetchFeeds();
  const connection = { tabs, onNotificationClick, onUrlChange, allowedNotificationActions };
  return (
    <PopoverNotificationCenter
      {...props}
      unseenCount={unseenCount}
      announcement={<ArrivalAnnouncement />}
      onIntent={prefetchFeeds}
      panelSource={(source) => <ConnectedPanel connection={connection} {...source} />}
    />
  );
}

/** The opened center's data: mounted on the first opening, then kept (closed) with its tab and settings view. */
function ConnectedPanel({
  connection,
  open,
  center,
  render,
}: PanelSource & { connection: NotificationCenterConnection }) {
  const connected = useNotificationCenter(connection);
  const views = useCenterViews({ ...connection, renderItem: center.renderItem }, 'popover');
  usePopoverSeen(open, connected);
  // The host's brand, when it passes one, wins over the organisation's.
  return render({ ...views, ...center, ...connected.props, brand: center.brand ?? connected.props.brand });
}

/** Tells the feed the popover opened and closed: closing marks the fetched unseen messages seen. */
function usePopoverSeen(
  open: boolean,
  {
    popoverOpened,
    popoverClosed,
  }: Pick<ReturnType<typeof useNotificationCenter>, 'popoverOpened' | 'popoverClosed'>,
) {
  // The latest callbacks: they change when the feed's code arrives, which is no opening or closing.
  const feed = useRef({ popoverOpened, popoverClosed });
  useEffect(() => {
    feed.current = { popoverOpened, popoverClosed };
  });
  useEffect(() => {
    if (!open) return undefined;
    feed.current.popoverOpened();
    return () => feed.current.popoverClosed();
  }, [open]);
}

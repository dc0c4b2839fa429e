import type { NotificationCenterProps } from '../NotificationCenter/NotificationCenter.js';
import { NotificationCenter } from '../NotificationCenter/NotificationCenter.js';
import { useCenterViews } from './centerViews.js';
import { ArrivalAnnouncement } from './ArrivalAnnouncement.js';
import { useNotificationCenter, type NotificationCenterConnection } from './useNotificationCenter.js';

// The popover center lives in its own module (a page with only the bell imports nothing of the inline center);
// re-exported here for the imports written before the split.
export { ConnectedPopoverNotificationCenter } from './ConnectedPopoverNotificationCenter.js';
export type { ConnectedPopoverNotificationCenterProps } from './ConnectedPopoverNotificationCenter.js';

type Connected<P> = NotificationCenterConnection &
  Omit<
    P,
    | 'feed'
    | 'unseenCount'
    | 'unreadCount'
    | 'tabs'
    | 'tabCounts'
    | 'activeTab'
    | 'onTabChange'
    | 'onMarkAllAsRead'
    | 'announcement'
  >;

export type ConnectedNotificationCenterProps = Connected<NotificationCenterProps>;

/** The inline center, fed by the notification provider above it; its live region says what arrives. */
export function ConnectedNotificationCenter({
  tabs,
  onNotificationClick,
  onUrlChange,
  allowedNotificationActions,
  ...props
}: ConnectedNotificationCenterProps) {
  const center = useNotificationCenter({
    tabs,
    onNotificationClick,
    onUrlChange,
    allowedNotificationActions,
  });
  const views = useCenterViews({
    onNotificationClick,
    onUrlChange,
    allowedNotificationActions,
    renderItem: props.renderItem,
  });
  // The host's brand, when it passes one, wins over the organisation's.
  return (
    <NotificationCenter
      {...views}
      {...props}
      {...center.props}
      brand={props.brand ?? center.props.brand}
      announcement={<ArrivalAnnouncement />}
    />
  );
}

import type { NotificationCenterProps } from '../NotificationCenter/NotificationCenter.js';
import { NotificationCenter } from '../NotificationCenter/NotificationCenter.js';
import type { PopoverNotificationCenterProps } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { PopoverNotificationCenter } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { useNotificationCenter, type NotificationCenterConnection } from './useNotificationCenter.js';

type Connected<P> = NotificationCenterConnection &
  Omit<P, 'feed' | 'unseenCount' | 'tabs' | 'tabCounts' | 'activeTab' | 'onTabChange' | 'onMarkAllAsRead'>;

export type ConnectedNotificationCenterProps = Connected<NotificationCenterProps>;
export type ConnectedPopoverNotificationCenterProps = Connected<PopoverNotificationCenterProps>;

/** The inline center, fed by the notification provider above it. */
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
  return <NotificationCenter {...props} {...center.props} />;
}

/** The bell and its popover, fed by the notification provider; closing it marks the fetched messages seen. */
export function ConnectedPopoverNotificationCenter({
  tabs,
  onNotificationClick,
  onUrlChange,
  allowedNotificationActions,
  onOpenChange,
  ...props
}: ConnectedPopoverNotificationCenterProps) {
  const center = useNotificationCenter({
    tabs,
    onNotificationClick,
    onUrlChange,
    allowedNotificationActions,
  });
  return (
    <PopoverNotificationCenter
      {...props}
      {...center.props}
      onOpenChange={(open) => {
        if (open) center.popoverOpened();
        else center.popoverClosed();
        onOpenChange?.(open);
      }}
    />
  );
}

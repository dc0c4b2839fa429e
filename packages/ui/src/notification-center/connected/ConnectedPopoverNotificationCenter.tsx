import type { PopoverNotificationCenterProps } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { PopoverNotificationCenter } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { useSettingsView } from './settingsView.js';
import { useNotificationCenter, type NotificationCenterConnection } from './useNotificationCenter.js';

export type ConnectedPopoverNotificationCenterProps = NotificationCenterConnection &
  Omit<
    PopoverNotificationCenterProps,
    'feed' | 'unseenCount' | 'tabs' | 'tabCounts' | 'activeTab' | 'onTabChange' | 'onMarkAllAsRead'
  >;

/**
 * The bell and its popover, fed by the notification provider; closing it marks the fetched messages seen. Its own
 * module, so a page with only the bell does not import the inline center: the opened center loads with the panel.
 */
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
  const settings = useSettingsView();
  return (
    <PopoverNotificationCenter
      {...settings}
      {...props}
      {...center.props}
      brand={props.brand ?? center.props.brand}
      onOpenChange={(open) => {
        if (open) center.popoverOpened();
        else center.popoverClosed();
        onOpenChange?.(open);
      }}
    />
  );
}

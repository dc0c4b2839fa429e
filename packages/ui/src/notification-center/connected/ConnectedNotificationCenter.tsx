import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../components/Spinner/Spinner.js';
import type { NotificationCenterProps } from '../NotificationCenter/NotificationCenter.js';
import { NotificationCenter } from '../NotificationCenter/NotificationCenter.js';
import type { PopoverNotificationCenterProps } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { PopoverNotificationCenter } from '../PopoverNotificationCenter/PopoverNotificationCenter.js';
import { useNotificationCenterLabels } from '../labels.js';
import { useNotificationCenter, type NotificationCenterConnection } from './useNotificationCenter.js';

// The settings view (and the preferences machine) load when the cog is first used.
const ConnectedSettings = lazy(() =>
  import('./ConnectedSettings.js').then((module) => ({ default: module.ConnectedSettings })),
);

/** Said while the settings view's code is on its way, in the center's language. */
function SettingsLoading() {
  return <Spinner label={useNotificationCenterLabels().loadingSettings} />;
}

/** Which view the center shows: the feed, or the settings behind the cog. */
function useSettingsView() {
  const [showSettings, setShowSettings] = useState(false);
  return {
    onOpenSettings: () => setShowSettings(true),
    children: showSettings ? (
      <Suspense fallback={<SettingsLoading />}>
        <ConnectedSettings onBack={() => setShowSettings(false)} />
      </Suspense>
    ) : undefined,
  };
}

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
  const settings = useSettingsView();
  // The host's brand, when it passes one, wins over the organisation's.
  return (
    <NotificationCenter
      {...settings}
      {...props}
      {...center.props}
      brand={props.brand ?? center.props.brand}
    />
  );
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

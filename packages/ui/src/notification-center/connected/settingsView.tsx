import { lazy, Suspense, useState } from 'react';
import { useNotificationCenterLabels } from '../labels.js';
import { Spinner } from '../../components/Spinner/Spinner.js';

// The settings view (and the preferences machine) load when the cog is first used.
const ConnectedSettings = lazy(() =>
  import('./ConnectedSettings.js').then((module) => ({ default: module.ConnectedSettings })),
);

/** Said while the settings view's code is on its way, in the center's language. */
function SettingsLoading() {
  return <Spinner label={useNotificationCenterLabels().loadingSettings} />;
}

/** Which view the center shows: the feed, or the settings behind the cog. */
export function useSettingsView() {
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

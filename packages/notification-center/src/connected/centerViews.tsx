import { lazy, Suspense, useState } from 'react';
import { useNotificationCenterLabels } from '../labels.js';
import { Spinner } from '@herald/ui/components/Spinner';
import type { FeedVariant } from '../Feed/Feed.js';
import type { ConnectedArchiveProps } from './ConnectedArchive.js';
import type { NotificationCenterConnection } from './useNotificationCenter.js';

// The settings view (and the preferences machine) load when the cog is first used.
const ConnectedSettings = lazy(() =>
  import('./ConnectedSettings.js').then((module) => ({ default: module.ConnectedSettings })),
);

// The archive's view too: a page with only the bell loads neither.
const ConnectedArchive = lazy(() =>
  import('./ConnectedArchive.js').then((module) => ({ default: module.ConnectedArchive })),
);

/** Said while a view's code is on its way, in the center's language. */
function ViewLoading({ text }: { text: 'loadingSettings' | 'loading' }) {
  return <Spinner label={useNotificationCenterLabels()[text]} />;
}

/** A view shown in the feed's place. */
type CenterView = 'settings' | 'archive';

/** What the views shown in the feed's place need: the center's connection, and the host's row for the archive. */
export type CenterViewsOptions = NotificationCenterConnection & Pick<ConnectedArchiveProps, 'renderItem'>;

/** Which view the center shows: the feed, the settings behind the cog, or the archive. */
export function useCenterViews(connection: CenterViewsOptions = {}, variant?: FeedVariant) {
  const [view, setView] = useState<CenterView | undefined>(undefined);
  const back = () => setView(undefined);
  let children;
  if (view === 'settings') {
    children = (
      <Suspense fallback={<ViewLoading text="loadingSettings" />}>
        <ConnectedSettings onBack={back} />
      </Suspense>
    );
  } else if (view === 'archive') {
    children = (
      <Suspense fallback={<ViewLoading text="loading" />}>
        <ConnectedArchive
          onBack={back}
          variant={variant}
          onNotificationClick={connection.onNotificationClick}
          onUrlChange={connection.onUrlChange}
          allowedNotificationActions={connection.allowedNotificationActions}
          renderItem={connection.renderItem}
        />
      </Suspense>
    );
  }
  return {
    onOpenSettings: () => setView('settings'),
    onOpenArchive: () => setView('archive'),
    children,
  };
}

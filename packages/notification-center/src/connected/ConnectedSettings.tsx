import { usePreferences } from '@herald/notification-machine/react';
import { useNotificationCenterLabels, type NotificationCenterLabels } from '../labels.js';
import { Settings, type SettingsLayout } from '../Settings/Settings.js';

export interface ConnectedSettingsProps {
  onBack?: () => void;
  /** The center's labels by default, so the settings speak its language. */
  labels?: NotificationCenterLabels;
  /** `page` for settings shown as a page of their own (no inner scroller). */
  layout?: SettingsLayout;
}

/** The settings view fed by the preferences machine, whose code loads with it. */
export function ConnectedSettings({ onBack, labels, layout }: ConnectedSettingsProps) {
  const centerLabels = useNotificationCenterLabels();
  const { preferences, isLoading, isUpdating, savedTemplateId, error, toggle, refetch } = usePreferences();
  return (
    <Settings
      preferences={preferences}
      isLoading={isLoading}
      isUpdating={isUpdating}
      savedTemplateId={savedTemplateId}
      error={error}
      onToggle={toggle}
      onRetry={refetch}
      onBack={onBack}
      labels={labels ?? centerLabels}
      {...(layout && { layout })}
    />
  );
}

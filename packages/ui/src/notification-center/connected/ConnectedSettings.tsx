import { usePreferences } from '@herald/notification-machine/react';
import type { NotificationCenterLabels } from '../labels.js';
import { Settings } from '../Settings/Settings.js';

export interface ConnectedSettingsProps {
  onBack?: () => void;
  labels?: NotificationCenterLabels;
}

/** The settings view fed by the preferences machine, whose code loads with it. */
export function ConnectedSettings({ onBack, labels }: ConnectedSettingsProps) {
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
      labels={labels}
    />
  );
}

import { IconButton } from '@herald/ui/components/IconButton';
import { ChevronStartIcon } from '@herald/ui/foundations';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import * as styles from './ViewHeader.css.js';

export interface ViewHeaderProps {
  title: string;
  /** Shows "Back", which returns to the feed. */
  onBack?: (() => void) | undefined;
  labels?: NotificationCenterLabels | undefined;
}

/** The title bar of a view shown in the feed's place (the settings, the archive): "Back" and the view's name. */
export function ViewHeader({ title, onBack, labels = DEFAULT_NOTIFICATION_CENTER_LABELS }: ViewHeaderProps) {
  return (
    <div className={styles.header}>
      {onBack ? (
        <IconButton label={labels.back} icon={<ChevronStartIcon />} size="sm" onClick={onBack} />
      ) : null}
      <h2 className={styles.title}>{title}</h2>
    </div>
  );
}

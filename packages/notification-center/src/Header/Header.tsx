import type { ReactNode, Ref } from 'react';
import { formatBadgeCount } from '@herald/ui/components/Badge';
import { Button } from '@herald/ui/components/Button';
import { IconButton } from '@herald/ui/components/IconButton';
import { cx } from '@herald/ui/foundations';
import { ArchiveIcon, CheckAllIcon, CogIcon } from '../icons.js';
import {
  DEFAULT_NOTIFICATION_CENTER_LABELS,
  titleWithUnread,
  type NotificationCenterLabels,
} from '../labels.js';
import * as styles from './Header.css.js';

export interface HeaderProps {
  /**
   * Unread messages (the ones drawn bold), said under the title as words ("3 unread"). The bell's and the tabs'
   * badges count unseen messages (new since last looked at), so the header's count is not drawn as a badge.
   */
  unreadCount?: number;
  /** Every loaded message is read: "Mark all as read" has nothing to do. */
  allRead?: boolean;
  onMarkAllAsRead?: () => void;
  /** Shows the settings cog. */
  showUserPreferences?: boolean;
  onOpenSettings?: () => void;
  /** The settings cog, where focus returns when the settings close. */
  settingsButtonRef?: Ref<HTMLButtonElement>;
  /** Shows the button that opens the archive. */
  showArchive?: boolean;
  onOpenArchive?: () => void;
  /** The archive button, where focus returns when the archive closes. */
  archiveButtonRef?: Ref<HTMLButtonElement>;
  /** The host's own controls, placed after "Mark all as read" and before the archive and the settings cog. */
  actions?: ReactNode;
  labels?: NotificationCenterLabels;
}

/**
 * The center's title bar: "Notifications", how many are unread, "Mark all as read" (its icon and words), the host's
 * actions, the archive and the settings cog. On a narrow header (a phone's sheet) "Mark all as read" is its icon
 * alone, named by its words, and the title ends in an ellipsis rather than push the controls off the screen.
 */
export function Header({
  unreadCount = 0,
  allRead = false,
  onMarkAllAsRead,
  showUserPreferences = false,
  onOpenSettings,
  settingsButtonRef,
  showArchive = false,
  onOpenArchive,
  archiveButtonRef,
  actions,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
}: HeaderProps) {
  const unread = unreadCount > 0 ? formatBadgeCount(unreadCount) : undefined;
  return (
    <div className={cx(styles.header, showArchive && styles.withArchive)}>
      <h2 className={styles.title} aria-label={unread ? titleWithUnread(labels, unread) : undefined}>
        <span className={styles.titleText}>{labels.notifications}</span>
        {unread ? (
          // Isolated: "99+ unread" keeps its order in a right-to-left center, and an Arabic count in a left-to-right one.
          <bdi aria-hidden="true" className={styles.unreadCount}>
            {labels.unreadCount(unread)}
          </bdi>
        ) : null}
      </h2>
      <Button
        variant="ghost"
        size="sm"
        disabled={allRead}
        onClick={onMarkAllAsRead}
        className={styles.markAll}
      >
        <span className={styles.markAllIcon} aria-hidden="true">
          <CheckAllIcon size={18} />
        </span>
        <span className={styles.markAllText}>{labels.markAllAsRead}</span>
      </Button>
      {actions}
      {showArchive ? (
        <IconButton
          ref={archiveButtonRef}
          label={labels.archived}
          icon={<ArchiveIcon size={18} />}
          size="sm"
          onClick={onOpenArchive}
        />
      ) : null}
      {showUserPreferences ? (
        <IconButton
          ref={settingsButtonRef}
          label={labels.settings}
          icon={<CogIcon size={18} />}
          size="sm"
          onClick={onOpenSettings}
        />
      ) : null}
    </div>
  );
}

import { ARCHIVE_STORE_ID, useNotifications } from '@herald/notification-machine/react';
import { EmptyState } from '@herald/ui/components/EmptyState';
import { Feed, type FeedProps, type FeedVariant } from '../Feed/Feed.js';
import { ArchiveIcon } from '../icons.js';
import { useNotificationCenterLabels } from '../labels.js';
import { ViewHeader } from '../parts/ViewHeader.js';
import { feedProps, type NotificationCenterConnection } from './useNotificationCenter.js';

export interface ConnectedArchiveProps extends Pick<
  NotificationCenterConnection,
  'onNotificationClick' | 'onUrlChange' | 'allowedNotificationActions'
> {
  onBack?: () => void;
  variant?: FeedVariant;
  /** Draws each archived message's row, as the center's `renderItem` draws the feed's. */
  renderItem?: FeedProps['renderItem'];
}

/**
 * The archive, in the feed's place: every archived message, newest first, each with "Unarchive" and "Remove" in
 * its menu. It loads when it opens and again after a tab archives.
 */
export function ConnectedArchive({ onBack, variant, renderItem, ...connection }: ConnectedArchiveProps) {
  const labels = useNotificationCenterLabels();
  const archive = useNotifications(ARCHIVE_STORE_ID);
  return (
    <>
      <ViewHeader title={labels.archived} onBack={onBack} labels={labels} />
      <Feed
        {...feedProps(archive, connection)}
        onUnarchive={(message) => archive.unarchive(message._id)}
        variant={variant}
        renderItem={renderItem}
        labels={labels}
        emptyState={<EmptyState icon={<ArchiveIcon />} title={labels.noArchivedNotification} />}
      />
    </>
  );
}

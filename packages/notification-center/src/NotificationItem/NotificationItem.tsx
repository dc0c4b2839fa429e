import type { MessageButtonType, NotificationMessage } from '@herald/notification-protocol';
import { useLayoutEffect, useRef } from 'react';
import { useLocale } from 'react-aria/I18nProvider';

import { Avatar } from '@herald/ui/components/Avatar';
import { Button } from '@herald/ui/components/Button';
import { IconButton } from '@herald/ui/components/IconButton';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@herald/ui/components/Menu';
import { visuallyHidden } from '@herald/ui/foundations';
import { MoreIcon } from '../icons.js';
import { DEFAULT_NOTIFICATION_CENTER_LABELS, type NotificationCenterLabels } from '../labels.js';
import { formatTitleWithUnseen } from '../i18n/messages.js';
import * as styles from './NotificationItem.css.js';
import { formatRelativeTime } from './relativeTime.js';
import { hasNativeSanitizer, preloadFallbackSanitizer, writeContent } from './sanitizeContent.js';

export interface NotificationItemProps {
  message: NotificationMessage;
  /** The message was clicked: the host marks it read, logs it and follows its url. */
  onClick?: (message: NotificationMessage) => void;
  onMarkAsRead?: (message: NotificationMessage) => void;
  onMarkAsUnread?: (message: NotificationMessage) => void;
  onRemove?: (message: NotificationMessage) => void;
  /** Shows "Archive" in the menu of a message not archived. */
  onArchive?: (message: NotificationMessage) => void;
  /** Shows "Unarchive" in the menu of an archived message. */
  onUnarchive?: (message: NotificationMessage) => void;
  /** A primary or secondary action button was pressed. */
  onAction?: (message: NotificationMessage, type: MessageButtonType) => void;
  /** Shows the message menu (mark as read or unread, remove); on by default. */
  allowedNotificationActions?: boolean;
  labels?: NotificationCenterLabels;
  /** The moment relative times count from; the current time by default. */
  now?: Date;
}

/** Whether a message still shows its action buttons: only while its action is pending. */
export function hasPendingActions(message: NotificationMessage): boolean {
  const action = message.cta.action;
  return action?.status === 'pending' && action.buttons.length > 0;
}

// A browser without the HTML Sanitizer API starts loading DOMPurify with the rows' code, before the first row.
if (typeof Element !== 'undefined' && !hasNativeSanitizer()) void preloadFallbackSanitizer();

/**
 * A message's content, sanitised once per change and put in by `writeContent`: the markup never reaches the DOM
 * unsanitised, and a page that enforces Trusted Types accepts how it arrives. Rendered empty on a server.
 */
function MessageContent({ html }: { html: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Writes waiting for DOMPurify run in the order they were asked for, so the latest content is the one left.
    // Should its chunk never arrive, the markup is shown as text, which nothing can run from.
    void writeContent(element, html)?.catch(() => {
      element.textContent = html;
    });
  }, [html]);
  return <span ref={ref} className={styles.content} dir="auto" />;
}

/**
 * One message of the feed: who it is from, its sanitised text, how long ago it came, its action buttons while
 * they are pending, and a menu to mark it read or unread, archive or unarchive it (when the host can), or remove it.
 */
export function NotificationItem({
  message,
  onClick,
  onMarkAsRead,
  onMarkAsUnread,
  onRemove,
  onArchive,
  onUnarchive,
  onAction,
  allowedNotificationActions = true,
  labels = DEFAULT_NOTIFICATION_CENTER_LABELS,
  now,
}: NotificationItemProps) {
  const { locale } = useLocale();
  // The language's own way of joining two parts of a name, as the title and its count are joined (`, `, `، `, `，`).
  const separator = formatTitleWithUnseen(labels.titleWithUnseen, '', '');
  const createdAt = new Date(message.createdAt);
  const buttons = hasPendingActions(message) ? (message.cta.action?.buttons ?? []) : [];

  return (
    <div
      className={styles.item}
      data-read={String(message.read)}
      data-seen={String(message.seen)}
      data-testid="notification-item"
    >
      <div className={styles.row}>
        {/* Named by its words, its time and its state, each a part of its own with the language's separator between
            them, heard as pauses ("Event #1 has a new comment, 1 minute ago, Unread"). */}
        <button type="button" className={styles.main} onClick={() => onClick?.(message)}>
          <Avatar type={message.actor.type} data={message.actor.data} />
          <span className={styles.body}>
            <MessageContent html={message.content} />
            <span className={visuallyHidden}>{separator}</span>
            {/* Its words isolated: "2 minutes ago" keeps its order in a right-to-left center, at the row's start. */}
            <time className={styles.time} dateTime={message.createdAt}>
              <bdi>{formatRelativeTime(createdAt, now ?? new Date(), locale)}</bdi>
            </time>
            {message.read ? null : (
              <span className={visuallyHidden}>
                {separator}
                {labels.unread}
              </span>
            )}
          </span>
        </button>
        {allowedNotificationActions ? (
          <Menu>
            <MenuTrigger>
              <IconButton label={labels.messageActions} icon={<MoreIcon size={16} />} size="sm" />
            </MenuTrigger>
            <MenuContent align="end">
              {message.archived ? null : message.read ? (
                <MenuItem onSelect={() => onMarkAsUnread?.(message)}>{labels.markAsUnRead}</MenuItem>
              ) : (
                <MenuItem onSelect={() => onMarkAsRead?.(message)}>{labels.markAsRead}</MenuItem>
              )}
              {message.archived && onUnarchive ? (
                <MenuItem onSelect={() => onUnarchive(message)}>{labels.unarchive}</MenuItem>
              ) : null}
              {!message.archived && onArchive ? (
                <MenuItem onSelect={() => onArchive(message)}>{labels.archive}</MenuItem>
              ) : null}
              <MenuItem tone="danger" onSelect={() => onRemove?.(message)}>
                {labels.removeMessage}
              </MenuItem>
            </MenuContent>
          </Menu>
        ) : null}
      </div>
      {buttons.length > 0 ? (
        <div className={styles.actions}>
          {buttons.map((button) => (
            <Button
              key={button.type}
              size="sm"
              variant={button.type === 'primary' ? 'primary' : 'secondary'}
              onClick={() => onAction?.(message, button.type)}
            >
              {button.content}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

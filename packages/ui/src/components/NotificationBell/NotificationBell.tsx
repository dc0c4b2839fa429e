import type { ReactNode } from 'react';
import { BellIcon } from '../../icons/BellIcon.js';
import { visuallyHidden } from '../../styles/a11y.css.js';
import { Badge, formatBadgeCount } from '../Badge/Badge.js';
import { IconButton, type IconButtonProps } from '../IconButton/IconButton.js';
import * as styles from './NotificationBell.css.js';

const describeUnseen = (count: string) => `${count} unseen`;
const joinWithComma = (label: string, unseen: string) => `${label}, ${unseen}`;

/** The bell's accessible name: `Notifications`, or `Notifications, 3 unseen` (`99+ unseen` above the cap). */
export function notificationBellLabel(
  unseenCount: number,
  label = 'Notifications',
  unseenLabel: (count: string) => string = describeUnseen,
  joinLabel: (label: string, unseen: string) => string = joinWithComma,
): string {
  return unseenCount > 0 ? joinLabel(label, unseenLabel(formatBadgeCount(unseenCount))) : label;
}

export interface NotificationBellProps extends Omit<IconButtonProps, 'label' | 'icon' | 'adornment'> {
  /** Unseen notifications, as the notification machine reports them. */
  unseenCount?: number;
  /** The name before the count, for other languages. */
  label?: string;
  /** Words for the count in the name, for other languages; receives `3` or `99+`. */
  unseenLabel?: (count: string) => string;
  /** Joins the name and the count's words, in another language's order and punctuation; `label, unseen` here. */
  joinLabel?: (label: string, unseen: string) => string;
  /**
   * The host's own drawing in place of the bell icon and its badge (hidden from assistive technology, which hears
   * the button's name with the count); the button, its name and the announcement stay the bell's.
   */
  children?: ReactNode;
  /**
   * What the bell's polite live region says instead of the count: what arrived ("New: …"), as the connected
   * notification center tells it; `null` keeps it silent. The count stays in the button's name.
   */
  announcement?: ReactNode;
}

/**
 * The bell that opens the notification center. Presentational: the app passes the count. The count is in the
 * button's name and, when it changes, announced politely so screen reader users hear new notifications; a host that
 * knows what arrived passes `announcement`, which is said instead.
 */
export function NotificationBell({
  unseenCount = 0,
  label = 'Notifications',
  unseenLabel = describeUnseen,
  joinLabel = joinWithComma,
  children,
  announcement,
  ...rest
}: NotificationBellProps) {
  const name = notificationBellLabel(unseenCount, label, unseenLabel, joinLabel);
  return (
    <span className={styles.root}>
      <IconButton
        {...rest}
        label={name}
        icon={children ?? <BellIcon />}
        adornment={children == null ? <Badge count={unseenCount} className={styles.badge} /> : undefined}
      />
      <span role="status" className={visuallyHidden}>
        {announcement !== undefined ? announcement : unseenCount > 0 ? name : ''}
      </span>
    </span>
  );
}

import { useState, type ReactElement } from 'react';
import { NotificationBell } from '../../components/NotificationBell/NotificationBell.js';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/Popover/Popover.js';
import { useNotificationCenterLanguage } from '../labels.js';
import {
  NotificationCenter,
  type NotificationCenterProps,
} from '../NotificationCenter/NotificationCenter.js';
import * as styles from './PopoverNotificationCenter.css.js';

type Side = 'top' | 'bottom' | 'left' | 'right';
type Align = 'start' | 'center' | 'end';
/** Where the center opens from the bell: a side, optionally with an alignment, e.g. `bottom-end`. */
export type PopoverPosition = Side | `${Side}-${Align}`;

export interface PopoverNotificationCenterProps extends NotificationCenterProps {
  /** Where the center opens; `bottom-end` by default. */
  position?: PopoverPosition;
  /** Gap between the bell and the center, in pixels. */
  offset?: number;
  /** Slot: replaces the bell; must be a button that accepts a ref. */
  bell?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  /** Opened or closed; closing is when the fetched unseen messages count as seen. */
  onOpenChange?: (open: boolean) => void;
}

/** Splits `bottom-end` into the side and the alignment Radix expects. */
export function popoverPlacement(position: PopoverPosition): { side: Side; align: Align } {
  const [side, align = 'center'] = position.split('-') as [Side, Align?];
  return { side, align };
}

/** The bell that opens the notification center in a popover; Escape or a click outside closes it. */
export function PopoverNotificationCenter({
  position = 'bottom-end',
  offset = 8,
  bell,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...centerProps
}: PopoverNotificationCenterProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const { labels } = useNotificationCenterLanguage(centerProps.language, centerProps.labels);
  const { side, align } = popoverPlacement(position);

  function handleOpenChange(next: boolean) {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  return (
    <Popover open={open} onOpenChange={handleOpenChange}>
      <PopoverTrigger>
        {bell ?? (
          <NotificationBell
            unseenCount={centerProps.unseenCount ?? 0}
            label={labels.notifications}
            unseenLabel={labels.unseen}
          />
        )}
      </PopoverTrigger>
      <PopoverContent
        side={side}
        align={align}
        sideOffset={offset}
        aria-label={labels.notifications}
        className={styles.content}
      >
        <NotificationCenter {...centerProps} feed={{ variant: 'popover', ...centerProps.feed }} />
      </PopoverContent>
    </Popover>
  );
}

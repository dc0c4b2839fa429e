import { Popover, PopoverContent } from '@herald/ui/components/Popover';
import { cx } from '@herald/ui/foundations';
import { useCenterDirection, useNotificationCenterLanguage } from '../labels.js';
import {
  NotificationCenter,
  type NotificationCenterProps,
} from '../NotificationCenter/NotificationCenter.js';
import { sheet } from '../NotificationCenter/NotificationCenter.css.js';
import type { PopoverAlign, PopoverSide } from './placement.js';
import * as styles from './PopoverNotificationCenter.css.js';

export interface PopoverPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the panel is placed against it, and a click on it is the bell's, not a click outside. */
  anchor: HTMLElement | null;
  contentId: string;
  side: PopoverSide;
  align: PopoverAlign;
  offset: number;
  label: string;
  center: NotificationCenterProps;
}

/**
 * The opened part of the popover center, loaded the first time the bell is used so a page that only shows the bell
 * does not ship the feed, its menus, sanitiser and settings: the center in the kit's non-modal `Popover`, with the
 * bell, drawn before this chunk loaded, as its trigger. Escape, a click outside or focus leaving it close it; Tab
 * goes from the bell into it and from its end on to what follows the bell.
 */
export default function PopoverPanel({
  open,
  onOpenChange,
  anchor,
  contentId,
  side,
  align,
  offset,
  label,
  center,
}: PopoverPanelProps) {
  const { direction: languageDirection } = useNotificationCenterLanguage(center.language, center.labels);
  // Placed in the center's direction, so start and end alignments mirror with it.
  const dir = useCenterDirection(center, languageDirection);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverContent
        trigger={anchor}
        id={contentId}
        aria-label={label}
        side={side}
        align={align}
        sideOffset={offset}
        // Nothing between the sheet and the screen's edges on a small screen.
        collisionPadding={0}
        sheet
        dir={dir}
        className={styles.content}
      >
        <NotificationCenter
          {...center}
          className={cx(sheet, center.className)}
          feed={{ variant: 'popover', ...center.feed }}
        />
      </PopoverContent>
    </Popover>
  );
}

import * as RadixPopover from '@radix-ui/react-popover';
import { useMemo, useRef } from 'react';
import { content as popoverContent } from '../../components/Popover/Popover.css.js';
import { usePortalContainer } from '../../components/UIProvider/UIContext.js';
import { cx } from '../../utils/cx.js';
import {
  NotificationCenter,
  type NotificationCenterProps,
} from '../NotificationCenter/NotificationCenter.js';
import { sheet } from '../NotificationCenter/NotificationCenter.css.js';
import * as styles from './PopoverNotificationCenter.css.js';

type Side = 'top' | 'bottom' | 'left' | 'right';
type Align = 'start' | 'center' | 'end';

export interface PopoverPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: the panel is placed against it, and a click on it is the bell's, not a click outside. */
  anchor: HTMLElement | null;
  contentId: string;
  side: Side;
  align: Align;
  offset: number;
  label: string;
  center: NotificationCenterProps;
}

/**
 * The opened part of the popover center, loaded the first time the bell is used so a page that only shows the bell
 * does not ship the feed, its menus, sanitiser and settings. Escape or a click outside closes it.
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
  const container = usePortalContainer();
  const closedByKeyboard = useRef(false);
  // Radix places the panel against any element it can measure, given in the shape of a ref.
  const virtualAnchor = useMemo(() => (anchor ? { current: anchor } : undefined), [anchor]);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      {virtualAnchor ? <RadixPopover.Anchor virtualRef={virtualAnchor} /> : null}
      <RadixPopover.Portal container={container ?? undefined}>
        <RadixPopover.Content
          id={contentId}
          side={side}
          align={align}
          sideOffset={offset}
          // Nothing between the sheet and the screen's edges on a small screen.
          collisionPadding={0}
          aria-label={label}
          className={cx(popoverContent, styles.content)}
          onOpenAutoFocus={() => {
            closedByKeyboard.current = false;
          }}
          onEscapeKeyDown={() => {
            closedByKeyboard.current = true;
          }}
          onInteractOutside={(event) => {
            // The bell toggles the panel itself.
            if (event.target instanceof Node && anchor?.contains(event.target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Escape hands focus back to the bell; a click elsewhere leaves it where the click put it.
            event.preventDefault();
            if (closedByKeyboard.current) anchor?.focus();
          }}
        >
          <NotificationCenter
            {...center}
            className={cx(sheet, center.className)}
            feed={{ variant: 'popover', ...center.feed }}
          />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

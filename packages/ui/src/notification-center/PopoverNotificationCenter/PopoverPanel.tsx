import { useState } from 'react';
import { content as popoverContent } from '../../components/Popover/Popover.css.js';
import { usePortalContainer } from '../../components/UIProvider/UIContext.js';
import { cx } from '../../utils/cx.js';
import {
  NotificationCenter,
  type NotificationCenterProps,
} from '../NotificationCenter/NotificationCenter.js';
import { sheet } from '../NotificationCenter/NotificationCenter.css.js';
import { FloatingLayer, type Align, type DismissReason, type Side } from '../parts/FloatingLayer.js';
import { useTabOrderAfter } from '../parts/tabOrder.js';
import * as styles from './PopoverNotificationCenter.css.js';

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
 * does not ship the feed, its menus, sanitiser and settings. Escape, a click outside or focus leaving it close it;
 * Tab goes from the bell into it and from its end on to what follows the bell.
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
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  // Drawn at the end of the page, the panel still comes right after the bell in the Tab order.
  useTabOrderAfter(open ? anchor : null, open ? layer : null);
  if (!open) return null;

  function dismiss(reason: DismissReason) {
    onOpenChange(false);
    // Escape hands focus back to the bell; a click elsewhere leaves it where the click put it.
    if (reason === 'escape') anchor?.focus();
  }

  return (
    <FloatingLayer
      ref={setLayer}
      anchor={anchor}
      container={container}
      id={contentId}
      role="dialog"
      aria-label={label}
      side={side}
      align={align}
      sideOffset={offset}
      // Nothing between the sheet and the screen's edges on a small screen.
      collisionPadding={0}
      className={cx(popoverContent, styles.content)}
      onDismiss={dismiss}
    >
      <NotificationCenter
        {...center}
        className={cx(sheet, center.className)}
        feed={{ variant: 'popover', ...center.feed }}
      />
    </FloatingLayer>
  );
}

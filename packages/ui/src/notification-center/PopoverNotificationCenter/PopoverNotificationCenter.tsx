import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useId,
  useState,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { NotificationBell } from '../../components/NotificationBell/NotificationBell.js';
import { formatTitleWithUnseen } from '../../i18n/messages.js';
import { useNotificationCenterLanguage } from '../labels.js';
import { assignRef } from '../parts/assignRef.js';
import type { Align, Side } from '../parts/FloatingLayer.js';
import type { NotificationCenterProps } from '../NotificationCenter/NotificationCenter.js';

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

/** Splits `bottom-end` into the side and the alignment the floating layer expects. */
export function popoverPlacement(position: PopoverPosition): { side: Side; align: Align } {
  const [side, align = 'center'] = position.split('-') as [Side, Align?];
  return { side, align };
}

// The opened center is its own chunk: fetched when the bell is first pointed at, focused or used.
const loadPanel = () => import('./PopoverPanel.js');
const PopoverPanel = lazy(loadPanel);

interface BellProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
}

/**
 * The bell that opens the notification center in a popover; Escape or a click outside closes it. Below 480 px of
 * viewport width the center is a full-width sheet whose list fills the height below the bell.
 */
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
  // Once opened, the panel stays mounted (closed), so it opens again without waiting.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const contentId = useId();
  const { labels } = useNotificationCenterLanguage(centerProps.language, centerProps.labels);
  const { side, align } = popoverPlacement(position);

  function handleOpenChange(next: boolean) {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  const trigger: ReactElement<BellProps> = (bell as ReactElement<BellProps> | undefined) ?? (
    <NotificationBell
      unseenCount={centerProps.unseenCount ?? 0}
      label={labels.notifications}
      unseenLabel={labels.unseen}
      joinLabel={(label, unseen) => formatTitleWithUnseen(labels.titleWithUnseen, label, unseen)}
    />
  );
  const hostRef = trigger.props.ref;
  const bellRef = useCallback(
    (element: HTMLElement | null) => {
      setAnchor(element);
      assignRef(hostRef, element);
    },
    [hostRef],
  );
  const preload = () => void loadPanel();
  const triggerProps = {
    ref: bellRef,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? contentId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (!event.defaultPrevented) handleOpenChange(!open);
    },
    onPointerEnter: (event: unknown) => {
      trigger.props.onPointerEnter?.(event);
      preload();
    },
    onFocus: (event: unknown) => {
      trigger.props.onFocus?.(event);
      preload();
    },
  };

  return (
    <>
      {cloneElement(trigger, triggerProps)}
      {used ? (
        <Suspense fallback={null}>
          <PopoverPanel
            open={open}
            onOpenChange={handleOpenChange}
            anchor={anchor}
            contentId={contentId}
            side={side}
            align={align}
            offset={offset}
            label={labels.notifications}
            center={centerProps}
          />
        </Suspense>
      ) : null}
    </>
  );
}

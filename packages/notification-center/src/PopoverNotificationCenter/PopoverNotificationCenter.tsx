import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useId,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { NotificationBell } from '@herald/ui/components/NotificationBell';
import { assignRef, visuallyHidden } from '@herald/ui/foundations';
import { formatTitleWithUnseen } from '../i18n/messages.js';
import { NotificationCenterLabelsContext, useNotificationCenterLanguage } from '../labels.js';
import type { NotificationCenterProps } from '../NotificationCenter/NotificationCenter.js';
import { popoverPlacement, type PopoverPosition } from './placement.js';

export interface PopoverNotificationCenterProps extends Omit<NotificationCenterProps, 'feed'> {
  /** The feed the opened center shows; a `panelSource` gives it instead. Empty when neither does. */
  feed?: NotificationCenterProps['feed'];
  /** Where the center opens; `bottom-end` by default. */
  position?: PopoverPosition;
  /** Gap between the bell and the center, in pixels. */
  offset?: number;
  /** Slot: replaces the bell; must be a button that accepts a ref. */
  bell?: ReactElement;
  /**
   * Slot: draws what the kit's bell shows (the host's icon and badge). The button stays the kit's: its name with
   * the count, its announcement, keyboard, popover and prefetch. `bell`, when given, replaces the whole trigger.
   */
  renderBell?: (bell: BellState) => ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  /** Opened or closed; closing is when the fetched unseen messages count as seen. */
  onOpenChange?: (open: boolean) => void;
  /** The bell was pointed at or focused: the user may open it soon, so what the center needs can load now. */
  onIntent?: () => void;
  /**
   * Feeds the opened center: mounted on the first opening and kept while closed, it renders the panel with the
   * center's props. A connected center mounts its feed here, so the closed bell runs nothing of it.
   */
  panelSource?: (source: PanelSource) => ReactNode;
}

/** What `renderBell` draws the bell from. */
export interface BellState {
  /** Unseen notifications, as the bell's name counts them. */
  unseenCount: number;
  /** The popover is open. */
  open: boolean;
}

/** What a panel source gets: whether the popover is open, the host's center props, and the panel to render. */
export interface PanelSource {
  open: boolean;
  center: NotificationCenterProps;
  render: (center: NotificationCenterProps) => ReactNode;
}

const NO_FEED: NotificationCenterProps['feed'] = { notifications: [] };

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
  renderBell,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onIntent,
  panelSource,
  feed = NO_FEED,
  announcement,
  ...hostProps
}: PopoverNotificationCenterProps) {
  const centerProps = { ...hostProps, feed };
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

  const unseenCount = centerProps.unseenCount ?? 0;
  const bellName = {
    unseenCount,
    label: labels.notifications,
    unseenLabel: labels.unseen,
    joinLabel: (label: string, unseen: string) =>
      formatTitleWithUnseen(labels.titleWithUnseen, label, unseen),
  };
  const trigger: ReactElement<BellProps> = (bell as ReactElement<BellProps> | undefined) ?? (
    <NotificationBell {...bellName} announcement={announcement}>
      {renderBell?.({ unseenCount, open })}
    </NotificationBell>
  );
  const hostRef = trigger.props.ref;
  const bellRef = useCallback(
    (element: HTMLElement | null) => {
      setAnchor(element);
      assignRef(hostRef, element);
    },
    [hostRef],
  );
  const preload = () => {
    void loadPanel();
    onIntent?.();
  };
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

  // The boundary sits inside the panel source, so the source's data loads while the panel's code is on its way.
  const panel = (center: NotificationCenterProps) => (
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
        center={center}
      />
    </Suspense>
  );

  // The bell's parts (its announcement) speak the center's language, as the panel's do.
  return (
    <NotificationCenterLabelsContext value={labels}>
      {cloneElement(trigger, triggerProps)}
      {/* A host's own bell has no live region of the kit's: what arrived is said beside it. */}
      {bell !== undefined && announcement !== undefined && (
        <span role="status" className={visuallyHidden}>
          {announcement}
        </span>
      )}
      {used
        ? panelSource
          ? panelSource({ open, center: centerProps, render: panel })
          : panel(centerProps)
        : null}
    </NotificationCenterLabelsContext>
  );
}

import { useDirection } from '@radix-ui/react-direction';
import * as RadixPopover from '@radix-ui/react-popover';
import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactElement,
} from 'react';
import { overlayArrow } from '../../styles/overlay.css.js';
import { assignRef } from '../../utils/assignRef.js';
import { cx } from '../../utils/cx.js';
import { usePortalContainer } from '../UIProvider/UIContext.js';
import * as styles from './Popover.css.js';
import { useTabOrderAfter } from './tabOrder.js';

export type PopoverProps = RadixPopover.PopoverProps;

interface PopoverState {
  modal: boolean;
  /** The PopoverTrigger's element, once rendered. */
  trigger: HTMLElement | null;
  setTrigger: (element: HTMLElement | null) => void;
}

const PopoverStateContext = createContext<PopoverState>({
  modal: false,
  trigger: null,
  setTrigger: () => undefined,
});

/**
 * A panel of extra content anchored to its trigger: open with the trigger, close with Escape or a click outside.
 * Not modal by default: the page stays usable, and Tab goes from the trigger into the panel and from its end on to
 * what follows the trigger, although the panel is drawn at the end of the page.
 */
export function Popover({ modal = false, ...props }: PopoverProps) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const state = useMemo(() => ({ modal, trigger, setTrigger }), [modal, trigger]);
  return (
    <PopoverStateContext value={state}>
      <RadixPopover.Root modal={modal} {...props} />
    </PopoverStateContext>
  );
}

export interface PopoverTriggerProps {
  /** One focusable element, usually a Button; it receives `aria-expanded` and `aria-controls`. */
  children: ReactElement;
}

/** Makes its child open and close the popover. */
export function PopoverTrigger({ children }: PopoverTriggerProps) {
  const { setTrigger } = use(PopoverStateContext);
  return (
    <RadixPopover.Trigger asChild ref={setTrigger}>
      {children}
    </RadixPopover.Trigger>
  );
}

export interface PopoverContentProps extends ComponentPropsWithRef<typeof RadixPopover.Content> {
  /** Names the panel for screen readers (it is a dialog). Use `aria-labelledby` instead when it has a heading. */
  'aria-label'?: string;
  /** Draws an arrow pointing at the trigger. */
  arrow?: boolean;
  /**
   * The button that opens the popover when it is not a `PopoverTrigger`, such as a bell drawn before the popover's
   * code has loaded; it sets its own `aria-expanded` and toggles `open`. The popover is placed against it, presses
   * on it are not presses outside, and focus goes back to it when the popover closes by Escape.
   */
  trigger?: HTMLElement | null;
  /** Under 480 px of viewport width, a sheet: the whole width, from below the trigger to the screen's bottom. */
  sheet?: boolean;
}

/** Elements that are layers of their own: dialogs, menus, listboxes and anything Radix places. */
const LAYER =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';

/** Whether `target` is inside another layer than the one holding `content`, such as a dialog opened from it. */
function isInAnotherLayer(target: EventTarget | null, content: HTMLElement | null): boolean {
  if (!(target instanceof Element) || !content || content.contains(target)) return false;
  const layer = target.closest(LAYER);
  return layer !== null && !layer.contains(content);
}

/**
 * The floating panel. It renders in the provider root, so it keeps the theme, brand and direction (start and end
 * alignments mirror in right-to-left); focus moves into it on open (to its first control other than a link) and
 * back to the trigger when Escape closes it. Escape closes the newest layer first: a menu or a dialog opened from
 * the panel before the panel. Focus moving into a layer opened over it does not close it.
 */
export function PopoverContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  arrow = false,
  trigger: outsideTrigger,
  sheet = false,
  dir,
  ref,
  onFocusOutside,
  onInteractOutside,
  onCloseAutoFocus,
  children,
  ...rest
}: PopoverContentProps) {
  const container = usePortalContainer();
  const { modal, trigger: ownTrigger } = use(PopoverStateContext);
  const direction = useDirection();
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const contentRef = useCallback(
    (element: HTMLDivElement | null) => {
      setContent(element);
      assignRef(ref, element);
    },
    [ref],
  );
  // Whether a press or focus outside closed it: then focus stays where that put it.
  const interactedOutside = useRef(false);
  const anchor = useMemo(() => (outsideTrigger ? { current: outsideTrigger } : null), [outsideTrigger]);
  const trigger = outsideTrigger ?? ownTrigger;
  useTabOrderAfter(modal ? null : trigger, modal ? null : content);
  const placedDirection = dir ?? direction;
  usePlaceAgainOnDirectionChange(placedDirection);

  return (
    <>
      {anchor ? <RadixPopover.Anchor virtualRef={anchor} /> : null}
      <RadixPopover.Portal container={container ?? undefined}>
        <RadixPopover.Content
          {...rest}
          ref={contentRef}
          dir={placedDirection}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={cx(styles.content, sheet && styles.sheet, className)}
          onFocusOutside={(event) => {
            onFocusOutside?.(event);
            if (isInAnotherLayer(event.target, content)) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            // The outside trigger toggles the popover itself.
            const target = event.target;
            if (outsideTrigger && target instanceof Node && outsideTrigger.contains(target)) {
              event.preventDefault();
            }
            if (!event.defaultPrevented) interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const closedOutside = interactedOutside.current;
            interactedOutside.current = false;
            // Radix gives focus back to its own trigger; an outside trigger gets it here.
            if (event.defaultPrevented || !outsideTrigger) return;
            event.preventDefault();
            if (!closedOutside) outsideTrigger.focus();
          }}
        >
          {children}
          {arrow ? <RadixPopover.Arrow className={overlayArrow} width={12} height={6} /> : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </>
  );
}

/**
 * Start and end alignments are resolved when the panel is placed, from its computed direction; nothing Radix's
 * placement watches (sizes, scrolling) changes when only the direction does, such as a language chosen in the
 * panel or an organisation's branding arriving after it opened. A resize notice makes it place the panel again,
 * once, after the new direction is in the page.
 */
function usePlaceAgainOnDirectionChange(direction: string) {
  const placed = useRef(direction);
  useLayoutEffect(() => {
    if (placed.current === direction) return;
    placed.current = direction;
    window.dispatchEvent(new Event('resize'));
  }, [direction]);
}

/** Makes its child close the popover, for a Done or Cancel button inside it. */
export function PopoverClose({ children }: { children: ReactElement }) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}

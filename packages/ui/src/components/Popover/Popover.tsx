import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentPropsWithRef, ReactElement } from 'react';
import { overlayArrow } from '../../styles/overlay.css.js';
import { cx } from '../../utils/cx.js';
import { usePortalContainer } from '../UIProvider/UIContext.js';
import * as styles from './Popover.css.js';

export type PopoverProps = RadixPopover.PopoverProps;

/** A panel of extra content anchored to its trigger: open with the trigger, close with Escape or a click outside. */
export function Popover(props: PopoverProps) {
  return <RadixPopover.Root {...props} />;
}

export interface PopoverTriggerProps {
  /** One focusable element, usually a Button; it receives `aria-expanded` and `aria-controls`. */
  children: ReactElement;
}

/** Makes its child open and close the popover. */
export function PopoverTrigger({ children }: PopoverTriggerProps) {
  return <RadixPopover.Trigger asChild>{children}</RadixPopover.Trigger>;
}

export interface PopoverContentProps extends ComponentPropsWithRef<typeof RadixPopover.Content> {
  /** Names the panel for screen readers (it is a dialog). Use `aria-labelledby` instead when it has a heading. */
  'aria-label'?: string;
  /** Draws an arrow pointing at the trigger. */
  arrow?: boolean;
}

/**
 * The floating panel. It renders in the provider root, so it keeps the theme, brand and direction; focus moves into
 * it on open and back to the trigger on close.
 */
export function PopoverContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  arrow = false,
  children,
  ...rest
}: PopoverContentProps) {
  const container = usePortalContainer();
  return (
    <RadixPopover.Portal container={container ?? undefined}>
      <RadixPopover.Content
        {...rest}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cx(styles.content, className)}
      >
        {children}
        {arrow ? <RadixPopover.Arrow className={overlayArrow} width={12} height={6} /> : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

/** Makes its child close the popover, for a Done or Cancel button inside it. */
export function PopoverClose({ children }: { children: ReactElement }) {
  return <RadixPopover.Close asChild>{children}</RadixPopover.Close>;
}

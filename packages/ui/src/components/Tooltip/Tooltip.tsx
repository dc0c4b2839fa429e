import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../UIProvider/UIContext.js';
import * as styles from './Tooltip.css.js';

export interface TooltipProps {
  /** A short hint. It adds to the trigger's own name (as its description) and never replaces it. */
  content: ReactNode;
  /** One focusable element with its own accessible name, such as an IconButton. */
  children: ReactElement;
  /** The side of the trigger it prefers; it flips when there is no room. */
  side?: RadixTooltip.TooltipContentProps['side'];
  /** Controlled open state, for example to show it in documentation. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A hint that shows on hover and at once on keyboard focus, and hides on Escape. Hover never carries information
 * alone: the hint repeats or expands on what the trigger already says.
 */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container ?? undefined}>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

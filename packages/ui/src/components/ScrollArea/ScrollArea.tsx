import * as RadixScrollArea from '@radix-ui/react-scroll-area';
import { TIMINGS } from '@herald/notification-protocol';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './ScrollArea.css.js';

export interface ScrollAreaProps extends Omit<ComponentPropsWithRef<typeof RadixScrollArea.Root>, 'type'> {
  /** Names the scrolling region; it is focusable so keyboard users can scroll it with the arrow keys. */
  label: string;
  /** The most it grows to before it scrolls, as any CSS length (`400px`, `60vh`). */
  maxHeight?: CSSProperties['maxBlockSize'];
  /** Also scroll sideways, for wide content such as tables. */
  horizontal?: boolean;
  children: ReactNode;
}

/**
 * A scrolling region with thin themed scrollbars that show while the user scrolls and hide once it has been idle
 * for `TIMINGS.scrollbarHideMs` (docs/product.md §9). Native scrolling, so wheel, touch and keyboard all work
 * as usual.
 */
export function ScrollArea({
  label,
  maxHeight,
  horizontal = false,
  className,
  style,
  children,
  ...rest
}: ScrollAreaProps) {
  return (
    <RadixScrollArea.Root
      {...rest}
      type="scroll"
      scrollHideDelay={TIMINGS.scrollbarHideMs}
      className={cx(styles.root, className)}
      style={style}
    >
      <RadixScrollArea.Viewport
        className={styles.viewport}
        style={{ maxBlockSize: maxHeight }}
        role="region"
        aria-label={label}
        // Focusable so content without controls can still be scrolled from the keyboard.
        tabIndex={0}
      >
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar className={styles.scrollbar} orientation="vertical">
        <RadixScrollArea.Thumb className={styles.thumb} />
      </RadixScrollArea.Scrollbar>
      {horizontal ? (
        <RadixScrollArea.Scrollbar className={styles.scrollbar} orientation="horizontal">
          <RadixScrollArea.Thumb className={styles.thumb} />
        </RadixScrollArea.Scrollbar>
      ) : null}
    </RadixScrollArea.Root>
  );
}

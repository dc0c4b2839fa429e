import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import {
  DismissButton,
  Overlay,
  useListBox,
  useOption,
  usePopover,
  type AriaListBoxOptions,
} from 'react-aria';
import type { ListState, Node, OverlayTriggerState } from 'react-stately';
import { usePortalContainer } from '../components/UIProvider/index.js';
import { CheckIcon } from '../icons/StatusIcons.js';
import * as styles from './ListBoxPopover.css.js';

export interface FieldPopoverProps {
  state: OverlayTriggerState;
  /** The element the panel lines up with and matches in width. */
  triggerRef: RefObject<HTMLElement | null>;
  popoverRef?: RefObject<HTMLDivElement | null>;
  /** A combo box keeps focus in its input, so the page behind stays live. */
  isNonModal?: boolean;
  children: ReactNode;
}

/**
 * React Aria's popover, rendered into the UIProvider root so it keeps the theme, brand and direction; it
 * closes on Escape, on a press outside, and through hidden dismiss buttons for screen readers.
 */
export function FieldPopover({ state, triggerRef, popoverRef, isNonModal, children }: FieldPopoverProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = popoverRef ?? ownRef;
  const portalContainer = usePortalContainer();
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef: ref, placement: 'bottom start', offset: 4, isNonModal },
    state,
  );

  // The panel is at least as wide as its field.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    if (ref.current && trigger) ref.current.style.minInlineSize = `${trigger.offsetWidth}px`;
  });

  return (
    <Overlay portalContainer={portalContainer ?? undefined}>
      {isNonModal ? null : <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />}
      <div {...popoverProps} ref={ref} className={styles.popover}>
        {isNonModal ? null : <DismissButton onDismiss={state.close} />}
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

export interface ListBoxProps<T> extends AriaListBoxOptions<T> {
  state: ListState<T>;
  listBoxRef?: RefObject<HTMLUListElement | null>;
  /** Shown when no option matches. */
  emptyText?: ReactNode;
}

/** The options of a Select or ComboBox; React Aria handles selection, focus and the arrow keys. */
export function ListBox<T>({ state, listBoxRef, emptyText, ...props }: ListBoxProps<T>) {
  const ownRef = useRef<HTMLUListElement>(null);
  const ref = listBoxRef ?? ownRef;
  const { listBoxProps } = useListBox(props, state, ref);
  const items = [...state.collection];

  return (
    <ul {...listBoxProps} ref={ref} className={styles.listBox}>
      {items.length === 0 && emptyText ? (
        // An option that cannot be chosen, as React Aria Components does, so the list is never an empty listbox.
        <li role="option" aria-selected={false} aria-disabled="true" className={styles.empty}>
          {emptyText}
        </li>
      ) : null}
      {items.map((item) => (
        <Option key={item.key} item={item} state={state} />
      ))}
    </ul>
  );
}

function Option<T>({ item, state }: { item: Node<T>; state: ListState<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isFocusVisible, isDisabled } = useOption(
    { key: item.key },
    state,
    ref,
  );
  return (
    <li
      {...optionProps}
      ref={ref}
      className={styles.option}
      data-selected={isSelected || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span>{item.rendered}</span>
      {isSelected ? (
        <span className={styles.check} aria-hidden="true">
          <CheckIcon />
        </span>
      ) : null}
    </li>
  );
}

import * as RadixPopover from '@radix-ui/react-popover';
import { useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { content as menuContent } from '../../components/Menu/Menu.css.js';
import type { MenuItemTone } from '../../components/Menu/Menu.js';
import { usePortalContainer } from '../../components/UIProvider/UIContext.js';
import * as styles from './ItemMenu.css.js';

export interface ItemMenuAction {
  label: string;
  tone?: MenuItemTone;
  onSelect: () => void;
}

export interface ItemMenuProps {
  /** The button that opens the menu; it receives `aria-haspopup="menu"` and `aria-expanded`. */
  trigger: ReactElement;
  actions: readonly ItemMenuAction[];
}

/** The menu's items, in order, as the arrow keys walk them. */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A message's menu on the Radix popover the opened center already ships (one floating layer, no second menu
 * library): Enter, Space or ArrowDown open it on its first item, ArrowUp on its last; the arrows move (wrapping),
 * Home and End jump, a letter jumps to the next item starting with it; choosing an item, Escape or a click outside
 * close it, and focus returns to the button.
 */
export function ItemMenu({ trigger, actions }: ItemMenuProps) {
  const [open, setOpen] = useState(false);
  const start = useRef<'first' | 'last'>('first');
  const menuRef = useRef<HTMLDivElement>(null);
  const container = usePortalContainer();

  function focusItem(index: number) {
    const items = itemsOf(menuRef.current);
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      start.current = event.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemsOf(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(items.length - 1);
    else if (event.key === 'Tab') {
      // As in a menu: Tab does not walk out of it; Escape closes it.
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
      order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))?.focus();
    } else return;
    event.preventDefault();
  }

  return (
    <RadixPopover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) start.current = 'first';
        setOpen(next);
      }}
    >
      <RadixPopover.Trigger asChild aria-haspopup="menu" onKeyDown={onTriggerKeyDown}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal container={container ?? undefined}>
        <RadixPopover.Content
          ref={menuRef}
          role="menu"
          align="end"
          sideOffset={4}
          className={menuContent}
          onKeyDown={onMenuKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            focusItem(start.current === 'first' ? 0 : -1);
          }}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              data-tone={action.tone ?? 'neutral'}
              className={styles.item}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

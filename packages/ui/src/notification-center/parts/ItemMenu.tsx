import {
  cloneElement,
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { content as menuContent } from '../../components/Menu/Menu.css.js';
import type { MenuItemTone } from '../../components/Menu/Menu.js';
import { usePortalContainer } from '../../components/UIProvider/UIContext.js';
import { assignRef } from './assignRef.js';
import { FloatingLayer, type DismissReason } from './FloatingLayer.js';
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

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The menu's items, in order, as the arrow keys walk them. */
const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * A message's menu on the floating layer the opened center already ships (one floating layer, no menu library):
 * Enter, Space or ArrowDown open it on its first item, ArrowUp on its last; the arrows move (wrapping), Home and
 * End jump, a letter jumps to the next item starting with it; choosing an item or Escape close it and give focus
 * back to the button, a click outside closes it where the click put focus.
 */
export function ItemMenu({ trigger, actions }: ItemMenuProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLElement | null>(null);
  // Which item the menu opens on: the first, or the last when opened with ArrowUp.
  const [start, setStart] = useState<'first' | 'last'>('first');
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const container = usePortalContainer();
  const { props: triggerProps } = trigger as ReactElement<TriggerProps>;
  const hostRef = triggerProps.ref;
  const buttonRef = useCallback(
    (element: HTMLElement | null) => {
      setButton(element);
      assignRef(hostRef, element);
    },
    [hostRef],
  );

  function focusItem(index: number) {
    const items = itemsOf(menuRef.current);
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function close(reason: DismissReason | 'chosen') {
    setOpen(false);
    if (reason !== 'outside') button?.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLElement>) {
    triggerProps.onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setStart(event.key === 'ArrowDown' ? 'first' : 'last');
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
    <>
      {cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        ref: buttonRef,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onKeyDown: onTriggerKeyDown,
        onClick: (event: MouseEvent<HTMLElement>) => {
          triggerProps.onClick?.(event);
          if (event.defaultPrevented) return;
          setStart('first');
          setOpen(!open);
        },
      })}
      {open ? (
        <FloatingLayer
          ref={menuRef}
          id={menuId}
          role="menu"
          anchor={button}
          container={container}
          align="end"
          sideOffset={4}
          className={menuContent}
          onKeyDown={onMenuKeyDown}
          onOpenFocus={() => focusItem(start === 'first' ? 0 : -1)}
          onDismiss={close}
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
                close('chosen');
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </FloatingLayer>
      ) : null}
    </>
  );
}

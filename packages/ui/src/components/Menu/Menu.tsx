import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { Link } from '../Link/Link.js';
import { usePortalContainer } from '../UIProvider/UIContext.js';
import * as styles from './Menu.css.js';

export type MenuProps = DropdownMenu.DropdownMenuProps;

/**
 * A list of actions behind a button: Enter, Space or the arrow keys open it, arrows move (wrapping), typing a
 * letter jumps, Escape closes and returns focus. Not modal by default: a menu needs no scroll lock, and Radix's
 * modal mode hides the page with aria-hidden while leaving its links focusable.
 */
export function Menu({ modal = false, ...props }: MenuProps) {
  return <DropdownMenu.Root modal={modal} {...props} />;
}

/** Makes its child, a button, open the menu; it receives `aria-haspopup` and `aria-expanded`. */
export function MenuTrigger({ children }: { children: ReactElement }) {
  return <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>;
}

export type MenuContentProps = ComponentPropsWithRef<typeof DropdownMenu.Content>;

/** The list of items, rendered in the provider root so it keeps the theme and direction. */
export function MenuContent({ className, sideOffset = 4, loop = true, ...rest }: MenuContentProps) {
  const container = usePortalContainer();
  return (
    <DropdownMenu.Portal container={container ?? undefined}>
      <DropdownMenu.Content
        {...rest}
        sideOffset={sideOffset}
        loop={loop}
        className={cx(styles.content, className)}
      />
    </DropdownMenu.Portal>
  );
}

/** Item colours: danger for destructive actions, which should also say so in words. */
export const MENU_ITEM_TONES = ['neutral', 'danger'] as const;
export type MenuItemTone = (typeof MENU_ITEM_TONES)[number];

export interface MenuItemProps extends ComponentPropsWithRef<typeof DropdownMenu.Item> {
  tone?: MenuItemTone;
  /** Drawn before the text; decorative. */
  icon?: ReactNode;
}

/** One action; `onSelect` runs on click, Enter or Space, and the menu closes. */
export function MenuItem({ tone = 'neutral', icon, className, children, ...rest }: MenuItemProps) {
  return (
    <DropdownMenu.Item {...rest} data-tone={tone} className={cx(styles.item, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </DropdownMenu.Item>
  );
}

export interface MenuLinkItemProps extends Omit<ComponentPropsWithRef<typeof DropdownMenu.Item>, 'asChild'> {
  /** Where the item leads, through the link component injected into UIProvider. */
  href: string;
}

/** An item that navigates, through the app's injected link. */
export function MenuLinkItem({ href, className, children, ...rest }: MenuLinkItemProps) {
  return (
    <DropdownMenu.Item {...rest} className={cx(styles.item, className)} asChild>
      <Link href={href}>{children}</Link>
    </DropdownMenu.Item>
  );
}

/** A line between groups of items; ignored by screen readers' item count. */
export function MenuSeparator({ className, ...rest }: ComponentPropsWithRef<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator {...rest} className={cx(styles.separator, className)} />;
}

/** A small heading over a group of items. */
export function MenuLabel({ className, ...rest }: ComponentPropsWithRef<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label {...rest} className={cx(styles.label, className)} />;
}

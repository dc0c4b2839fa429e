import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import type { LinkComponentProps } from '../UIProvider/UIContext.js';
import { Menu, MenuContent, MenuItem, MenuLinkItem, MenuSeparator, MenuTrigger } from './Menu.js';

function RouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a {...props} data-router="">
      {children}
    </a>
  );
}

function renderMenu(direction: 'ltr' | 'rtl' = 'ltr') {
  const onDuplicate = vi.fn();
  const onWithdraw = vi.fn();
  render(
    <UIProvider direction={direction} linkComponent={RouterLink}>
      <Menu>
        <MenuTrigger>
          <button type="button">Actions</button>
        </MenuTrigger>
        <MenuContent>
          <MenuLinkItem href="/contributions/42">Open</MenuLinkItem>
          <MenuItem onSelect={onDuplicate}>Duplicate</MenuItem>
          <MenuSeparator />
          <MenuItem tone="danger" onSelect={onWithdraw}>
            Withdraw
          </MenuItem>
        </MenuContent>
      </Menu>
    </UIProvider>,
  );
  return { user: userEvent.setup(), onDuplicate, onWithdraw };
}

describe('Menu', () => {
  it.each(['ltr', 'rtl'] as const)('is operated by keyboard alone (%s)', async (direction) => {
    const { user, onDuplicate } = renderMenu(direction);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Open' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await user.keyboard('{Enter}');
    expect(onDuplicate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('wraps from the last item to the first', async () => {
    const { user } = renderMenu();
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{Enter}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Withdraw');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Open');
  });

  it('navigates link items through the injected link and marks danger items', async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const open = screen.getByRole('menuitem', { name: 'Open' });
    expect(open.getAttribute('href')).toBe('/contributions/42');
    expect(open.hasAttribute('data-router')).toBe(true);
    expect(screen.getByRole('menuitem', { name: 'Withdraw' }).getAttribute('data-tone')).toBe('danger');
    expect(screen.getByRole('separator')).toBeTruthy();
  });
});

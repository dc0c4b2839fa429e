import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider/UIProvider.js';
import type { LinkComponentProps } from '../UIProvider/UIContext.js';
import { AppShell, type AppShellProps } from './AppShell.js';

const nav = [
  { label: 'Dashboard', href: '/student/dashboard' },
  { label: 'My contributions', href: '/student/contributions' },
  { label: 'Events', href: '/student/events' },
];

function renderShell(props: Partial<AppShellProps> = {}, direction: 'ltr' | 'rtl' = 'ltr') {
  const onLogout = vi.fn();
  function RouterLink({ children, ...rest }: LinkComponentProps) {
    return (
      <a {...rest} data-router="">
        {children}
      </a>
    );
  }
  render(
    <UIProvider linkComponent={RouterLink} direction={direction}>
      <AppShell
        institutionName="University of Greenwich"
        userName="Amira Haddad"
        profileHref="/profile"
        onLogout={onLogout}
        nav={nav}
        currentPath="/student/contributions"
        bell={<button type="button">Bell</button>}
        {...props}
      >
        <h1>My contributions</h1>
      </AppShell>
    </UIProvider>,
  );
  return { onLogout, user: userEvent.setup() };
}

describe('AppShell', () => {
  it('shows the institution name, the bell slot and the page in their landmarks', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('University of Greenwich')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Bell' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'My contributions' })).toBeTruthy();
  });

  it('builds the main nav from data with the injected link and marks only the current page', () => {
    renderShell();
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'My contributions', 'Events']);
    expect(links.every((link) => link.hasAttribute('data-router'))).toBe(true);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('matches the current page with or without a trailing slash', () => {
    renderShell({ currentPath: '/student/events/' });
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers a skip link first that moves focus to the main content', async () => {
    const { user } = renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(main);
  });

  it.each(['ltr', 'rtl'] as const)(
    'opens the profile menu from the keyboard and reaches Profile and Logout (%s)',
    async (direction) => {
      const { user, onLogout } = renderShell({}, direction);
      const trigger = screen.getByRole('button', { name: 'Amira Haddad' });
      trigger.focus();
      await user.keyboard('{Enter}');

      const menu = screen.getByRole('menu');
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
      expect(profile.getAttribute('href')).toBe('/profile');
      expect(profile.hasAttribute('data-router')).toBe(true);
      expect(document.activeElement).toBe(profile);

      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Logout' }));
      await user.keyboard('{Enter}');
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('menu')).toBeNull();
    },
  );

  it.each(['ltr', 'rtl'] as const)(
    'draws the extra profile menu links between Profile and Logout, reached with the arrow keys (%s)',
    async (direction) => {
      const { user } = renderShell(
        {
          profileMenuItems: [
            { label: 'Notification settings', href: '/profile/notifications' },
            { label: 'Security', href: '/profile/security' },
          ],
        },
        direction,
      );
      screen.getByRole('button', { name: 'Amira Haddad' }).focus();
      await user.keyboard('{Enter}');
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'Profile',
        'Notification settings',
        'Security',
        'Logout',
      ]);
      const settings = items[1]!;
      expect(settings.getAttribute('href')).toBe('/profile/notifications');
      expect(settings.hasAttribute('data-router')).toBe(true);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(settings);
    },
  );

  it('closes the profile menu on Escape and returns focus to its trigger', async () => {
    const { user } = renderShell();
    const trigger = screen.getByRole('button', { name: 'Amira Haddad' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('renders the menu inside the provider root so it keeps the theme and direction', async () => {
    const { user } = renderShell({}, 'rtl');
    const trigger = screen.getByRole('button', { name: 'Amira Haddad' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu').closest('[data-mode]')?.getAttribute('dir')).toBe('rtl');
  });

  it('names the profile trigger "Account" when the user name is unknown', () => {
    renderShell({ userName: undefined });
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });

  it.each(['ltr', 'rtl'] as const)(
    'opens the side nav as a drawer from the menu button, by keyboard, and closes it on navigation (%s)',
    async (direction) => {
      const { user } = renderShell({}, direction);
      const menuButton = screen.getByRole('button', { name: 'Open navigation', hidden: true });
      menuButton.focus();
      await user.keyboard('{Enter}');
      const drawer = screen.getByRole('dialog', { name: 'Navigation' });
      const drawerNav = within(drawer).getByRole('navigation', { name: 'Main' });
      expect(
        within(drawerNav).getByRole('link', { name: 'My contributions' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(drawer.closest('[data-mode]')?.getAttribute('dir')).toBe(direction);
      await user.tab();
      expect(document.activeElement?.textContent).toBe('Dashboard');
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('closes the drawer on Escape and returns focus to the menu button', async () => {
    const { user } = renderShell();
    const menuButton = screen.getByRole('button', { name: 'Open navigation', hidden: true });
    menuButton.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });
});

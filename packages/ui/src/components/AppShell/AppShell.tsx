import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon.js';
import { MenuIcon } from '../../icons/MenuIcon.js';
import { BREAKPOINTS } from '../../styles/sprinkles.css.js';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog/Dialog.js';
import { IconButton } from '../IconButton/IconButton.js';
import { Link } from '../Link/Link.js';
import { Menu, MenuContent, MenuItem, MenuLinkItem, MenuTrigger } from '../Menu/Menu.js';
import * as styles from './AppShell.css.js';

/** One entry of the side nav or of the profile menu. */
export interface AppShellNavItem {
  label: string;
  href: string;
}

/** Fixed words of the shell, replaceable for other languages. */
export interface AppShellLabels {
  skipToContent: string;
  mainNavigation: string;
  /** The profile menu trigger's text when there is no user name. */
  account: string;
  profile: string;
  logout: string;
  /** The menu button that opens the side nav as a drawer on narrow screens. */
  openNavigation: string;
  /** The drawer's title. */
  navigationDrawer: string;
  /** The drawer's close button. */
  closeNavigation: string;
}

export const DEFAULT_APP_SHELL_LABELS: AppShellLabels = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  account: 'Account',
  profile: 'Profile',
  logout: 'Logout',
  openNavigation: 'Open navigation',
  navigationDrawer: 'Navigation',
  closeNavigation: 'Close navigation',
};

export interface AppShellProps {
  /** Shown as logo text in the top bar. */
  institutionName: string;
  /** Slot in the top bar for the notification bell. */
  bell?: ReactNode;
  /** Names the profile menu trigger. */
  userName?: string;
  /** Where the profile menu's Profile item leads, through the injected link. */
  profileHref: string;
  /** More links of the profile menu, drawn in order between Profile and Logout through the injected link. */
  profileMenuItems?: readonly AppShellNavItem[];
  /** Called when Logout is chosen in the profile menu. */
  onLogout: () => void;
  /** The side nav, in order. */
  nav: readonly AppShellNavItem[];
  /** The current location's path; the nav item with this `href` is marked as the current page. */
  currentPath?: string;
  /** The `id` of `<main>`, the skip link's target. */
  mainId?: string;
  labels?: Partial<AppShellLabels>;
  /** The page. */
  children: ReactNode;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Up to two initials, for the avatar beside the user's name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return picked.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '').join('');
}

/** The side nav sits beside the page from this width; below it, it is a drawer behind a menu button. */
const WIDE_SCREEN = `(min-width: ${BREAKPOINTS.tablet})`;

/**
 * The frame of every signed-in page: a skip link, a top bar (institution name, bell, profile menu), a side nav
 * built from data with the injected link, and `<main>` for the page. Under 768 px the side nav becomes a drawer
 * (a modal dialog at the inline start) opened from a menu button in the top bar.
 */
export function AppShell({
  institutionName,
  bell,
  userName,
  profileHref,
  profileMenuItems = [],
  onLogout,
  nav,
  currentPath,
  mainId = 'main-content',
  labels,
  children,
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const text = { ...DEFAULT_APP_SHELL_LABELS, ...labels };
  const current = currentPath === undefined ? undefined : trimSlash(currentPath);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    // A drawer left open while the screen widens would cover the side nav that is now shown anyway.
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  const navList = (onNavigate?: () => void) => (
    <ul className={styles.navList}>
      {nav.map((item) => (
        <li key={item.href}>
          <Link
            className={styles.navLink}
            href={item.href}
            aria-current={trimSlash(item.href) === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    // Focus the target directly so the router never sees a hash change.
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`} onClick={skipToMain}>
        {text.skipToContent}
      </a>
      <header className={styles.header}>
        <span className={styles.menuButton}>
          <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogTrigger>
              <IconButton label={text.openNavigation} icon={<MenuIcon />} />
            </DialogTrigger>
            <DialogContent placement="start" title={text.navigationDrawer} closeLabel={text.closeNavigation}>
              <nav aria-label={text.mainNavigation}>{navList(() => setDrawerOpen(false))}</nav>
            </DialogContent>
          </Dialog>
        </span>
        <span className={styles.logo}>{institutionName}</span>
        <div className={styles.actions}>
          {bell}
          <Menu>
            <MenuTrigger>
              <button type="button" className={styles.profileTrigger}>
                {userName ? (
                  <span className={styles.avatar} aria-hidden="true">
                    {initialsOf(userName)}
                  </span>
                ) : null}
                <span className={userName ? styles.userName : undefined}>{userName || text.account}</span>
                <ChevronDownIcon />
              </button>
            </MenuTrigger>
            <MenuContent align="end">
              <MenuLinkItem href={profileHref}>{text.profile}</MenuLinkItem>
              {profileMenuItems.map((item) => (
                <MenuLinkItem key={item.href} href={item.href}>
                  {item.label}
                </MenuLinkItem>
              ))}
              <MenuItem onSelect={() => onLogout()}>{text.logout}</MenuItem>
            </MenuContent>
          </Menu>
        </div>
      </header>
      <nav className={styles.nav} aria-label={text.mainNavigation}>
        {navList()}
      </nav>
      <main id={mainId} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

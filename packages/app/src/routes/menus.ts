// Side menus by role (SPEC §2).
import { ROLE_ID, type RoleId } from '@herald/protocol';

export interface MenuItem {
  label: string;
  href: string;
}

const { ADMIN, MANAGER, COORDINATOR, STUDENT, GUEST } = ROLE_ID;

export const MENUS: Record<RoleId, readonly MenuItem[]> = {
  [ADMIN]: [
    { label: 'Dashboard', href: '/admin/dashboard' },
    { label: 'Account', href: '/admin/account' },
    { label: 'Faculty', href: '/admin/faculty' },
    { label: 'Event', href: '/admin/event' },
    { label: 'Role', href: '/admin/role' },
    // The university's mail, readable even where no mail server is set up.
    { label: 'Outbox', href: '/admin/outbox' },
  ],
  [COORDINATOR]: [
    { label: 'Dashboard', href: '/coordinator/dashboard' },
    { label: 'Event', href: '/coordinator/event' },
    // The faculty's published work across its events, also linked from each event.
    { label: 'Published work', href: '/coordinator/public' },
  ],
  [STUDENT]: [{ label: 'Event', href: '/student/event' }],
  [MANAGER]: [
    { label: 'Dashboard', href: '/manager/dashboard' },
    { label: 'Event', href: '/manager/event' },
  ],
  // SPEC §2 names it "List Contribution Public"; a guest reads it as the faculty's published work.
  [GUEST]: [{ label: 'Published work', href: '/guest/public/' }],
};

/** Pages reached from another section's list: a manager's published work belongs under Event. */
const SECTION_OF: readonly (readonly [prefix: string, section: string])[] = [
  ['/manager/public', '/manager/event'],
];

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The menu entry to mark as current for a path: the entry itself, or the one whose section a nested page
 * belongs to (an event's contributions under Event, an account's detail under Account). Any other path is
 * returned as it is.
 */
export function currentMenuHref(role: RoleId, pathname: string): string {
  let path = trimSlash(pathname);
  for (const [prefix, section] of SECTION_OF) if (within(path, prefix)) path = section;
  const match = MENUS[role]
    .filter((item) => within(path, trimSlash(item.href)))
    .sort((a, b) => trimSlash(b.href).length - trimSlash(a.href).length)[0];
  return match?.href ?? pathname;
}

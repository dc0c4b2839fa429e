// Side menus by role (docs/product.md §2).
import { matchPath } from 'react-router';
import { ROLE_ID, UNIVERSITY_ROUTES as R, type RoleId } from '@herald/protocol';
import { t } from '../../shared/i18n/en';

export interface MenuItem {
  label: string;
  href: string;
}

const { ADMIN, MANAGER, COORDINATOR, STUDENT, GUEST } = ROLE_ID;

export const MENUS: Record<RoleId, readonly MenuItem[]> = {
  [ADMIN]: [
    { label: t.menu.dashboard, href: R.admin.dashboard },
    { label: t.menu.account, href: R.admin.accounts },
    { label: t.menu.faculty, href: R.admin.faculties },
    { label: t.menu.event, href: R.admin.events },
    { label: t.menu.role, href: R.admin.roles },
    // The university's mail, readable even where no mail server is set up.
    { label: t.menu.outbox, href: R.admin.outbox },
  ],
  [COORDINATOR]: [
    { label: t.menu.dashboard, href: R.coordinator.dashboard },
    { label: t.menu.event, href: R.coordinator.events },
    // The faculty's published work across its events, also linked from each event.
    { label: t.menu.publishedWork, href: R.coordinator.publishedWork },
  ],
  [STUDENT]: [{ label: t.menu.event, href: R.student.events }],
  [MANAGER]: [
    { label: t.menu.dashboard, href: R.manager.dashboard },
    { label: t.menu.event, href: R.manager.events },
  ],
  // docs/product.md §2 names it "List Contribution Public"; a guest reads it as the faculty's published work.
  [GUEST]: [{ label: t.menu.publishedWork, href: R.guest.published }],
};

/**
 * Pages reached from another section's list, by route pattern (with the pages under it): a manager's published
 * work belongs under Event.
 */
const SECTION_OF: readonly (readonly [pattern: string, section: string])[] = [
  [R.manager.published, R.manager.events],
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
  for (const [pattern, section] of SECTION_OF)
    if (matchPath({ path: pattern, end: false }, path)) path = section;
  const match = MENUS[role]
    .filter((item) => within(path, trimSlash(item.href)))
    .sort((a, b) => trimSlash(b.href).length - trimSlash(a.href).length)[0];
  return match?.href ?? pathname;
}

// Every route of docs/product.md §2 as data: path, the roles allowed in, the page title, and the page, loaded
// lazily. The router, the guard, the menus and the tests all read this one list. The paths are the protocol's
// (UNIVERSITY_ROUTES), from which the server builds the links it sends: TypeScript refuses a declared page without
// its title in the catalogue (t.pageTitles) or without its component in its role's lazy module (ROUTE_PAGES).
import type { ComponentType } from 'react';
import { ROLE_ID, ROLE_IDS, UNIVERSITY_ROUTES as R, type RoleId } from '@herald/protocol';
import { t } from '../../shared/i18n/en';

/** Loads a page's component; pages of one role share one lazy module (code splitting by role). */
export type PageLoader = () => Promise<ComponentType>;

export interface AppRoute {
  path: string;
  /** Who may open it (docs/product.md §5, §6). */
  roles: readonly RoleId[];
  title: string;
  page: PageLoader;
}

const { ADMIN, MANAGER, COORDINATOR, STUDENT, GUEST } = ROLE_ID;

/** The protocol's groups of pages inside the shell (the public pages are outside it, in route-objects.tsx). */
type ShellGroup = Exclude<keyof typeof R, 'public'>;

/** Each group's lazy module, which names the page of each of its routes (code splitting by role). */
const MODULES: Record<ShellGroup, () => Promise<{ ROUTE_PAGES: Record<string, ComponentType> }>> = {
  admin: () => import('../pages/admin/index'),
  student: () => import('../pages/student/index'),
  coordinator: () => import('../pages/coordinator/index'),
  manager: () => import('../pages/manager/index'),
  guest: () => import('../pages/guest/index'),
  account: () => import('../pages/account/index'),
};

/** Who may open a group's pages; any signed-in user opens their own account's (docs/product.md §6). */
const ROLES: Record<ShellGroup, readonly RoleId[]> = {
  admin: [ADMIN],
  student: [STUDENT],
  coordinator: [COORDINATOR],
  manager: [MANAGER],
  guest: [GUEST],
  account: ROLE_IDS,
};

/** Each page's title, by its name in the protocol: the catalogue's titles are in the protocol's shape. */
const TITLES: { [Group in ShellGroup]: { [Name in keyof (typeof R)[Group]]: string } } = t.pageTitles;

export const SHELL_ROUTES: readonly AppRoute[] = (Object.keys(TITLES) as ShellGroup[]).flatMap((group) =>
  Object.entries(TITLES[group]).map(([name, title]): AppRoute => ({
    path: (R[group] as Record<string, string>)[name]!,
    roles: ROLES[group],
    title,
    page: async () => (await MODULES[group]()).ROUTE_PAGES[name]!,
  })),
);

/** Where each role lands after signing in: the first entry of its side menu. */
export const HOME_BY_ROLE: Record<RoleId, string> = {
  [ADMIN]: R.admin.dashboard,
  [MANAGER]: R.manager.dashboard,
  [COORDINATOR]: R.coordinator.dashboard,
  [STUDENT]: R.student.events,
  [GUEST]: R.guest.published,
};

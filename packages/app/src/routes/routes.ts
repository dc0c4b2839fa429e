// Every route of SPEC §2 as data: path, the roles allowed in, the page title, and the page, loaded lazily.
// The router, the guard, the menus and the tests all read this one list.
import type { ComponentType } from 'react';
import { ROLE_ID, ROLE_IDS, type RoleId } from '@herald/protocol';

export interface PageModule {
  default: ComponentType;
}

export interface AppRoute {
  path: string;
  /** Who may open it (SPEC §5, §6). */
  roles: readonly RoleId[];
  title: string;
  page: () => Promise<PageModule>;
}

const { ADMIN, MANAGER, COORDINATOR, STUDENT, GUEST } = ROLE_ID;
const placeholder = () => import('../pages/RolePage');

function crud(base: string, noun: string): AppRoute[] {
  return [
    { path: `/admin/${base}`, roles: [ADMIN], title: `${noun}s`, page: placeholder },
    {
      path: `/admin/${base}/create`,
      roles: [ADMIN],
      title: `Create ${noun.toLowerCase()}`,
      page: placeholder,
    },
    {
      path: `/admin/${base}/update/:id`,
      roles: [ADMIN],
      title: `Update ${noun.toLowerCase()}`,
      page: placeholder,
    },
    { path: `/admin/${base}/detail/:id`, roles: [ADMIN], title: `${noun} details`, page: placeholder },
  ];
}

export const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '/admin/dashboard', roles: [ADMIN], title: 'Dashboard', page: placeholder },
  ...crud('account', 'Account'),
  ...crud('faculty', 'Faculty'),
  ...crud('event', 'Event'),
  { path: '/admin/role', roles: [ADMIN], title: 'Roles', page: placeholder },
  { path: '/admin/role/detail/:id', roles: [ADMIN], title: 'Role details', page: placeholder },

  { path: '/student/event', roles: [STUDENT], title: 'Events', page: placeholder },
  { path: '/student/event/detail/:id', roles: [STUDENT], title: 'Event details', page: placeholder },
  {
    path: '/student/event/contribution/:eventId',
    roles: [STUDENT],
    title: 'My contributions',
    page: placeholder,
  },
  {
    path: '/student/event/contribution/:eventId/create',
    roles: [STUDENT],
    title: 'New contribution',
    page: placeholder,
  },
  {
    path: '/student/event/contribution/:eventId/update/:id',
    roles: [STUDENT],
    title: 'Update contribution',
    page: placeholder,
  },
  {
    path: '/student/event/contribution/:eventId/detail/:id',
    roles: [STUDENT],
    title: 'Contribution details',
    page: placeholder,
  },

  { path: '/coordinator/dashboard', roles: [COORDINATOR], title: 'Dashboard', page: placeholder },
  { path: '/coordinator/event', roles: [COORDINATOR], title: 'Events', page: placeholder },
  { path: '/coordinator/event/detail/:id', roles: [COORDINATOR], title: 'Event details', page: placeholder },
  {
    path: '/coordinator/event/contribution/:eventId',
    roles: [COORDINATOR],
    title: 'Contributions',
    page: placeholder,
  },
  {
    path: '/coordinator/event/contribution/:eventId/update/:id',
    roles: [COORDINATOR],
    title: 'Review contribution',
    page: placeholder,
  },
  {
    path: '/coordinator/event/contribution/:eventId/detail/:id',
    roles: [COORDINATOR],
    title: 'Contribution details',
    page: placeholder,
  },
  {
    path: '/coordinator/public/:eventId',
    roles: [COORDINATOR],
    title: 'Published contributions',
    page: placeholder,
  },
  {
    path: '/coordinator/public/:eventId/detail/:id',
    roles: [COORDINATOR],
    title: 'Published contribution',
    page: placeholder,
  },

  { path: '/manager/dashboard', roles: [MANAGER], title: 'Dashboard', page: placeholder },
  { path: '/manager/event', roles: [MANAGER], title: 'Events', page: placeholder },
  { path: '/manager/event/detail/:id', roles: [MANAGER], title: 'Event details', page: placeholder },
  { path: '/manager/public/:eventId', roles: [MANAGER], title: 'Published contributions', page: placeholder },
  {
    path: '/manager/public/:eventId/detail/:id',
    roles: [MANAGER],
    title: 'Published contribution',
    page: placeholder,
  },

  { path: '/guest/public/', roles: [GUEST], title: 'Published contributions', page: placeholder },
  { path: '/guest/public/detail/:id', roles: [GUEST], title: 'Published contribution', page: placeholder },

  // Any signed-in user: the shell only, no specific role (SPEC §6).
  { path: '/profile', roles: ROLE_IDS, title: 'Profile', page: placeholder },
  { path: '/changepassword', roles: ROLE_IDS, title: 'Change password', page: placeholder },
];

/** Where each role lands after signing in: the first entry of its side menu. */
export const HOME_BY_ROLE: Record<RoleId, string> = {
  [ADMIN]: '/admin/dashboard',
  [MANAGER]: '/manager/dashboard',
  [COORDINATOR]: '/coordinator/dashboard',
  [STUDENT]: '/student/event',
  [GUEST]: '/guest/public/',
};

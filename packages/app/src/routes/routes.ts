// Every route of SPEC §2 as data: path, the roles allowed in, the page title, and the page, loaded lazily.
// The router, the guard, the menus and the tests all read this one list.
import type { ComponentType } from 'react';
import { ROLE_ID, ROLE_IDS, type RoleId } from '@herald/protocol';
import type * as AdminPages from '../pages/admin/index';
import type * as AccountPages from '../pages/account/index';
import type * as StudentPages from '../pages/student/index';
import type * as CoordinatorPages from '../pages/coordinator/index';
import type * as ManagerPages from '../pages/manager/index';
import type * as GuestPages from '../pages/guest/index';

/** Loads a page's component; pages of one role share one lazy module (code splitting by role). */
export type PageLoader = () => Promise<ComponentType>;

export interface AppRoute {
  path: string;
  /** Who may open it (SPEC §5, §6). */
  roles: readonly RoleId[];
  title: string;
  page: PageLoader;
}

const { ADMIN, MANAGER, COORDINATOR, STUDENT, GUEST } = ROLE_ID;
const admin =
  (name: keyof typeof AdminPages): PageLoader =>
  async () =>
    (await import('../pages/admin/index'))[name];
const account =
  (name: keyof typeof AccountPages): PageLoader =>
  async () =>
    (await import('../pages/account/index'))[name];

const student =
  (name: keyof typeof StudentPages): PageLoader =>
  async () =>
    (await import('../pages/student/index'))[name];
const coordinator =
  (name: keyof typeof CoordinatorPages): PageLoader =>
  async () =>
    (await import('../pages/coordinator/index'))[name];
const manager =
  (name: keyof typeof ManagerPages): PageLoader =>
  async () =>
    (await import('../pages/manager/index'))[name];
const guest =
  (name: keyof typeof GuestPages): PageLoader =>
  async () =>
    (await import('../pages/guest/index'))[name];

type Crud = 'Account' | 'Faculty' | 'Event';
const TITLES: Record<Crud, string> = { Account: 'Accounts', Faculty: 'Faculties', Event: 'Events' };

function crud(base: string, noun: Crud): AppRoute[] {
  return [
    { path: `/admin/${base}`, roles: [ADMIN], title: TITLES[noun], page: admin(`${noun}ListPage`) },
    {
      path: `/admin/${base}/create`,
      roles: [ADMIN],
      title: `Create ${noun.toLowerCase()}`,
      page: admin(`${noun}CreatePage`),
    },
    {
      path: `/admin/${base}/update/:id`,
      roles: [ADMIN],
      title: `Update ${noun.toLowerCase()}`,
      page: admin(`${noun}UpdatePage`),
    },
    {
      path: `/admin/${base}/detail/:id`,
      roles: [ADMIN],
      title: `${noun} details`,
      page: admin(`${noun}DetailPage`),
    },
  ];
}

export const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '/admin/dashboard', roles: [ADMIN], title: 'Dashboard', page: admin('DashboardPage') },
  ...crud('account', 'Account'),
  ...crud('faculty', 'Faculty'),
  ...crud('event', 'Event'),
  { path: '/admin/role', roles: [ADMIN], title: 'Roles', page: admin('RoleListPage') },
  {
    path: '/admin/role/detail/:id',
    roles: [ADMIN],
    title: 'Role details',
    page: admin('RoleDetailPage'),
  },
  { path: '/admin/outbox', roles: [ADMIN], title: 'Outbox', page: admin('OutboxPage') },

  { path: '/student/event', roles: [STUDENT], title: 'Events', page: student('EventsPage') },
  { path: '/student/event/detail/:id', roles: [STUDENT], title: 'Event details', page: student('EventPage') },
  {
    path: '/student/event/contribution/:eventId',
    roles: [STUDENT],
    title: 'My contributions',
    page: student('MyContributionsPage'),
  },
  {
    path: '/student/event/contribution/:eventId/create',
    roles: [STUDENT],
    title: 'New contribution',
    page: student('ContributionCreatePage'),
  },
  {
    path: '/student/event/contribution/:eventId/update/:id',
    roles: [STUDENT],
    title: 'Update contribution',
    page: student('ContributionUpdatePage'),
  },
  {
    path: '/student/event/contribution/:eventId/detail/:id',
    roles: [STUDENT],
    title: 'Contribution details',
    page: student('ContributionPage'),
  },

  {
    path: '/coordinator/dashboard',
    roles: [COORDINATOR],
    title: 'Dashboard',
    page: coordinator('DashboardPage'),
  },
  { path: '/coordinator/event', roles: [COORDINATOR], title: 'Events', page: coordinator('EventsPage') },
  {
    path: '/coordinator/event/detail/:id',
    roles: [COORDINATOR],
    title: 'Event details',
    page: coordinator('EventPage'),
  },
  {
    path: '/coordinator/event/contribution/:eventId',
    roles: [COORDINATOR],
    title: 'Contributions',
    page: coordinator('ContributionsPage'),
  },
  {
    path: '/coordinator/event/contribution/:eventId/update/:id',
    roles: [COORDINATOR],
    title: 'Review contribution',
    page: coordinator('ReviewPage'),
  },
  {
    path: '/coordinator/event/contribution/:eventId/detail/:id',
    roles: [COORDINATOR],
    title: 'Contribution details',
    page: coordinator('ContributionPage'),
  },
  {
    path: '/coordinator/public',
    roles: [COORDINATOR],
    title: 'Published work',
    page: coordinator('PublishedWorkPage'),
  },
  {
    path: '/coordinator/public/:eventId',
    roles: [COORDINATOR],
    title: 'Published contributions',
    page: coordinator('PublishedPage'),
  },
  {
    path: '/coordinator/public/:eventId/detail/:id',
    roles: [COORDINATOR],
    title: 'Published contribution',
    page: coordinator('PublishedDetailPage'),
  },

  { path: '/manager/dashboard', roles: [MANAGER], title: 'Dashboard', page: manager('DashboardPage') },
  { path: '/manager/event', roles: [MANAGER], title: 'Events', page: manager('EventsPage') },
  { path: '/manager/event/detail/:id', roles: [MANAGER], title: 'Event details', page: manager('EventPage') },
  {
    path: '/manager/public/:eventId',
    roles: [MANAGER],
    title: 'Published contributions',
    page: manager('PublishedPage'),
  },
  {
    path: '/manager/public/:eventId/detail/:id',
    roles: [MANAGER],
    title: 'Published contribution',
    page: manager('PublishedDetailPage'),
  },

  { path: '/guest/public/', roles: [GUEST], title: 'Published contributions', page: guest('PublishedPage') },
  {
    path: '/guest/public/detail/:id',
    roles: [GUEST],
    title: 'Published contribution',
    page: guest('PublishedDetailPage'),
  },

  // Any signed-in user: the shell only, no specific role (SPEC §6).
  { path: '/profile', roles: ROLE_IDS, title: 'Profile', page: account('ProfilePage') },
  {
    path: '/profile/notifications',
    roles: ROLE_IDS,
    title: 'Notification settings',
    page: account('NotificationSettingsPage'),
  },
  {
    path: '/changepassword',
    roles: ROLE_IDS,
    title: 'Change password',
    page: account('ChangePasswordPage'),
  },
];

/** Where each role lands after signing in: the first entry of its side menu. */
export const HOME_BY_ROLE: Record<RoleId, string> = {
  [ADMIN]: '/admin/dashboard',
  [MANAGER]: '/manager/dashboard',
  [COORDINATOR]: '/coordinator/dashboard',
  [STUDENT]: '/student/event',
  [GUEST]: '/guest/public/',
};

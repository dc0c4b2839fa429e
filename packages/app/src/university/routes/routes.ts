// Every route of docs/product.md §2 as data: path, the roles allowed in, the page title, and the page, loaded
// lazily. The router, the guard, the menus and the tests all read this one list.
import type { ComponentType } from 'react';
import { ROLE_ID, ROLE_IDS, type RoleId } from '@herald/protocol';
import { t } from '../../shared/i18n/en';
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
  /** Who may open it (docs/product.md §5, §6). */
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
const TITLES: Record<Crud, { list: string; create: string; update: string; details: string }> = {
  Account: t.pageTitles.account,
  Faculty: t.pageTitles.faculty,
  Event: t.pageTitles.event,
};

function crud(base: string, noun: Crud): AppRoute[] {
  return [
    { path: `/admin/${base}`, roles: [ADMIN], title: TITLES[noun].list, page: admin(`${noun}ListPage`) },
    {
      path: `/admin/${base}/create`,
      roles: [ADMIN],
      title: TITLES[noun].create,
      page: admin(`${noun}CreatePage`),
    },
    {
      path: `/admin/${base}/update/:id`,
      roles: [ADMIN],
      title: TITLES[noun].update,
      page: admin(`${noun}UpdatePage`),
    },
    {
      path: `/admin/${base}/detail/:id`,
      roles: [ADMIN],
      title: TITLES[noun].details,
      page: admin(`${noun}DetailPage`),
    },
  ];
}

export const SHELL_ROUTES: readonly AppRoute[] = [
  { path: '/admin/dashboard', roles: [ADMIN], title: t.pageTitles.dashboard, page: admin('DashboardPage') },
  ...crud('account', 'Account'),
  ...crud('faculty', 'Faculty'),
  ...crud('event', 'Event'),
  { path: '/admin/role', roles: [ADMIN], title: t.pageTitles.roles, page: admin('RoleListPage') },
  {
    path: '/admin/role/detail/:id',
    roles: [ADMIN],
    title: t.pageTitles.roleDetails,
    page: admin('RoleDetailPage'),
  },
  { path: '/admin/outbox', roles: [ADMIN], title: t.pageTitles.outbox, page: admin('OutboxPage') },

  { path: '/student/event', roles: [STUDENT], title: t.pageTitles.events, page: student('EventsPage') },
  {
    path: '/student/event/detail/:id',
    roles: [STUDENT],
    title: t.pageTitles.eventDetails,
    page: student('EventPage'),
  },
  {
    path: '/student/event/contribution/:eventId',
    roles: [STUDENT],
    title: t.pageTitles.myContributions,
    page: student('MyContributionsPage'),
  },
  {
    path: '/student/event/contribution/:eventId/create',
    roles: [STUDENT],
    title: t.pageTitles.newContribution,
    page: student('ContributionCreatePage'),
  },
  {
    path: '/student/event/contribution/:eventId/update/:id',
    roles: [STUDENT],
    title: t.pageTitles.updateContribution,
    page: student('ContributionUpdatePage'),
  },
  {
    path: '/student/event/contribution/:eventId/detail/:id',
    roles: [STUDENT],
    title: t.pageTitles.contributionDetails,
    page: student('ContributionPage'),
  },

  {
    path: '/coordinator/dashboard',
    roles: [COORDINATOR],
    title: t.pageTitles.dashboard,
    page: coordinator('DashboardPage'),
  },
  {
    path: '/coordinator/event',
    roles: [COORDINATOR],
    title: t.pageTitles.events,
    page: coordinator('EventsPage'),
  },
  {
    path: '/coordinator/event/detail/:id',
    roles: [COORDINATOR],
    title: t.pageTitles.eventDetails,
    page: coordinator('EventPage'),
  },
  {
    path: '/coordinator/event/contribution/:eventId',
    roles: [COORDINATOR],
    title: t.pageTitles.contributions,
    page: coordinator('ContributionsPage'),
  },
  {
    path: '/coordinator/event/contribution/:eventId/update/:id',
    roles: [COORDINATOR],
    title: t.pageTitles.reviewContribution,
    page: coordinator('ReviewPage'),
  },
  {
    path: '/coordinator/event/contribution/:eventId/detail/:id',
    roles: [COORDINATOR],
    title: t.pageTitles.contributionDetails,
    page: coordinator('ContributionPage'),
  },
  {
    path: '/coordinator/public',
    roles: [COORDINATOR],
    title: t.pageTitles.publishedWork,
    page: coordinator('PublishedWorkPage'),
  },
  {
    path: '/coordinator/public/:eventId',
    roles: [COORDINATOR],
    title: t.pageTitles.publishedContributions,
    page: coordinator('PublishedPage'),
  },
  {
    path: '/coordinator/public/:eventId/detail/:id',
    roles: [COORDINATOR],
    title: t.pageTitles.publishedContribution,
    page: coordinator('PublishedDetailPage'),
  },

  {
    path: '/manager/dashboard',
    roles: [MANAGER],
    title: t.pageTitles.dashboard,
    page: manager('DashboardPage'),
  },
  { path: '/manager/event', roles: [MANAGER], title: t.pageTitles.events, page: manager('EventsPage') },
  {
    path: '/manager/event/detail/:id',
    roles: [MANAGER],
    title: t.pageTitles.eventDetails,
    page: manager('EventPage'),
  },
  {
    path: '/manager/public/:eventId',
    roles: [MANAGER],
    title: t.pageTitles.publishedContributions,
    page: manager('PublishedPage'),
  },
  {
    path: '/manager/public/:eventId/detail/:id',
    roles: [MANAGER],
    title: t.pageTitles.publishedContribution,
    page: manager('PublishedDetailPage'),
  },

  {
    path: '/guest/public/',
    roles: [GUEST],
    title: t.pageTitles.publishedContributions,
    page: guest('PublishedPage'),
  },
  {
    path: '/guest/public/detail/:id',
    roles: [GUEST],
    title: t.pageTitles.publishedContribution,
    page: guest('PublishedDetailPage'),
  },

  // Any signed-in user: the shell only, no specific role (docs/product.md §6).
  { path: '/profile', roles: ROLE_IDS, title: t.pageTitles.profile, page: account('ProfilePage') },
  {
    path: '/profile/notifications',
    roles: ROLE_IDS,
    title: t.pageTitles.notificationSettings,
    page: account('NotificationSettingsPage'),
  },
  {
    path: '/changepassword',
    roles: ROLE_IDS,
    title: t.pageTitles.changePassword,
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

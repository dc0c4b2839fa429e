// The administrator's pages, one lazy module: only administrators download it.
import type { ComponentType } from 'react';
import type { UNIVERSITY_ROUTES } from '@herald/protocol';
import DashboardPage from './DashboardPage';
import AccountListPage from './AccountListPage';
import { AccountCreatePage, AccountUpdatePage } from './AccountFormPage';
import AccountDetailPage from './AccountDetailPage';
import { FacultyCreatePage, FacultyDetailPage, FacultyListPage, FacultyUpdatePage } from './FacultyPages';
import { EventCreatePage, EventDetailPage, EventListPage, EventUpdatePage } from './EventPages';
import { RoleDetailPage, RoleListPage } from './RolePages';
import OutboxPage from './OutboxPage';

/** The page of each of the administrator's routes, by its name in the protocol (UNIVERSITY_ROUTES.admin). */
export const ROUTE_PAGES = {
  dashboard: DashboardPage,
  accounts: AccountListPage,
  accountCreate: AccountCreatePage,
  accountUpdate: AccountUpdatePage,
  account: AccountDetailPage,
  faculties: FacultyListPage,
  facultyCreate: FacultyCreatePage,
  facultyUpdate: FacultyUpdatePage,
  faculty: FacultyDetailPage,
  events: EventListPage,
  eventCreate: EventCreatePage,
  eventUpdate: EventUpdatePage,
  event: EventDetailPage,
  roles: RoleListPage,
  role: RoleDetailPage,
  outbox: OutboxPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['admin'], ComponentType>;

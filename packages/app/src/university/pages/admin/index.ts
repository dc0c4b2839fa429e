// The administrator's pages, one lazy module: only administrators download it.
export { default as DashboardPage } from './DashboardPage';
export { default as AccountListPage } from './AccountListPage';
export { AccountCreatePage, AccountUpdatePage } from './AccountFormPage';
export { default as AccountDetailPage } from './AccountDetailPage';
export { FacultyCreatePage, FacultyDetailPage, FacultyListPage, FacultyUpdatePage } from './FacultyPages';
export { EventCreatePage, EventDetailPage, EventListPage, EventUpdatePage } from './EventPages';
export { RoleDetailPage, RoleListPage } from './RolePages';
export { default as OutboxPage } from './OutboxPage';

// The manager's pages, one lazy module.
export { ManagerDashboardPage as DashboardPage } from '../statistics/Dashboards';
import { ContributionDetailPage } from '../university/ContributionDetail';
import { ContributionListPage } from '../university/ContributionList';
import { EventCardsPage, EventDetailPage } from '../university/EventPages';

export function EventsPage() {
  return <EventCardsPage audience="manager" />;
}

export function EventPage() {
  return <EventDetailPage audience="manager" />;
}

export function PublishedPage() {
  return <ContributionListPage kind="published" base="/manager/public" />;
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={(row) => `/manager/public/${row.eventId}`} />;
}

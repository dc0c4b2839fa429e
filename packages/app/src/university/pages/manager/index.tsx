// The manager's pages, one lazy module.
export { ManagerDashboardPage as DashboardPage } from '../statistics/Dashboards';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';

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

// The coordinator's pages, one lazy module.
export { CoordinatorDashboardPage as DashboardPage } from '../statistics/Dashboards';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';
import { PublishedListPage } from '../contributions/PublishedPages';

export function EventsPage() {
  return <EventCardsPage audience="coordinator" />;
}

export function EventPage() {
  return <EventDetailPage audience="coordinator" />;
}

export function ContributionsPage() {
  return <ContributionListPage kind="review" base="/coordinator/event/contribution" />;
}

export function ReviewPage() {
  return (
    <ContributionDetailPage review listHref={(row) => `/coordinator/event/contribution/${row.eventId}`} />
  );
}

export function ContributionPage() {
  return <ContributionDetailPage listHref={(row) => `/coordinator/event/contribution/${row.eventId}`} />;
}

export function PublishedPage() {
  return <ContributionListPage kind="published" base="/coordinator/public" />;
}

/** The faculty's published work across its events. */
export function PublishedWorkPage() {
  return <PublishedListPage detailHref={(row) => `/coordinator/public/${row.eventId}/detail/${row.id}`} />;
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={(row) => `/coordinator/public/${row.eventId}`} />;
}

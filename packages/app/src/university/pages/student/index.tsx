// The student's pages, one lazy module.
import { ContributionCreatePage, ContributionUpdatePage } from '../contributions/ContributionForm';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';

export { ContributionCreatePage, ContributionUpdatePage };

export function EventsPage() {
  return <EventCardsPage audience="student" />;
}

export function EventPage() {
  return <EventDetailPage audience="student" />;
}

export function MyContributionsPage() {
  return <ContributionListPage kind="mine" base="/student/event/contribution" />;
}

export function ContributionPage() {
  return (
    <ContributionDetailPage
      listHref={(row) => `/student/event/contribution/${row.eventId}`}
      editHref={(row) => `/student/event/contribution/${row.eventId}/update/${row.id}`}
    />
  );
}

// The student's pages, one lazy module.
import { ContributionCreatePage, ContributionUpdatePage } from '../university/ContributionForm';
import { ContributionDetailPage } from '../university/ContributionDetail';
import { ContributionListPage } from '../university/ContributionList';
import { EventCardsPage, EventDetailPage } from '../university/EventPages';

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

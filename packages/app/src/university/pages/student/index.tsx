// The student's pages, one lazy module.
import type { ComponentType } from 'react';
import type { UNIVERSITY_ROUTES } from '@herald/protocol';
import { ContributionCreatePage, ContributionUpdatePage } from '../contributions/ContributionForm';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';

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

/** The page of each of the student's routes, by its name in the protocol (UNIVERSITY_ROUTES.student). */
export const ROUTE_PAGES = {
  events: EventsPage,
  event: EventPage,
  contributions: MyContributionsPage,
  contributionCreate: ContributionCreatePage,
  contributionUpdate: ContributionUpdatePage,
  contribution: ContributionPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['student'], ComponentType>;

// The coordinator's pages, one lazy module.
import type { ComponentType } from 'react';
import type { UNIVERSITY_ROUTES } from '@herald/protocol';
import { CoordinatorDashboardPage } from '../statistics/Dashboards';
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

/** The page of each of the coordinator's routes, by its name in the protocol (UNIVERSITY_ROUTES.coordinator). */
export const ROUTE_PAGES = {
  dashboard: CoordinatorDashboardPage,
  events: EventsPage,
  event: EventPage,
  contributions: ContributionsPage,
  review: ReviewPage,
  contribution: ContributionPage,
  publishedWork: PublishedWorkPage,
  published: PublishedPage,
  publishedContribution: PublishedDetailPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['coordinator'], ComponentType>;

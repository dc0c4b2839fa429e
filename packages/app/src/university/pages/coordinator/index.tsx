// The coordinator's pages, one lazy module.
import type { ComponentType } from 'react';
import { UNIVERSITY_LINKS, type UNIVERSITY_ROUTES } from '@herald/protocol';
import { CoordinatorDashboardPage } from '../statistics/Dashboards';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';
import { PublishedListPage } from '../contributions/PublishedPages';

const links = UNIVERSITY_LINKS.coordinator;

export function EventsPage() {
  return <EventCardsPage audience="coordinator" />;
}

export function EventPage() {
  return <EventDetailPage audience="coordinator" />;
}

export function ContributionsPage() {
  return <ContributionListPage kind="review" links={links} />;
}

export function ReviewPage() {
  return <ContributionDetailPage review listHref={(row) => links.contributions(row.eventId)} />;
}

export function ContributionPage() {
  return <ContributionDetailPage listHref={(row) => links.contributions(row.eventId)} />;
}

export function PublishedPage() {
  return (
    <ContributionListPage kind="published" links={{ ...links, contribution: links.publishedContribution }} />
  );
}

/** The faculty's published work across its events. */
export function PublishedWorkPage() {
  return <PublishedListPage detailHref={(row) => links.publishedContribution(row.eventId, row.id)} />;
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={(row) => links.published(row.eventId)} />;
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

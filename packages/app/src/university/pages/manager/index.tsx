// The manager's pages, one lazy module.
import type { ComponentType } from 'react';
import { UNIVERSITY_LINKS, type UNIVERSITY_ROUTES } from '@herald/protocol';
import { ManagerDashboardPage } from '../statistics/Dashboards';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';

const links = UNIVERSITY_LINKS.manager;

export function EventsPage() {
  return <EventCardsPage audience="manager" />;
}

export function EventPage() {
  return <EventDetailPage audience="manager" />;
}

export function PublishedPage() {
  return (
    <ContributionListPage
      kind="published"
      links={{ ...links, contribution: links.publishedContribution }}
      zip
    />
  );
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={(row) => links.published(row.eventId)} />;
}

/** The page of each of the manager's routes, by its name in the protocol (UNIVERSITY_ROUTES.manager). */
export const ROUTE_PAGES = {
  dashboard: ManagerDashboardPage,
  events: EventsPage,
  event: EventPage,
  published: PublishedPage,
  publishedContribution: PublishedDetailPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['manager'], ComponentType>;

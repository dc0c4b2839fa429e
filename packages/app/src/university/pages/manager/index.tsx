// The manager's pages, one lazy module.
import type { ComponentType } from 'react';
import type { UNIVERSITY_ROUTES } from '@herald/protocol';
import { ManagerDashboardPage } from '../statistics/Dashboards';
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

/** The page of each of the manager's routes, by its name in the protocol (UNIVERSITY_ROUTES.manager). */
export const ROUTE_PAGES = {
  dashboard: ManagerDashboardPage,
  events: EventsPage,
  event: EventPage,
  published: PublishedPage,
  publishedContribution: PublishedDetailPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['manager'], ComponentType>;

// The student's pages, one lazy module.
import type { ComponentType } from 'react';
import { UNIVERSITY_LINKS, type UNIVERSITY_ROUTES } from '@herald/protocol';
import { ContributionCreatePage, ContributionUpdatePage } from '../contributions/ContributionForm';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { ContributionListPage } from '../contributions/ContributionList';
import { EventCardsPage, EventDetailPage } from '../contributions/EventPages';

const links = UNIVERSITY_LINKS.student;

export function EventsPage() {
  return <EventCardsPage audience="student" />;
}

export function EventPage() {
  return <EventDetailPage audience="student" />;
}

export function MyContributionsPage() {
  return <ContributionListPage kind="mine" links={{ ...links, create: links.contributionCreate }} />;
}

export function ContributionPage() {
  return (
    <ContributionDetailPage
      listHref={(row) => links.contributions(row.eventId)}
      editHref={(row) => links.contributionUpdate(row.eventId, row.id)}
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

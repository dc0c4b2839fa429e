// The guest's pages, one lazy module.
import type { ComponentType } from 'react';
import { UNIVERSITY_LINKS, type UNIVERSITY_ROUTES } from '@herald/protocol';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { PublishedListPage } from '../contributions/PublishedPages';

export function PublishedPage() {
  return <PublishedListPage detailHref={(row) => UNIVERSITY_LINKS.guest.publishedContribution(row.id)} />;
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={() => UNIVERSITY_LINKS.guest.published()} />;
}

/** The page of each of the guest's routes, by its name in the protocol (UNIVERSITY_ROUTES.guest). */
export const ROUTE_PAGES = {
  published: PublishedPage,
  publishedContribution: PublishedDetailPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['guest'], ComponentType>;

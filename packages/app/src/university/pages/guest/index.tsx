// The guest's pages, one lazy module.
import type { ComponentType } from 'react';
import type { UNIVERSITY_ROUTES } from '@herald/protocol';
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { PublishedListPage } from '../contributions/PublishedPages';

export function PublishedPage() {
  return <PublishedListPage detailHref={(row) => `/guest/public/detail/${row.id}`} />;
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={() => '/guest/public/'} />;
}

/** The page of each of the guest's routes, by its name in the protocol (UNIVERSITY_ROUTES.guest). */
export const ROUTE_PAGES = {
  published: PublishedPage,
  publishedContribution: PublishedDetailPage,
} satisfies Record<keyof (typeof UNIVERSITY_ROUTES)['guest'], ComponentType>;

// The guest's pages, one lazy module.
import { ContributionDetailPage } from '../contributions/ContributionDetail';
import { PublishedListPage } from '../contributions/PublishedPages';

export function PublishedPage() {
  return <PublishedListPage detailHref={(row) => `/guest/public/detail/${row.id}`} />;
}

export function PublishedDetailPage() {
  return <ContributionDetailPage published listHref={() => '/guest/public/'} />;
}

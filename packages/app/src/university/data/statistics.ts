// The statistics endpoints and page views, typed by the shared schemas.
import {
  browserUsageSchema,
  contributionExceptionSchema,
  facultyStatisticsSchema,
  pageUsageSchema,
  userActivitySchema,
  yearTotalsSchema,
} from '@herald/protocol/schemas';
import { api, anything, listOf, requestPage } from '../../shared/data/http';

export const statistics = {
  faculties: (signal?: AbortSignal) =>
    api.get('/statistics/faculties', listOf(facultyStatisticsSchema), undefined, signal),
  years: (signal?: AbortSignal) => api.get('/statistics/years', listOf(yearTotalsSchema), undefined, signal),
  /** A page of contributions without a comment (`overdue`: after 14 days), filtered on the server. */
  exceptions: (
    kind: 'withoutComment' | 'overdue',
    query: { page: number; limit: number; search?: string },
    signal?: AbortSignal,
  ) =>
    requestPage(
      kind === 'overdue' ? '/statistics/exceptions/overdue' : '/statistics/exceptions/without-comment',
      { schema: contributionExceptionSchema, query, ...(signal && { signal }) },
    ),
  pages: (signal?: AbortSignal) =>
    api.get('/statistics/pages', listOf(pageUsageSchema), { limit: 10 }, signal),
  users: (signal?: AbortSignal) =>
    api.get('/statistics/users', listOf(userActivitySchema), { limit: 10 }, signal),
  browsers: (signal?: AbortSignal) =>
    api.get('/statistics/browsers', listOf(browserUsageSchema), { limit: 10 }, signal),
};

/** Tells the server a page was opened (for the administrators' most viewed pages). */
export function reportPageView(path: string): Promise<unknown> {
  return api.post('/page-views', anything, { path });
}

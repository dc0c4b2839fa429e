// The statistics' queries: contributions per faculty and academic year, the comment exception reports, the
// managers' totals by year, and the usage figures from page views. university/services/statistics.ts shapes their rows.
import { sql } from 'kysely';
import type { UniversityDb as Db } from './transaction.js';

/** Only this faculty (undefined: all) and academic year (undefined: all). */
export interface ContributionScope {
  facultyId?: number;
  academicYear?: string;
}

/** No comment by anyone but the student who made the contribution. */
const withoutCoordinatorComment = sql<boolean>`not exists (
  select 1 from contribution_comments
  where contribution_comments.contribution_id = contributions.id
    and contribution_comments.author_id <> contributions.student_id
)`;

/**
 * The faculties in scope by name, the academic years in scope, newest first, and the contributions and distinct
 * contributors of each faculty and year; counted over every faculty, so a faculty's share is of the whole year's.
 */
export function facultyYearCounts(ctx: Db, scope: ContributionScope) {
  let faculties = ctx.db.selectFrom('faculties').select(['id', 'name']).orderBy('name').orderBy('id');
  if (scope.facultyId !== undefined) faculties = faculties.where('id', '=', scope.facultyId);
  let years = ctx.db.selectFrom('events').select('academic_year').distinct().orderBy('academic_year', 'desc');
  if (scope.academicYear) years = years.where('academic_year', '=', scope.academicYear);
  let counts = ctx.db
    .selectFrom('contributions')
    .innerJoin('events', 'events.id', 'contributions.event_id')
    .select((eb) => [
      'contributions.faculty_id',
      'events.academic_year',
      eb.fn.countAll<string | number>().as('contributions'),
      eb.fn.count<string | number>('contributions.student_id').distinct().as('contributors'),
    ])
    .groupBy(['contributions.faculty_id', 'events.academic_year']);
  if (scope.academicYear) counts = counts.where('events.academic_year', '=', scope.academicYear);
  return Promise.all([faculties.execute(), years.execute(), counts.execute()]);
}

/**
 * Contributions in scope without a coordinator's comment whose event's final closure date is after
 * `windowOpenSince`, oldest first; with `submittedBy`, only those submitted by then; `search` finds words in the
 * title, the student's or the event's name. With `page`, that page and the count of all that match.
 */
export async function exceptionRows(
  ctx: Db,
  scope: ContributionScope,
  filter: {
    windowOpenSince: string;
    submittedBy?: string;
    search?: string | undefined;
    page?: { page: number; limit: number };
  },
) {
  let base = ctx.db
    .selectFrom('contributions')
    .innerJoin('events', 'events.id', 'contributions.event_id')
    .innerJoin('faculties', 'faculties.id', 'contributions.faculty_id')
    .innerJoin('accounts', 'accounts.id', 'contributions.student_id')
    .where(withoutCoordinatorComment)
    .where('events.final_closure_date', '>', filter.windowOpenSince);
  if (scope.facultyId !== undefined) base = base.where('contributions.faculty_id', '=', scope.facultyId);
  if (scope.academicYear) base = base.where('events.academic_year', '=', scope.academicYear);
  if (filter.submittedBy !== undefined)
    base = base.where('contributions.created_at', '<=', filter.submittedBy);
  if (filter.search) {
    const words = `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['contributions.title']), 'like', words),
        eb(eb.fn('lower', ['accounts.name']), 'like', words),
        eb(eb.fn('lower', ['events.name']), 'like', words),
      ]),
    );
  }
  let query = base
    .select([
      'contributions.id',
      'contributions.title',
      'contributions.event_id',
      'contributions.faculty_id',
      'contributions.status',
      'contributions.created_at',
      'events.name as event_name',
      'events.academic_year',
      'faculties.name as faculty_name',
      'accounts.name as student_name',
    ])
    .orderBy('contributions.created_at')
    .orderBy('contributions.id');
  if (filter.page) {
    query = query.limit(filter.page.limit).offset(filter.page.page * filter.page.limit);
  }
  const [rows, total] = await Promise.all([
    query.execute(),
    filter.page
      ? base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
      : undefined,
  ]);
  return { rows, total: total && Number(total.n) };
}

/** Each academic year's contributions, contributors, faculties, selected and uncommented ones, newest first. */
export function yearTotalRows(ctx: Db, academicYear?: string) {
  let query = ctx.db
    .selectFrom('contributions')
    .innerJoin('events', 'events.id', 'contributions.event_id')
    .select((eb) => [
      'events.academic_year',
      eb.fn.countAll<string | number>().as('contributions'),
      eb.fn.count<string | number>('contributions.student_id').distinct().as('contributors'),
      eb.fn.count<string | number>('contributions.faculty_id').distinct().as('faculties'),
      sql<string | number>`sum(case when contributions.selected = 1 then 1 else 0 end)`.as('selected'),
      sql<string | number>`sum(case when ${withoutCoordinatorComment} then 1 else 0 end)`.as(
        'without_comment',
      ),
    ])
    .groupBy('events.academic_year')
    .orderBy('events.academic_year', 'desc');
  if (academicYear) query = query.where('events.academic_year', '=', academicYear);
  return query.execute();
}

/** Page views since `since` (undefined: all). */
function pageViews(ctx: Db, since: string | undefined) {
  let query = ctx.db.selectFrom('page_views');
  if (since !== undefined) query = query.where('viewed_at', '>=', since);
  return query;
}

/** The `limit` most viewed pages, with their views and distinct viewers. */
export function pageUsageRows(ctx: Db, since: string | undefined, limit: number) {
  return pageViews(ctx, since)
    .select((eb) => [
      'route',
      eb.fn.countAll<string | number>().as('views'),
      eb.fn.count<string | number>('account_id').distinct().as('viewers'),
    ])
    .groupBy('route')
    .orderBy('views', 'desc')
    .orderBy('route')
    .limit(limit)
    .execute();
}

/** The `limit` accounts that viewed most pages, with their last view. */
export function activeUserRows(ctx: Db, since: string | undefined, limit: number) {
  return pageViews(ctx, since)
    .innerJoin('accounts', 'accounts.id', 'page_views.account_id')
    .select((eb) => [
      'accounts.id',
      'accounts.name',
      'accounts.email',
      'accounts.role_id',
      eb.fn.countAll<string | number>().as('views'),
      eb.fn.max('page_views.viewed_at').as('last_view_at'),
    ])
    .groupBy(['accounts.id', 'accounts.name', 'accounts.email', 'accounts.role_id'])
    .orderBy('views', 'desc')
    .orderBy('last_view_at', 'desc')
    .orderBy('accounts.id')
    .limit(limit)
    .execute();
}

/** The browsers pages were viewed with, with their views and distinct users. */
export function browserRows(ctx: Db, since: string | undefined) {
  return pageViews(ctx, since)
    .select((eb) => [
      'browser',
      eb.fn.countAll<string | number>().as('views'),
      eb.fn.count<string | number>('account_id').distinct().as('users'),
    ])
    .groupBy('browser')
    .orderBy('views', 'desc')
    .orderBy('browser')
    .execute();
}

// The statistics queries: contributions per faculty and academic year, the comment exception reports, the
// managers' totals by year, and the administrators' usage figures from page views.
import { sql } from 'kysely';
import {
  COMMENT_DEADLINE_DAYS,
  COMMENT_WINDOW_DAYS,
  type BrowserUsage,
  type ContributionException,
  type FacultyStatistics,
  type PageUsage,
  type RoleId,
  type UserActivity,
  type YearTotals,
} from '@herald/protocol';
import type { UniversityContext } from './context.js';

const DAY_MS = 86_400_000;

export interface ContributionScope {
  /** Only this faculty; undefined for all. */
  facultyId?: number;
  academicYear?: string;
}

/** A percentage with one decimal; 0 of 0 is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** No comment by anyone but the student who made the contribution. */
const withoutCoordinatorComment = sql<boolean>`not exists (
  select 1 from contribution_comments
  where contribution_comments.contribution_id = contributions.id
    and contribution_comments.author_id <> contributions.student_id
)`;

export function statistics(ctx: Pick<UniversityContext, 'db' | 'now'>) {
  async function facultyStatistics(scope: ContributionScope): Promise<FacultyStatistics[]> {
    let faculties = ctx.db.selectFrom('faculties').select(['id', 'name']).orderBy('name').orderBy('id');
    if (scope.facultyId !== undefined) faculties = faculties.where('id', '=', scope.facultyId);
    let years = ctx.db
      .selectFrom('events')
      .select('academic_year')
      .distinct()
      .orderBy('academic_year', 'desc');
    if (scope.academicYear) years = years.where('academic_year', '=', scope.academicYear);
    // Counted over every faculty: a faculty's share is of the whole year's contributions.
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
    const [facultyRows, yearRows, countRows] = await Promise.all([
      faculties.execute(),
      years.execute(),
      counts.execute(),
    ]);
    const byKey = new Map(countRows.map((row) => [`${row.faculty_id}|${row.academic_year}`, row]));
    const yearTotal = new Map<string, number>();
    for (const row of countRows) {
      yearTotal.set(row.academic_year, (yearTotal.get(row.academic_year) ?? 0) + Number(row.contributions));
    }
    return yearRows.flatMap(({ academic_year: academicYear }) =>
      facultyRows.map((faculty) => {
        const row = byKey.get(`${faculty.id}|${academicYear}`);
        const contributions = Number(row?.contributions ?? 0);
        return {
          facultyId: faculty.id,
          facultyName: faculty.name,
          academicYear,
          contributions,
          sharePercent: percent(contributions, yearTotal.get(academicYear) ?? 0),
          contributors: Number(row?.contributors ?? 0),
        };
      }),
    );
  }

  /**
   * Contributions without a coordinator's comment that can still have one (their comment window, up to 14 days
   * after the event's final closure date, is open); `overdue` keeps those past the comment deadline. `search`
   * finds words in the title, the student's or the event's name. Without `page` every match is answered.
   */
  async function exceptions(
    scope: ContributionScope,
    overdue: boolean,
    options: { search?: string | undefined; page?: { page: number; limit: number } } = {},
  ): Promise<{ items: ContributionException[]; totalCount: number }> {
    const now = ctx.now();
    const windowOpenSince = new Date(now.getTime() - COMMENT_WINDOW_DAYS * DAY_MS).toISOString();
    let base = ctx.db
      .selectFrom('contributions')
      .innerJoin('events', 'events.id', 'contributions.event_id')
      .innerJoin('faculties', 'faculties.id', 'contributions.faculty_id')
      .innerJoin('accounts', 'accounts.id', 'contributions.student_id')
      .where(withoutCoordinatorComment)
      .where('events.final_closure_date', '>', windowOpenSince);
    if (scope.facultyId !== undefined) base = base.where('contributions.faculty_id', '=', scope.facultyId);
    if (scope.academicYear) base = base.where('events.academic_year', '=', scope.academicYear);
    if (overdue) {
      const deadline = new Date(now.getTime() - COMMENT_DEADLINE_DAYS * DAY_MS).toISOString();
      base = base.where('contributions.created_at', '<=', deadline);
    }
    if (options.search) {
      const words = `%${options.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
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
    if (options.page) {
      query = query.limit(options.page.limit).offset(options.page.page * options.page.limit);
    }
    const [rows, total] = await Promise.all([
      query.execute(),
      options.page
        ? base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
        : undefined,
    ]);
    const items = rows.map((row) => ({
      contributionId: row.id,
      title: row.title,
      eventId: row.event_id,
      eventName: row.event_name,
      facultyId: row.faculty_id,
      facultyName: row.faculty_name,
      academicYear: row.academic_year,
      studentName: row.student_name,
      status: row.status,
      submittedAt: row.created_at,
      daysWithoutComment: Math.max(0, Math.floor((now.getTime() - Date.parse(row.created_at)) / DAY_MS)),
    }));
    return { items, totalCount: total ? Number(total.n) : items.length };
  }

  async function yearTotals(academicYear?: string): Promise<YearTotals[]> {
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
    return (await query.execute()).map((row) => ({
      academicYear: row.academic_year,
      contributions: Number(row.contributions),
      contributors: Number(row.contributors),
      faculties: Number(row.faculties),
      selected: Number(row.selected ?? 0),
      withoutComment: Number(row.without_comment ?? 0),
    }));
  }

  function pageViews(days: number | undefined) {
    let query = ctx.db.selectFrom('page_views');
    if (days !== undefined) {
      query = query.where('viewed_at', '>=', new Date(ctx.now().getTime() - days * DAY_MS).toISOString());
    }
    return query;
  }

  async function mostViewedPages(days: number | undefined, limit: number): Promise<PageUsage[]> {
    const rows = await pageViews(days)
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
    return rows.map((row) => ({ route: row.route, views: Number(row.views), viewers: Number(row.viewers) }));
  }

  async function mostActiveUsers(days: number | undefined, limit: number): Promise<UserActivity[]> {
    const rows = await pageViews(days)
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
    return rows.map((row) => ({
      accountId: row.id,
      name: row.name,
      email: row.email,
      roleID: row.role_id as RoleId,
      views: Number(row.views),
      lastViewAt: row.last_view_at,
    }));
  }

  async function browsers(days: number | undefined): Promise<BrowserUsage[]> {
    const rows = await pageViews(days)
      .select((eb) => [
        'browser',
        eb.fn.countAll<string | number>().as('views'),
        eb.fn.count<string | number>('account_id').distinct().as('users'),
      ])
      .groupBy('browser')
      .orderBy('views', 'desc')
      .orderBy('browser')
      .execute();
    const total = rows.reduce((sum, row) => sum + Number(row.views), 0);
    return rows.map((row) => ({
      browser: row.browser,
      views: Number(row.views),
      users: Number(row.users),
      sharePercent: percent(Number(row.views), total),
    }));
  }

  return { facultyStatistics, exceptions, yearTotals, mostViewedPages, mostActiveUsers, browsers };
}

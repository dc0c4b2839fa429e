// The statistics: contributions per faculty and academic year, the comment exception reports, the managers'
// totals by year, and the administrators' usage figures from page views; their queries are repo/statistics.ts.
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
import type { UniversityContext } from '../context.js';
import {
  activeUserRows,
  browserRows,
  exceptionRows,
  facultyYearCounts,
  pageUsageRows,
  yearTotalRows,
  type ContributionScope,
} from '../repo/statistics.js';

export type { ContributionScope };

const DAY_MS = 86_400_000;

/** A percentage with one decimal; 0 of 0 is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export function statistics(ctx: Pick<UniversityContext, 'db' | 'now'>) {
  async function facultyStatistics(scope: ContributionScope): Promise<FacultyStatistics[]> {
    // Counted over every faculty: a faculty's share is of the whole year's contributions.
    const [facultyRows, yearRows, countRows] = await facultyYearCounts(ctx, scope);
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
    const { rows, total } = await exceptionRows(ctx, scope, {
      windowOpenSince,
      ...(overdue && { submittedBy: new Date(now.getTime() - COMMENT_DEADLINE_DAYS * DAY_MS).toISOString() }),
      search: options.search,
      ...(options.page && { page: options.page }),
    });
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
    return { items, totalCount: total ?? items.length };
  }

  async function yearTotals(academicYear?: string): Promise<YearTotals[]> {
    return (await yearTotalRows(ctx, academicYear)).map((row) => ({
      academicYear: row.academic_year,
      contributions: Number(row.contributions),
      contributors: Number(row.contributors),
      faculties: Number(row.faculties),
      selected: Number(row.selected ?? 0),
      withoutComment: Number(row.without_comment ?? 0),
    }));
  }

  /** The start of the last `days` days; undefined for all time. */
  function since(days: number | undefined) {
    return days === undefined ? undefined : new Date(ctx.now().getTime() - days * DAY_MS).toISOString();
  }

  async function mostViewedPages(days: number | undefined, limit: number): Promise<PageUsage[]> {
    const rows = await pageUsageRows(ctx, since(days), limit);
    return rows.map((row) => ({ route: row.route, views: Number(row.views), viewers: Number(row.viewers) }));
  }

  async function mostActiveUsers(days: number | undefined, limit: number): Promise<UserActivity[]> {
    const rows = await activeUserRows(ctx, since(days), limit);
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
    const rows = await browserRows(ctx, since(days));
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

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROLE_ID, roleName, type ContributionException, type RoleId } from '@herald/protocol';
import {
  browserUsageResponseSchema,
  contributionExceptionsResponseSchema,
  exceptionQuerySchema,
  facultyStatisticsResponseSchema,
  pageUsageResponseSchema,
  statisticsQuerySchema,
  usageQuerySchema,
  userActivityResponseSchema,
  yearTotalsResponseSchema,
  type StatisticsQuery,
  type UsageQuery,
} from '@herald/protocol/schemas';
import type { z, ZodType } from 'zod';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount, type SecuredRouteRequest } from '../../http/auth.js';
import { contract, type OperationExample, type ZodTypeProvider } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';
import { toCsv, type CsvCell } from '../services/statistics-csv.js';
import { statistics, type ContributionScope } from '../services/statistics.js';
import { REFERENCE_CLOSED_ACADEMIC_YEAR } from '../reference.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'guestVisits' | 'now' | 'tokens'>;

/** What the document says of a report: its JSON answer, and the same rows as CSV at `.csv`. */
interface Described<Query extends ZodType> {
  summary: string;
  querystring: Query;
  response: ZodType;
  /** The report's example, for its JSON and its CSV alike. */
  example: OperationExample<never, Partial<z.input<Query>>, never>;
}

const described = <Query extends ZodType>({ summary, querystring, response, example }: Described<Query>) => ({
  // Typed against the query where each report declares it; `contract` cannot see through the generic.
  json: contract({
    tag: 'Statistics',
    summary,
    security: 'bearer',
    querystring,
    response,
    example: example as never,
  }),
  csv: contract({
    tag: 'Statistics',
    summary: `${summary}, as CSV (formula-safe cells)`,
    security: 'bearer',
    querystring,
    download: 'text/csv',
    example: example as never,
  }),
});

interface Table<T> {
  header: string[];
  row(item: T): CsvCell[];
}

/**
 * Statistics under /statistics. Coordinators read their own faculty's contribution figures, managers every
 * faculty's and the totals by year, administrators the usage of the app. Each report also answers as CSV at
 * the same path with `.csv`.
 */
export function statisticsRoutes(ctx: RouteContext) {
  const stats = statistics(ctx);
  const reviewers = { preHandler: requireAccount(ctx, [ROLE_ID.COORDINATOR, ROLE_ID.MANAGER]) };
  const managers = { preHandler: requireAccount(ctx, [ROLE_ID.MANAGER]) };
  const admins = { preHandler: requireAccount(ctx, [ROLE_ID.ADMIN]) };

  /** A coordinator sees only their own faculty, whatever the query asks. */
  function scoped<Query extends ContributionScope>(
    request: SecuredRouteRequest<'bearer'>,
    query: Query,
  ): Query {
    const account = accountOf(request);
    if (account.role_id !== ROLE_ID.COORDINATOR) return query;
    if (account.faculty_id === null) throw new HttpError(403, 'Your account belongs to no faculty');
    if (query.facultyId !== undefined && query.facultyId !== account.faculty_id) {
      throw new HttpError(403, "You can see only your own faculty's statistics");
    }
    return { ...query, facultyId: account.faculty_id };
  }

  function report<T, Query extends ZodType>(
    app: FastifyInstance,
    path: string,
    options: typeof reviewers,
    name: string,
    table: Table<T>,
    load: (request: SecuredRouteRequest<'bearer'>, query: z.output<Query>) => Promise<T[]>,
    declared: Described<Query>,
  ) {
    const schemas = described(declared);
    // The contract has parsed the query with `declared.querystring` before the handler runs.
    const queryOf = (request: FastifyRequest) => request.query as z.output<Query>;
    app.get(path, { ...options, schema: schemas.json }, async (request) => ({
      data: await load(request, queryOf(request)),
    }));
    app.get(`${path}.csv`, { ...options, schema: schemas.csv }, async (request, reply: FastifyReply) => {
      const rows = await load(request, queryOf(request));
      const day = ctx.now().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${day}.csv"`);
      return toCsv(table.header, rows.map(table.row));
    });
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    report(
      app,
      '/faculties',
      reviewers,
      'contributions-by-faculty',
      {
        header: ['Academic year', 'Faculty', 'Contributions', 'Share (%)', 'Contributors'],
        row: (item) => [
          item.academicYear,
          item.facultyName,
          item.contributions,
          item.sharePercent,
          item.contributors,
        ],
      },
      (request: SecuredRouteRequest<'bearer'>, query: StatisticsQuery) =>
        stats.facultyStatistics(scoped(request, query)),
      {
        summary:
          'Contributions, share and contributors per faculty and academic year (coordinator: own faculty; manager)',
        querystring: statisticsQuerySchema,
        response: facultyStatisticsResponseSchema,
        example: { as: 'MANAGER', query: { academicYear: REFERENCE_CLOSED_ACADEMIC_YEAR } },
      },
    );

    const exceptionTable: Table<ContributionException> = {
      header: [
        'Contribution',
        'Title',
        'Student',
        'Event',
        'Faculty',
        'Academic year',
        'Status',
        'Submitted at',
        'Days without comment',
      ],
      row: (item) => [
        item.contributionId,
        item.title,
        item.studentName,
        item.eventName,
        item.facultyName,
        item.academicYear,
        item.status,
        item.submittedAt,
        item.daysWithoutComment,
      ],
    };
    // The exception lists page and filter on the server; their CSV has every match.
    const exceptionReport = (path: string, name: string, overdue: boolean, summary: string) => {
      const schemas = described({
        summary,
        querystring: exceptionQuerySchema,
        response: contributionExceptionsResponseSchema,
        example: { as: 'COORDINATOR', query: { academicYear: '2026-2027', limit: 20 } },
      });
      app.get(path, { ...reviewers, schema: schemas.json }, async (request) => {
        const { search, page, limit, ...scope } = scoped(request, request.query);
        const { items, totalCount } = await stats.exceptions(scope, overdue, {
          search,
          page: { page, limit },
        });
        return {
          data: items,
          page,
          pageSize: limit,
          hasMore: (page + 1) * limit < totalCount,
          totalCount,
        };
      });
      app.get(`${path}.csv`, { ...reviewers, schema: schemas.csv }, async (request, reply: FastifyReply) => {
        const { search, page: _page, limit: _limit, ...scope } = scoped(request, request.query);
        const { items } = await stats.exceptions(scope, overdue, { search });
        const day = ctx.now().toISOString().slice(0, 10);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-${day}.csv"`);
        return toCsv(exceptionTable.header, items.map(exceptionTable.row));
      });
    };
    exceptionReport(
      '/exceptions/without-comment',
      'without-comment',
      false,
      'Contributions without a coordinator comment (coordinator: own faculty; manager)',
    );
    exceptionReport(
      '/exceptions/overdue',
      'without-comment-after-14-days',
      true,
      'Contributions without a coordinator comment after 14 days (coordinator: own faculty; manager)',
    );

    report(
      app,
      '/years',
      managers,
      'totals-by-year',
      {
        header: [
          'Academic year',
          'Contributions',
          'Contributors',
          'Faculties',
          'Selected',
          'Without comment',
        ],
        row: (item) => [
          item.academicYear,
          item.contributions,
          item.contributors,
          item.faculties,
          item.selected,
          item.withoutComment,
        ],
      },
      (_request: FastifyRequest, query: StatisticsQuery) => {
        if (query.facultyId !== undefined)
          throw new HttpError(400, 'facultyId: totals are for all faculties');
        return stats.yearTotals(query.academicYear);
      },
      // The shared query names facultyId too; totals refuse it above, with the reason.
      {
        summary: 'Totals per academic year (manager)',
        querystring: statisticsQuerySchema,
        response: yearTotalsResponseSchema,
        example: { as: 'MANAGER' },
      },
    );

    report(
      app,
      '/pages',
      admins,
      'most-viewed-pages',
      { header: ['Page', 'Views', 'Viewers'], row: (item) => [item.route, item.views, item.viewers] },
      (_request: FastifyRequest, query: UsageQuery) => stats.mostViewedPages(query.days, query.limit),
      {
        summary: 'Most viewed pages (admin)',
        querystring: usageQuerySchema,
        response: pageUsageResponseSchema,
        example: { query: { days: 30, limit: 10 } },
      },
    );
    report(
      app,
      '/users',
      admins,
      'most-active-users',
      {
        header: ['Name', 'Email', 'Role', 'Page views', 'Last seen at'],
        row: (item) => [item.name, item.email, roleName(item.roleID as RoleId), item.views, item.lastViewAt],
      },
      (_request: FastifyRequest, query: UsageQuery) => stats.mostActiveUsers(query.days, query.limit),
      {
        summary: 'Most active users (admin)',
        querystring: usageQuerySchema,
        response: userActivityResponseSchema,
        example: { query: { days: 30, limit: 10 } },
      },
    );
    report(
      app,
      '/browsers',
      admins,
      'browsers',
      {
        header: ['Browser', 'Page views', 'Users', 'Share (%)'],
        row: (item) => [item.browser, item.views, item.users, item.sharePercent],
      },
      (_request: FastifyRequest, query: UsageQuery) => stats.browsers(query.days),
      {
        summary: 'Browsers used (admin)',
        querystring: usageQuerySchema,
        response: browserUsageResponseSchema,
        example: { query: { days: 30 } },
      },
    );
  };
}

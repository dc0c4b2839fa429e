// Page views the app reports, and the statistics coordinators, managers and administrators read.
import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../roles.js';

const academicYearSchema = z.string().regex(/^\d{4}-\d{4}$/, 'Academic year looks like 2025-2026');

/** A path inside the app, as the browser's address bar shows it; query and fragment are dropped. */
export const pageViewBodySchema = z
  .object({
    path: z
      .string()
      .trim()
      .max(300, 'A page path has at most 300 characters')
      .regex(/^\/(?!\/)[^\s\\]*$/, 'A page path starts with a single / and has no spaces')
      .transform((path) => path.split(/[?#]/)[0]!),
  })
  .strict();
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

export const pageViewResponseSchema = z.object({ data: z.object({ path: z.string(), route: z.string() }) });
export type PageViewResponse = z.infer<typeof pageViewResponseSchema>;

/** Filters of the contribution statistics; a coordinator is always limited to their own faculty. */
export const statisticsQuerySchema = z
  .object({
    academicYear: academicYearSchema.optional(),
    facultyId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export const facultyStatisticsSchema = z.object({
  facultyId: z.number().int().positive(),
  facultyName: z.string(),
  academicYear: z.string(),
  contributions: z.number().int().nonnegative(),
  /** The faculty's share of the academic year's contributions across all faculties, one decimal. */
  sharePercent: z.number().min(0).max(100),
  /** Students with at least one contribution. */
  contributors: z.number().int().nonnegative(),
});
export type FacultyStatistics = z.infer<typeof facultyStatisticsSchema>;
export const facultyStatisticsResponseSchema = z.object({ data: z.array(facultyStatisticsSchema) });

/** A contribution no coordinator has commented on yet. */
export const contributionExceptionSchema = z.object({
  contributionId: z.number().int().positive(),
  title: z.string(),
  eventId: z.number().int().positive(),
  eventName: z.string(),
  facultyId: z.number().int().positive(),
  facultyName: z.string(),
  academicYear: z.string(),
  studentName: z.string(),
  status: z.string(),
  submittedAt: z.string(),
  /** Whole days since submission. */
  daysWithoutComment: z.number().int().nonnegative(),
});
export type ContributionException = z.infer<typeof contributionExceptionSchema>;
/**
 * The exception lists' filters and page. Contributions whose comment window has closed (14 days after their event's
 * final closure date) are never listed: nobody can comment on them any more. The CSV has every match, unpaged.
 */
export const exceptionQuerySchema = z
  .object({
    academicYear: academicYearSchema.optional(),
    facultyId: z.coerce.number().int().positive().optional(),
    /** Words found in the title, the student's name or the event's name. */
    search: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type ExceptionQuery = z.infer<typeof exceptionQuerySchema>;
export const contributionExceptionsResponseSchema = z.object({
  data: z.array(contributionExceptionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  totalCount: z.number().int().nonnegative(),
});

export const yearTotalsSchema = z.object({
  academicYear: z.string(),
  contributions: z.number().int().nonnegative(),
  contributors: z.number().int().nonnegative(),
  /** Faculties with at least one contribution. */
  faculties: z.number().int().nonnegative(),
  selected: z.number().int().nonnegative(),
  withoutComment: z.number().int().nonnegative(),
});
export type YearTotals = z.infer<typeof yearTotalsSchema>;
export const yearTotalsResponseSchema = z.object({ data: z.array(yearTotalsSchema) });

/** Filters of the administrators' usage statistics. */
export const usageQuerySchema = z
  .object({
    /** Only the last so many days; all time without it. */
    days: z.coerce.number().int().min(1).max(3660).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();
export type UsageQuery = z.infer<typeof usageQuerySchema>;

export const pageUsageSchema = z.object({
  route: z.string(),
  views: z.number().int().nonnegative(),
  viewers: z.number().int().nonnegative(),
});
export type PageUsage = z.infer<typeof pageUsageSchema>;
export const pageUsageResponseSchema = z.object({ data: z.array(pageUsageSchema) });

const roleIdSchema = z.custom<RoleId>((value) => (ROLE_IDS as unknown[]).includes(value), 'Unknown role');

export const userActivitySchema = z.object({
  accountId: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  roleID: roleIdSchema,
  views: z.number().int().nonnegative(),
  lastViewAt: z.string(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;
export const userActivityResponseSchema = z.object({ data: z.array(userActivitySchema) });

export const browserUsageSchema = z.object({
  browser: z.string(),
  views: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  /** Share of all page views, one decimal. */
  sharePercent: z.number().min(0).max(100),
});
export type BrowserUsage = z.infer<typeof browserUsageSchema>;
export const browserUsageResponseSchema = z.object({ data: z.array(browserUsageSchema) });

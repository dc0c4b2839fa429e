// Contributions: a student's article for an event, its files (every version kept), the review thread with
// the faculty's coordinator, the review status and the selection for publication.
import { z } from 'zod';
import { CONTRIBUTION_BLOCKS, CONTRIBUTION_STATUSES, CONTRIBUTION_FILE_KINDS } from './contributions.js';

const title = z.string().trim().min(1, 'Enter the title').max(200, 'The title is at most 200 characters');
const summary = z.string().trim().max(5000, 'The summary is at most 5000 characters');

/** Text fields of the multipart form that creates a contribution (at least one document comes with them). */
export const createContributionFieldsSchema = z
  .object({
    title,
    summary: summary.default(''),
    termsAccepted: z.literal('true', { error: 'Accept the terms and conditions' }),
  })
  .strict();
export type CreateContributionFields = z.infer<typeof createContributionFieldsSchema>;

/** Text fields of the multipart form that updates one; files sent with it become new versions. */
export const updateContributionFieldsSchema = z
  .object({
    title: title.optional(),
    summary: summary.optional(),
    termsAccepted: z.literal('true').optional(),
  })
  .strict();
export type UpdateContributionFields = z.infer<typeof updateContributionFieldsSchema>;

export const contributionListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    eventId: z.coerce.number().int().positive().optional(),
    facultyId: z.coerce.number().int().positive().optional(),
    academicYear: z
      .string()
      .regex(/^\d{4}-\d{4}$/)
      .optional(),
    status: z.enum(CONTRIBUTION_STATUSES).optional(),
    selected: z.enum(['true', 'false']).optional(),
    /** Only contributions no coordinator has commented on yet. */
    withoutComment: z.enum(['true']).optional(),
    /** Only those still without a coordinator's comment more than `COMMENT_WINDOW_DAYS` after submission. */
    overdue: z.enum(['true']).optional(),
    /** Words in the title, the student's, the faculty's or the event's name. */
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type ContributionListQuery = z.infer<typeof contributionListQuerySchema>;

export const commentBodySchema = z
  .object({ body: z.string().trim().min(1, 'Write a comment').max(5000, 'At most 5000 characters') })
  .strict();
export type CommentBody = z.infer<typeof commentBodySchema>;

export const statusBodySchema = z
  .object({
    status: z.enum(CONTRIBUTION_STATUSES),
    note: z.string().trim().max(2000).optional(),
  })
  .strict();
export type StatusBody = z.infer<typeof statusBodySchema>;

export const selectionBodySchema = z.object({ selected: z.boolean() }).strict();
export type SelectionBody = z.infer<typeof selectionBodySchema>;

export const contributionFileSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(CONTRIBUTION_FILE_KINDS),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int().positive(),
  sha256: z.string(),
  version: z.number().int().positive(),
  createdAt: z.string(),
  /** When a later upload replaced it; null while current. */
  supersededAt: z.string().nullable(),
});
export type ContributionFile = z.infer<typeof contributionFileSchema>;

export const contributionCommentSchema = z.object({
  id: z.number().int().positive(),
  authorId: z.number().int().positive(),
  authorName: z.string(),
  authorRoleID: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});
export type ContributionComment = z.infer<typeof contributionCommentSchema>;

export const statusChangeSchema = z.object({
  from: z.enum(CONTRIBUTION_STATUSES).nullable(),
  to: z.enum(CONTRIBUTION_STATUSES),
  actorName: z.string(),
  note: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const contributionBlockSchema = z.object({
  rule: z.enum(CONTRIBUTION_BLOCKS),
  /** When the rule took effect (the final closure date, the end of the comment window); null for a status. */
  at: z.string().nullable(),
});
export type ContributionBlock = z.infer<typeof contributionBlockSchema>;

export const contributionSchema = z.object({
  id: z.number().int().positive(),
  eventId: z.number().int().positive(),
  eventName: z.string(),
  academicYear: z.string(),
  facultyId: z.number().int().positive(),
  facultyName: z.string(),
  studentId: z.number().int().positive(),
  studentName: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(CONTRIBUTION_STATUSES),
  selected: z.boolean(),
  selectedAt: z.string().nullable(),
  termsAcceptedAt: z.string(),
  firstCommentAt: z.string().nullable(),
  commentCount: z.number().int().nonnegative(),
  /** The current files; earlier versions are listed by the files call. */
  files: z.array(contributionFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do now, by role, scope, status and the event's dates. */
  can: z.object({ update: z.boolean(), comment: z.boolean(), review: z.boolean(), select: z.boolean() }),
  /**
   * Why each action the caller would have is not possible now (null when it is, or when the action is not the
   * caller's), with the date the rule took effect when a date decides it.
   */
  blocked: z
    .object({
      update: contributionBlockSchema.nullable(),
      comment: contributionBlockSchema.nullable(),
      review: contributionBlockSchema.nullable(),
      select: contributionBlockSchema.nullable(),
    })
    .optional(),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const contributionListResponseSchema = z.object({
  data: z.array(contributionSchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type ContributionListResponse = z.infer<typeof contributionListResponseSchema>;

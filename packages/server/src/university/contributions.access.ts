// Who sees which contributions, and what they may do with one, decided here for every contribution route.
// Scopes: a student their own; a coordinator their faculty's; a manager every selected one, read only;
// a guest the selected ones of their faculty when it admits guests. Administrators manage master data and
// never see contributions. Out of scope answers exactly like missing.
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import {
  CONTRIBUTION_TRANSITIONS,
  EDITABLE_STATUSES,
  ROLE_ID,
  commentsCloseAt,
  type Contribution,
  type ContributionFile,
  type ContributionFileKind,
  type ContributionStatus,
  type RoleId,
} from '@herald/protocol';
import type { AppContext } from '../context.js';
import type { Account, ContributionFile as FileRow, Database } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

/** Roles that read contributions at all (each within its scope). */
export const CONTRIBUTION_READERS: RoleId[] = [
  ROLE_ID.MANAGER,
  ROLE_ID.COORDINATOR,
  ROLE_ID.STUDENT,
  ROLE_ID.GUEST,
];
/** Roles that take part in a contribution's review thread. */
export const REVIEW_PARTIES: RoleId[] = [ROLE_ID.COORDINATOR, ROLE_ID.STUDENT];

type From = 'contributions' | 'events' | 'faculties' | 'accounts';
type Base = SelectQueryBuilder<Database, From, object>;

/** Contributions joined with their event, faculty and student. */
export function contributionsQuery(ctx: AppContext) {
  return ctx.db
    .selectFrom('contributions')
    .innerJoin('events', 'events.id', 'contributions.event_id')
    .innerJoin('faculties', 'faculties.id', 'contributions.faculty_id')
    .innerJoin('accounts', 'accounts.id', 'contributions.student_id');
}

/** Narrows a contributions query to what the account may see. */
export function inScope<Q extends Base>(query: Q, account: Account): Q {
  const none = (eb: ExpressionBuilder<Database, From>) => eb('contributions.id', '<', 0);
  switch (account.role_id) {
    case ROLE_ID.STUDENT:
      return query.where('contributions.student_id', '=', account.id) as Q;
    case ROLE_ID.COORDINATOR:
      return (
        account.faculty_id === null
          ? query.where(none)
          : query.where('contributions.faculty_id', '=', account.faculty_id)
      ) as Q;
    case ROLE_ID.MANAGER:
      return query.where('contributions.selected', '=', 1) as Q;
    case ROLE_ID.GUEST:
      return (
        account.faculty_id === null
          ? query.where(none)
          : query
              .where('contributions.selected', '=', 1)
              .where('contributions.faculty_id', '=', account.faculty_id)
              .where('faculties.guest_access', '=', 1)
      ) as Q;
    default:
      return query.where(none) as Q;
  }
}

export interface ContributionRecord {
  id: number;
  event_id: number;
  student_id: number;
  faculty_id: number;
  title: string;
  summary: string;
  status: string;
  selected: number;
  selected_at: string | null;
  terms_accepted_at: string;
  first_comment_at: string | null;
  created_at: string;
  updated_at: string;
  event_name: string;
  academic_year: string;
  closure_date: string;
  final_closure_date: string;
  faculty_name: string;
  student_name: string;
  comment_count: number | string | bigint;
}

export function selectRecord(query: ReturnType<typeof contributionsQuery>) {
  return query
    .selectAll('contributions')
    .select((eb) => [
      'events.name as event_name',
      'events.academic_year',
      'events.closure_date',
      'events.final_closure_date',
      'faculties.name as faculty_name',
      'accounts.name as student_name',
      eb
        .selectFrom('contribution_comments')
        .select(eb.fn.countAll().as('n'))
        .whereRef('contribution_comments.contribution_id', '=', 'contributions.id')
        .as('comment_count'),
    ]);
}

/** One contribution the account may see, or a 404 whether it is missing or out of scope. */
export async function loadContribution(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
): Promise<ContributionRecord> {
  const row = await inScope(selectRecord(contributionsQuery(ctx)), request.account!)
    .where('contributions.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'Contribution not found');
  return row as ContributionRecord;
}

/** What the account may do with a contribution it sees, now. */
export function permissions(ctx: AppContext, account: Account, record: ContributionRecord) {
  const now = ctx.now().getTime();
  const status = record.status as ContributionStatus;
  const owner = account.role_id === ROLE_ID.STUDENT && record.student_id === account.id;
  const coordinator = account.role_id === ROLE_ID.COORDINATOR && account.faculty_id === record.faculty_id;
  return {
    owner,
    coordinator,
    update: owner && now < Date.parse(record.final_closure_date) && EDITABLE_STATUSES.includes(status),
    comment: (owner || coordinator) && now < commentsCloseAt(record.final_closure_date).getTime(),
    review: coordinator && CONTRIBUTION_TRANSITIONS[status].length > 0,
    select: coordinator && status === 'accepted',
  };
}

export function toFile(row: FileRow): ContributionFile {
  return {
    id: row.id,
    kind: row.kind as ContributionFileKind,
    name: row.original_name,
    mimeType: row.mime_type,
    size: Number(row.size),
    sha256: row.sha256,
    version: Number(row.version),
    createdAt: row.created_at,
    supersededAt: row.superseded_at,
  };
}

/** The current files of each contribution, oldest first. */
export async function currentFiles(ctx: AppContext, ids: number[]): Promise<Map<number, FileRow[]>> {
  const byContribution = new Map<number, FileRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byContribution;
  const rows = await ctx.db
    .selectFrom('contribution_files')
    .selectAll()
    .where('contribution_id', 'in', ids)
    .where('superseded_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const row of rows) byContribution.get(row.contribution_id)?.push(row);
  return byContribution;
}

export function toContribution(
  ctx: AppContext,
  account: Account,
  record: ContributionRecord,
  files: FileRow[],
): Contribution {
  const can = permissions(ctx, account, record);
  return {
    id: record.id,
    eventId: record.event_id,
    eventName: record.event_name,
    academicYear: record.academic_year,
    facultyId: record.faculty_id,
    facultyName: record.faculty_name,
    studentId: record.student_id,
    studentName: record.student_name,
    title: record.title,
    summary: record.summary,
    status: record.status as ContributionStatus,
    selected: record.selected === 1,
    selectedAt: record.selected_at,
    termsAcceptedAt: record.terms_accepted_at,
    firstCommentAt: record.first_comment_at,
    commentCount: Number(record.comment_count),
    files: files.map(toFile),
    createdAt: record.created_at,
    updatedAt: record.updated_at,
    can: { update: can.update, comment: can.comment, review: can.review, select: can.select },
  };
}

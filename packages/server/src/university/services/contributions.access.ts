// Who sees which contributions, and what they may do with one, decided here for every contribution route.
// Scopes: a student their own; a coordinator their faculty's; a manager every selected one, read only;
// a guest the selected ones of their faculty when it admits guests. Administrators manage master data and
// never see contributions. Out of scope answers exactly like missing. The scope narrows the query itself
// (`inScope` in repo/contributions.ts).
import {
  COMMENT_WINDOW_DAYS,
  CONTRIBUTION_TRANSITIONS,
  EDITABLE_STATUSES,
  ROLE_ID,
  commentsCloseAt,
  type Contribution,
  type ContributionBlock,
  type ContributionFile,
  type ContributionFileKind,
  type ContributionStatus,
  type RoleId,
} from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import type { Account, ContributionFile as FileRow } from '../../db/tables/university.js';
import { HttpError } from '../../http/errors.js';
import { contributionInScope, type ContributionRecord } from '../repo/contributions.js';
import { currentFileRows } from '../repo/contribution-files.js';

/** Roles that read contributions at all (each within its scope). */
export const CONTRIBUTION_READERS: RoleId[] = [
  ROLE_ID.MANAGER,
  ROLE_ID.COORDINATOR,
  ROLE_ID.STUDENT,
  ROLE_ID.GUEST,
];
/** Roles that take part in a contribution's review thread. */
export const REVIEW_PARTIES: RoleId[] = [ROLE_ID.COORDINATOR, ROLE_ID.STUDENT];

/** One contribution the account may see, or a 404 whether it is missing or out of scope. */
export async function loadContribution(
  ctx: Pick<UniversityContext, 'db'>,
  account: Account,
  id: number,
): Promise<ContributionRecord> {
  const row = await contributionInScope(ctx, account, id);
  if (!row) throw new HttpError(404, 'Contribution not found');
  return row;
}

/** A moment as the event's people read it: in the event's time zone, with the zone's name. */
export function whenInEvent(iso: string, timeZone: string): string {
  const date = new Date(iso);
  try {
    const shown = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(date);
    const zone = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    return zone ? `${shown} ${zone}` : shown;
  } catch {
    return date.toISOString();
  }
}

type Action = 'update' | 'comment' | 'review' | 'select';

/** What the account may do with a contribution it sees, now, and why each of its actions is not possible. */
export function permissions(
  ctx: Pick<UniversityContext, 'now'>,
  account: Account,
  record: ContributionRecord,
) {
  const now = ctx.now().getTime();
  const status = record.status as ContributionStatus;
  const owner = account.role_id === ROLE_ID.STUDENT && record.student_id === account.id;
  const coordinator = account.role_id === ROLE_ID.COORDINATOR && account.faculty_id === record.faculty_id;
  // After the final closure date nothing of the contribution changes but its thread, for the comment window.
  const finallyClosed: ContributionBlock | null =
    now >= Date.parse(record.final_closure_date)
      ? { rule: 'final_closure_passed', at: record.final_closure_date }
      : null;
  const closesAt = commentsCloseAt(record.final_closure_date);
  const blocked: Record<Action, ContributionBlock | null> = {
    update: owner
      ? (finallyClosed ?? (EDITABLE_STATUSES.includes(status) ? null : { rule: 'status_final', at: null }))
      : null,
    comment:
      (owner || coordinator) && now >= closesAt.getTime()
        ? { rule: 'comments_closed', at: closesAt.toISOString() }
        : null,
    review: coordinator
      ? (finallyClosed ??
        (CONTRIBUTION_TRANSITIONS[status].length > 0 ? null : { rule: 'status_final', at: null }))
      : null,
    select: coordinator
      ? (finallyClosed ?? (status === 'accepted' ? null : { rule: 'not_accepted', at: null }))
      : null,
  };
  return {
    owner,
    coordinator,
    update: owner && blocked.update === null,
    comment: (owner || coordinator) && blocked.comment === null,
    review: coordinator && blocked.review === null,
    select: coordinator && blocked.select === null,
    blocked,
  };
}

/** The server's refusal of an action, naming the rule that decides it (and when it took effect). */
export function refusal(action: Action, block: ContributionBlock, record: ContributionRecord): HttpError {
  const at = block.at ? whenInEvent(block.at, record.time_zone) : '';
  switch (block.rule) {
    case 'final_closure_passed':
      return new HttpError(
        409,
        action === 'select'
          ? `The event's final closure date (${at}) has passed: the selection for publication no longer changes`
          : action === 'review'
            ? `The event's final closure date (${at}) has passed: review statuses no longer change`
            : `The event's final closure date (${at}) has passed: contributions can no longer change`,
      );
    case 'comments_closed':
      return new HttpError(
        409,
        `Comments closed at ${at}, ${COMMENT_WINDOW_DAYS} days after the event's final closure date`,
      );
    case 'not_accepted':
      return new HttpError(409, 'Only an accepted contribution can be selected for publication');
    case 'status_final':
      return new HttpError(
        409,
        action === 'review'
          ? `A contribution that is ${record.status} is final: its status no longer changes`
          : `A contribution that is ${record.status} is final: it can no longer change`,
      );
  }
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
export async function currentFiles(
  ctx: Pick<UniversityContext, 'db'>,
  ids: number[],
): Promise<Map<number, FileRow[]>> {
  const byContribution = new Map<number, FileRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byContribution;
  const rows = await currentFileRows(ctx, ids);
  for (const row of rows) byContribution.get(row.contribution_id)?.push(row);
  return byContribution;
}

export function toContribution(
  ctx: Pick<UniversityContext, 'db' | 'now'>,
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
    blocked: can.blocked,
  };
}

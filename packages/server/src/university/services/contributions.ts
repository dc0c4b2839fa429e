// The contributions' rules: what a reader's list and a contribution look like to them, when an event takes new
// work, and how a submission, an update and a review step are stored (rows and files together, or neither).
import {
  ROLE_ID,
  canChangeStatus,
  eventPhase,
  type ContributionListQuery,
  type ContributionStatus,
} from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import type { Account, UniversityEvent } from '../../db/tables/university.js';
import { HttpError } from '../../http/errors.js';
import {
  currentFiles,
  loadContribution,
  permissions,
  refusal,
  toContribution,
} from './contributions.access.js';
import { removeFiles, storeFiles, storedPath, type StagedFile } from './files.storage.js';
import {
  contributionPage,
  insertContribution,
  insertStatusChange,
  moveContributionStatus,
  updateContributionRow,
} from '../repo/contributions.js';
import { insertFileRow, latestFileVersion, supersedeFiles } from '../repo/contribution-files.js';
import { eventFaculty, holdEventOfFaculty } from '../repo/events.js';
import { facultyById } from '../repo/faculties.js';
import { inUniversityTransaction, type UniversityDb } from '../repo/transaction.js';

type Readers = Pick<UniversityContext, 'db' | 'now'>;
type Writers = Pick<UniversityContext, 'config' | 'db' | 'now'>;

const when = (iso: string) => new Date(iso).toISOString().replace('.000Z', 'Z');

/** One contribution as the reader sees it, with its current files and what the reader may do. */
export async function contributionFor(ctx: Readers, account: Account, id: number) {
  const record = await loadContribution(ctx, account, id);
  const files = await currentFiles(ctx, [id]);
  return toContribution(ctx, account, record, files.get(id) ?? []);
}

/** A guest whose faculty does not admit guests has no contribution list at all. */
export async function refuseClosedGuest(ctx: Pick<UniversityContext, 'db'>, account: Account): Promise<void> {
  if (account.role_id !== ROLE_ID.GUEST) return;
  const faculty =
    account.faculty_id === null ? undefined : await facultyById(ctx, account.faculty_id, ['guest_access']);
  if (faculty?.guest_access !== 1)
    throw new HttpError(403, 'Your faculty does not publish contributions to guests');
}

/** A page of the contributions in the reader's scope. */
export async function listContributions(ctx: Readers, account: Account, query: ContributionListQuery) {
  const { total: totalCount, rows } = await contributionPage(ctx, account, query, ctx.now());
  const files = await currentFiles(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => toContribution(ctx, account, row, files.get(row.id) ?? [])),
    totalCount,
    page: query.page,
    pageSize: query.limit,
    hasMore: (query.page + 1) * query.limit < totalCount,
  };
}

/** An event's contributions: only managers look across faculties; anyone else learns nothing of other faculties. */
export async function listEventContributions(
  ctx: Readers,
  account: Account,
  eventId: number,
  query: Omit<ContributionListQuery, 'eventId'>,
) {
  await refuseClosedGuest(ctx, account);
  const event = await eventFaculty(ctx, eventId);
  if (!event || (account.role_id !== ROLE_ID.MANAGER && event.faculty_id !== account.faculty_id))
    throw new HttpError(404, 'Event not found');
  return listContributions(ctx, account, { ...query, eventId });
}

/** Refuses (409) new work for an event outside its submission window. */
export function assertOpenForSubmissions(ctx: Pick<UniversityContext, 'now'>, event: UniversityEvent): void {
  const phase = eventPhase(
    {
      openingDate: event.opening_date,
      closureDate: event.closure_date,
      finalClosureDate: event.final_closure_date,
    },
    ctx.now(),
  );
  if (phase === 'upcoming')
    throw new HttpError(409, `The event opens for contributions at ${when(event.opening_date)}`);
  if (phase !== 'open')
    throw new HttpError(409, `The event closed for new contributions at ${when(event.closure_date)}`);
}

/** Inserts staged files as a new version of the contribution's documents and/or images. */
async function insertFiles(
  trx: UniversityDb,
  contributionId: number,
  files: StagedFile[],
  accountId: number,
  at: string,
) {
  const version = (await latestFileVersion(trx, contributionId)) + 1;
  // A new upload of a kind replaces the current files of that kind; the earlier ones stay as versions.
  for (const kind of new Set(files.map((file) => file.kind))) {
    await supersedeFiles(trx, contributionId, kind, at);
  }
  for (const file of files) {
    await insertFileRow(trx, {
      contribution_id: contributionId,
      kind: file.kind,
      original_name: file.originalName,
      stored_name: file.storedName,
      mime_type: file.mimeType,
      size: file.size,
      sha256: file.sha256,
      version,
      uploaded_by: accountId,
      created_at: at,
      superseded_at: null,
    });
  }
}

/**
 * Links staged files to their contribution in one transaction: the rows are written, then the files take their
 * stored names, then it commits. A failure undoes both; a crash before the commit leaves only a file no row names,
 * which the start-up sweep removes (files.storage.ts, prepareUploads). No row ever names a missing file.
 */
async function withStoredFiles<T>(
  ctx: Writers,
  files: StagedFile[],
  change: (trx: UniversityDb) => Promise<T>,
): Promise<T> {
  try {
    return await inUniversityTransaction(ctx, async (trx) => {
      const result = await change(trx);
      await storeFiles(ctx, files);
      return result;
    });
  } catch (error) {
    await removeFiles(files.map((file) => storedPath(ctx, file.storedName)));
    await removeFiles(files.map((file) => file.tempPath));
    throw error;
  }
}

/** A student's new contribution to an open event of their faculty, with its files; answers its id. */
export async function submitContribution(
  ctx: Writers,
  account: Account,
  event: UniversityEvent,
  fields: { title: string; summary: string },
  files: StagedFile[],
): Promise<number> {
  const at = ctx.now().toISOString();
  return withStoredFiles(ctx, files, async (trx) => {
    // The event's row is written first (unchanged), holding it until the commit: an event moving to another
    // faculty at the same moment either finds this contribution and stays, or has moved and is not found here.
    if (!(await holdEventOfFaculty(trx, event.id, event.faculty_id)))
      throw new HttpError(404, 'Event not found');
    const contributionId = await insertContribution(trx, {
      event_id: event.id,
      student_id: account.id,
      faculty_id: event.faculty_id,
      title: fields.title,
      summary: fields.summary,
      status: 'submitted',
      selected: 0,
      selected_at: null,
      terms_accepted_at: at,
      first_comment_at: null,
      created_at: at,
      updated_at: at,
    });
    await insertFiles(trx, contributionId, files, account.id, at);
    await insertStatusChange(trx, {
      contribution_id: contributionId,
      from_status: null,
      to_status: 'submitted',
      actor_id: account.id,
      note: null,
      at,
    });
    return contributionId;
  });
}

/** A student's change to their contribution: new words, the terms accepted again, new files as a new version. */
export async function updateContribution(
  ctx: Writers,
  account: Account,
  id: number,
  fields: { title?: string; summary?: string; termsAccepted?: boolean },
  files: StagedFile[],
): Promise<void> {
  const at = ctx.now().toISOString();
  await withStoredFiles(ctx, files, async (trx) => {
    await updateContributionRow(trx, id, {
      ...(fields.title !== undefined && { title: fields.title }),
      ...(fields.summary !== undefined && { summary: fields.summary }),
      ...(fields.termsAccepted && { terms_accepted_at: at }),
      updated_at: at,
    });
    if (files.length > 0) await insertFiles(trx, id, files, account.id, at);
  });
}

/**
 * The coordinator's review step, refused (404) out of scope whatever the target, (403) where the review is not
 * theirs to make now, and (409) for a transition the review does not allow or one a concurrent change overtook.
 * Answers the status it moved from.
 */
export async function changeContributionStatus(
  ctx: Readers,
  account: Account,
  id: number,
  to: ContributionStatus,
  note: string | null,
): Promise<ContributionStatus> {
  const record = await loadContribution(ctx, account, id);
  const from = record.status as ContributionStatus;
  const blocked = permissions(ctx, account, record).blocked.review;
  if (blocked) throw refusal('review', blocked, record);
  if (!canChangeStatus(from, to)) throw new HttpError(409, `A contribution cannot go from ${from} to ${to}`);
  const at = ctx.now().toISOString();
  await inUniversityTransaction(ctx, async (trx) => {
    // Only from the status read above: a concurrent change makes this one fail instead of skipping a step.
    if (!(await moveContributionStatus(trx, id, from, to, at)))
      throw new HttpError(409, 'The status changed meanwhile: reload and try again');
    await insertStatusChange(trx, {
      contribution_id: id,
      from_status: from,
      to_status: to,
      actor_id: account.id,
      note,
      at,
    });
  });
  return from;
}

// The files of contributions: each upload a version of a contribution's documents or images, the current ones
// those not superseded.
import type { Insertable } from 'kysely';
import type { ContributionFileTable } from '../../db/tables/university.js';
import { contributionsQuery } from './contributions.js';
import type { UniversityDb as Db } from './transaction.js';

/** The current files of one contribution or of these contributions, oldest first. */
export function currentFileRows(ctx: Db, contributionIds: number | number[]) {
  return ctx.db
    .selectFrom('contribution_files')
    .selectAll()
    .where('contribution_id', Array.isArray(contributionIds) ? 'in' : '=', contributionIds)
    .where('superseded_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Every version of the contribution's files, newest version first; with `currentOnly`, the current ones. */
export function fileVersions(ctx: Db, contributionId: number, currentOnly: boolean) {
  let query = ctx.db
    .selectFrom('contribution_files')
    .selectAll()
    .where('contribution_id', '=', contributionId)
    .orderBy('version', 'desc')
    .orderBy('id');
  if (currentOnly) query = query.where('superseded_at', 'is', null);
  return query.execute();
}

/** One file of the contribution; with `currentOnly`, only while it is current. */
export function contributionFile(ctx: Db, contributionId: number, fileId: number, currentOnly: boolean) {
  let query = ctx.db
    .selectFrom('contribution_files')
    .selectAll()
    .where('contribution_id', '=', contributionId)
    .where('id', '=', fileId);
  if (currentOnly) query = query.where('superseded_at', 'is', null);
  return query.executeTakeFirst();
}

/** Which of these stored names a row names. */
export function storedNamesIn(ctx: Db, storedNames: string[]) {
  return ctx.db
    .selectFrom('contribution_files')
    .select('stored_name')
    .where('stored_name', 'in', storedNames)
    .execute();
}

/** The contribution's latest version number, 0 before its first upload. */
export async function latestFileVersion(ctx: Db, contributionId: number): Promise<number> {
  const latest = await ctx.db
    .selectFrom('contribution_files')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('contribution_id', '=', contributionId)
    .executeTakeFirst();
  return Number(latest?.version ?? 0);
}

/** Marks the contribution's current files of this kind superseded at `at`. */
export function supersedeFiles(ctx: Db, contributionId: number, kind: string, at: string) {
  return ctx.db
    .updateTable('contribution_files')
    .set({ superseded_at: at })
    .where('contribution_id', '=', contributionId)
    .where('kind', '=', kind)
    .where('superseded_at', 'is', null)
    .execute();
}

export function insertFileRow(ctx: Db, file: Insertable<ContributionFileTable>) {
  return ctx.db.insertInto('contribution_files').values(file).execute();
}

/**
 * The current files of the selected contributions of an event (`eventId`) or of events (`eventIds`), each with
 * its faculty and student, by faculty, student, contribution and file.
 */
export function selectedContributionFiles(ctx: Db, filter: { eventId?: number; eventIds?: number[] }) {
  let query = contributionsQuery(ctx)
    .innerJoin('contribution_files', 'contribution_files.contribution_id', 'contributions.id')
    .selectAll('contribution_files')
    .select(['faculties.name as faculty_name', 'accounts.name as student_name', 'accounts.id as student_id'])
    .where('contributions.selected', '=', 1)
    .where('contribution_files.superseded_at', 'is', null)
    .orderBy('faculties.name')
    .orderBy('accounts.name')
    .orderBy('contributions.id')
    .orderBy('contribution_files.id');
  if (filter.eventId !== undefined) query = query.where('contributions.event_id', '=', filter.eventId);
  if (filter.eventIds) query = query.where('contributions.event_id', 'in', filter.eventIds);
  return query.execute();
}

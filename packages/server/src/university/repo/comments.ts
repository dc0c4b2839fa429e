// A contribution's review thread.
import type { Insertable } from 'kysely';
import type { ContributionCommentTable } from '../../db/tables/university.js';
import type { UniversityDb as Db } from './transaction.js';

/** The contribution's comments, oldest first, each with its author's name and role; with `id`, that one alone. */
export function commentRows(ctx: Db, contributionId: number, id?: number) {
  let query = ctx.db
    .selectFrom('contribution_comments')
    .innerJoin('accounts', 'accounts.id', 'contribution_comments.author_id')
    .select([
      'contribution_comments.id',
      'contribution_comments.author_id',
      'contribution_comments.body',
      'contribution_comments.created_at',
      'accounts.name',
      'accounts.role_id',
    ])
    .where('contribution_comments.contribution_id', '=', contributionId)
    .orderBy('contribution_comments.created_at')
    .orderBy('contribution_comments.id');
  if (id !== undefined) query = query.where('contribution_comments.id', '=', id);
  return query.execute();
}

/** Adds a comment; answers its id. */
export async function insertComment(ctx: Db, comment: Insertable<ContributionCommentTable>): Promise<number> {
  const row = await ctx.db
    .insertInto('contribution_comments')
    .values(comment)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether anyone but `studentId` (the contribution's student) commented on it. */
export async function hasCommentByOther(
  ctx: Db,
  contributionId: number,
  studentId: number,
): Promise<boolean> {
  const comment = await ctx.db
    .selectFrom('contribution_comments')
    .select('id')
    .where('contribution_id', '=', contributionId)
    .where('author_id', '!=', studentId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(comment);
}

/** One comment's body with its author's id and name. */
export function commentWithAuthor(ctx: Db, id: number) {
  return ctx.db
    .selectFrom('contribution_comments')
    .innerJoin('accounts', 'accounts.id', 'contribution_comments.author_id')
    .select(['contribution_comments.body', 'contribution_comments.author_id', 'accounts.name'])
    .where('contribution_comments.id', '=', id)
    .executeTakeFirst();
}

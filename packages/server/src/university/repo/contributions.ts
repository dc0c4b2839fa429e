// Contributions with their event, faculty and student; the scope each role reads them in; their review (status
// history, first comment, selection).
import {
  COMMENT_WINDOW_DAYS,
  ROLE_ID,
  type ContributionListQuery,
  type ContributionStatus,
} from '@herald/protocol';
import type { ExpressionBuilder, Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  Account,
  Contribution,
  ContributionStatusHistoryTable,
  ContributionTable,
} from '../../db/tables/university.js';
import type { UniversityDb as Db } from './transaction.js';

type From = 'contributions' | 'events' | 'faculties' | 'accounts';
type Base = SelectQueryBuilder<Database, From, object>;

/** Contributions joined with their event, faculty and student. */
export function contributionsQuery(ctx: Db) {
  return ctx.db
    .selectFrom('contributions')
    .innerJoin('events', 'events.id', 'contributions.event_id')
    .innerJoin('faculties', 'faculties.id', 'contributions.faculty_id')
    .innerJoin('accounts', 'accounts.id', 'contributions.student_id');
}

/**
 * Narrows a contributions query to what the account may see (contributions.access.ts): a student their own; a
 * coordinator their faculty's; a manager every selected one; a guest the selected ones of their faculty while it
 * admits guests; anyone else none.
 */
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

/** A contribution with its event, faculty and student's names and its comment count. */
export type ContributionRecord = Contribution & {
  event_name: string;
  academic_year: string;
  closure_date: string;
  final_closure_date: string;
  time_zone: string;
  faculty_name: string;
  student_name: string;
  comment_count: number | string | bigint;
};

function selectRecord(query: ReturnType<typeof contributionsQuery>) {
  return query
    .selectAll('contributions')
    .select((eb) => [
      'events.name as event_name',
      'events.academic_year',
      'events.closure_date',
      'events.final_closure_date',
      'events.time_zone',
      'faculties.name as faculty_name',
      'accounts.name as student_name',
      eb
        .selectFrom('contribution_comments')
        .select(eb.fn.countAll().as('n'))
        .whereRef('contribution_comments.contribution_id', '=', 'contributions.id')
        .as('comment_count'),
    ]);
}

/** One contribution the account may see, or undefined whether it is missing or out of scope. */
export async function contributionInScope(
  ctx: Db,
  account: Account,
  id: number,
): Promise<ContributionRecord | undefined> {
  const row = await inScope(selectRecord(contributionsQuery(ctx)), account)
    .where('contributions.id', '=', id)
    .executeTakeFirst();
  return row as ContributionRecord | undefined;
}

const DAY_MS = 86_400_000;

/**
 * One page of the contributions the account may see, filtered, newest first, with the count of all that match.
 * `now` places the comment deadline of the overdue filter.
 */
export async function contributionPage(ctx: Db, account: Account, query: ContributionListQuery, now: Date) {
  let base = inScope(contributionsQuery(ctx), account);
  if (query.eventId !== undefined) base = base.where('contributions.event_id', '=', query.eventId);
  if (query.facultyId !== undefined) base = base.where('contributions.faculty_id', '=', query.facultyId);
  if (query.academicYear) base = base.where('events.academic_year', '=', query.academicYear);
  if (query.status) base = base.where('contributions.status', '=', query.status);
  if (query.selected) base = base.where('contributions.selected', '=', query.selected === 'true' ? 1 : 0);
  // The first coordinator comment is stamped on the contribution, so both review filters stay one column.
  if (query.withoutComment || query.overdue) base = base.where('contributions.first_comment_at', 'is', null);
  if (query.overdue) {
    const deadline = new Date(now.getTime() - COMMENT_WINDOW_DAYS * DAY_MS).toISOString();
    base = base.where('contributions.created_at', '<=', deadline);
  }
  if (query.search) {
    const words = `%${query.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['contributions.title']), 'like', words),
        eb(eb.fn('lower', ['accounts.name']), 'like', words),
        eb(eb.fn('lower', ['faculties.name']), 'like', words),
        eb(eb.fn('lower', ['events.name']), 'like', words),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = (await selectRecord(base)
    .orderBy('contributions.created_at', 'desc')
    .orderBy('contributions.id', 'desc')
    .limit(query.limit)
    .offset(query.page * query.limit)
    .execute()) as ContributionRecord[];
  return { total: Number(total.n), rows };
}

/** Adds a contribution; answers its id. */
export async function insertContribution(
  ctx: Db,
  contribution: Insertable<ContributionTable>,
): Promise<number> {
  const row = await ctx.db
    .insertInto('contributions')
    .values(contribution)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateContributionRow(ctx: Db, id: number, changes: Updateable<ContributionTable>) {
  return ctx.db.updateTable('contributions').set(changes).where('id', '=', id).execute();
}

/** Moves the contribution to `to` only from `from`; answers whether it did (false: it changed meanwhile). */
export async function moveContributionStatus(
  ctx: Db,
  id: number,
  from: ContributionStatus,
  to: ContributionStatus,
  at: string,
): Promise<boolean> {
  const result = await ctx.db
    .updateTable('contributions')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Selects an accepted contribution for publication, or withdraws it. */
export function setContributionSelection(ctx: Db, id: number, selected: boolean, at: string) {
  return ctx.db
    .updateTable('contributions')
    .set({ selected: selected ? 1 : 0, selected_at: selected ? at : null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .execute();
}

/** Stamps the time of the first coordinator comment, unless one is stamped already. */
export function stampFirstComment(ctx: Db, id: number, at: string) {
  return ctx.db
    .updateTable('contributions')
    .set({ first_comment_at: at })
    .where('id', '=', id)
    .where('first_comment_at', 'is', null)
    .execute();
}

export function insertStatusChange(ctx: Db, change: Insertable<ContributionStatusHistoryTable>) {
  return ctx.db.insertInto('contribution_status_history').values(change).execute();
}

/** The contribution's status history, oldest first, each change with its actor's name. */
export function statusHistory(ctx: Db, id: number) {
  return ctx.db
    .selectFrom('contribution_status_history')
    .innerJoin('accounts', 'accounts.id', 'contribution_status_history.actor_id')
    .select([
      'contribution_status_history.from_status',
      'contribution_status_history.to_status',
      'contribution_status_history.note',
      'contribution_status_history.at',
      'accounts.name',
    ])
    .where('contribution_status_history.contribution_id', '=', id)
    .orderBy('contribution_status_history.at')
    .orderBy('contribution_status_history.id')
    .execute();
}

/** A contribution as its notifications name it: its event, faculty and student with the student's address. */
export function contributionToNotify(ctx: Db, id: number) {
  return contributionsQuery(ctx)
    .select([
      'contributions.id',
      'contributions.title',
      'contributions.event_id',
      'contributions.faculty_id',
      'contributions.student_id',
      'contributions.status',
      'events.name as event_name',
      'faculties.name as faculty_name',
      'accounts.name as student_name',
      'accounts.email as student_email',
      'accounts.phone as student_phone',
      'accounts.active as student_active',
    ])
    .where('contributions.id', '=', id)
    .executeTakeFirst();
}

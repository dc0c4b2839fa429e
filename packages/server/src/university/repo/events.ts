// The university's academic events.
import type { Insertable, Updateable } from 'kysely';
import type { EventTable } from '../../db/tables/university.js';
import type { UniversityDb as Db } from './transaction.js';

/**
 * Events with their faculty's name, latest opening first; narrowed to one `id`, to a faculty (`null`: an account
 * without a faculty, which sees none) and to an academic year.
 */
export function eventRows(
  ctx: Db,
  filter: { id?: number; facultyId?: number | null; academicYear?: string },
) {
  let query = ctx.db
    .selectFrom('events')
    .innerJoin('faculties', 'faculties.id', 'events.faculty_id')
    .selectAll('events')
    .select('faculties.name as faculty_name')
    .orderBy('events.opening_date', 'desc')
    .orderBy('events.id');
  if (filter.id !== undefined) query = query.where('events.id', '=', filter.id);
  if (filter.facultyId !== undefined) {
    query =
      filter.facultyId === null
        ? query.where('events.id', '<', 0)
        : query.where('events.faculty_id', '=', filter.facultyId);
  }
  if (filter.academicYear) query = query.where('events.academic_year', '=', filter.academicYear);
  return query.execute();
}

export function eventById(ctx: Db, id: number) {
  return ctx.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The event's faculty, if the event exists. */
export function eventFaculty(ctx: Db, id: number) {
  return ctx.db.selectFrom('events').select(['id', 'faculty_id']).where('id', '=', id).executeTakeFirst();
}

/** The events of an academic year with their final closure dates. */
export function eventsOfYear(ctx: Db, academicYear: string) {
  return ctx.db
    .selectFrom('events')
    .select(['id', 'final_closure_date'])
    .where('academic_year', '=', academicYear)
    .execute();
}

export function insertEvent(ctx: Db, event: Insertable<EventTable>) {
  return ctx.db.insertInto('events').values(event).returning('id').executeTakeFirstOrThrow();
}

export function updateEventRow(ctx: Db, id: number, changes: Updateable<EventTable>) {
  return ctx.db.updateTable('events').set(changes).where('id', '=', id).execute();
}

/**
 * Writes the event's row unchanged while it is still the faculty's, holding it until the transaction commits;
 * answers whether it was (false: the event has moved to another faculty or is gone).
 */
export async function holdEventOfFaculty(ctx: Db, id: number, facultyId: number): Promise<boolean> {
  const stays = await ctx.db
    .updateTable('events')
    .set({ faculty_id: facultyId })
    .where('id', '=', id)
    .where('faculty_id', '=', facultyId)
    .executeTakeFirst();
  return stays.numUpdatedRows !== 0n;
}

/** Whether any contribution answers the event. */
export async function eventHasContributions(ctx: Db, id: number): Promise<boolean> {
  const work = await ctx.db
    .selectFrom('contributions')
    .select('id')
    .where('event_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return work !== undefined;
}

export function deleteEventRow(ctx: Db, id: number) {
  return ctx.db.deleteFrom('events').where('id', '=', id).execute();
}

function eventsWithFaculty(ctx: Db) {
  return ctx.db
    .selectFrom('events')
    .innerJoin('faculties', 'faculties.id', 'events.faculty_id')
    .selectAll('events')
    .select('faculties.name as faculty_name');
}

/** The event with its faculty's name. */
export function eventWithFaculty(ctx: Db, id: number) {
  return eventsWithFaculty(ctx).where('events.id', '=', id).executeTakeFirst();
}

export type EventWithFaculty = NonNullable<Awaited<ReturnType<typeof eventWithFaculty>>>;

/** The faculty's events whose final closure date is after `after`, by id, with the faculty's name. */
export function facultyEventsClosingAfter(ctx: Db, facultyId: number, after: string) {
  return eventsWithFaculty(ctx)
    .where('events.faculty_id', '=', facultyId)
    .where('events.final_closure_date', '>', after)
    .orderBy('events.id')
    .execute();
}

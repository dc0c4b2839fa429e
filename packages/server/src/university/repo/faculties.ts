// The university's faculties: their rows, with the counts of their events and students.
import { ROLE_ID } from '@herald/protocol';
import { sql } from 'kysely';
import type { UniversityContext } from '../context.js';
import type { FacultyTable } from '../../db/tables/university.js';

type Db = Pick<UniversityContext, 'db'>;

/** Faculties by name with their event and student counts; with `id`, that faculty alone. */
export function facultiesWithCounts(ctx: Db, id?: number) {
  let query = ctx.db
    .selectFrom('faculties')
    .select((eb) => [
      'faculties.id',
      'faculties.name',
      'faculties.description',
      'faculties.guest_access',
      'faculties.created_at',
      eb
        .selectFrom('events')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('events.faculty_id', '=', 'faculties.id')
        .as('event_count'),
      eb
        .selectFrom('accounts')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('accounts.faculty_id', '=', 'faculties.id')
        .where('accounts.role_id', '=', ROLE_ID.STUDENT)
        .as('student_count'),
    ])
    .orderBy('faculties.name');
  if (id !== undefined) query = query.where('faculties.id', '=', id);
  return query.execute();
}

/** Whether another faculty than `except` has this name, whatever its case. */
export async function facultyNameTaken(ctx: Db, name: string, except?: number): Promise<boolean> {
  let query = ctx.db
    .selectFrom('faculties')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== undefined) query = query.where('id', '!=', except);
  return Boolean(await query.executeTakeFirst());
}

/** The faculties that admit guests, by name. */
export function guestAccessFaculties(ctx: Db) {
  return ctx.db
    .selectFrom('faculties')
    .select(['id', 'name'])
    .where('guest_access', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function insertFaculty(
  ctx: Db,
  faculty: { name: string; description: string; guest_access: number; created_at: string },
) {
  return ctx.db.insertInto('faculties').values(faculty).returning('id').executeTakeFirstOrThrow();
}

export function updateFacultyRow(
  ctx: Db,
  id: number,
  changes: { name?: string; description?: string; guest_access?: number },
) {
  return ctx.db.updateTable('faculties').set(changes).where('id', '=', id).execute();
}

/** Deletes the faculty; the database refuses while anything still names it. */
export function deleteFacultyRow(ctx: Db, id: number) {
  return ctx.db.deleteFrom('faculties').where('id', '=', id).execute();
}

/** These columns of the faculty with this id, if it exists. */
export function facultyById<C extends keyof FacultyTable & string>(
  ctx: Db,
  id: number,
  columns: readonly C[],
) {
  return ctx.db.selectFrom('faculties').select(columns).where('id', '=', id).executeTakeFirst();
}

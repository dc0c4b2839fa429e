// The university's faculties: names unique whatever their case, and a faculty deleted only once nothing names it.
import type { Faculty, GuestFaculty } from '@herald/protocol';
import type { FacultyBody, UpdateFacultyBody } from '@herald/protocol/schemas';
import type { UniversityContext } from '../context.js';
import { isForeignKeyViolation } from '../../db/constraints.js';
import { HttpError } from '../../http/errors.js';
import {
  deleteFacultyRow,
  facultiesWithCounts,
  facultyNameTaken,
  guestAccessFaculties,
  insertFaculty,
  updateFacultyRow,
} from '../repo/faculties.js';

type Db = Pick<UniversityContext, 'db'>;

/** Faculties by name with their counts of events and students; with `id`, that faculty alone. */
export async function listFaculties(ctx: Db, id?: number): Promise<Faculty[]> {
  const rows = await facultiesWithCounts(ctx, id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    guestAccess: row.guest_access === 1,
    eventCount: Number(row.event_count ?? 0),
    studentCount: Number(row.student_count ?? 0),
    createdAt: row.created_at,
  }));
}

/** One faculty, or a 404. */
export async function faculty(ctx: Db, id: number): Promise<Faculty> {
  const [found] = await listFaculties(ctx, id);
  if (!found) throw new HttpError(404, 'Faculty not found');
  return found;
}

/** Faculties that admit guests, by name: what the public guest entry page offers. */
export async function guestFaculties(ctx: Db): Promise<GuestFaculty[]> {
  const rows = await guestAccessFaculties(ctx);
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/** A new faculty; its name is unique (409). Answers its id. */
export async function createFaculty(ctx: Pick<UniversityContext, 'db' | 'now'>, body: FacultyBody) {
  if (await facultyNameTaken(ctx, body.name))
    throw new HttpError(409, `A faculty named "${body.name}" exists`);
  const created = await insertFaculty(ctx, {
    name: body.name,
    description: body.description,
    guest_access: body.guestAccess ? 1 : 0,
    created_at: ctx.now().toISOString(),
  });
  return created.id;
}

/** Changes the fields sent of an existing faculty (404); a new name is unique (409). */
export async function updateFaculty(ctx: Db, id: number, body: UpdateFacultyBody): Promise<void> {
  await faculty(ctx, id);
  if (body.name !== undefined && (await facultyNameTaken(ctx, body.name, id))) {
    throw new HttpError(409, `A faculty named "${body.name}" exists`);
  }
  await updateFacultyRow(ctx, id, {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.guestAccess !== undefined && { guest_access: body.guestAccess ? 1 : 0 }),
  });
}

/** Deletes an existing faculty (404) that nothing names any more (409). */
export async function deleteFaculty(ctx: Db, id: number): Promise<void> {
  await faculty(ctx, id);
  // Whatever still names the faculty (its events, its accounts, its students' work) keeps it: the database's
  // own references decide, so that nothing of it is ever left pointing at a faculty that is gone.
  await deleteFacultyRow(ctx, id).catch((error: unknown) => {
    if (isForeignKeyViolation(error))
      throw new HttpError(
        409,
        'The faculty still has events, accounts or contributions; move or remove them first',
      );
    throw error;
  });
}

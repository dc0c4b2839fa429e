// The public list of faculties that welcome guests (ids and names only), read by the guest entry page and by
// the sign-in page when a visitor arrives from it, and the opening of a guest visit. Loaded on demand, so the
// sign-in page stays small.
import type { GuestFaculty, GuestSession } from '@herald/protocol';
import { guestSessionBodySchema, guestFacultySchema, guestSessionSchema } from '@herald/protocol/schemas';
import { apiClient } from '../session/api';
import { storeGuestVisit } from '../../shared/session/token';

export async function loadGuestFaculties(signal?: AbortSignal): Promise<GuestFaculty[]> {
  const data = await apiClient().get('/faculties/guest-access', undefined, signal ? { signal } : undefined);
  if (!Array.isArray(data)) throw new Error('The server answered without a list');
  return data.map((item) => guestFacultySchema.parse(item));
}

/** Opens a read-only guest visit of the faculty and keeps its token as the stored guest marker, named. */
export async function openGuestVisit(facultyId: number): Promise<GuestSession> {
  const body = guestSessionBodySchema.parse({ facultyId });
  const visit = guestSessionSchema.parse(await apiClient().post('/guest-sessions', body));
  storeGuestVisit(visit.token, visit.facultyName);
  return visit;
}

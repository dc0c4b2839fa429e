// The public list of faculties that welcome guests (ids and names only), read by the guest entry page and by
// the sign-in page when a visitor arrives from it. Loaded on demand, so the sign-in page stays small.
import { guestFacultySchema, type GuestFaculty } from '@herald/protocol';
import { apiClient } from '../session/api';

export async function loadGuestFaculties(signal?: AbortSignal): Promise<GuestFaculty[]> {
  const data = await apiClient().get('/faculties/guest-access', undefined, signal ? { signal } : undefined);
  if (!Array.isArray(data)) throw new Error('The server answered without a list');
  return data.map((item) => guestFacultySchema.parse(item));
}

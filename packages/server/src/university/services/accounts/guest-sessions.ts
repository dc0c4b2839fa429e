// Guest sessions (docs/decisions/0015-guest-browsing.md): a visitor browsing a faculty that welcomes guests
// gets a read-only session for that faculty alone, without an account. Each request re-checks the session and
// the faculty's guest access; the session reads through the guest scope of contributions, as a guest account.
import { randomUUID } from 'node:crypto';
import { ROLE_ID, type GuestSession } from '@herald/protocol';
import type { GuestVisits } from '../../../http/auth.js';
import type { UniversityContext } from '../../context.js';
import type { Account, GuestSessionRow } from '../../../db/tables/university.js';
import { HttpError } from '../../../http/errors.js';
import { facultyById } from '../../repo/faculties.js';
import { endGuestSessionRow, guestSessionById, insertGuestSession } from '../../repo/guest-sessions.js';

/** The faculty by id while it welcomes guests; a closed or missing faculty answers alike. */
async function welcomingFaculty(ctx: Pick<UniversityContext, 'db'>, facultyId: number) {
  const faculty = await facultyById(ctx, facultyId, ['id', 'name', 'guest_access']);
  return faculty?.guest_access === 1 ? faculty : undefined;
}

/** Opens a guest session for a faculty that welcomes guests (404 otherwise, as for a missing faculty). */
export async function openGuestSession(
  ctx: Pick<UniversityContext, 'db' | 'tokens' | 'now'>,
  facultyId: number,
  ip: string,
): Promise<{ row: GuestSessionRow; session: GuestSession }> {
  const faculty = await welcomingFaculty(ctx, facultyId);
  if (!faculty) throw new HttpError(404, 'facultyId: No faculty welcomes guests under this id');
  const id = randomUUID();
  const { token, exp } = await ctx.tokens.signGuest({ id, facultyId: faculty.id });
  const expiresAt = new Date(exp * 1000).toISOString();
  const row = await insertGuestSession(ctx, {
    id,
    faculty_id: faculty.id,
    ip,
    created_at: ctx.now().toISOString(),
    expires_at: expiresAt,
  });
  return { row, session: { token, facultyId: faculty.id, facultyName: faculty.name, expiresAt } };
}

/** The running session a verified token names, or undefined once it has ended or expired. */
export async function runningGuestSession(
  ctx: Pick<UniversityContext, 'db' | 'now'>,
  id: string,
  facultyId: number,
): Promise<GuestSessionRow | undefined> {
  const row = await guestSessionById(ctx, id);
  if (!row || row.faculty_id !== facultyId || row.ended_at !== null) return undefined;
  return row.expires_at > ctx.now().toISOString() ? row : undefined;
}

/** Refuses a guest session's request once its faculty no longer welcomes guests. */
export async function assertFacultyWelcomesGuests(
  ctx: Pick<UniversityContext, 'db'>,
  facultyId: number,
): Promise<void> {
  if (!(await welcomingFaculty(ctx, facultyId))) {
    throw new HttpError(403, 'This faculty no longer welcomes guests');
  }
}

export async function endGuestSession(ctx: Pick<UniversityContext, 'db' | 'now'>, id: string): Promise<void> {
  await endGuestSessionRow(ctx, id, ctx.now().toISOString());
}

/**
 * The reader a guest session stands for in the contribution scope: the guest role in its faculty. Its id 0
 * names no account (ids start at 1), so no ownership rule can ever match it.
 */
export function guestReader(session: GuestSessionRow): Account {
  return {
    id: 0,
    email: '',
    name: 'Guest',
    password_hash: '',
    role_id: ROLE_ID.GUEST,
    faculty_id: session.faculty_id,
    active: 1,
    last_login_at: null,
    last_login_browser: null,
    created_at: session.created_at,
    phone: null,
    address: null,
    tokens_valid_after: 0,
    token_version: 0,
    failed_sign_ins: 0,
    locked_until: null,
  };
}

/** Guest visits as the server's authentication admits them (http/auth.ts). */
export const GUEST_VISITS: GuestVisits = {
  running: runningGuestSession,
  assertWelcome: assertFacultyWelcomesGuests,
  reader: guestReader,
};

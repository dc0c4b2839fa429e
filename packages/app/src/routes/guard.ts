// The route guard of SPEC §5, and the session expiry of SPEC §4.
import { redirect } from 'react-router';
import type { RoleId } from '@herald/protocol';
import { clearSession, readSession, sessionRole, type Session } from '../session/token';

/** Where a visitor with this session may not go: undefined when `roles` lets them in. */
export function denial(session: Session, roles: readonly RoleId[]): '/' | '/no-access' | undefined {
  // An expired session ends here: storage is cleared and the user starts again at sign-in.
  if (session.kind === 'expired') return '/';
  const role = sessionRole(session);
  if (role === undefined || !roles.includes(role)) return '/no-access';
  return undefined;
}

/** A loader that lets the route render only for `roles`. */
export function guard(roles: readonly RoleId[]) {
  return () => {
    const session = readSession();
    const to = denial(session, roles);
    if (to === '/') clearSession();
    if (to) throw redirect(to);
    return null;
  };
}

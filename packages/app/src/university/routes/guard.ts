// The route guard of docs/product.md §5, and the session expiry of docs/product.md §4.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { UNIVERSITY_ROUTES, type RoleId } from '@herald/protocol';
import { clearSession, readSession, sessionRole, type Session } from '../../shared/session/token';
import { signInPath } from './return-path';

const { noAccess, studentSignIn } = UNIVERSITY_ROUTES.public;

/**
 * Where a visitor with this session may not go: undefined when `roles` lets them in. Nobody signed in (after
 * Logout, or a typed address) is asked to sign in and comes back to `path`; a signed-in role that may not open
 * the page is told so at /no-access.
 */
export function denial(
  session: Session,
  roles: readonly RoleId[],
  path: string = studentSignIn,
): string | undefined {
  // An expired or unreadable session ends here: storage is cleared and the user starts again at sign-in.
  if (session.kind === 'expired') return studentSignIn;
  if (session.kind === 'none') return signInPath(path);
  const role = sessionRole(session);
  if (role === undefined || !roles.includes(role)) return noAccess;
  return undefined;
}

/** A loader that lets the route render only for `roles`. */
export function guard(roles: readonly RoleId[]) {
  return ({ request }: LoaderFunctionArgs) => {
    const session = readSession();
    const { pathname, search } = new URL(request.url);
    const to = denial(session, roles, pathname + search);
    if (to === studentSignIn) clearSession();
    if (to) throw redirect(to);
    return null;
  };
}

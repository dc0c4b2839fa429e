// Where a person goes back to after signing in: the page they asked for when nobody was signed in, if their
// role may open it; otherwise their home.
import { matchPath } from 'react-router';
import { UNIVERSITY_ROUTES, type RoleId } from '@herald/protocol';
import { clearSession } from '../../shared/session/token';
import { HOME_BY_ROLE, SHELL_ROUTES } from './routes';

export const RETURN_PARAM = 'next';

/** The sign-in page for a path (staff pages at /staff), with the path to return to. */
export function signInPath(path: string): string {
  const { staffSignIn, studentSignIn } = UNIVERSITY_ROUTES.public;
  const door = /^\/(admin|manager)(\/|$)/.test(path) ? staffSignIn : studentSignIn;
  return `${door}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Ends a session the server no longer accepts (expired, revoked, account deactivated) and answers the sign-in
 * page that comes back to `path`: for the shell opening a page and for any page's refused request.
 */
export function endRefusedSession(path: string): string {
  clearSession();
  return signInPath(path);
}

/** A path inside this app, never another site: as `ssoReturnToSchema` of @herald/protocol reads it. */
export function isAppPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.length <= 512 && /^\/(?![/\\])\S*$/.test(path);
}

/** The page to open after signing in: `next` when it is a page of this app the role may open. */
export function afterSignIn(role: RoleId, next: string | null): string {
  if (isAppPath(next)) {
    const pathname = new URL(next, 'http://app.invalid').pathname;
    const route = SHELL_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
    if (route?.roles.includes(role)) return next;
  }
  return HOME_BY_ROLE[role];
}

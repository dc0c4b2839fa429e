import { describe, expect, it } from 'vitest';
import { ROLE_ID, ROLE_IDS, UNIVERSITY_ROUTES, roleName, type RoleId } from '@herald/protocol';
import type { Session } from '../../shared/session/token';
import { denial } from './guard';
import { MENUS } from './menus';
import { HOME_BY_ROLE, SHELL_ROUTES } from './routes';

const signedIn = (roleID: RoleId): Session => ({
  kind: 'signed-in',
  token: 't',
  payload: { id: 1, roleID, exp: Number.MAX_SAFE_INTEGER },
});

/** The route group each role owns (docs/product.md §6): its routes start with this prefix. */
const PREFIX: Record<RoleId, string> = {
  [ROLE_ID.ADMIN]: '/admin/',
  [ROLE_ID.MANAGER]: '/manager/',
  [ROLE_ID.COORDINATOR]: '/coordinator/',
  [ROLE_ID.STUDENT]: '/student/',
  [ROLE_ID.GUEST]: '/guest/',
};

describe('route guard (docs/product.md §5): every route × every role', () => {
  for (const route of SHELL_ROUTES) {
    for (const role of ROLE_IDS) {
      const shared = (Object.values(UNIVERSITY_ROUTES.account) as string[]).includes(route.path);
      const allowed = shared || route.path.startsWith(PREFIX[role]);
      it(`${roleName(role)} ${allowed ? 'may open' : 'is sent to /no-access from'} ${route.path}`, () => {
        const session = role === ROLE_ID.GUEST ? ({ kind: 'guest' } as const) : signedIn(role);
        expect(denial(session, route.roles)).toBe(allowed ? undefined : '/no-access');
      });
    }
  }

  it('asks a visitor with neither token nor guest marker to sign in, and to come back to the page', () => {
    expect(denial({ kind: 'none' }, ROLE_IDS, '/student/event/detail/3')).toBe(
      '/?next=%2Fstudent%2Fevent%2Fdetail%2F3',
    );
    expect(denial({ kind: 'none' }, ROLE_IDS, '/admin/account?page=2')).toBe(
      '/staff?next=%2Fadmin%2Faccount%3Fpage%3D2',
    );
  });

  it('sends an expired session back to sign-in', () => {
    expect(denial({ kind: 'expired' }, ROLE_IDS)).toBe('/');
  });
});

describe('routes and menus', () => {
  it('declares every route of docs/product.md §2 once', () => {
    const paths = SHELL_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(41);
  });

  it('gives each role the side menu of docs/product.md §2', () => {
    expect(MENUS[ROLE_ID.ADMIN].map((item) => item.label)).toEqual([
      'Dashboard',
      'Account',
      'Faculty',
      'Event',
      'Role',
      'Outbox',
    ]);
    expect(MENUS[ROLE_ID.COORDINATOR].map((item) => item.label)).toEqual([
      'Dashboard',
      'Event',
      'Published work',
    ]);
    expect(MENUS[ROLE_ID.STUDENT].map((item) => item.label)).toEqual(['Event']);
    expect(MENUS[ROLE_ID.MANAGER].map((item) => item.label)).toEqual(['Dashboard', 'Event']);
    expect(MENUS[ROLE_ID.GUEST].map((item) => item.label)).toEqual(['Published work']);
  });

  it('links every menu item and home page to a route its role may open', () => {
    for (const role of ROLE_IDS) {
      for (const href of [...MENUS[role].map((item) => item.href), HOME_BY_ROLE[role]]) {
        const route = SHELL_ROUTES.find((candidate) => candidate.path === href);
        expect(route, href).toBeDefined();
        expect(route!.roles).toContain(role);
      }
    }
  });
});

// The server links to the app's pages (a notification's link, an email's footer, an invitation, single sign-on's
// way back) with the paths the protocol declares; the app serves its pages from the same declaration. Every declared
// page must be one the app's router serves, or a link in someone's inbox would open the not-found page.
import { describe, expect, it } from 'vitest';
import { matchPath, type RouteObject } from 'react-router';
import { PLATFORM_PATHS, SSO_CALLBACK_PATH, UNIVERSITY_LINKS, UNIVERSITY_ROUTES } from '@herald/protocol';
import { routeObjects } from './router';

/** Every path the router serves, nested paths joined to their parents'. */
function servedPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    return [...(route.path === undefined ? [] : [path]), ...servedPaths(route.children ?? [], path)];
  });
}
const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

// The not-found page answers every other path.
const served = servedPaths(routeObjects).filter((path) => !path.endsWith('*'));
const servedBy = (pathname: string) => served.filter((pattern) => matchPath(pattern, pathname));

/** Every declared page: its name, its pattern and its link. */
const declared = Object.entries(UNIVERSITY_ROUTES).flatMap(([group, routes]) =>
  Object.entries(routes as Record<string, string>).map(([name, pattern]) => ({
    name: `${group}.${name}`,
    pattern,
    link: (UNIVERSITY_LINKS as unknown as Record<string, Record<string, (...ids: number[]) => string>>)[
      group
    ]![name]!,
  })),
);

describe('the pages the server links to', () => {
  it('are each served by the app, with any ids filled in', () => {
    expect(declared.length).toBeGreaterThan(40);
    for (const { name, pattern, link } of declared) {
      const path = link(...(pattern.match(/:\w+/g) ?? []).map((_, index) => 17 + index));
      expect(servedBy(path), `${name}: ${path}`).toContain(pattern);
    }
  });

  it('include the platform console’s pages and the single sign-on callback', () => {
    for (const path of [...Object.values(PLATFORM_PATHS), SSO_CALLBACK_PATH]) {
      expect(servedBy(path), path).toContain(path);
    }
  });

  it('are the only pages the app serves: no route of its own beside the declaration', () => {
    const patterns = new Set<string>([
      ...declared.map(({ pattern }) => pattern),
      ...Object.values(PLATFORM_PATHS),
      SSO_CALLBACK_PATH,
    ]);
    expect(served.filter((path) => !patterns.has(path))).toEqual([]);
  });
});

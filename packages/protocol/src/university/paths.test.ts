import { expect, test } from 'vitest';
import { UNIVERSITY_LINKS, UNIVERSITY_ROUTES } from './paths.js';

test('a link fills its route’s parameters in the pattern’s order', () => {
  expect(UNIVERSITY_LINKS.student.contribution(3, 41)).toBe('/student/event/contribution/3/detail/41');
  expect(UNIVERSITY_LINKS.coordinator.contribution(3, 41)).toBe(
    '/coordinator/event/contribution/3/detail/41',
  );
  expect(UNIVERSITY_LINKS.student.event(9)).toBe('/student/event/detail/9');
  expect(UNIVERSITY_LINKS.account.notificationSettings()).toBe('/profile/notifications');
  expect(UNIVERSITY_LINKS.guest.published()).toBe('/guest/public/');
});

test('every route has a link, which leaves no parameter unfilled and keeps a value to its segment', () => {
  for (const [group, routes] of Object.entries(UNIVERSITY_ROUTES)) {
    const groupLinks = UNIVERSITY_LINKS[group as keyof typeof UNIVERSITY_LINKS] as unknown as Record<
      string,
      (...values: string[]) => string
    >;
    expect(Object.keys(groupLinks), group).toEqual(Object.keys(routes));
    for (const [name, pattern] of Object.entries(routes) as [string, string][]) {
      const params = pattern.match(/:\w+/g) ?? [];
      const path = groupLinks[name]!(...params.map(() => 'a/b'));
      expect(path, `${group}.${name}`).not.toContain(':');
      expect(path.split('/').length, `${group}.${name}`).toBe(pattern.split('/').length);
    }
  }
});

import { describe, expect, it } from 'vitest';
import { pageRoute } from './statistics.js';
import { pageViewBodySchema, statisticsQuerySchema, usageQuerySchema } from './statistics.schemas.js';

describe('pageViewBodySchema', () => {
  it('keeps the path of an app page and drops its query and fragment', () => {
    expect(pageViewBodySchema.parse({ path: ' /student/event/detail/7?tab=2#files ' })).toEqual({
      path: '/student/event/detail/7',
    });
    expect(pageViewBodySchema.parse({ path: '/' })).toEqual({ path: '/' });
  });

  it('refuses what is not a path inside the app', () => {
    for (const path of [
      '',
      'student',
      '//evil.test/',
      'https://evil.test/',
      '/a b',
      '/a\\b',
      `/${'x'.repeat(300)}`,
    ]) {
      expect(pageViewBodySchema.safeParse({ path }).success, path).toBe(false);
    }
    expect(pageViewBodySchema.safeParse({ path: '/x', other: 1 }).success).toBe(false);
  });
});

describe('pageRoute', () => {
  it('counts every detail page as one route by replacing numeric segments', () => {
    expect(pageRoute('/coordinator/event/contribution/12/detail/345')).toBe(
      '/coordinator/event/contribution/{id}/detail/{id}',
    );
    expect(pageRoute('/admin/account/update/9')).toBe('/admin/account/update/{id}');
    expect(pageRoute('/student/event')).toBe('/student/event');
    expect(pageRoute('/files/2026-report')).toBe('/files/2026-report');
  });
});

describe('statistics filters', () => {
  it('read numbers from the query string and refuse unknown or malformed filters', () => {
    expect(statisticsQuerySchema.parse({ academicYear: '2025-2026', facultyId: '3' })).toEqual({
      academicYear: '2025-2026',
      facultyId: 3,
    });
    expect(statisticsQuerySchema.safeParse({ academicYear: '2025' }).success).toBe(false);
    expect(statisticsQuerySchema.safeParse({ sort: 'x' }).success).toBe(false);
    expect(usageQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(usageQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});

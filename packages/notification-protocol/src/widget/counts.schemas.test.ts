import { expect, test } from 'vitest';
import { countQuerySchema, countResponseSchema, tabCountQuerySchema } from './counts.schemas.js';

test('counts ask for at most 100 by default', () => {
  expect(countQuerySchema.parse({})).toEqual({ limit: 100 });
  expect(countQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
});

test('a limit above 100 or not a number is refused', () => {
  expect(countQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe(
    'limit must be at most 100',
  );
  expect(countQuerySchema.safeParse({ limit: 'all' }).error?.issues[0]?.message).toBe(
    'limit must be a whole number',
  );
});

test("a tab's count query carries its feed and seen=false", () => {
  expect(tabCountQuerySchema.parse({ feedIdentifier: 'events', seen: 'false' })).toEqual({
    limit: 100,
    feedIdentifier: 'events',
    seen: false,
  });
});

test('a tab spanning several feeds counts them together', () => {
  expect(tabCountQuerySchema.parse({ feedIdentifier: ['events', 'comments'] }).feedIdentifier).toEqual([
    'events',
    'comments',
  ]);
});

test('a count is a whole number of zero or more', () => {
  expect(countResponseSchema.parse({ data: { count: 3 } })).toEqual({ data: { count: 3 } });
  expect(countResponseSchema.safeParse({ data: { count: -1 } }).success).toBe(false);
});

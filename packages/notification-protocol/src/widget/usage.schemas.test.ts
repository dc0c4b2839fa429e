import { expect, test } from 'vitest';
import { usageLogName } from './usage.js';
import { usageLogBodySchema } from './usage.schemas.js';

test('usage log names are prefixed as widget events and the payload defaults to empty', () => {
  expect(usageLogName('Notification Click')).toBe('[Widget] - Notification Click');
  expect(usageLogBodySchema.parse({ name: usageLogName('Notification Click') })).toEqual({
    name: '[Widget] - Notification Click',
    payload: {},
  });
});

test('a name without the prefix, or with nothing after it, is refused', () => {
  expect(usageLogBodySchema.safeParse({ name: 'Notification Click' }).error?.issues[0]?.message).toBe(
    'name must start with "[Widget] - " and name the event',
  );
  expect(usageLogBodySchema.safeParse({ name: '[Widget] - ' }).success).toBe(false);
});

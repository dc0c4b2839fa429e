import { expect, test } from 'vitest';
import { ROLE_DESCRIPTIONS, ROLE_ID, ROLE_IDS, ROLE_NAMES, isRoleId, roleName } from './roles.js';

test('the five roles of docs/product.md §6 have ids 1 to 5', () => {
  expect(ROLE_ID).toEqual({ ADMIN: 1, MANAGER: 2, COORDINATOR: 3, STUDENT: 4, GUEST: 5 });
  expect(ROLE_IDS).toEqual([1, 2, 3, 4, 5]);
});

test('an id leads to its role name, and anything else is no role', () => {
  expect(roleName(4)).toBe('STUDENT');
  expect(roleName(0)).toBeUndefined();
  expect(roleName(6)).toBeUndefined();
  expect(isRoleId(5)).toBe(true);
  expect(isRoleId('1')).toBe(false);
  expect(isRoleId(1.5)).toBe(false);
});

test('every role says in a line what it may do', () => {
  expect(Object.keys(ROLE_DESCRIPTIONS).sort()).toEqual([...ROLE_NAMES].sort());
  for (const name of ROLE_NAMES) expect(ROLE_DESCRIPTIONS[name]).toMatch(/^[A-Z].+\.$/);
  expect(ROLE_DESCRIPTIONS.MANAGER).toContain('never edits');
});

// Fails the test during which a page set off a CSP violation or threw (page-guard.ts).
import { afterEach, expect } from 'vitest';
import { takePageProblems } from './page-guard.js';

afterEach(() => {
  expect(takePageProblems(), 'CSP violations and uncaught errors in the pages').toEqual([]);
});

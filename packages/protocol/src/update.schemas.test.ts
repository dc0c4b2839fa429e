import { expect, test } from 'vitest';
import * as schemas from './schemas.js';
import { z } from 'zod';
import { clearableUpdate, partialUpdate } from './update.schemas.js';

test('a partial update fills in no default for a field left out', () => {
  const create = z.object({
    name: z.string(),
    description: z.string().default(''),
    open: z.boolean().default(true),
  });
  const update = partialUpdate(create);
  expect(update.parse({ name: 'Music' })).toEqual({ name: 'Music' });
  expect(update.parse({ open: false })).toEqual({ open: false });
  expect(update.safeParse({ name: 'Music', other: 1 }).success).toBe(false);
});

test('a clearable update takes null for a field to clear and fills in no default', () => {
  const stored = z.object({ color: z.string().optional(), direction: z.enum(['ltr', 'rtl']).default('ltr') });
  const update = clearableUpdate(stored);
  expect(update.parse({})).toEqual({});
  expect(update.parse({ color: null, direction: 'rtl' })).toEqual({ color: null, direction: 'rtl' });
  expect(update.safeParse({ color: 1 }).success).toBe(false);
  expect(update.safeParse({ other: null }).success).toBe(false);
});

test('no update body of the API fills in a default for a field left out', () => {
  const updates = Object.entries(schemas).filter(
    ([name, schema]) => /^update\w*BodySchema$/.test(name) && schema instanceof z.ZodType,
  );
  expect(updates.length).toBeGreaterThan(10);
  for (const [name, schema] of updates) {
    const parsed = (schema as z.ZodType).safeParse({});
    // Some updates need at least one field (preferences); those that take {} must answer it unchanged.
    if (parsed.success) expect(parsed.data, name).toEqual({});
  }
});

test("an organisation's update keeps its text direction unless it names one", () => {
  expect(schemas.updatePlatformOrganizationBodySchema.parse({ name: 'Acme', branding: {} })).toEqual({
    name: 'Acme',
    branding: {},
  });
});

import { expect, test } from 'vitest';
import { modulesOf as modulesFrom } from '../../../scripts/entry-modules.js';

/** Every module a bundler reaches from an entry of this package, as a page that imports it would ship. */
const modulesOf = (entry: string) =>
  modulesFrom(new URL(entry, import.meta.url), new URL('..', import.meta.url));

test('the vocabulary entry reaches no schema library, so a page showing a bell never loads zod', async () => {
  const modules = await modulesOf('./index.ts');
  expect(modules.filter((module) => module.includes('node_modules/'))).toEqual([]);
  expect(modules.filter((module) => module.endsWith('.schemas.ts'))).toEqual([]);
});

test('the schemas entry brings zod and the wire schemas', async () => {
  const modules = await modulesOf('./schemas.ts');
  expect(modules.some((module) => module.includes('node_modules/zod/'))).toBe(true);
  // The widget's wire schemas are the notification protocol's, built and re-exported.
  expect(modules).toContain('../notification-protocol/dist/widget/message.schemas.js');
});

test('the testing entry bundles for a browser and stays out of the vocabulary and schemas entries', async () => {
  const modules = await modulesOf('./testing.ts');
  expect(modules).toContain('../notification-protocol/dist/testing/widget-backend.js');
  expect(modules.filter((module) => module.startsWith('node:'))).toEqual([]);
  const shipped = [...(await modulesOf('./index.ts')), ...(await modulesOf('./schemas.ts'))];
  expect(shipped.filter((module) => module.includes('/testing/'))).toEqual([]);
});

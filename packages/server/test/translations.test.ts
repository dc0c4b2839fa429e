// Translation groups and translations per locale through the management API, and the `i18n` helper reading them
// when a workflow renders: the subscriber's locale, then the environment's default, then the block or the key.
// Switched off by the translation manager flag, and refused on plans without the `translation` feature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuresFrom } from '../src/config.js';
import { setOrganizationPlan } from '../src/platform/plans.js';
import { management, startServer, type TestServer } from './harness.js';

let server: TestServer;
let seq = 0;
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function createGroup(target: TestServer, locales: string[]) {
  const identifier = unique('inbox');
  const created = await management(target, 'POST', '/translations/groups', {
    identifier,
    name: 'Inbox',
    locales,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return identifier;
}

async function putTranslations(target: TestServer, group: string, locale: string, translations: unknown) {
  const saved = await management(target, 'PUT', `/translations/groups/${group}/locales/${locale}`, {
    translations,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** Creates the subscribers, triggers a one-step in-app workflow to them, and answers the message each received. */
async function renderInApp(
  target: TestServer,
  content: string,
  subscribers: { subscriberId: string; locale?: string; firstName?: string }[],
  payload: Record<string, unknown> = {},
): Promise<string[]> {
  const triggerIdentifier = unique('i18n');
  const workflow = await management(target, 'POST', '/workflows', {
    name: triggerIdentifier,
    triggerIdentifier,
    steps: [{ type: 'in_app', content }],
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  for (const subscriber of subscribers) {
    const created = await management(target, 'POST', '/subscribers', subscriber);
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  }
  const triggered = await management(target, 'POST', '/events/trigger', {
    name: triggerIdentifier,
    to: subscribers.map((subscriber) => subscriber.subscriberId),
    payload,
  });
  expect(triggered.status, JSON.stringify(triggered.body)).toBe(201);
  await target.herald.worker.drain();
  const contents: string[] = [];
  for (const { subscriberId } of subscribers) {
    const message = await target.herald.ctx.db
      .selectFrom('messages')
      .innerJoin('subscribers', 'subscribers.id', 'messages.subscriber_id')
      .select('messages.content')
      .where('subscribers.subscriber_id', '=', subscriberId)
      .where('messages.template_identifier', '=', triggerIdentifier)
      .executeTakeFirstOrThrow();
    contents.push(message.content);
  }
  return contents;
}

describe('translation groups', () => {
  it('are created, listed, renamed, given locales and deleted; identifiers are unique', async () => {
    const identifier = await createGroup(server, ['fr', 'en_us', 'EN-us']);
    const one = await management(server, 'GET', `/translations/groups/${identifier}`);
    expect(one.body.data).toMatchObject({ identifier, name: 'Inbox', locales: ['en-US', 'fr'] });

    const duplicate = await management(server, 'POST', '/translations/groups', {
      identifier,
      name: 'Again',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      statusCode: 409,
      message: `A translation group with the identifier "${identifier}" exists`,
    });

    await putTranslations(server, identifier, 'fr', { hello: 'Bonjour' });
    const renamed = await management(server, 'PUT', `/translations/groups/${identifier}`, {
      name: 'Boîte de réception',
      locales: ['fr', 'de'],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Boîte de réception', locales: ['de', 'fr'] });
    // The kept locale keeps its translations; the removed one is gone with its own.
    const french = await management(server, 'GET', `/translations/groups/${identifier}/locales/fr`);
    expect(french.body.data.translations).toEqual({ hello: 'Bonjour' });
    const english = await management(server, 'GET', `/translations/groups/${identifier}/locales/en-US`);
    expect(english.status).toBe(404);

    const list = await management(server, 'GET', '/translations/groups');
    expect(list.body.data.map((group: { identifier: string }) => group.identifier)).toContain(identifier);

    const deleted = await management(server, 'DELETE', `/translations/groups/${identifier}`);
    expect(deleted.body.data).toEqual({ acknowledged: true, status: 'deleted' });
    expect((await management(server, 'GET', `/translations/groups/${identifier}`)).status).toBe(404);
  });

  it('refuses renaming a group to an identifier another group has', async () => {
    const first = await createGroup(server, ['en']);
    const second = await createGroup(server, ['en']);
    const refused = await management(server, 'PUT', `/translations/groups/${second}`, { identifier: first });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`A translation group with the identifier "${first}" exists`);
    expect((await management(server, 'GET', `/translations/groups/${second}`)).status).toBe(200);
  });

  it('exports one locale as a JSON file and imports a file by merging it over the stored keys', async () => {
    const group = await createGroup(server, ['en']);
    await putTranslations(server, group, 'en', { title: 'Inbox', nested: { a: 'A', b: 'B' } });

    const response = await fetch(`${server.url}/v1/translations/groups/${group}/locales/en/export`, {
      headers: { authorization: `ApiKey ${server.herald.seed!.apiKey}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${group}.en.json"`);
    expect(await response.json()).toEqual({ title: 'Inbox', nested: { a: 'A', b: 'B' } });

    const imported = await management(server, 'POST', `/translations/groups/${group}/locales/en/import`, {
      nested: { b: 'Bee', c: 'Sea' },
      footer: 'Bye',
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data.translations).toEqual({
      title: 'Inbox',
      nested: { a: 'A', b: 'Bee', c: 'Sea' },
      footer: 'Bye',
    });
  });

  const deep = (levels: number): unknown => (levels === 0 ? 'leaf' : { k: deep(levels - 1) });
  it.each([
    ['a number', { count: 3 }, 'translations.count: A translation is a string or an object of translations'],
    [
      'a list',
      { items: ['a'] },
      'translations.items: A translation is a string or an object of translations',
    ],
    ['a dotted key', { 'a.b': 'x' }, 'translations.a.b: Invalid key in record'],
    ['keys nested too deep', deep(9), 'translations: Keys nest at most 8 deep'],
    ['more than 256 KiB', { big: 'x'.repeat(9_000), ...bulk(40) }, 'at most 256 KiB'],
  ])('refuses translations holding %s with a 400 naming it', async (_label, translations, message) => {
    const group = await createGroup(server, ['en']);
    const refused = await management(server, 'PUT', `/translations/groups/${group}/locales/en`, {
      translations,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.statusCode).toBe(400);
    expect(refused.body.message).toContain(message);
  });

  it('answers 400 for a malformed locale and 404 for a group or locale that does not exist', async () => {
    const group = await createGroup(server, ['en']);
    const badLocale = await management(server, 'GET', `/translations/groups/${group}/locales/%21%21`);
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.message).toContain('BCP 47');
    expect((await management(server, 'GET', `/translations/groups/${group}/locales/de`)).status).toBe(404);
    expect((await management(server, 'GET', '/translations/groups/nothing-here/locales/en')).status).toBe(
      404,
    );
    const badSettings = await management(server, 'PUT', '/translations/settings', { defaultLocale: 'x!' });
    expect(badSettings.status).toBe(400);
  });
});

/** Keys of 9 KB each, to pass the size limit without nesting. */
function bulk(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 'y'.repeat(9_000)]));
}

describe('the i18n helper in a workflow', () => {
  it("resolves in the subscriber's locale, then the environment's default locale, then the block or the key", async () => {
    const group = await createGroup(server, ['fr', 'de', 'en']);
    await putTranslations(server, group, 'fr', { welcome: 'Bonjour {{name}}', only: 'Seulement ici' });
    await putTranslations(server, group, 'de', { welcome: 'Hallo {{name}}' });
    await putTranslations(server, group, 'en', { welcome: 'Hello {{name}}' });
    const settings = await management(server, 'PUT', '/translations/settings', { defaultLocale: 'de' });
    expect(settings.body.data).toEqual({ defaultLocale: 'de' });

    const template = [
      `{{i18n "${group}.welcome" name=subscriber.firstName}}`,
      `{{i18n "${group}.only"}}`,
      `{{#i18n "${group}.missing"}}Default for {{subscriber.firstName}}{{/i18n}}`,
    ].join(' | ');
    const contents = await renderInApp(server, template, [
      { subscriberId: unique('fr-canada'), locale: 'fr_CA', firstName: 'Zoë' },
      { subscriberId: unique('english'), locale: 'en', firstName: 'Ada' },
      { subscriberId: unique('spanish'), locale: 'es', firstName: 'Inés' },
      { subscriberId: unique('no-locale'), firstName: 'Kim' },
    ]);
    await management(server, 'PUT', '/translations/settings', { defaultLocale: 'en' });
    expect(contents).toEqual([
      'Bonjour Zoë | Seulement ici | Default for Zoë',
      `Hello Ada | ${group}.only | Default for Ada`,
      `Hallo Inés | ${group}.only | Default for Inés`,
      `Hallo Kim | ${group}.only | Default for Kim`,
    ]);
  });

  it('picks the plural form by count with the plural rules of the locale, escaping values put in', async () => {
    const group = await createGroup(server, ['en', 'pl']);
    await putTranslations(server, group, 'en', {
      files_zero: 'No new files',
      files_one: 'One new file from {{sender}}',
      files_other: '{{count}} new files from {{sender}}',
    });
    await putTranslations(server, group, 'pl', {
      files_one: '{{count}} nowy plik',
      files_few: '{{count}} nowe pliki',
      files_many: '{{count}} nowych plików',
    });
    const template = `{{i18n "${group}.files" count=total sender=sender}}`;
    const render = (locale: string, total: number) =>
      renderInApp(server, template, [{ subscriberId: unique(`plural-${locale}`), locale }], {
        total,
        sender: '<Sam>',
      });
    expect(await render('en', 0)).toEqual(['No new files']);
    expect(await render('en', 1)).toEqual(['One new file from &lt;Sam&gt;']);
    expect(await render('en', 12)).toEqual(['12 new files from &lt;Sam&gt;']);
    expect(await render('pl', 3)).toEqual(['3 nowe pliki']);
    expect(await render('pl', 25)).toEqual(['25 nowych plików']);
  });
});

describe('plans and the feature flag', () => {
  it('refuses the translation API with a 403 naming plan and feature, and i18n falls back to its block', async () => {
    const group = await createGroup(server, ['en']);
    await putTranslations(server, group, 'en', { title: 'Translated' });
    const environment = await server.herald.ctx.db
      .selectFrom('environments')
      .select('organization_id')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    await setOrganizationPlan(server.herald.ctx, environment.organization_id, 'business');
    try {
      const refused = await management(server, 'GET', '/translations/groups');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        message: 'The business plan does not include the translation feature: upgrade the plan to use it',
        plan: 'business',
        feature: 'translation',
      });
      const contents = await renderInApp(server, `{{#i18n "${group}.title"}}Untranslated{{/i18n}}`, [
        { subscriberId: unique('business'), locale: 'en' },
      ]);
      expect(contents).toEqual(['Untranslated']);
    } finally {
      await setOrganizationPlan(server.herald.ctx, environment.organization_id, 'unlimited');
    }
    const contents = await renderInApp(server, `{{#i18n "${group}.title"}}Untranslated{{/i18n}}`, [
      { subscriberId: unique('unlimited'), locale: 'en' },
    ]);
    expect(contents).toEqual(['Translated']);
  });

  it('with the translation manager switched off, answers 404 and renders the key', async () => {
    const off = await startServer({ features: { ...featuresFrom({}), translationManager: false } });
    try {
      const refused = await management(off, 'POST', '/translations/groups', { identifier: 'x', name: 'X' });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({
        statusCode: 404,
        message: 'The translation manager is switched off on this server',
      });
      // Rows written while it was on stay unread: nothing is translated.
      const groupId = 'group-written-earlier';
      const environment = await off.herald.ctx.db
        .selectFrom('environments')
        .select('id')
        .orderBy('created_at')
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      await off.herald.ctx.db
        .insertInto('translation_groups')
        .values({
          id: groupId,
          environment_id: environment.id,
          identifier: 'inbox',
          name: 'Inbox',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await off.herald.ctx.db
        .insertInto('translations')
        .values({
          id: 'translation-en',
          group_id: groupId,
          locale: 'en',
          content: '{"title":"T"}',
          updated_at: now,
        })
        .execute();
      expect(
        await renderInApp(off, '{{i18n "inbox.title"}}', [{ subscriberId: 'flag-off', locale: 'en' }]),
      ).toEqual(['inbox.title']);
    } finally {
      await off.stop();
    }
  });
});

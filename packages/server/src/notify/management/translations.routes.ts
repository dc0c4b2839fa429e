// Translation groups and their translations per locale through the management API, and the environment's
// default locale. Only with the translation manager switched on and on a plan that includes `translation`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { planIncludes, type TranslationGroup, type TranslationTree } from '@herald/protocol';
import {
  createTranslationGroupBodySchema,
  removalResponseSchema,
  translationBodySchema,
  translationGroupListResponseSchema,
  translationGroupParamsSchema,
  translationGroupResponseSchema,
  translationLocaleParamsSchema,
  translationResponseSchema,
  translationSettingsResponseSchema,
  translationSettingsSchema,
  translationTreeSchema,
  updateTranslationGroupBodySchema,
} from '@herald/protocol/schemas';
import type { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { TranslationGroupRow } from '../../db/tables/notify.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { environmentOf, requireEnvironment, type SecuredRouteRequest } from '../../http/auth.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { HttpError, parse } from '../../http/errors.js';
import { PlanFeatureError, organizationPlan } from '../../platform/service.js';
import { updateEnvironmentSettings } from '../repo/management/environments.js';
import {
  deleteTranslationGroup,
  insertTranslationGroup,
  localesOfGroups,
  saveTranslationContent,
  translationGroupNamed,
  translationGroupsOf,
  translationInLocale,
  updateTranslationGroup,
} from '../repo/management/translations.js';
import { REFERENCE_TRANSLATION_GROUP, REFERENCE_TRANSLATION_LOCALE } from './reference.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'config' | 'db' | 'newId' | 'now' | 'tokens'>;

/** Imported keys win; objects on both sides merge key by key. */
function mergeTrees(base: TranslationTree, imported: TranslationTree): TranslationTree {
  const merged: TranslationTree = { ...base };
  for (const [key, value] of Object.entries(imported)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
  }
  return merged;
}

const tag = 'Translations';
const security = 'apiKey';

export function translationRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!ctx.config.features.translationManager) {
        throw new HttpError(404, 'The translation manager is switched off on this server');
      }
      const plan = await organizationPlan(request.db);
      if (!planIncludes(plan, 'translation')) {
        const { message } = new PlanFeatureError(plan, 'translation');
        return reply.code(403).send({ statusCode: 403, message, plan, feature: 'translation' });
      }
      return undefined;
    });

    async function findGroup(db: ScopedDb, environmentId: string, identifier: string) {
      const row = await translationGroupNamed(db, environmentId, identifier);
      if (!row) throw new HttpError(404, `Translation group "${identifier}" not found`);
      return row;
    }

    async function localesOf(db: ScopedDb, groupIds: readonly string[]): Promise<Map<string, string[]>> {
      const byGroup = new Map<string, string[]>(groupIds.map((id) => [id, []]));
      if (groupIds.length === 0) return byGroup;
      const rows = await localesOfGroups(db, groupIds);
      for (const row of rows) byGroup.get(row.group_id)?.push(row.locale);
      return byGroup;
    }

    const groupToWire = (row: TranslationGroupRow, locales: string[]): TranslationGroup => ({
      _id: row.id,
      identifier: row.identifier,
      name: row.name,
      locales,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    });

    async function groupAnswer(db: ScopedDb, row: TranslationGroupRow) {
      return { data: groupToWire(row, (await localesOf(db, [row.id])).get(row.id) ?? []) };
    }

    async function findTranslation(
      request: SecuredRouteRequest<'apiKey'>,
      { identifier, locale }: z.output<typeof translationLocaleParamsSchema>,
    ) {
      const group = await findGroup(request.db, environmentOf(request).id, identifier);
      const row = await translationInLocale(request.db, group.id, locale);
      if (!row) throw new HttpError(404, `Translation group "${identifier}" has no locale ${locale}`);
      return { group, row, translations: JSON.parse(row.content) as TranslationTree };
    }

    async function saveTranslation(db: ScopedDb, translationId: string, translations: TranslationTree) {
      const updatedAt = ctx.now().toISOString();
      await saveTranslationContent(db, translationId, JSON.stringify(translations), updatedAt);
      return updatedAt;
    }

    const conflict = (identifier: string) =>
      new HttpError(409, `A translation group with the identifier "${identifier}" exists`);

    app.get(
      '/settings',
      {
        schema: contract({
          tag,
          summary: 'The default locale i18n falls back to',
          security,
          response: translationSettingsResponseSchema,
          example: {},
        }),
      },
      async (request) => ({
        data: { defaultLocale: environmentOf(request).default_locale },
      }),
    );

    app.put(
      '/settings',
      {
        schema: contract({
          tag,
          summary: 'Set the default locale i18n falls back to',
          security,
          body: translationSettingsSchema,
          response: translationSettingsResponseSchema,
          example: { body: { defaultLocale: 'en-GB' } },
        }),
      },
      async (request) => {
        const body = request.body;
        await updateEnvironmentSettings(request.db, environmentOf(request).id, {
          default_locale: body.defaultLocale,
        });
        return { data: body };
      },
    );

    app.get(
      '/groups',
      {
        schema: contract({
          tag,
          summary: 'List translation groups with their locales',
          security,
          response: translationGroupListResponseSchema,
          example: {},
        }),
      },
      async (request) => {
        const rows = await translationGroupsOf(request.db, environmentOf(request).id);
        const locales = await localesOf(
          request.db,
          rows.map((row) => row.id),
        );
        return { data: rows.map((row) => groupToWire(row, locales.get(row.id) ?? [])) };
      },
    );

    app.post(
      '/groups',
      {
        schema: contract({
          tag,
          summary: 'Create a translation group (409 when the identifier is taken)',
          security,
          body: createTranslationGroupBodySchema,
          response: translationGroupResponseSchema,
          status: 201,
          example: { body: { identifier: 'checkout', name: 'Checkout', locales: ['en', 'de', 'fr'] } },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const now = ctx.now().toISOString();
        const row = {
          id: ctx.newId(),
          environment_id: environmentOf(request).id,
          identifier: body.identifier,
          name: body.name,
          created_at: now,
          updated_at: now,
        };
        try {
          await insertTranslationGroup(request.db, row, body.locales, () => ctx.newId());
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(body.identifier);
          throw error;
        }
        reply.code(201);
        return { data: groupToWire(row, [...body.locales].sort()) };
      },
    );

    app.get(
      '/groups/:identifier',
      {
        schema: contract({
          tag,
          summary: 'One translation group',
          security,
          params: translationGroupParamsSchema,
          example: { params: { identifier: REFERENCE_TRANSLATION_GROUP } },
          response: translationGroupResponseSchema,
        }),
      },
      async (request) => {
        const { identifier } = request.params;
        return groupAnswer(request.db, await findGroup(request.db, environmentOf(request).id, identifier));
      },
    );

    app.put(
      '/groups/:identifier',
      {
        schema: contract({
          tag,
          summary: 'Rename a group or change its locales (a locale left out loses its translations)',
          security,
          params: translationGroupParamsSchema,
          body: updateTranslationGroupBodySchema,
          example: {
            params: { identifier: REFERENCE_TRANSLATION_GROUP },
            body: { name: 'Orders and shipping', locales: ['en', 'de', 'fr'] },
          },
          response: translationGroupResponseSchema,
        }),
      },
      async (request) => {
        const { identifier } = request.params;
        const body = request.body;
        const group = await findGroup(request.db, environmentOf(request).id, identifier);
        const existing = (await localesOf(request.db, [group.id])).get(group.id) ?? [];
        const now = ctx.now().toISOString();
        try {
          await updateTranslationGroup(
            request.db,
            group.id,
            {
              ...(body.identifier !== undefined && { identifier: body.identifier }),
              ...(body.name !== undefined && { name: body.name }),
              updated_at: now,
            },
            body.locales && {
              removed: existing.filter((locale) => !body.locales!.includes(locale)),
              added: body.locales.filter((wanted) => !existing.includes(wanted)),
            },
            () => ctx.newId(),
          );
        } catch (error) {
          if (isUniqueViolation(error) && body.identifier !== undefined && body.identifier !== identifier) {
            throw conflict(body.identifier);
          }
          // A locale another request added meanwhile.
          if (isUniqueViolation(error)) throw new HttpError(409, 'The group changed meanwhile: try again');
          throw error;
        }
        return groupAnswer(
          request.db,
          await findGroup(request.db, environmentOf(request).id, body.identifier ?? identifier),
        );
      },
    );

    app.delete(
      '/groups/:identifier',
      {
        schema: contract({
          tag,
          summary: 'Delete a group with its translations',
          security,
          params: translationGroupParamsSchema,
          example: { params: { identifier: REFERENCE_TRANSLATION_GROUP } },
          response: removalResponseSchema,
        }),
      },
      async (request) => {
        const { identifier } = request.params;
        const group = await findGroup(request.db, environmentOf(request).id, identifier);
        await deleteTranslationGroup(request.db, group.id);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );

    app.get(
      '/groups/:identifier/locales/:locale',
      {
        schema: contract({
          tag,
          summary: "One locale's translations",
          security,
          params: translationLocaleParamsSchema,
          example: {
            params: { identifier: REFERENCE_TRANSLATION_GROUP, locale: REFERENCE_TRANSLATION_LOCALE },
          },
          response: translationResponseSchema,
        }),
      },
      async (request) => {
        const { group, row, translations } = await findTranslation(request, request.params);
        return {
          data: {
            groupIdentifier: group.identifier,
            locale: row.locale,
            translations,
            updatedAt: row.updated_at,
          },
        };
      },
    );

    app.put(
      '/groups/:identifier/locales/:locale',
      {
        schema: contract({
          tag,
          summary: "Replace one locale's translations (strings only, nested keys, 256 KiB at most)",
          security,
          params: translationLocaleParamsSchema,
          body: translationBodySchema,
          example: {
            params: { identifier: REFERENCE_TRANSLATION_GROUP, locale: REFERENCE_TRANSLATION_LOCALE },
            body: {
              translations: {
                shipped: 'Ihre Bestellung {{orderNumber}} ist unterwegs',
                delivered: 'Ihre Bestellung {{orderNumber}} wurde zugestellt',
                track: 'Sendung verfolgen',
              },
            },
          },
          response: translationResponseSchema,
        }),
      },
      async (request) => {
        const body = request.body;
        const { group, row } = await findTranslation(request, request.params);
        const updatedAt = await saveTranslation(request.db, row.id, body.translations);
        return {
          data: {
            groupIdentifier: group.identifier,
            locale: row.locale,
            translations: body.translations,
            updatedAt,
          },
        };
      },
    );

    app.get(
      '/groups/:identifier/locales/:locale/export',
      {
        schema: contract({
          tag,
          summary: "Download one locale's translations as a JSON file",
          security,
          params: translationLocaleParamsSchema,
          example: {
            params: { identifier: REFERENCE_TRANSLATION_GROUP, locale: REFERENCE_TRANSLATION_LOCALE },
          },
          download: 'application/json',
        }),
      },
      async (request, reply) => {
        const { group, row, translations } = await findTranslation(request, request.params);
        reply.header('content-disposition', `attachment; filename="${group.identifier}.${row.locale}.json"`);
        return translations;
      },
    );

    app.post(
      '/groups/:identifier/locales/:locale/import',
      {
        schema: contract({
          tag,
          summary: "Merge a JSON file into one locale's translations (imported keys win)",
          security,
          params: translationLocaleParamsSchema,
          body: translationTreeSchema,
          example: {
            params: { identifier: REFERENCE_TRANSLATION_GROUP, locale: REFERENCE_TRANSLATION_LOCALE },
            body: {
              returns: { started: 'Ihre Rücksendung für Bestellung {{orderNumber}} wurde angemeldet' },
            },
          },
          response: translationResponseSchema,
        }),
      },
      async (request) => {
        // The body is a file as export answers it: the translations themselves, merged over the stored ones.
        const imported = request.body;
        const { group, row, translations } = await findTranslation(request, request.params);
        const merged = parse(translationTreeSchema, mergeTrees(translations, imported));
        const updatedAt = await saveTranslation(request.db, row.id, merged);
        return {
          data: { groupIdentifier: group.identifier, locale: row.locale, translations: merged, updatedAt },
        };
      },
    );
  };
}

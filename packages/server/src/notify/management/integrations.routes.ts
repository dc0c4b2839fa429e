// Integrations per environment through the management API: the provider catalogue; create, update, activate or
// deactivate, delete; the primary integration per channel; a test message. Credentials are checked against the
// provider's own fields, sealed at rest and masked in every answer.
import type { FastifyInstance } from 'fastify';
import { CHANNELS, type Channel, type Integration, type ProviderCredentialKey } from '@herald/protocol';
import {
  createIntegrationBodySchema,
  integrationIdParamsSchema,
  integrationListResponseSchema,
  integrationResponseSchema,
  providerListResponseSchema,
  testIntegrationBodySchema,
  testIntegrationResponseSchema,
  updateIntegrationBodySchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { NotifyContext } from '../context.js';
import { inTransaction, type ScopedDb } from '../../db/scope.js';
import type { Selectable } from 'kysely';
import type { IntegrationTable } from '../../db/tables/notify.js';
import { environmentOf, requireEnvironment, type SecuredRouteRequest } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { newObjectId } from '../../security/crypto.js';
import { findProvider, PROVIDERS, providerToWire } from '../providers/catalogue.js';
import {
  maskCredentials,
  openCredentials,
  sealCredentials,
  validateCredentials,
} from '../providers/credentials.js';
import { runtimeFor } from '../providers/context.js';
import { productEnvironment } from '../notifications/subscribers.js';
import { ProviderError, type ProviderDefinition, type RequestFor } from '../providers/types.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';
import {
  deleteIntegrationRow,
  insertIntegrationRow,
  integrationById,
  integrationsOf,
  primaryStatesOf,
  updateIntegrationRow,
} from '../repo/management/integrations.js';
import { REFERENCE_INTEGRATION_ID, REFERENCE_SUBSCRIBER_PHONE } from './reference.js';

type IntegrationRow = Selectable<IntegrationTable>;

const providerQuery = z.object({ channel: z.enum(CHANNELS).optional() }).strict();
const listQuery = z
  .object({ channel: z.enum(CHANNELS).optional(), active: z.enum(['true', 'false']).optional() })
  .strict();

/** The request a test message makes on each channel. */
function testRequest(
  channel: Channel,
  body: z.infer<typeof testIntegrationBodySchema>,
): RequestFor[Exclude<Channel, 'in_app'>] {
  const id = newObjectId();
  switch (channel) {
    case 'email': {
      if (!z.email().safeParse(body.to).success) throw new HttpError(400, 'to: Enter a valid email address');
      const html = body.content;
      return { to: [body.to], subject: body.subject, html, text: body.content, id };
    }
    case 'sms':
      return { to: body.to, content: body.content, id };
    case 'chat':
      if (!z.url({ protocol: /^https?$/ }).safeParse(body.to).success) {
        throw new HttpError(400, 'to: Enter the chat webhook URL');
      }
      return { webhookUrl: body.to, content: body.content };
    default:
      return { target: [body.to], title: body.subject, content: body.content, payload: {} };
  }
}

/** Credentials that name where a provider delivers: a URL, or a mail server's host. */
const ADDRESS_FIELDS = new Set<string>([
  'webhookUrl',
  'baseUrl',
  'apiURL',
  'host',
] satisfies ProviderCredentialKey[]);

export function integrationRoutes(ctx: NotifyContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireEnvironment(ctx));

    function toWire(row: IntegrationRow): Integration {
      return {
        _id: row.id,
        providerId: row.provider_id,
        channel: row.channel as Channel,
        name: row.name,
        identifier: row.identifier,
        active: row.active === 1,
        primary: row.is_primary === 1,
        credentials: maskCredentials(openCredentials(ctx.sealingKey, row.credentials)),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    }

    async function find(db: ScopedDb, environmentId: string, id: string): Promise<IntegrationRow> {
      const row = await integrationById(db, environmentId, id);
      if (!row) throw new HttpError(404, `Integration "${id}" not found`);
      return row;
    }

    /** Keeps exactly one primary among a channel's active integrations (none when none is active). */
    async function settlePrimary(db: ScopedDb, environmentId: string, channel: string, preferred?: string) {
      const rows = await primaryStatesOf(db, environmentId, channel);
      const active = rows.filter((row) => row.active === 1);
      const primary =
        active.find((row) => row.id === preferred) ?? active.find((row) => row.is_primary === 1) ?? active[0];
      const now = ctx.now().toISOString();
      for (const row of rows) {
        const shouldBe = row.id === primary?.id ? 1 : 0;
        if (row.is_primary !== shouldBe) {
          await updateIntegrationRow(db, row.id, { is_primary: shouldBe, updated_at: now });
        }
      }
    }

    /**
     * The product environment's e-mail carries password resets and set-password links. Pointing it at an address
     * the caller names (a webhook, a provider's base URL, a mail server) would hand those links to whoever runs that address, so
     * only an administrator of its organisation signed in to the console may, never an API key, which servers
     * and scripts hold.
     */
    async function guardSystemMail(request: SecuredRouteRequest<'apiKey'>, provider: ProviderDefinition) {
      const namesItsAddress = provider.credentials.some((field) => ADDRESS_FIELDS.has(field.key));
      if (provider.channel !== 'email' || !namesItsAddress || request.member?.role === 'admin') return;
      // The product environment is the server's own, named by no caller's organisation.
      // eslint-disable-next-line no-restricted-syntax
      if (environmentOf(request).id !== (await productEnvironment(ctx.db)).id) return;
      throw new HttpError(
        403,
        "The product environment's e-mail carries password resets: only an administrator of its organisation, " +
          'signed in to the console, points it at a webhook, a URL or a mail server of its choosing',
      );
    }

    function providerFor(providerId: string, channel?: Channel): ProviderDefinition {
      const provider = findProvider(providerId);
      if (!provider) throw new HttpError(400, `providerId: Herald has no provider "${providerId}"`);
      if (channel && provider.channel !== channel) {
        throw new HttpError(
          400,
          `channel: ${provider.displayName} delivers ${provider.channel}, not ${channel}`,
        );
      }
      return provider;
    }

    app.get(
      '/providers',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Providers Herald delivers through, with their credential fields',
          security: 'apiKey',
          querystring: providerQuery,
          response: providerListResponseSchema,
          example: { query: { channel: 'sms' } },
        }),
      },
      async (request) => {
        const { channel } = request.query;
        return {
          data: PROVIDERS.filter((provider) => !channel || provider.channel === channel).map(providerToWire),
        };
      },
    );

    app.get(
      '/integrations',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'List integrations (credentials masked)',
          security: 'apiKey',
          querystring: listQuery,
          response: integrationListResponseSchema,
          example: { query: { channel: 'sms', active: 'true' } },
        }),
      },
      async (request) => ({ data: await list(request.db, environmentOf(request).id, request.query) }),
    );

    async function list(db: ScopedDb, environmentId: string, query: z.output<typeof listQuery>) {
      const rows = await integrationsOf(db, environmentId, {
        ...(query.channel && { channel: query.channel }),
        ...(query.active && { active: query.active === 'true' ? 1 : 0 }),
      });
      return rows.map(toWire);
    }

    // The platform's server SDK asks for the active integrations and the in-app channel's state by path.
    app.get(
      '/integrations/active',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'The active integrations (credentials masked)',
          security: 'apiKey',
          response: integrationListResponseSchema,
          example: {},
        }),
      },
      async (request) => ({ data: await list(request.db, environmentOf(request).id, { active: 'true' }) }),
    );

    app.get(
      '/integrations/in-app/status',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Whether the in-app channel delivers: Herald delivers in-app messages itself, always',
          security: 'apiKey',
          response: z.object({ data: z.boolean() }),
          example: {},
        }),
      },
      async () => ({ data: true }),
    );

    app.get(
      '/integrations/:integrationId',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'One integration',
          security: 'apiKey',
          params: integrationIdParamsSchema,
          example: { params: { integrationId: REFERENCE_INTEGRATION_ID } },
          response: integrationResponseSchema,
        }),
      },
      async (request) => {
        const { integrationId } = request.params;
        return { data: toWire(await find(request.db, environmentOf(request).id, integrationId)) };
      },
    );

    app.post(
      '/integrations',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Create an integration; credentials are checked against the provider',
          security: 'apiKey',
          body: createIntegrationBodySchema,
          response: integrationResponseSchema,
          status: 201,
          example: {
            body: {
              providerId: 'twilio',
              channel: 'sms',
              name: 'Twilio (UK numbers)',
              identifier: 'twilio-uk',
              credentials: {
                accountSid: 'AC3f9a1c2b7d8e4f6a0b1c2d3e4f5a6b7c',
                token: 'twilio-auth-token',
                from: '+447700900000',
              },
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const provider = providerFor(body.providerId, body.channel);
        await guardSystemMail(request, provider);
        const credentials = validateCredentials(provider, body.credentials);
        const environmentId = environmentOf(request).id;
        const id = ctx.newId();
        const now = ctx.now().toISOString();
        const identifier = body.identifier ?? `${provider.id}-${id.slice(-6)}`;
        try {
          await inTransaction(request.db, async (trx) => {
            await insertIntegrationRow(trx, {
              id,
              environment_id: environmentId,
              provider_id: provider.id,
              channel: provider.channel,
              name: body.name ?? provider.displayName,
              identifier,
              active: body.active ? 1 : 0,
              is_primary: 0,
              credentials: sealCredentials(ctx.sealingKey, credentials),
              created_at: now,
              updated_at: now,
            });
            await settlePrimary(trx, environmentId, provider.channel);
          });
        } catch (error) {
          if (isUniqueViolation(error))
            throw new HttpError(409, `identifier: "${identifier}" is already used`);
          throw error;
        }
        reply.code(201);
        return { data: toWire(await find(request.db, environmentId, id)) };
      },
    );

    app.put(
      '/integrations/:integrationId',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Update, activate or deactivate an integration',
          security: 'apiKey',
          params: integrationIdParamsSchema,
          body: updateIntegrationBodySchema,
          response: integrationResponseSchema,
          example: {
            params: { integrationId: REFERENCE_INTEGRATION_ID },
            body: { name: 'Acme SMS gateway', credentials: { from: 'ACME' } },
          },
        }),
      },
      async (request) => {
        const { integrationId } = request.params;
        const body = request.body;
        const environmentId = environmentOf(request).id;
        const row = await find(request.db, environmentId, integrationId);
        const provider = providerFor(row.provider_id);
        await guardSystemMail(request, provider);
        const credentials =
          body.credentials === undefined
            ? undefined
            : validateCredentials(
                provider,
                body.credentials,
                openCredentials(ctx.sealingKey, row.credentials),
              );
        try {
          await inTransaction(request.db, async (trx) => {
            await updateIntegrationRow(trx, row.id, {
              ...(body.name !== undefined && { name: body.name }),
              ...(body.identifier !== undefined && { identifier: body.identifier }),
              ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
              ...(credentials !== undefined && { credentials: sealCredentials(ctx.sealingKey, credentials) }),
              updated_at: ctx.now().toISOString(),
            });
            await settlePrimary(trx, environmentId, row.channel);
          });
        } catch (error) {
          if (isUniqueViolation(error))
            throw new HttpError(409, `identifier: "${body.identifier}" is already used`);
          throw error;
        }
        return { data: toWire(await find(request.db, environmentId, row.id)) };
      },
    );

    app.post(
      '/integrations/:integrationId/set-primary',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Make an integration the primary one of its channel',
          security: 'apiKey',
          params: integrationIdParamsSchema,
          example: { params: { integrationId: REFERENCE_INTEGRATION_ID } },
          response: integrationResponseSchema,
        }),
      },
      async (request) => {
        const { integrationId } = request.params;
        const environmentId = environmentOf(request).id;
        const row = await find(request.db, environmentId, integrationId);
        await guardSystemMail(request, providerFor(row.provider_id));
        // Only an active integration delivers, so making one primary activates it.
        await inTransaction(request.db, async (trx) => {
          await updateIntegrationRow(trx, row.id, { active: 1, updated_at: ctx.now().toISOString() });
          await settlePrimary(trx, environmentId, row.channel, row.id);
        });
        return { data: toWire(await find(request.db, environmentId, row.id)) };
      },
    );

    app.delete(
      '/integrations/:integrationId',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Delete an integration',
          security: 'apiKey',
          response: z.object({ data: z.literal(true) }),
          params: integrationIdParamsSchema,
          example: { params: { integrationId: REFERENCE_INTEGRATION_ID } },
        }),
      },
      async (request) => {
        const { integrationId } = request.params;
        const environmentId = environmentOf(request).id;
        const row = await find(request.db, environmentId, integrationId);
        await inTransaction(request.db, async (trx) => {
          await deleteIntegrationRow(trx, row.id);
          await settlePrimary(trx, environmentId, row.channel);
        });
        return { data: true };
      },
    );

    app.post(
      '/integrations/:integrationId/test',
      {
        schema: contract({
          tag: 'Integrations',
          summary: 'Send a test message through an integration',
          security: 'apiKey',
          params: integrationIdParamsSchema,
          body: testIntegrationBodySchema,
          example: {
            params: { integrationId: REFERENCE_INTEGRATION_ID },
            body: { to: REFERENCE_SUBSCRIBER_PHONE, content: 'Acme test: your SMS gateway works.' },
          },
          response: testIntegrationResponseSchema,
          status: 201,
        }),
      },
      async (request, reply) => {
        const { integrationId } = request.params;
        const body = request.body;
        const row = await find(request.db, environmentOf(request).id, integrationId);
        const provider = providerFor(row.provider_id);
        if (provider.channel === 'in_app') {
          throw new HttpError(
            400,
            'In-app messages are not sent through a provider; trigger a workflow instead',
          );
        }
        const sendRequest = {
          ...testRequest(provider.channel, body),
          environmentId: environmentOf(request).id,
        };
        try {
          const result = await provider.send(
            openCredentials(ctx.sealingKey, row.credentials),
            sendRequest as never,
            runtimeFor(ctx),
          );
          reply.code(201);
          return { data: result };
        } catch (error) {
          if (error instanceof ProviderError)
            throw new HttpError(422, `Test message failed: ${error.message}`);
          throw error;
        }
      },
    );
  };
}

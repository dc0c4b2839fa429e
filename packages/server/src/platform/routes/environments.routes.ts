// The organisation's environments and their API keys.
import {
  apiKeySchema,
  createEnvironmentBodySchema,
  createdApiKeySchema,
  platformEnvironmentSchema,
  removalResponseSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { PlatformContext } from '../context.js';
import { memberOf } from '../../http/auth.js';
import { contract } from '../../http/contract.js';
import { REFERENCE_DEVELOPMENT } from '../reference.js';
import { addEnvironment, listEnvironments, organizationEnvironment } from '../services/environments.js';
import { issueApiKey, listApiKeys, revokeKey, rotateApiKey } from '../services/keys.js';
import { dataOf, idParams, keyParams, type MemberGuards, type PlatformApp } from './app.js';

/** What this module uses of the platform's context. */
type RouteContext = Pick<PlatformContext, 'db' | 'newId' | 'now' | 'realtime' | 'sealingKey'>;

export function environmentRoutes(app: PlatformApp, ctx: RouteContext, { anyMember, admin }: MemberGuards) {
  app.get(
    '/environments',
    {
      schema: contract({
        tag: 'Platform',
        summary: "The organisation's environments",
        security: 'member',
        response: dataOf(z.array(platformEnvironmentSchema)),
      }),
      preHandler: anyMember,
    },
    async (request) => ({
      data: await listEnvironments(request.db, memberOf(request).organization_id),
    }),
  );

  app.post(
    '/environments',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Add an environment with its first API key, shown once (admin; 409 when the name is taken)',
        security: 'member',
        example: { body: { name: 'Staging' } },
        body: createEnvironmentBodySchema,
        status: 201,
        response: dataOf(platformEnvironmentSchema.extend({ apiKey: createdApiKeySchema })),
      }),
      preHandler: admin,
    },
    async (request, reply) => {
      const created = await addEnvironment(
        ctx,
        request.db,
        memberOf(request).organization_id,
        request.body.name,
      );
      reply.code(201);
      return { data: created };
    },
  );

  app.get(
    '/environments/:id/api-keys',
    {
      schema: contract({
        tag: 'Platform',
        summary: "The environment's API keys, masked (admin)",
        security: 'member',
        params: idParams,
        example: { params: { id: REFERENCE_DEVELOPMENT.id } },
        response: dataOf(z.array(apiKeySchema)),
      }),
      preHandler: admin,
    },
    async (request) => {
      const { environment, db } = await organizationEnvironment(request.db, request.params.id);
      return { data: await listApiKeys(db, environment) };
    },
  );

  app.post(
    '/environments/:id/api-keys',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Create an API key, shown once (admin)',
        security: 'member',
        params: idParams,
        example: { params: { id: REFERENCE_DEVELOPMENT.id } },
        status: 201,
        response: dataOf(createdApiKeySchema),
      }),
      preHandler: admin,
    },
    async (request, reply) => {
      const { environment, db } = await organizationEnvironment(request.db, request.params.id);
      reply.code(201);
      return { data: await issueApiKey(ctx, db, environment.id, { signing: false }) };
    },
  );

  // Rotation: a new key replaces the old one at once; when the old one signed subscriber hashes, the new
  // one does from now on, so hosts must compute hashes with the new key.
  app.post(
    '/environments/:id/api-keys/:keyId/rotate',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Replace a key with a new one, shown once; the old one stops at once (admin)',
        security: 'member',
        params: keyParams,
        example: { params: { id: REFERENCE_DEVELOPMENT.id, keyId: REFERENCE_DEVELOPMENT.keyId } },
        status: 201,
        response: dataOf(createdApiKeySchema),
      }),
      preHandler: admin,
    },
    async (request, reply) => {
      const { environment, db } = await organizationEnvironment(request.db, request.params.id);
      const created = await rotateApiKey(ctx, db, environment, request.params.keyId);
      reply.code(201);
      return { data: created };
    },
  );

  app.delete(
    '/environments/:id/api-keys/:keyId',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Revoke a key; the last one stays (admin)',
        security: 'member',
        response: removalResponseSchema,
        params: keyParams,
        example: { params: { id: REFERENCE_DEVELOPMENT.id, keyId: REFERENCE_DEVELOPMENT.secondKeyId } },
      }),
      preHandler: admin,
    },
    async (request) => {
      const { environment, db } = await organizationEnvironment(request.db, request.params.id);
      await revokeKey(ctx, db, environment, request.params.keyId);
      return { data: { acknowledged: true, status: 'revoked' } };
    },
  );
}

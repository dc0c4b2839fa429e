import type { FastifyInstance } from 'fastify';
import { ROLE_DESCRIPTIONS, ROLE_ID, ROLE_NAMES, type Role } from '@herald/protocol';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireAccount } from '../http/auth.js';
import { HttpError, parse } from '../http/errors.js';

const ROLES: Role[] = ROLE_NAMES.map((name) => ({
  id: ROLE_ID[name],
  name,
  description: ROLE_DESCRIPTIONS[name],
}));
const params = z.object({ id: z.coerce.number().int().positive() });

/** The five roles of SPEC §6, read-only. */
export function roleRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAccount(ctx, [ROLE_ID.ADMIN]));
    app.get('/', async () => ({ data: ROLES }));
    app.get('/:id', async (request) => {
      const { id } = parse(params, request.params);
      const role = ROLES.find((candidate) => candidate.id === id);
      if (!role) throw new HttpError(404, 'Role not found');
      return { data: role };
    });
  };
}

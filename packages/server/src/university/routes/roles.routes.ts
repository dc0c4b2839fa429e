import type { FastifyInstance } from 'fastify';
import { ROLE_DESCRIPTIONS, ROLE_ID, ROLE_NAMES, type Role } from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import { requireAccount } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { contract, type ZodTypeProvider, dataOf, listOf } from '../../http/contract.js';
import { roleSchema } from '@herald/protocol/schemas';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'guestVisits' | 'now' | 'tokens'>;

const ROLES: Role[] = ROLE_NAMES.map((name) => ({
  id: ROLE_ID[name],
  name,
  description: ROLE_DESCRIPTIONS[name],
}));

/** The five roles of docs/product.md §6, read-only. */
export function roleRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAccount(ctx, [ROLE_ID.ADMIN]));
    app.get(
      '/',
      {
        schema: contract({
          tag: 'Accounts',
          summary: 'The five roles with what each may do (administrators)',
          security: 'bearer',
          response: listOf(roleSchema),
          example: {},
        }),
      },
      async () => ({ data: ROLES }),
    );
    app.get(
      '/:id',
      {
        schema: contract({
          tag: 'Accounts',
          summary: 'One role (administrators)',
          security: 'bearer',
          params,
          response: dataOf(roleSchema),
          example: { params: { id: ROLE_ID.COORDINATOR } },
        }),
      },
      async (request) => {
        const { id } = request.params;
        const role = ROLES.find((candidate) => candidate.id === id);
        if (!role) throw new HttpError(404, 'Role not found');
        return { data: role };
      },
    );
  };
}

import type { FastifyInstance } from 'fastify';
import { ROLE_DESCRIPTIONS, ROLE_ID, ROLE_NAMES, type Role } from '@herald/protocol';
import { z, type ZodType } from 'zod';
import type { UniversityContext } from './context.js';
import { requireAccount } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { contract, type ZodTypeProvider } from '../http/contract.js';
import { roleSchema } from '@herald/protocol/schemas';

const dataOf = (schema: ZodType) => z.object({ data: schema });
const listOf = (schema: ZodType) => dataOf(z.array(schema));

const ROLES: Role[] = ROLE_NAMES.map((name) => ({
  id: ROLE_ID[name],
  name,
  description: ROLE_DESCRIPTIONS[name],
}));
const params = z.object({ id: z.coerce.number().int().positive() });

/** The five roles of docs/product.md §6, read-only. */
export function roleRoutes(ctx: UniversityContext) {
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

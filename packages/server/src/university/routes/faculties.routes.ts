import type { FastifyInstance } from 'fastify';
import { ROLE_ID } from '@herald/protocol';
import {
  facultyBodySchema,
  facultySchema,
  guestFacultySchema,
  updateFacultyBodySchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { UniversityContext } from '../context.js';
import { requireAccount } from '../../http/auth.js';
import { audit } from '../services/audit.js';
import { contract, type ZodTypeProvider, dataOf, listOf } from '../../http/contract.js';
import { REFERENCE_EMPTY_FACULTY_ID, REFERENCE_FACULTY_ID } from '../reference.js';
import {
  createFaculty,
  deleteFaculty,
  faculty,
  guestFaculties,
  listFaculties,
  updateFaculty,
} from '../services/faculties.js';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'guestVisits' | 'now' | 'tokens'>;

export function facultyRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // Public and read only, for the guest entry page before anyone signs in: ids and names of the faculties
    // that admit guests, nothing else (docs/decisions/0013-guest-entry.md). Slowed down per address.
    app.get(
      '/guest-access',
      {
        schema: contract({
          tag: 'Faculties',
          summary: 'Ids and names of the faculties that admit guests, for the guest entry page',
          security: 'none',
          response: listOf(guestFacultySchema),
          example: {},
        }),
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async () => ({
        data: await guestFaculties(ctx),
      }),
    );

    await app.register(adminRoutes);
  };

  async function adminRoutes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAccount(ctx, [ROLE_ID.ADMIN]));

    app.get(
      '/',
      {
        schema: contract({
          tag: 'Faculties',
          summary: 'Faculties with their counts of events and students (administrators)',
          security: 'bearer',
          response: listOf(facultySchema),
          example: {},
        }),
      },
      async () => ({ data: await listFaculties(ctx) }),
    );

    app.get(
      '/:id',
      {
        schema: contract({
          tag: 'Faculties',
          summary: 'One faculty',
          security: 'bearer',
          params,
          response: dataOf(facultySchema),
          example: { params: { id: REFERENCE_FACULTY_ID } },
        }),
      },
      async (request) => ({ data: await faculty(ctx, request.params.id) }),
    );

    app.post(
      '/',
      {
        schema: contract({
          tag: 'Faculties',
          summary: 'Create a faculty (unique name)',
          security: 'bearer',
          body: facultyBodySchema,
          response: dataOf(facultySchema),
          status: 201,
          example: {
            body: {
              name: 'Faculty of Business and Law',
              description: 'Management, accounting, and commercial and public law.',
              guestAccess: true,
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        const id = await createFaculty(ctx, body);
        await audit(ctx, request, 'faculty.created', `faculty:${id}`, body);
        reply.code(201);
        return { data: await faculty(ctx, id) };
      },
    );

    app.put(
      '/:id',
      {
        schema: contract({
          tag: 'Faculties',
          summary: 'Update a faculty',
          security: 'bearer',
          params,
          body: updateFacultyBodySchema,
          example: {
            params: { id: REFERENCE_FACULTY_ID },
            body: { description: 'Computing, software engineering, data science and cyber security.' },
          },
          response: dataOf(facultySchema),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body;
        await updateFaculty(ctx, id, body);
        await audit(ctx, request, 'faculty.updated', `faculty:${id}`, body);
        return { data: await faculty(ctx, id) };
      },
    );

    app.delete(
      '/:id',
      {
        schema: contract({
          tag: 'Faculties',
          summary: 'Delete a faculty without events, accounts or contributions (409 otherwise)',
          security: 'bearer',
          params,
          example: { params: { id: REFERENCE_EMPTY_FACULTY_ID } },
          response: dataOf(z.object({ acknowledged: z.literal(true), status: z.string() })),
        }),
      },
      async (request) => {
        const { id } = request.params;
        await deleteFaculty(ctx, id);
        await audit(ctx, request, 'faculty.deleted', `faculty:${id}`);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  }
}

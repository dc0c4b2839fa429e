import type { FastifyInstance } from 'fastify';
import { ROLE_ID, type Faculty, type GuestFaculty } from '@herald/protocol';
import {
  facultyBodySchema,
  facultySchema,
  guestFacultySchema,
  updateFacultyBodySchema,
} from '@herald/protocol/schemas';
import { sql } from 'kysely';
import { z, type ZodType } from 'zod';
import type { UniversityContext } from './context.js';
import { requireAccount } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { isForeignKeyViolation } from '../db/constraints.js';
import { audit } from './audit.js';
import { contract, type ZodTypeProvider } from '../http/contract.js';
import { REFERENCE_EMPTY_FACULTY_ID, REFERENCE_FACULTY_ID } from './reference.js';

const dataOf = (schema: ZodType) => z.object({ data: schema });
const listOf = (schema: ZodType) => dataOf(z.array(schema));

const params = z.object({ id: z.coerce.number().int().positive() });

export function facultyRoutes(ctx: UniversityContext) {
  async function list(id?: number): Promise<Faculty[]> {
    let query = ctx.db
      .selectFrom('faculties')
      .select((eb) => [
        'faculties.id',
        'faculties.name',
        'faculties.description',
        'faculties.guest_access',
        'faculties.created_at',
        eb
          .selectFrom('events')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('events.faculty_id', '=', 'faculties.id')
          .as('event_count'),
        eb
          .selectFrom('accounts')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('accounts.faculty_id', '=', 'faculties.id')
          .where('accounts.role_id', '=', ROLE_ID.STUDENT)
          .as('student_count'),
      ])
      .orderBy('faculties.name');
    if (id !== undefined) query = query.where('faculties.id', '=', id);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      guestAccess: row.guest_access === 1,
      eventCount: Number(row.event_count ?? 0),
      studentCount: Number(row.student_count ?? 0),
      createdAt: row.created_at,
    }));
  }

  async function one(id: number): Promise<Faculty> {
    const [faculty] = await list(id);
    if (!faculty) throw new HttpError(404, 'Faculty not found');
    return faculty;
  }

  async function nameTaken(name: string, except?: number) {
    let query = ctx.db
      .selectFrom('faculties')
      .select('id')
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (except !== undefined) query = query.where('id', '!=', except);
    return Boolean(await query.executeTakeFirst());
  }

  /** Faculties that admit guests, by name: what the public guest entry page offers. */
  async function guestFaculties(): Promise<GuestFaculty[]> {
    const rows = await ctx.db
      .selectFrom('faculties')
      .select(['id', 'name'])
      .where('guest_access', '=', 1)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

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
        data: await guestFaculties(),
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
      async () => ({ data: await list() }),
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
      async (request) => ({ data: await one(request.params.id) }),
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
        if (await nameTaken(body.name)) throw new HttpError(409, `A faculty named "${body.name}" exists`);
        const created = await ctx.db
          .insertInto('faculties')
          .values({
            name: body.name,
            description: body.description,
            guest_access: body.guestAccess ? 1 : 0,
            created_at: ctx.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(ctx, request, 'faculty.created', `faculty:${created.id}`, body);
        reply.code(201);
        return { data: await one(created.id) };
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
        await one(id);
        if (body.name !== undefined && (await nameTaken(body.name, id))) {
          throw new HttpError(409, `A faculty named "${body.name}" exists`);
        }
        await ctx.db
          .updateTable('faculties')
          .set({
            ...(body.name !== undefined && { name: body.name }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.guestAccess !== undefined && { guest_access: body.guestAccess ? 1 : 0 }),
          })
          .where('id', '=', id)
          .execute();
        await audit(ctx, request, 'faculty.updated', `faculty:${id}`, body);
        return { data: await one(id) };
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
        await one(id);
        // Whatever still names the faculty (its events, its accounts, its students' work) keeps it: the database's
        // own references decide, so that nothing of it is ever left pointing at a faculty that is gone.
        await ctx.db
          .deleteFrom('faculties')
          .where('id', '=', id)
          .execute()
          .catch((error: unknown) => {
            if (isForeignKeyViolation(error))
              throw new HttpError(
                409,
                'The faculty still has events, accounts or contributions; move or remove them first',
              );
            throw error;
          });
        await audit(ctx, request, 'faculty.deleted', `faculty:${id}`);
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  }
}

import type { FastifyInstance } from 'fastify';
import { ROLE_ID, eventPhase, type Event, type RoleId } from '@herald/protocol';
import {
  eventBodySchema,
  eventDatesInOrder,
  eventSchema,
  updateEventBodySchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount, type SecuredRouteRequest } from '../../http/auth.js';
import { HttpError, parse } from '../../http/errors.js';
import { audit } from '../services/audit.js';
import { renderMarkdown } from '../services/markdown.js';
import { contract, type ZodTypeProvider, dataOf, listOf } from '../../http/contract.js';
import { REFERENCE_FACULTY_ID, REFERENCE_OPEN_EVENT_ID, REFERENCE_UPCOMING_EVENT_ID } from '../reference.js';
import {
  deleteEventRow,
  eventHasContributions,
  eventRows,
  insertEvent,
  updateEventRow,
} from '../repo/events.js';
import { facultyById } from '../repo/faculties.js';
import { inUniversityTransaction } from '../repo/transaction.js';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'domainEvents' | 'guestVisits' | 'now' | 'tokens'>;

export const eventListQuerySchema = z
  .object({
    facultyId: z.coerce.number().int().positive().optional(),
    academicYear: z
      .string()
      .regex(/^\d{4}-\d{4}$/)
      .optional(),
  })
  .strict();

/** Who reads which events: admins and managers all; coordinators and students their faculty's. */
const READERS: RoleId[] = [ROLE_ID.ADMIN, ROLE_ID.MANAGER, ROLE_ID.COORDINATOR, ROLE_ID.STUDENT];

export function eventRoutes(ctx: RouteContext) {
  function scopedFaculty(request: SecuredRouteRequest<'bearer'>): number | null | undefined {
    const account = accountOf(request);
    if (account.role_id === ROLE_ID.COORDINATOR || account.role_id === ROLE_ID.STUDENT)
      return account.faculty_id;
    return undefined;
  }

  async function select(filter: {
    id?: number;
    facultyId?: number | null;
    academicYear?: string;
  }): Promise<Event[]> {
    // An account without a faculty (facultyId null) sees no faculty's events.
    const rows = await eventRows(ctx, filter);
    const now = ctx.now();
    return rows.map((row) => {
      const dates = {
        openingDate: row.opening_date,
        closureDate: row.closure_date,
        finalClosureDate: row.final_closure_date,
      };
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        descriptionHtml: renderMarkdown(row.description),
        facultyId: row.faculty_id,
        facultyName: row.faculty_name,
        academicYear: row.academic_year,
        ...dates,
        timeZone: row.time_zone,
        phase: eventPhase(dates, now),
        createdAt: row.created_at,
      };
    });
  }

  async function one(request: SecuredRouteRequest<'bearer'>, id: number): Promise<Event> {
    const scope = scopedFaculty(request);
    const [event] = await select({ id, ...(scope !== undefined && { facultyId: scope }) });
    // Out of scope answers exactly like missing: nobody learns what other faculties run.
    if (!event) throw new HttpError(404, 'Event not found');
    return event;
  }

  async function requireFaculty(id: number) {
    const faculty = await facultyById(ctx, id, ['id']);
    if (!faculty) throw new HttpError(400, 'facultyId: no such faculty');
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const readers = { preHandler: requireAccount(ctx, READERS) };
    const admins = { preHandler: requireAccount(ctx, [ROLE_ID.ADMIN]) };

    app.get(
      '/',
      {
        ...readers,
        schema: contract({
          tag: 'Academic events',
          summary: "Events in the caller's scope, with their phase on the server clock",
          security: 'bearer',
          querystring: eventListQuerySchema,
          response: listOf(eventSchema),
          example: { as: 'STUDENT', query: { academicYear: '2026-2027' } },
        }),
      },
      async (request) => {
        const query = request.query;
        const scope = scopedFaculty(request);
        return {
          data: await select({
            ...(query.academicYear && { academicYear: query.academicYear }),
            ...(scope !== undefined
              ? { facultyId: scope }
              : query.facultyId !== undefined && { facultyId: query.facultyId }),
          }),
        };
      },
    );

    app.get(
      '/:id',
      {
        ...readers,
        schema: contract({
          tag: 'Academic events',
          summary: 'One event, its description rendered safe',
          security: 'bearer',
          params,
          example: { as: 'STUDENT', params: { id: REFERENCE_OPEN_EVENT_ID } },
          response: dataOf(eventSchema),
        }),
      },
      async (request) => ({
        data: await one(request, request.params.id),
      }),
    );

    app.post(
      '/',
      {
        ...admins,
        schema: contract({
          tag: 'Academic events',
          summary: 'Create an event; the faculty is told (administrators)',
          security: 'bearer',
          body: eventBodySchema,
          response: dataOf(eventSchema),
          status: 201,
          example: {
            body: {
              name: 'Winter Hackathon',
              description:
                'Teams of up to four build a tool for the library in one weekend. **Bring a laptop.**',
              facultyId: REFERENCE_FACULTY_ID,
              academicYear: '2026-2027',
              openingDate: '2026-09-15T09:00:00+01:00',
              closureDate: '2026-11-13T17:00:00Z',
              finalClosureDate: '2026-11-27T17:00:00Z',
              timeZone: 'Europe/London',
            },
          },
        }),
      },
      async (request, reply) => {
        const body = request.body;
        await requireFaculty(body.facultyId);
        const now = ctx.now().toISOString();
        const created = await insertEvent(ctx, {
          faculty_id: body.facultyId,
          name: body.name,
          description: body.description,
          academic_year: body.academicYear,
          opening_date: new Date(body.openingDate).toISOString(),
          closure_date: new Date(body.closureDate).toISOString(),
          final_closure_date: new Date(body.finalClosureDate).toISOString(),
          time_zone: body.timeZone,
          created_at: now,
          updated_at: now,
        });
        await audit(ctx, request, 'event.created', `event:${created.id}`, body);
        await ctx.domainEvents.emit({
          type: 'event.created',
          eventId: created.id,
          actorId: accountOf(request).id,
        });
        reply.code(201);
        return { data: await one(request, created.id) };
      },
    );

    app.put(
      '/:id',
      {
        ...admins,
        schema: contract({
          tag: 'Academic events',
          summary:
            'Update an event; its dates stay in order, and it changes faculty only while it has no contributions (409)',
          security: 'bearer',
          params,
          body: updateEventBodySchema,
          example: {
            params: { id: REFERENCE_OPEN_EVENT_ID },
            body: { closureDate: '2026-10-23T17:00:00+01:00' },
          },
          response: dataOf(eventSchema),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body;
        const current = await one(request, id);
        // The dates must stay in order once merged with the ones not sent.
        const merged = parse(
          z
            .object({ openingDate: z.string(), closureDate: z.string(), finalClosureDate: z.string() })
            .superRefine(eventDatesInOrder),
          {
            openingDate: body.openingDate ?? current.openingDate,
            closureDate: body.closureDate ?? current.closureDate,
            finalClosureDate: body.finalClosureDate ?? current.finalClosureDate,
          },
        );
        if (body.facultyId !== undefined) await requireFaculty(body.facultyId);
        const moving = body.facultyId !== undefined && body.facultyId !== current.facultyId;
        await inUniversityTransaction(ctx, async (trx) => {
          await updateEventRow(trx, id, {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.description !== undefined && { description: body.description }),
            ...(body.facultyId !== undefined && { faculty_id: body.facultyId }),
            ...(body.academicYear !== undefined && { academic_year: body.academicYear }),
            ...(body.timeZone !== undefined && { time_zone: body.timeZone }),
            opening_date: new Date(merged.openingDate).toISOString(),
            closure_date: new Date(merged.closureDate).toISOString(),
            final_closure_date: new Date(merged.finalClosureDate).toISOString(),
            updated_at: ctx.now().toISOString(),
          });
          // An event answered by students stays with their faculty: its contributions are theirs, reviewed and
          // selected by that faculty's coordinator, so it moves to another faculty only while it has none. Checked
          // after the event's row is written, which a submission also writes first (contributions.routes.ts), so
          // that a submission at the same moment either counts here or sees the event moved.
          if (moving && (await eventHasContributions(trx, id))) {
            throw new HttpError(
              409,
              "The event already has contributions from its faculty's students, so it stays with that faculty",
            );
          }
        });
        await audit(ctx, request, 'event.updated', `event:${id}`, body);
        await ctx.domainEvents.emit({ type: 'event.updated', eventId: id, actorId: accountOf(request).id });
        return { data: await one(request, id) };
      },
    );

    app.delete(
      '/:id',
      {
        ...admins,
        schema: contract({
          tag: 'Academic events',
          summary: 'Delete an event without contributions (409 otherwise)',
          security: 'bearer',
          params,
          example: { params: { id: REFERENCE_UPCOMING_EVENT_ID } },
          response: dataOf(z.object({ acknowledged: z.literal(true), status: z.string() })),
        }),
      },
      async (request) => {
        const { id } = request.params;
        await one(request, id);
        // Students' work is never thrown away with the call it answered.
        if (await eventHasContributions(ctx, id))
          throw new HttpError(409, 'The event has contributions; it can be changed but not deleted');
        await deleteEventRow(ctx, id);
        await audit(ctx, request, 'event.deleted', `event:${id}`);
        await ctx.domainEvents.emit({ type: 'event.deleted', eventId: id, actorId: accountOf(request).id });
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  };
}

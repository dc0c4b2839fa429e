// Contributions: students submit and update theirs while the event's dates allow; the faculty's coordinator
// reviews them (status with its history, selection for publication); every reader sees them in scope.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD, ROLE_ID, type ContributionStatus, type StatusChange } from '@herald/protocol';
import {
  contributionListQuerySchema,
  contributionListResponseSchema,
  contributionSchema,
  createContributionFieldsSchema,
  selectionBodySchema,
  statusBodySchema,
  statusChangeSchema,
  updateContributionFieldsSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount, type SecuredRouteRequest } from '../../http/auth.js';
import { HttpError, parse } from '../../http/errors.js';
import { audit } from '../services/audit.js';
import {
  assertOpenForSubmissions,
  changeContributionStatus,
  contributionFor,
  listContributions,
  listEventContributions,
  refuseClosedGuest,
  submitContribution,
  updateContribution,
} from '../services/contributions.js';
import {
  CONTRIBUTION_READERS,
  REVIEW_PARTIES,
  loadContribution,
  permissions,
  refusal,
} from '../services/contributions.access.js';
import { prepareUploads, receiveUpload, removeFiles } from '../services/files.storage.js';
import { contract, type ZodTypeProvider, dataOf } from '../../http/contract.js';
import {
  REFERENCE_ACCEPTED_CONTRIBUTION_ID,
  REFERENCE_OPEN_EVENT_ID,
  REFERENCE_SUBMITTED_CONTRIBUTION_ID,
} from '../reference.js';
import { setContributionSelection, statusHistory } from '../repo/contributions.js';
import { eventById } from '../repo/events.js';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<
  UniversityContext,
  'config' | 'db' | 'domainEvents' | 'guestVisits' | 'log' | 'now' | 'tokens'
>;

/** Text fields are short; the form never needs more parts than its files and a few fields. */
function multipartLimits(ctx: RouteContext) {
  return {
    fileSize: ctx.config.maxUploadBytes,
    files: MAX_FILES_PER_UPLOAD,
    fields: 10,
    fieldSize: 16 * 1024,
    parts: MAX_FILES_PER_UPLOAD + 10,
    headerPairs: 100,
  };
}

export function contributionRoutes(ctx: RouteContext) {
  const respond = (request: SecuredRouteRequest<'bearer'>, id: number) =>
    contributionFor(ctx, accountOf(request), id);

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    await prepareUploads(ctx);
    await app.register(multipart, {
      limits: multipartLimits(ctx),
      // Keep the client's full name, so that a name carrying a path is refused instead of silently cut.
      preservePath: true,
      throwFileSizeLimit: false,
    });

    const readers = { preHandler: requireAccount(ctx, CONTRIBUTION_READERS, { guestSessions: true }) };
    // Uploads are the heaviest calls a student makes: a burst is slowed down per client and session, so that
    // a class behind one address is not throttled as one.
    const students = {
      preHandler: requireAccount(ctx, [ROLE_ID.STUDENT]),
      config: {
        rateLimit: {
          max: 30,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${createHash('sha256')
              .update(request.headers.authorization ?? '')
              .digest('hex')}`,
        },
      },
    };
    const coordinators = { preHandler: requireAccount(ctx, [ROLE_ID.COORDINATOR]) };
    const parties = { preHandler: requireAccount(ctx, REVIEW_PARTIES) };

    app.get(
      '/contributions',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: "Contributions in the caller's scope (own, faculty, selected), filtered and paged",
          security: 'bearer',
          querystring: contributionListQuerySchema,
          response: contributionListResponseSchema,
          example: { as: 'COORDINATOR', query: { academicYear: '2026-2027', status: 'submitted' } },
        }),
      },
      async (request) => {
        await refuseClosedGuest(ctx, accountOf(request));
        return listContributions(ctx, accountOf(request), request.query);
      },
    );

    app.get(
      '/academic-events/:id/contributions',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: "An event's contributions in the caller's scope",
          security: 'bearer',
          params,
          example: {
            as: 'COORDINATOR',
            params: { id: REFERENCE_OPEN_EVENT_ID },
            query: { withoutComment: 'true' },
          },
          querystring: contributionListQuerySchema.omit({ eventId: true }),
          response: contributionListResponseSchema,
        }),
      },
      async (request) => {
        return listEventContributions(ctx, accountOf(request), request.params.id, request.query);
      },
    );

    app.post(
      '/academic-events/:id/contributions',
      {
        ...students,
        schema: contract({
          tag: 'Contributions',
          summary:
            'Submit a contribution (student; while the event is open; terms accepted; at least one document)',
          security: 'bearer',
          params,
          multipart: createContributionFieldsSchema,
          example: {
            as: 'STUDENT',
            params: { id: REFERENCE_OPEN_EVENT_ID },
            body: {
              title: 'Route planning for campus deliveries',
              summary: 'Fewer trips for the campus post room with a simple vehicle routing heuristic.',
              termsAccepted: 'true',
            },
          },
          response: dataOf(contributionSchema),
          status: 201,
        }),
      },
      async (request, reply) => {
        const { id } = request.params;
        const account = accountOf(request);
        const event = await eventById(ctx, id);
        if (!event || event.faculty_id !== account.faculty_id) throw new HttpError(404, 'Event not found');
        assertOpenForSubmissions(ctx, event);

        const upload = await receiveUpload(ctx, request);
        let fields;
        try {
          fields = parse(createContributionFieldsSchema, upload.fields);
          if (!upload.files.some((file) => file.kind === 'document'))
            throw new HttpError(400, 'documents: attach at least one Word or PDF document');
        } catch (error) {
          await removeFiles(upload.files.map((file) => file.tempPath));
          throw error;
        }
        const created = await submitContribution(ctx, account, event, fields, upload.files);
        const target = `contribution:${created}`;
        await audit(ctx, request, 'contribution.terms-accepted', target, { eventId: event.id });
        await audit(ctx, request, 'contribution.submitted', target, {
          eventId: event.id,
          files: upload.files.map((file) => ({ name: file.originalName, sha256: file.sha256 })),
        });
        await ctx.domainEvents.emit({
          type: 'contribution.submitted',
          contributionId: created,
          actorId: account.id,
        });
        reply.code(201);
        return { data: await respond(request, created) };
      },
    );

    app.get(
      '/contributions/:id',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: 'One contribution with its current files and what the caller may do',
          security: 'bearer',
          params,
          example: { as: 'STUDENT', params: { id: REFERENCE_SUBMITTED_CONTRIBUTION_ID } },
          response: dataOf(contributionSchema),
        }),
      },
      async (request) => ({
        data: await respond(request, request.params.id),
      }),
    );

    app.put(
      '/contributions/:id',
      {
        ...students,
        schema: contract({
          tag: 'Contributions',
          summary: 'Update (student; until the final closure date); new files become a new version',
          security: 'bearer',
          params,
          multipart: updateContributionFieldsSchema,
          example: {
            as: 'STUDENT',
            params: { id: REFERENCE_SUBMITTED_CONTRIBUTION_ID },
            body: {
              summary:
                'Measured power draw over a week, and what moving the nightly batch jobs to 01:00–05:00 would save.',
            },
          },
          response: dataOf(contributionSchema),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const account = accountOf(request);
        const record = await loadContribution(ctx, accountOf(request), id);
        const blocked = permissions(ctx, account, record).blocked.update;
        if (blocked) throw refusal('update', blocked, record);
        const upload = await receiveUpload(ctx, request);
        let fields;
        try {
          fields = parse(updateContributionFieldsSchema, upload.fields);
          if (fields.title === undefined && fields.summary === undefined && upload.files.length === 0)
            throw new HttpError(400, 'Send a new title, summary or files');
        } catch (error) {
          await removeFiles(upload.files.map((file) => file.tempPath));
          throw error;
        }
        await updateContribution(
          ctx,
          account,
          id,
          { ...fields, termsAccepted: fields.termsAccepted !== undefined },
          upload.files,
        );
        const target = `contribution:${id}`;
        if (fields.termsAccepted) await audit(ctx, request, 'contribution.terms-accepted', target);
        await audit(ctx, request, 'contribution.updated', target, {
          ...(fields.title !== undefined && { title: fields.title }),
          files: upload.files.map((file) => ({ name: file.originalName, sha256: file.sha256 })),
        });
        await ctx.domainEvents.emit({
          type: 'contribution.updated',
          contributionId: id,
          actorId: account.id,
        });
        return { data: await respond(request, id) };
      },
    );

    app.get(
      '/contributions/:id/status',
      {
        ...parties,
        schema: contract({
          tag: 'Contributions',
          summary: 'The status and its history',
          security: 'bearer',
          params,
          example: { as: 'STUDENT', params: { id: REFERENCE_ACCEPTED_CONTRIBUTION_ID } },
          response: dataOf(z.object({ status: z.string(), history: z.array(statusChangeSchema) })),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const record = await loadContribution(ctx, accountOf(request), id);
        const rows = await statusHistory(ctx, id);
        const history: StatusChange[] = rows.map((row) => ({
          from: row.from_status as ContributionStatus | null,
          to: row.to_status as ContributionStatus,
          actorName: row.name,
          note: row.note,
          at: row.at,
        }));
        return { data: { status: record.status, history } };
      },
    );

    app.post(
      '/contributions/:id/status',
      {
        ...coordinators,
        schema: contract({
          tag: 'Contributions',
          summary: 'Move the review on (coordinator of the faculty; valid transitions only)',
          security: 'bearer',
          params,
          body: statusBodySchema,
          example: {
            as: 'COORDINATOR',
            params: { id: REFERENCE_SUBMITTED_CONTRIBUTION_ID },
            body: { status: 'under_review', note: 'Read by the coordinator; comments follow this week.' },
          },
          response: dataOf(contributionSchema),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const account = accountOf(request);
        const body = request.body;
        // Scope first: out of scope answers 404 whatever the body.
        const from = await changeContributionStatus(ctx, account, id, body.status, body.note ?? null);
        await audit(ctx, request, 'contribution.status-changed', `contribution:${id}`, {
          from,
          to: body.status,
        });
        await ctx.domainEvents.emit({
          type: 'contribution.status-changed',
          contributionId: id,
          from,
          to: body.status,
          actorId: account.id,
        });
        return { data: await respond(request, id) };
      },
    );

    app.put(
      '/contributions/:id/selection',
      {
        ...coordinators,
        schema: contract({
          tag: 'Contributions',
          summary: 'Select an accepted contribution for publication, or withdraw it (coordinator)',
          security: 'bearer',
          params,
          body: selectionBodySchema,
          example: {
            as: 'COORDINATOR',
            params: { id: REFERENCE_ACCEPTED_CONTRIBUTION_ID },
            body: { selected: true },
          },
          response: dataOf(contributionSchema),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const account = accountOf(request);
        const record = await loadContribution(ctx, accountOf(request), id);
        const { selected } = request.body;
        const blocked = permissions(ctx, account, record).blocked.select;
        // Unselecting work that is no longer accepted is allowed until the final closure date.
        if (blocked && (selected || blocked.rule === 'final_closure_passed'))
          throw refusal('select', blocked, record);
        if ((record.selected === 1) !== selected) {
          const at = ctx.now().toISOString();
          await setContributionSelection(ctx, id, selected, at);
          await audit(
            ctx,
            request,
            selected ? 'contribution.selected' : 'contribution.unselected',
            `contribution:${id}`,
          );
          await ctx.domainEvents.emit({
            type: 'contribution.selected',
            contributionId: id,
            selected,
            actorId: account.id,
          });
        }
        return { data: await respond(request, id) };
      },
    );
  };
}

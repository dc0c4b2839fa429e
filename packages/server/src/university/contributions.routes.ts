// Contributions: students submit and update theirs while the event's dates allow; the faculty's coordinator
// reviews them (status with its history, selection for publication); every reader sees them in scope.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  MAX_FILES_PER_UPLOAD,
  ROLE_ID,
  canChangeStatus,
  eventPhase,
  type ContributionListQuery,
  type ContributionStatus,
  type StatusChange,
} from '@herald/protocol';
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
import { z, type ZodType } from 'zod';
import type { UniversityContext } from './context.js';
import { accountOf, requireAccount, type SecuredRouteRequest } from '../http/auth.js';
import { HttpError, parse } from '../http/errors.js';
import { audit } from './audit.js';
import {
  CONTRIBUTION_READERS,
  REVIEW_PARTIES,
  currentFiles,
  loadContribution,
  permissions,
  refusal,
  toContribution,
} from './contributions.access.js';
import {
  prepareUploads,
  receiveUpload,
  removeFiles,
  storeFiles,
  storedPath,
  type StagedFile,
} from './files.storage.js';
import { contract, type ZodTypeProvider } from '../http/contract.js';
import {
  REFERENCE_ACCEPTED_CONTRIBUTION_ID,
  REFERENCE_OPEN_EVENT_ID,
  REFERENCE_SUBMITTED_CONTRIBUTION_ID,
} from './reference.js';
import {
  contributionPage,
  insertContribution,
  insertStatusChange,
  moveContributionStatus,
  setContributionSelection,
  statusHistory,
  updateContributionRow,
} from './repo/contributions.js';
import { insertFileRow, latestFileVersion, supersedeFiles } from './repo/contribution-files.js';
import { eventById, eventFaculty, holdEventOfFaculty } from './repo/events.js';
import { facultyById } from './repo/faculties.js';
import { inUniversityTransaction, type UniversityDb } from './repo/transaction.js';

const dataOf = (schema: ZodType) => z.object({ data: schema });

const params = z.object({ id: z.coerce.number().int().positive() });

/** Text fields are short; the form never needs more parts than its files and a few fields. */
function multipartLimits(ctx: UniversityContext) {
  return {
    fileSize: ctx.config.maxUploadBytes,
    files: MAX_FILES_PER_UPLOAD,
    fields: 10,
    fieldSize: 16 * 1024,
    parts: MAX_FILES_PER_UPLOAD + 10,
    headerPairs: 100,
  };
}

function when(iso: string) {
  return new Date(iso).toISOString().replace('.000Z', 'Z');
}

export function contributionRoutes(ctx: UniversityContext) {
  async function respond(request: SecuredRouteRequest<'bearer'>, id: number) {
    const record = await loadContribution(ctx, accountOf(request), id);
    const files = await currentFiles(ctx, [id]);
    return toContribution(ctx, accountOf(request), record, files.get(id) ?? []);
  }

  /** A guest whose faculty does not admit guests has no contribution list at all. */
  async function refuseClosedGuest(request: SecuredRouteRequest<'bearer'>) {
    const account = accountOf(request);
    if (account.role_id !== ROLE_ID.GUEST) return;
    const faculty =
      account.faculty_id === null ? undefined : await facultyById(ctx, account.faculty_id, ['guest_access']);
    if (faculty?.guest_access !== 1)
      throw new HttpError(403, 'Your faculty does not publish contributions to guests');
  }

  async function list(request: SecuredRouteRequest<'bearer'>, query: ContributionListQuery) {
    const account = accountOf(request);
    const { total: totalCount, rows } = await contributionPage(ctx, account, query, ctx.now());
    const files = await currentFiles(
      ctx,
      rows.map((row) => row.id),
    );
    return {
      data: rows.map((row) => toContribution(ctx, account, row, files.get(row.id) ?? [])),
      totalCount,
      page: query.page,
      pageSize: query.limit,
      hasMore: (query.page + 1) * query.limit < totalCount,
    };
  }

  /** Inserts staged files as a new version of the contribution's documents and/or images. */
  async function insertFiles(
    trx: UniversityDb,
    contributionId: number,
    files: StagedFile[],
    accountId: number,
    at: string,
  ) {
    const version = (await latestFileVersion(trx, contributionId)) + 1;
    // A new upload of a kind replaces the current files of that kind; the earlier ones stay as versions.
    for (const kind of new Set(files.map((file) => file.kind))) {
      await supersedeFiles(trx, contributionId, kind, at);
    }
    for (const file of files) {
      await insertFileRow(trx, {
        contribution_id: contributionId,
        kind: file.kind,
        original_name: file.originalName,
        stored_name: file.storedName,
        mime_type: file.mimeType,
        size: file.size,
        sha256: file.sha256,
        version,
        uploaded_by: accountId,
        created_at: at,
        superseded_at: null,
      });
    }
  }

  /**
   * Links staged files to their contribution in one transaction: the rows are written, then the files take their
   * stored names, then it commits. A failure undoes both; a crash before the commit leaves only a file no row names,
   * which the start-up sweep removes (files.storage.ts, prepareUploads). No row ever names a missing file.
   */
  async function withStoredFiles<T>(
    files: StagedFile[],
    change: (trx: UniversityDb) => Promise<T>,
  ): Promise<T> {
    try {
      return await inUniversityTransaction(ctx, async (trx) => {
        const result = await change(trx);
        await storeFiles(ctx, files);
        return result;
      });
    } catch (error) {
      await removeFiles(files.map((file) => storedPath(ctx, file.storedName)));
      await removeFiles(files.map((file) => file.tempPath));
      throw error;
    }
  }

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
        const query = request.query;
        await refuseClosedGuest(request);
        return list(request, query);
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
        const { id } = request.params;
        const query = request.query;
        await refuseClosedGuest(request);
        const account = accountOf(request);
        const event = await eventFaculty(ctx, id);
        // Only managers look across faculties; anyone else learns nothing of other faculties' events.
        if (!event || (account.role_id !== ROLE_ID.MANAGER && event.faculty_id !== account.faculty_id))
          throw new HttpError(404, 'Event not found');
        return list(request, { ...query, eventId: id });
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
        const phase = eventPhase(
          {
            openingDate: event.opening_date,
            closureDate: event.closure_date,
            finalClosureDate: event.final_closure_date,
          },
          ctx.now(),
        );
        if (phase === 'upcoming')
          throw new HttpError(409, `The event opens for contributions at ${when(event.opening_date)}`);
        if (phase !== 'open')
          throw new HttpError(409, `The event closed for new contributions at ${when(event.closure_date)}`);

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
        const at = ctx.now().toISOString();
        const created = await withStoredFiles(upload.files, async (trx) => {
          // The event's row is written first (unchanged), holding it until the commit: an event moving to another
          // faculty at the same moment either finds this contribution and stays, or has moved and is not found here.
          if (!(await holdEventOfFaculty(trx, event.id, event.faculty_id)))
            throw new HttpError(404, 'Event not found');
          const contributionId = await insertContribution(trx, {
            event_id: event.id,
            student_id: account.id,
            faculty_id: event.faculty_id,
            title: fields.title,
            summary: fields.summary,
            status: 'submitted',
            selected: 0,
            selected_at: null,
            terms_accepted_at: at,
            first_comment_at: null,
            created_at: at,
            updated_at: at,
          });
          await insertFiles(trx, contributionId, upload.files, account.id, at);
          await insertStatusChange(trx, {
            contribution_id: contributionId,
            from_status: null,
            to_status: 'submitted',
            actor_id: account.id,
            note: null,
            at,
          });
          return contributionId;
        });
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
        const at = ctx.now().toISOString();
        await withStoredFiles(upload.files, async (trx) => {
          await updateContributionRow(trx, id, {
            ...(fields.title !== undefined && { title: fields.title }),
            ...(fields.summary !== undefined && { summary: fields.summary }),
            ...(fields.termsAccepted && { terms_accepted_at: at }),
            updated_at: at,
          });
          if (upload.files.length > 0) await insertFiles(trx, id, upload.files, account.id, at);
        });
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
        // Scope first: out of scope answers 404 whatever the body.
        const record = await loadContribution(ctx, accountOf(request), id);
        const body = request.body;
        const from = record.status as ContributionStatus;
        const blocked = permissions(ctx, account, record).blocked.review;
        if (blocked) throw refusal('review', blocked, record);
        if (!canChangeStatus(from, body.status))
          throw new HttpError(409, `A contribution cannot go from ${from} to ${body.status}`);
        const at = ctx.now().toISOString();
        await inUniversityTransaction(ctx, async (trx) => {
          // Only from the status read above: a concurrent change makes this one fail instead of skipping a step.
          if (!(await moveContributionStatus(trx, id, from, body.status, at)))
            throw new HttpError(409, 'The status changed meanwhile: reload and try again');
          await insertStatusChange(trx, {
            contribution_id: id,
            from_status: from,
            to_status: body.status,
            actor_id: account.id,
            note: body.note ?? null,
            at,
          });
        });
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

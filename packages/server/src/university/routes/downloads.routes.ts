// Files of contributions: the list of every version, one file, one contribution as a ZIP, and for managers
// after the final closure date a streamed ZIP of every selected contribution of an event or an academic year,
// laid out Faculty/Student/files. Every download is audited.
import { createReadStream } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import { ROLE_ID } from '@herald/protocol';
import { z } from 'zod';
import type { UniversityContext } from '../context.js';
import type { ContributionFile as FileRow } from '../../db/tables/university.js';
import { accountOf, requireAccount, type SecuredRouteRequest } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { audit } from '../services/audit.js';
import { documentPreviews, PreviewRefusedError } from '../services/document-preview.js';
import {
  CONTRIBUTION_READERS,
  loadContribution,
  permissions,
  toFile,
  whenInEvent,
} from '../services/contributions.access.js';
import { attachment, inline, safeSegment, storedPath } from '../services/files.storage.js';
import { contract, type ZodTypeProvider, dataOf } from '../../http/contract.js';
import { contributionFileSchema } from '@herald/protocol/schemas';
import {
  contributionFile,
  currentFileRows,
  fileVersions,
  selectedContributionFiles,
} from '../repo/contribution-files.js';
import { eventById, eventsOfYear } from '../repo/events.js';
import {
  REFERENCE_CLOSED_ACADEMIC_YEAR,
  REFERENCE_CLOSED_EVENT_ID,
  REFERENCE_PUBLISHED_CONTRIBUTION_ID,
  REFERENCE_PUBLISHED_FILE_ID,
  REFERENCE_SUBMITTED_CONTRIBUTION_ID,
  REFERENCE_SUBMITTED_FILE_ID,
} from '../reference.js';
import { params } from './params.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'config' | 'db' | 'guestVisits' | 'now' | 'tokens'>;

const fileParams = params.extend({ fileId: z.coerce.number().int().positive() });
const fileQuery = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') }).strict();

/** Types a browser shows by itself in a frame; anything else is only ever sent as an attachment. */
const INLINE_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Word documents larger than this are not rendered for a preview (the download still works). */
const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

/**
 * An inline file is its own document: sandboxed (no script, no same-origin access, no forms), loading nothing,
 * and framed only by the app itself.
 */
const INLINE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";
const yearParams = z.object({
  year: z.string().regex(/^\d{4}-\d{4}$/, 'An academic year looks like 2025-2026'),
});

/** Formats that are compressed already gain nothing from deflate. */
const STORED_AS_IS = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

interface ArchiveEntry {
  folder: string[];
  file: FileRow;
}

export function downloadRoutes(ctx: RouteContext) {
  /**
   * Readers with an archive on its way: one at a time each, so that one person cannot tie up the disk. A guest
   * visit is a reader of its own (every visit stands for the same guest reader, which is no account).
   */
  const exporting = new Set<string>();
  const previews = documentPreviews();

  /** Whether the reader sees earlier versions: the student and the coordinators do, readers of the published work do not. */
  function seesVersions(request: SecuredRouteRequest<'bearer'>, record: Parameters<typeof permissions>[2]) {
    const can = permissions(ctx, accountOf(request), record);
    return can.owner || can.coordinator;
  }

  async function sendArchive(
    request: SecuredRouteRequest<'bearer'>,
    reply: FastifyReply,
    name: string,
    entries: ArchiveEntry[],
    record: { action: string; target: string; detail?: unknown },
  ) {
    const reader = request.guestSession
      ? `guest:${request.guestSession.id}`
      : `account:${accountOf(request).id}`;
    if (exporting.has(reader))
      throw new HttpError(429, 'An archive is already being prepared for you: wait for it to finish');
    exporting.add(reader);
    const done = () => exporting.delete(reader);
    try {
      await audit(ctx, request, record.action, record.target, record.detail);
    } catch (error) {
      done();
      throw error;
    }
    const zip = new ZipFile();
    const used = new Set<string>();
    for (const entry of entries) {
      const file = storedPath(ctx, entry.file.stored_name);
      // A file missing on disk is left out and logged rather than breaking the archive halfway.
      if (
        !(await access(file).then(
          () => true,
          () => false,
        ))
      ) {
        request.log.error({ fileId: entry.file.id }, 'a stored contribution file is missing');
        continue;
      }
      const folder = entry.folder.map((segment) => safeSegment(segment, 'untitled'));
      const original = safeSegment(entry.file.original_name);
      const dot = original.lastIndexOf('.');
      const [stem, extension] = dot > 0 ? [original.slice(0, dot), original.slice(dot)] : [original, ''];
      let candidate = [...folder, original].join('/');
      for (let n = 2; used.has(candidate.toLowerCase()); n += 1)
        candidate = [...folder, `${stem} (${n})${extension}`].join('/');
      used.add(candidate.toLowerCase());
      zip.addFile(file, candidate, {
        compress: !STORED_AS_IS.has(entry.file.mime_type),
        mtime: new Date(entry.file.created_at),
      });
    }
    zip.end();
    zip.outputStream.once('end', done);
    zip.outputStream.once('error', done);
    reply.raw.once('close', done);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment(name))
      .header('x-content-type-options', 'nosniff');
    return reply.send(zip.outputStream);
  }

  /** Current files of the selected contributions, with their faculty and student, in a stable order. */
  async function selectedFiles(filter: { eventId?: number; eventIds?: number[] }) {
    const rows = await selectedContributionFiles(ctx, filter);
    // Two students of one name get folders told apart by their account number.
    const names = new Map<string, Set<number>>();
    for (const row of rows) {
      const key = `${row.faculty_name}\n${row.student_name}`;
      names.set(key, (names.get(key) ?? new Set()).add(row.student_id));
    }
    return rows.map((row) => ({
      folder: [
        row.faculty_name,
        names.get(`${row.faculty_name}\n${row.student_name}`)!.size > 1
          ? `${row.student_name} (${row.student_id})`
          : row.student_name,
      ],
      file: row as FileRow,
    }));
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const readers = { preHandler: requireAccount(ctx, CONTRIBUTION_READERS, { guestSessions: true }) };
    const managers = { preHandler: requireAccount(ctx, [ROLE_ID.MANAGER]) };

    app.get(
      '/contributions/:id/files',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: 'Files with every earlier version (student and coordinator) or the current ones',
          security: 'bearer',
          params,
          example: { as: 'STUDENT', params: { id: REFERENCE_SUBMITTED_CONTRIBUTION_ID } },
          response: dataOf(z.array(contributionFileSchema)),
        }),
      },
      async (request) => {
        const { id } = request.params;
        const record = await loadContribution(ctx, accountOf(request), id);
        const files = await fileVersions(ctx, id, !seesVersions(request, record));
        return { data: files.map(toFile) };
      },
    );

    /** One file of a contribution the reader may see (earlier versions only for the review parties). */
    async function readableFile(
      request: SecuredRouteRequest<'bearer'>,
      { id, fileId }: z.infer<typeof fileParams>,
    ) {
      const record = await loadContribution(ctx, accountOf(request), id);
      const file = await contributionFile(ctx, id, fileId, !seesVersions(request, record));
      if (!file) throw new HttpError(404, 'File not found');
      return { id, fileId, file };
    }

    // A Word (.docx) document rendered to HTML for a preview. A preview is a download: the same scope and the
    // same audit. The HTML is sanitised here and again by the app before it reaches the page.
    app.get(
      '/contributions/:id/files/:fileId/preview',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: 'A Word (.docx) document rendered to HTML for a preview, audited as a download',
          security: 'bearer',
          params: fileParams,
          example: {
            as: 'COORDINATOR',
            params: { id: REFERENCE_SUBMITTED_CONTRIBUTION_ID, fileId: REFERENCE_SUBMITTED_FILE_ID },
          },
          response: dataOf(z.object({ html: z.string() })),
        }),
      },
      async (request) => {
        const { id, fileId, file } = await readableFile(request, request.params);
        if (file.mime_type !== DOCX)
          throw new HttpError(415, 'Only Word (.docx) documents have a rendered preview: download the file');
        if (file.size > PREVIEW_MAX_BYTES)
          throw new HttpError(413, 'The document is too large to preview: download it');
        // Rendered in a worker within time and memory limits, once per stored file (document-preview.ts).
        const html = await previews
          .render(file.stored_name, () =>
            readFile(storedPath(ctx, file.stored_name)).catch(() => {
              throw new HttpError(410, 'The file is no longer available');
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof PreviewRefusedError) throw new HttpError(error.statusCode, error.message);
            throw error;
          });
        await audit(ctx, request, 'contribution.file-downloaded', `contribution:${id}`, {
          fileId,
          version: file.version,
          preview: true,
        });
        return { data: { html } };
      },
    );

    app.get(
      '/contributions/:id/files/:fileId',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: 'Download one file (audited); `?disposition=inline` shows a PDF or image in place',
          security: 'bearer',
          params: fileParams,
          querystring: fileQuery,
          example: {
            as: 'MANAGER',
            params: { id: REFERENCE_PUBLISHED_CONTRIBUTION_ID, fileId: REFERENCE_PUBLISHED_FILE_ID },
            query: { disposition: 'inline' },
          },
          download: 'application/octet-stream',
        }),
      },
      async (request, reply) => {
        const { disposition } = request.query;
        const { id, fileId, file } = await readableFile(request, request.params);
        const shown = disposition === 'inline' && INLINE_TYPES.has(file.mime_type);
        const stream = createReadStream(storedPath(ctx, file.stored_name));
        // Opening first turns a missing file into a clean error before any header is sent.
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        }).catch(() => {
          throw new HttpError(410, 'The file is no longer available');
        });
        // An image shown inline is part of the page that shows the contribution, as its title is: opening that page
        // is not a download. Saving the image, or opening a document, is.
        if (!(shown && file.mime_type.startsWith('image/'))) {
          await audit(ctx, request, 'contribution.file-downloaded', `contribution:${id}`, {
            fileId,
            version: file.version,
            ...(shown && { inline: true }),
          });
        }
        reply
          .header('content-type', file.mime_type)
          .header('content-length', String(file.size))
          .header('content-disposition', shown ? inline(file.original_name) : attachment(file.original_name))
          .header('x-content-type-options', 'nosniff');
        if (shown) reply.header('content-security-policy', INLINE_CSP);
        return reply.send(stream);
      },
    );

    app.get(
      '/contributions/:id/download',
      {
        ...readers,
        schema: contract({
          tag: 'Contributions',
          summary: "Download the contribution's current files as a ZIP (audited)",
          security: 'bearer',
          params,
          example: { as: 'MANAGER', params: { id: REFERENCE_PUBLISHED_CONTRIBUTION_ID } },
          download: 'application/zip',
        }),
      },
      async (request, reply) => {
        const { id } = request.params;
        const record = await loadContribution(ctx, accountOf(request), id);
        const files = await currentFileRows(ctx, id);
        return sendArchive(
          request,
          reply,
          `${record.student_name} - ${record.title}.zip`,
          files.map((file) => ({ folder: [], file })),
          { action: 'contribution.downloaded', target: `contribution:${id}` },
        );
      },
    );

    app.get(
      '/academic-events/:id/contributions/download',
      {
        ...managers,
        schema: contract({
          tag: 'Contributions',
          summary:
            "ZIP of the event's selected contributions, Faculty/Student/files (manager; after final closure)",
          security: 'bearer',
          params,
          example: { as: 'MANAGER', params: { id: REFERENCE_CLOSED_EVENT_ID } },
          download: 'application/zip',
        }),
      },
      async (request, reply) => {
        const { id } = request.params;
        const event = await eventById(ctx, id);
        if (!event) throw new HttpError(404, 'Event not found');
        if (ctx.now().getTime() < Date.parse(event.final_closure_date))
          throw new HttpError(
            409,
            `The ZIP of the event's selected work opens at its final closure date, ${whenInEvent(event.final_closure_date, event.time_zone)}, when contributions can no longer change`,
          );
        const entries = await selectedFiles({ eventId: id });
        if (entries.length === 0)
          throw new HttpError(
            404,
            'No contribution of the event is selected for publication, so there is nothing to download',
          );
        return sendArchive(request, reply, `${event.name} ${event.academic_year}.zip`, entries, {
          action: 'contributions.archive-downloaded',
          target: `event:${id}`,
          detail: { files: entries.length },
        });
      },
    );

    app.get(
      '/academic-years/:year/contributions/download',
      {
        ...managers,
        schema: contract({
          tag: 'Contributions',
          summary:
            "ZIP of the year's selected contributions, Faculty/Student/files (manager; finally closed events)",
          security: 'bearer',
          params: yearParams,
          example: { as: 'MANAGER', params: { year: REFERENCE_CLOSED_ACADEMIC_YEAR } },
          download: 'application/zip',
        }),
      },
      async (request, reply) => {
        const { year } = request.params;
        const events = await eventsOfYear(ctx, year);
        if (events.length === 0) throw new HttpError(404, `No events in ${year}`);
        const now = ctx.now().getTime();
        const closed = events.filter((event) => Date.parse(event.final_closure_date) <= now);
        if (closed.length === 0)
          throw new HttpError(409, `No event of ${year} has reached its final closure date yet`);
        const entries = await selectedFiles({ eventIds: closed.map((event) => event.id) });
        if (entries.length === 0) throw new HttpError(404, `No selected contributions in ${year}`);
        return sendArchive(request, reply, `Contributions ${year}.zip`, entries, {
          action: 'contributions.archive-downloaded',
          target: `academic-year:${year}`,
          detail: { events: closed.map((event) => event.id), files: entries.length },
        });
      },
    );
  };
}

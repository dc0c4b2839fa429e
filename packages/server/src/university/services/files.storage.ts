// Uploaded contribution files: streamed to a temporary file under the data folder while hashed and
// measured, checked by content (never by the client's name or type), then renamed to a random stored name.
// A rejected upload leaves nothing behind.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import yauzl from 'yauzl';
import { DOCUMENT_TYPES, IMAGE_TYPES, UPLOAD_FIELDS, type ContributionFileKind } from '@herald/protocol';
import type { UniversityContext } from '../context.js';
import { HttpError } from '../../http/errors.js';
import { storedNamesIn } from '../repo/contribution-files.js';

const PART_SUFFIX = '.part';
const HEAD_BYTES = 16;

export interface StagedFile {
  kind: ContributionFileKind;
  originalName: string;
  storedName: string;
  tempPath: string;
  mimeType: string;
  size: number;
  sha256: string;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  files: StagedFile[];
}

/** Folder of the stored files; nothing in it is ever served directly. */
export function uploadsDir(ctx: Pick<UniversityContext, 'config'>): string {
  return path.join(ctx.config.dataDir, 'uploads');
}

export function storedPath(ctx: Pick<UniversityContext, 'config'>, storedName: string): string {
  if (!/^[a-f0-9]{32}$/.test(storedName)) throw new Error('not a stored file name');
  return path.join(uploadsDir(ctx), storedName);
}

/** Stored files younger than this may belong to an upload still being committed, and are left alone. */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Creates the uploads folder and sweeps what an interrupted upload may have left: temporary files, and stored
 * files no row names (renamed, then the process died before the rows were committed).
 */
export async function prepareUploads(ctx: Pick<UniversityContext, 'config' | 'db' | 'log'>): Promise<void> {
  const dir = uploadsDir(ctx);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stored: string[] = [];
  for (const name of await readdir(dir)) {
    if (name.endsWith(PART_SUFFIX)) await unlink(path.join(dir, name)).catch(() => undefined);
    else if (/^[a-f0-9]{32}$/.test(name)) stored.push(name);
  }
  const known = new Set<string>();
  for (let start = 0; start < stored.length; start += 500) {
    const rows = await storedNamesIn(ctx, stored.slice(start, start + 500));
    for (const row of rows) known.add(row.stored_name);
  }
  const now = Date.now();
  for (const name of stored) {
    if (known.has(name)) continue;
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file);
    if (now - mtimeMs > ORPHAN_AGE_MS) {
      ctx.log.warn({ file: name }, 'removing an uploaded file that no contribution names');
      await unlink(file).catch(() => undefined);
    }
  }
}

function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/** Why a client's file name is refused, or undefined when it may be kept as the shown name. */
export function fileNameProblem(name: string | undefined): string | undefined {
  if (!name || name.trim() === '') return 'Every file needs a name';
  if (name.length > 255) return 'A file name is at most 255 characters';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f/\\]/.test(name) || name.split(/[/\\]/).some((segment) => segment === '..')) {
    return `The file name "${name.replace(/[^\x20-\x7e]/g, '?')}" may not contain a path`;
  }
  return undefined;
}

/** The type a file's first bytes (and, for .docx, its ZIP directory) show, or undefined. */
async function detectType(file: string, head: Buffer): Promise<string | undefined> {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  const ascii = (text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;
  if (ascii('%PDF-')) return DOCUMENT_TYPES['.pdf'];
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOCUMENT_TYPES['.doc'];
  if (starts([0x50, 0x4b, 0x03, 0x04]) && (await zipHasEntry(file, 'word/document.xml')))
    return DOCUMENT_TYPES['.docx'];
  if (starts([0xff, 0xd8, 0xff])) return IMAGE_TYPES['.jpg'];
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES['.png'];
  if (ascii('GIF87a') || ascii('GIF89a')) return IMAGE_TYPES['.gif'];
  if (ascii('RIFF') && ascii('WEBP', 8)) return IMAGE_TYPES['.webp'];
  return undefined;
}

/** Whether a ZIP's central directory names the entry; reads no entry's contents. */
function zipHasEntry(file: string, wanted: string): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let found = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === wanted) {
          found = true;
          zip.close();
          resolve(true);
        } else zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => resolve(false));
      zip.readEntry();
    });
  });
}

const ACCEPTED: Record<ContributionFileKind, Record<string, string>> = {
  document: DOCUMENT_TYPES,
  image: IMAGE_TYPES,
};

async function discardStream(stream: NodeJS.ReadableStream) {
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  ).catch(() => undefined);
}

/** Removes files of an upload that did not go through; a file already gone is fine. */
export async function removeFiles(paths: string[]) {
  await Promise.all(paths.map((file) => unlink(file).catch(() => undefined)));
}

const tempPaths = (files: StagedFile[]) => files.map((file) => file.tempPath);

/**
 * Reads a multipart contribution form: text fields, and files under `documents` and `images`, each staged
 * to a temporary file and checked. On any refusal the rest of the request is read and dropped, every staged
 * file is removed and a 4xx names the first problem.
 */
export async function receiveUpload(
  ctx: Pick<UniversityContext, 'config'>,
  request: FastifyRequest,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the contribution as multipart/form-data');
  const dir = uploadsDir(ctx);
  const maxBytes = ctx.config.maxUploadBytes;
  const fields: Record<string, string> = {};
  const files: StagedFile[] = [];
  let failure: HttpError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!failure) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (failure) {
        await discardStream(part.file);
        continue;
      }
      const kind: ContributionFileKind | undefined =
        part.fieldname === UPLOAD_FIELDS.documents
          ? 'document'
          : part.fieldname === UPLOAD_FIELDS.images
            ? 'image'
            : undefined;
      const nameProblem = fileNameProblem(part.filename);
      if (!kind || nameProblem) {
        failure = new HttpError(
          400,
          kind
            ? `${part.fieldname}: ${nameProblem}`
            : `Unknown file field "${part.fieldname}": send files as documents or images`,
        );
        await discardStream(part.file);
        continue;
      }
      const storedName = randomBytes(16).toString('hex');
      const tempPath = path.join(dir, `${storedName}${PART_SUFFIX}`);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const staged: StagedFile = {
        kind,
        originalName: part.filename.normalize('NFC'),
        storedName,
        tempPath,
        mimeType: '',
        size: 0,
        sha256: '',
      };
      files.push(staged);
      await pipeline(
        part.file,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES)]);
            done(null, chunk);
          },
        }),
        createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }),
      );
      staged.size = size;
      staged.sha256 = hash.digest('hex');
      const name = staged.originalName;
      // Each file's refusal names its field first (`documents: …`), so a form shows it beside that field.
      const field = part.fieldname;
      if (part.file.truncated) {
        failure = new HttpError(
          413,
          `${field}: "${name}" is larger than the limit of ${readableSize(maxBytes)}`,
        );
        continue;
      }
      if (size === 0) {
        failure = new HttpError(400, `${field}: "${name}" is empty`);
        continue;
      }
      const extension = path.extname(name).toLowerCase();
      const detected = await detectType(tempPath, head);
      const expected = ACCEPTED[kind][extension];
      if (!expected || detected !== expected) {
        failure = new HttpError(
          415,
          kind === 'document'
            ? `${field}: "${name}" is not a Word (.doc, .docx) or PDF document`
            : `${field}: "${name}" is not a JPEG, PNG, GIF or WebP image`,
        );
        continue;
      }
      staged.mimeType = expected;
    }
  } catch (error) {
    await removeFiles(tempPaths(files));
    // Limits of the multipart reader (too many files or fields) arrive as 413s with terse messages.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new HttpError(413, 'Too many files or fields in one upload');
    if (error instanceof HttpError) throw error;
    // A fault of this server (a full disk, a missing folder) is a system error with a syscall; anything else
    // came from reading the body: a boundary that does not match its header, a part cut short, bad headers.
    if ((error as { syscall?: unknown }).syscall === undefined) {
      throw new HttpError(400, 'The upload could not be read: the multipart body is malformed or incomplete');
    }
    throw error;
  }
  if (failure) {
    await removeFiles(tempPaths(files));
    throw failure;
  }
  return { fields, files };
}

/** Moves staged files to their stored names; on failure removes every one of them. */
export async function storeFiles(ctx: Pick<UniversityContext, 'config'>, files: StagedFile[]): Promise<void> {
  const moved: StagedFile[] = [];
  try {
    for (const file of files) {
      await rename(file.tempPath, storedPath(ctx, file.storedName));
      moved.push(file);
    }
  } catch (error) {
    await removeFiles(moved.map((file) => storedPath(ctx, file.storedName)));
    await removeFiles(tempPaths(files));
    throw error;
  }
}

/** A name safe as one segment of a ZIP path or a download: no separators, controls or leading dots. */
export function safeSegment(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are replaced
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 150);
  return cleaned === '' ? fallback : cleaned;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(name: string): string {
  return disposition('attachment', name);
}

/** A Content-Disposition that lets the browser show the file (PDF and images only), with its name for saving. */
export function inline(name: string): string {
  return disposition('inline', name);
}

function disposition(kind: 'attachment' | 'inline', name: string): string {
  const safe = safeSegment(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

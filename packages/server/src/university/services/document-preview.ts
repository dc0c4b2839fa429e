// Word previews rendered off the event loop: each conversion runs in a worker thread with a wall-time and a
// memory limit and is ended past either, so one document costs its reader a refusal, never the server its
// answers to everyone else. Few run at once, and a version once rendered is served from a cache bounded in bytes.
import { runInWorker, workerScript } from '../../security/limited-workers.js';
import { ARCHIVE_LIMITS } from './archive-limits.js';

const MB = 1024 * 1024;

export const PREVIEW_LIMITS = {
  /** Unpacked bytes of a document's XML parts (its text and structure); a 300-page thesis has about 2 MB. */
  xmlBytes: 8 * MB,
  /** Wall time of one conversion, worker start included; an 8 MB document takes about 2 seconds. */
  timeoutMs: 20_000,
  /** Old-generation heap of one worker; an 8 MB document needs about 200 MB. */
  memoryMb: 512,
  /** Conversions at once, and requests waiting for one; past both a request is turned away (503). */
  concurrency: 2,
  waiting: 8,
  /** Bytes of rendered HTML kept for later previews of the same stored file. */
  cacheBytes: 32 * MB,
};
export type PreviewLimits = typeof PREVIEW_LIMITS;

/** What the worker is given, and what it answers. */
export interface PreviewJob {
  bytes: Uint8Array;
  limits: typeof ARCHIVE_LIMITS & { xmlBytes: number };
}
export type PreviewOutcome =
  | { html: string }
  /** `transient`: it may render when the server is quieter, so the refusal is not kept. */
  | { refused: string; transient?: true }
  | { unreadable: true };

/** A document this server will not render; the message tells the reader why, to show as it is. */
export class PreviewRefusedError extends Error {
  constructor(
    message: string,
    /** 422 for the document itself, 503 when the server is busy with other previews. */
    readonly statusCode: 422 | 503 = 422,
  ) {
    super(message);
    this.name = 'PreviewRefusedError';
  }
}

const cannotPreview = (reason: string) =>
  new PreviewRefusedError(`The document cannot be previewed (${reason}): download it`);
const UNREADABLE = 'The document could not be read for a preview: download it';

/** Runs one conversion in a fresh worker, ended when it passes its time or memory limit. */
async function convertInWorker(bytes: Buffer, limits: PreviewLimits): Promise<PreviewOutcome> {
  const job: PreviewJob = { bytes, limits: { ...ARCHIVE_LIMITS, xmlBytes: limits.xmlBytes } };
  const end = await runInWorker<PreviewOutcome>(
    workerScript('document-preview.worker', new URL('./document-preview.worker.ts', import.meta.url)),
    job,
    limits,
  );
  if ('value' in end) return end.value;
  if ('failed' in end) return { unreadable: true };
  return end.limit === 'time'
    ? { refused: `It takes longer than ${limits.timeoutMs / 1000} seconds to render`, transient: true }
    : { refused: `It needs more than ${limits.memoryMb} MB of memory to render` };
}

/**
 * The previews of one server: `render(key, read)` answers the sanitised HTML of the document `read` gives, `key`
 * naming its stored version (a stored file never changes). Throws a `PreviewRefusedError` for a document past a
 * limit, unreadable, or when too many previews are waiting already.
 */
export function documentPreviews(limits: PreviewLimits = PREVIEW_LIMITS) {
  /** Rendered HTML (or a refusal, kept as its message), least recently used first. */
  const cache = new Map<string, { html?: string; refusal?: string; bytes: number }>();
  let cachedBytes = 0;
  const inFlight = new Map<string, Promise<string>>();
  let running = 0;
  const queue: (() => void)[] = [];

  const remember = (key: string, entry: { html?: string; refusal?: string }) => {
    const bytes = (entry.html ?? entry.refusal ?? '').length * 2;
    if (bytes > limits.cacheBytes) return;
    cache.set(key, { ...entry, bytes });
    cachedBytes += bytes;
    for (const [oldest, { bytes: size }] of cache) {
      if (cachedBytes <= limits.cacheBytes) break;
      cache.delete(oldest);
      cachedBytes -= size;
    }
  };

  async function slot(): Promise<() => void> {
    if (running >= limits.concurrency) {
      if (queue.length >= limits.waiting)
        throw new PreviewRefusedError('The server is rendering other previews: try again in a moment', 503);
      await new Promise<void>((resolve) => queue.push(resolve));
    } else running += 1;
    // A finished conversion hands its place to the next waiting one, or gives it back.
    return () => {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    };
  }

  async function renderNew(key: string, read: () => Promise<Buffer>): Promise<string> {
    const bytes = await read();
    const release = await slot();
    let outcome: PreviewOutcome;
    try {
      outcome = await convertInWorker(bytes, limits);
    } finally {
      release();
    }
    if ('html' in outcome) {
      remember(key, { html: outcome.html });
      return outcome.html;
    }
    const refusal = 'refused' in outcome ? cannotPreview(lowerFirst(outcome.refused)).message : UNREADABLE;
    if (!('transient' in outcome)) remember(key, { refusal });
    throw new PreviewRefusedError(refusal);
  }

  return {
    render(key: string, read: () => Promise<Buffer>): Promise<string> {
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.html !== undefined
          ? Promise.resolve(hit.html)
          : Promise.reject(new PreviewRefusedError(hit.refusal!));
      }
      // Readers asking for the same version at once share one conversion.
      let pending = inFlight.get(key);
      if (!pending) {
        pending = renderNew(key, read).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

// The work of a Word preview, in a worker thread of its own so that no document can hold the event loop: the
// archive check, the conversion to HTML and the sanitising of what it produced. The parent limits the worker's
// time and memory and ends it past either (document-preview.ts).
import { parentPort, workerData } from 'node:worker_threads';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import { ArchiveLimitError, checkArchive } from './archive-limits.js';
import { yieldToRequests } from '../../security/limited-workers.js';
import type { PreviewJob, PreviewOutcome } from './document-preview.js';

/** What mammoth writes, and nothing else: no script, no style, no event handler, images only as data. */
const PREVIEW_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'sub', 'sup', 'blockquote'],
    ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'hr'],
  ],
  allowedAttributes: { a: ['href', 'id'], li: ['id'], img: ['src', 'alt'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
};

async function preview({ bytes, limits }: PreviewJob): Promise<PreviewOutcome> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    await checkArchive(buffer, limits);
  } catch (error) {
    if (error instanceof ArchiveLimitError) return { refused: error.message };
    return { unreadable: true };
  }
  try {
    const { value } = await mammoth.convertToHtml({ buffer });
    return { html: sanitizeHtml(value, PREVIEW_HTML) };
  } catch {
    return { unreadable: true };
  }
}

yieldToRequests();
parentPort!.postMessage(await preview(workerData as PreviewJob));

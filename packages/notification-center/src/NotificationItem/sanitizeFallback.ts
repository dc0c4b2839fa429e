// The sanitiser of browsers without the HTML Sanitizer API: DOMPurify, in a chunk of its own that only such a
// browser loads (sanitizeContent.ts). Also `sanitizeContent` for a host that wants a message's markup as a string.
import DOMPurify from 'dompurify';
import { ALLOWED_TAGS, serialise } from './serialise.js';

const PHRASING_ONLY = { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [], KEEP_CONTENT: true };

/**
 * A message's HTML made safe to put in the page. DOMPurify parses and cleans it; the result is then written out
 * again from the allow-list alone, so even a DOM that mis-applies DOMPurify's removals leaks nothing.
 */
export function sanitizeContent(html: string): string {
  const template = document.createElement('template');
  // A template's content is inert: nothing in it loads or runs while it is read back. DOMPurify's output comes as
  // TrustedHTML where the page enforces Trusted Types, the only value such a page lets into innerHTML.
  template.innerHTML = DOMPurify.sanitize(html, {
    ...PHRASING_ONLY,
    RETURN_TRUSTED_TYPE: true,
  }) as unknown as string;
  return serialise(template.content);
}

/**
 * The same markup as a `TrustedHTML` where the page enforces Trusted Types (`require-trusted-types-for 'script'`),
 * signed by DOMPurify's own policy (`dompurify`, the one name a host's `trusted-types` directive needs for the
 * kit); a plain string where the browser has no Trusted Types. The rewritten markup passes DOMPurify once more
 * only to be signed: it has nothing left to remove.
 */
export function trustedContent(html: string): TrustedHTML | string {
  const clean = sanitizeContent(html);
  // A browser without Trusted Types has nothing to sign: the clean string is what innerHTML takes.
  if (!('trustedTypes' in globalThis)) return clean;
  return DOMPurify.sanitize(clean, { ...PHRASING_ONLY, RETURN_TRUSTED_TYPE: true });
}

// The app's two HTML sinks (an event's description, rendered from Markdown by the server, and a Word document's
// preview) take their markup from here. The page enforces Trusted Types (`require-trusted-types-for 'script'`),
// so innerHTML accepts only TrustedHTML: DOMPurify cleans the markup and signs it with its own policy, the one the
// CSP's `trusted-types` directive names. Where a browser has no Trusted Types it is a clean string.
import DOMPurify from 'dompurify';

/** An event's description: the server's Markdown output (paragraphs, headings, lists, emphasis, code, links). */
export function trustedDescription(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, RETURN_TRUSTED_TYPE: true });
}

/** A Word document rendered by the server: text and structure only, no forms, frames or styles. */
export function trustedDocument(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: true,
  });
}

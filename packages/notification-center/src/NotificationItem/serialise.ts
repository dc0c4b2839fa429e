// The allow-list and the serialiser that writes a message's markup back out from it: both sanitisers end with it,
// the browser's own (sanitizeContent.ts) and DOMPurify (sanitizeFallback.ts).
import { MESSAGE_CONTENT_TAGS } from '@herald/notification-protocol';

/** Phrasing markup only, as the protocol says: scripts, handlers and styles never survive. */
export const ALLOWED_TAGS: readonly string[] = MESSAGE_CONTENT_TAGS;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeText = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/** Writes the tree back out with allowed tags bare of attributes and everything else reduced to its text. */
export function serialise(node: Node): string {
  let html = '';
  node.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) html += escapeText(child.textContent ?? '');
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (child as Element).localName;
    if (!ALLOWED_TAGS.includes(tag)) html += serialise(child);
    else if (tag === 'br') html += '<br>';
    else html += `<${tag}>${serialise(child)}</${tag}>`;
  });
  return html;
}

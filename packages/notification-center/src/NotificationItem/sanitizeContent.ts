import type * as FallbackModule from './sanitizeFallback.js';
import { ALLOWED_TAGS, serialise } from './serialise.js';

/** The HTML Sanitizer API where the browser has it (`Document.parseHTML`, `Element.setHTML`). */
interface SanitizerConfig {
  elements?: string[];
  attributes?: string[];
}
interface NativeSanitizing {
  parseHTML(html: string, options?: { sanitizer?: SanitizerConfig }): Document;
}
type SafeSink = Element & { setHTML(html: string, options?: { sanitizer?: SanitizerConfig }): void };

const PHRASING_ONLY: SanitizerConfig = { elements: [...ALLOWED_TAGS], attributes: [] };

/** Whether the browser sanitises HTML itself; not on a server, nor in browsers without the Sanitizer API. */
export const hasNativeSanitizer = (): boolean =>
  typeof Element !== 'undefined' &&
  'setHTML' in Element.prototype &&
  typeof (Document as unknown as Partial<NativeSanitizing>).parseHTML === 'function';

type Fallback = typeof FallbackModule;
let fallback: Fallback | undefined;
let loadingFallback: Promise<Fallback> | undefined;

/**
 * Loads DOMPurify, the sanitiser of browsers without the Sanitizer API; the message rows load it themselves when
 * they need it, and a host (or a test) may load it ahead.
 */
export function preloadFallbackSanitizer(): Promise<Fallback> {
  loadingFallback ??= import('./sanitizeFallback.js').then((module) => (fallback = module));
  return loadingFallback;
}

/**
 * Puts a message's HTML into `element`, made safe. Where the browser has the Sanitizer API, its safe parser reads
 * the markup into an inert document (no script, handler or load runs), the tree is written back out from the
 * allow-list alone, and the safe sink `setHTML` puts it in with the same allow-list and no attribute, which a page
 * that enforces Trusted Types accepts without a policy. Elsewhere DOMPurify does the first step (loaded once, on
 * first need) and the markup arrives as its TrustedHTML. Answers the fallback's loading when it must wait for it.
 */
export function writeContent(element: Element, html: string): Promise<void> | undefined {
  if (hasNativeSanitizer()) {
    // The browser's default configuration: HTML's own elements, less the unsafe; the words of those outside the
    // allow-list are kept by the serialiser, while an element HTML does not define goes with its words. (Chromium
    // 156 ends the page's process when `<marquee>` is parsed with the empty configuration, which would keep those.)
    const parsed = (Document as unknown as NativeSanitizing).parseHTML(html);
    (element as SafeSink).setHTML(serialise(parsed.body), { sanitizer: PHRASING_ONLY });
    return undefined;
  }
  const write = ({ trustedContent }: Fallback) => {
    element.innerHTML = trustedContent(html) as string;
  };
  if (fallback) return void write(fallback);
  return preloadFallbackSanitizer().then(write);
}

// The page of sanitizeContent.browser.test.ts: both of the rows' ways of putting a message's markup in the page,
// the browser's own sanitiser and DOMPurify's fallback, each writing into an element of its own.
import { hasNativeSanitizer, writeContent } from './sanitizeContent.js';
import { trustedContent } from './sanitizeFallback.js';

function written(write: (element: HTMLElement) => void): string {
  const element = document.createElement('span');
  document.body.append(element);
  write(element);
  return element.innerHTML;
}

Object.assign(window, {
  nativeSanitizer: hasNativeSanitizer(),
  writeNatively: (html: string) => written((element) => void writeContent(element, html)),
  writeWithFallback: (html: string) =>
    written((element) => {
      element.innerHTML = trustedContent(html) as string;
    }),
});

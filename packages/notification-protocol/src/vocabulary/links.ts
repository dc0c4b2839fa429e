// Links are data, not code: where a message leads (its cta url, an avatar's address) is either an absolute
// http(s) URL or a path of the same site, and nothing else — no `javascript:`, `data:` or `vbscript:`, however it
// is spelt. The server checks when a message is rendered; the kit checks before it navigates, whatever a server sent.

// Browsers drop tabs and line breaks inside a URL and trim control characters and spaces around it, so
// `java\tscript:` runs as `javascript:`. A link with any of them is refused rather than cleaned.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The link when it is an absolute http: or https: URL or a path (`/…`, not `//host`); undefined otherwise. */
export function safeLinkUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const link = url.trim();
  if (link === '' || CONTROL.test(link)) return undefined;
  // A path of this site; `//host` and `/\host` lead to another host with the page's scheme.
  if (link.startsWith('/')) return link[1] === '/' || link[1] === '\\' ? undefined : link;
  if (!/^https?:\/\//i.test(link)) return undefined;
  try {
    const parsed = new URL(link);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? link : undefined;
  } catch {
    return undefined;
  }
}

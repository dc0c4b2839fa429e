// The Trusted Types policies a page showing the notification kit may create, as its Content-Security-Policy's
// `trusted-types` directive lists them. The server's CSP header and the kit read these names.

/** The Trusted Types policies a page may create. */
export const TRUSTED_TYPES_POLICIES = {
  /** DOMPurify's own policy, made the first time it sanitises with `RETURN_TRUSTED_TYPE`. */
  sanitiser: 'dompurify',
  /** The page's default policy, which passes only empty markup (`installEmptyMarkupPolicy` in `@herald/ui`). */
  emptyMarkup: 'default',
} as const;

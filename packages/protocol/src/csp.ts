// The pages' Content-Security-Policy: where its reports go and the Trusted Types policies it allows. The server's
// CSP header, the app's violation listener and the kit read these names.

/** Where the pages' CSP sends its reports, under `/v1` (the `Reporting-Endpoints` header names it). */
export const CSP_REPORTS_PATH = '/csp-reports';
/** The reporting group the CSP's `report-to` directive names. */
export const CSP_REPORT_GROUP = 'csp';
/** A browser batches its reports; more than this in one request is not a browser's batch. */
export const CSP_REPORTS_PER_REQUEST = 20;

/** The Trusted Types policies a page of the app may create, as its `trusted-types` directive lists them. */
export const TRUSTED_TYPES_POLICIES = {
  /** DOMPurify's own policy, made the first time it sanitises with `RETURN_TRUSTED_TYPE`. */
  sanitiser: 'dompurify',
  /** The page's default policy, which passes only empty markup (`installEmptyMarkupPolicy` in `@herald/ui`). */
  emptyMarkup: 'default',
} as const;

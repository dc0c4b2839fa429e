// The pages' Content-Security-Policy: where its reports go. The server's CSP header and the app's violation listener
// read these names; the Trusted Types policies it allows are the kit's (`TRUSTED_TYPES_POLICIES` in
// `@herald/notification-protocol`).

/** Where the pages' CSP sends its reports, under `/v1` (the `Reporting-Endpoints` header names it). */
export const CSP_REPORTS_PATH = '/csp-reports';
/** The reporting group the CSP's `report-to` directive names. */
export const CSP_REPORT_GROUP = 'csp';
/** A browser batches its reports; more than this in one request is not a browser's batch. */
export const CSP_REPORTS_PER_REQUEST = 20;

// POST /csp-reports: Content-Security-Policy violations, as the Reporting API sends them (`report-to`) and as the
// app forwards the ones its pages see, kept in the server's log so a broken page is seen by its operators first.
import { z } from 'zod';
import { CSP_REPORTS_PER_REQUEST } from './csp.js';

const text = (max: number) => z.string().max(max).optional();
const line = z.number().int().nonnegative().optional();

/** One violation, with the Reporting API's field names (`CSPViolationReportBody`). */
export const cspViolationSchema = z.object({
  documentURL: text(2048),
  blockedURL: text(2048),
  effectiveDirective: text(128),
  /** The first 40 characters of the refused script or markup, where the policy asks for a sample. */
  sample: text(256),
  disposition: z.enum(['enforce', 'report']).optional(),
  sourceFile: text(2048),
  lineNumber: line,
  columnNumber: line,
  statusCode: z.number().int().nonnegative().optional(),
});
export type CspViolation = z.infer<typeof cspViolationSchema>;

export const cspReportSchema = z.object({
  type: z.literal('csp-violation'),
  url: text(2048),
  age: z.number().nonnegative().optional(),
  user_agent: text(512),
  body: cspViolationSchema,
});
export type CspReport = z.infer<typeof cspReportSchema>;

export const cspReportsBodySchema = z.array(cspReportSchema).min(1).max(CSP_REPORTS_PER_REQUEST);
export type CspReportsBody = z.infer<typeof cspReportsBodySchema>;

// The page's own Content-Security-Policy violations, forwarded to the server's log as the Reporting API words them.
// The browser's `report-to` batches and may delay or drop its reports; this listener sends each one as it happens,
// so a page the policy breaks (a library writing a string into innerHTML) is in the operators' log at once.
import { CSP_REPORTS_PATH, CSP_REPORTS_PER_REQUEST, type CspReport } from '@herald/protocol';
import { anything, request } from './http';

/** What one page load forwards at most: a broken page repeats the same violation on every keystroke. */
const REPORTS_PER_PAGE = CSP_REPORTS_PER_REQUEST;

/** The report the server takes for a violation the page saw. */
export function reportOf(event: SecurityPolicyViolationEvent): CspReport {
  return {
    type: 'csp-violation',
    url: event.documentURI,
    body: {
      documentURL: event.documentURI,
      blockedURL: event.blockedURI,
      effectiveDirective: event.effectiveDirective,
      sample: event.sample,
      disposition: event.disposition,
      sourceFile: event.sourceFile,
      lineNumber: event.lineNumber,
      columnNumber: event.columnNumber,
      statusCode: event.statusCode,
    },
  };
}

/** Starts forwarding the document's violations, each distinct one once; answers a function that stops it. */
export function forwardCspViolations(target: Document = document): () => void {
  const seen = new Set<string>();
  const listener = (event: SecurityPolicyViolationEvent) => {
    const key = `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`;
    if (seen.has(key) || seen.size >= REPORTS_PER_PAGE) return;
    seen.add(key);
    // A report that cannot be sent is lost, as the browser's own would be; it must never break the page.
    void request('POST', CSP_REPORTS_PATH, { body: [reportOf(event)], auth: false, schema: anything }).catch(
      () => undefined,
    );
  };
  target.addEventListener('securitypolicyviolation', listener);
  return () => target.removeEventListener('securitypolicyviolation', listener);
}

// POST /v1/csp-reports: the pages' Content-Security-Policy violations, from the browser's Reporting API
// (`report-to`) and from the app's own listener, written to the server's log. A page the policy breaks is then seen
// by its operators in the log, not first by the people using it.
import type { FastifyInstance } from 'fastify';
import { CSP_REPORTS_PATH } from '@herald/protocol';
import { cspReportsBodySchema } from '@herald/protocol/schemas';
import { contract, type ZodTypeProvider } from './contract.js';
import { boundedJsonParser } from './json-body.js';

/** A page sets off a handful of reports when something breaks; this keeps a loop from filling the log. */
const CSP_REPORTS_PER_MINUTE = 60;
/** Twenty reports of the Reporting API's size fit in far less. */
const CSP_REPORTS_BODY_BYTES = 32 * 1024;

export function cspReportRoutes() {
  return async (instance: FastifyInstance) => {
    // The Reporting API posts `application/reports+json`; it is JSON like any other body, read the same way.
    instance.addContentTypeParser(
      'application/reports+json',
      { parseAs: 'string', bodyLimit: CSP_REPORTS_BODY_BYTES },
      boundedJsonParser(instance),
    );
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      CSP_REPORTS_PATH,
      {
        schema: contract({
          tag: 'App',
          summary: 'Report Content-Security-Policy violations',
          security: 'none',
          status: 204,
          body: cspReportsBodySchema,
          example: {
            body: [
              {
                type: 'csp-violation',
                url: 'http://localhost:3000/admin/event/create',
                body: {
                  documentURL: 'http://localhost:3000/admin/event/create',
                  effectiveDirective: 'require-trusted-types-for',
                  blockedURL: 'trusted-types-sink',
                  sample: 'Element innerHTML|<b>',
                  disposition: 'enforce',
                },
              },
            ],
          },
        }),
        bodyLimit: CSP_REPORTS_BODY_BYTES,
        config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        for (const report of request.body) {
          request.log.warn(
            {
              event: 'csp.violation',
              page: report.body.documentURL ?? report.url,
              directive: report.body.effectiveDirective,
              blocked: report.body.blockedURL,
              sample: report.body.sample,
              source: report.body.sourceFile,
              line: report.body.lineNumber,
              disposition: report.body.disposition,
            },
            'content security policy violation',
          );
        }
        return reply.status(204).send();
      },
    );
  };
}

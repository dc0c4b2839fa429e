// The pages' Content-Security-Policy sends its violations to the server, which writes them to its log: a page the
// policy breaks is in the operators' log before anyone has to tell them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.js';

let server: TestServer;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startServer(
    { logLevel: 'warn' },
    { logStream: { write: (line) => void logged.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});
afterAll(() => server.stop());

const violation = {
  type: 'csp-violation',
  url: 'http://localhost:3000/admin/event/create',
  body: {
    documentURL: 'http://localhost:3000/admin/event/create',
    blockedURL: 'trusted-types-sink',
    effectiveDirective: 'require-trusted-types-for',
    sample: 'Element innerHTML|<b>x</b>',
    disposition: 'enforce',
    sourceFile: 'http://localhost:3000/assets/admin.js',
    lineNumber: 12,
    columnNumber: 4,
  },
};

function post(body: string, contentType: string) {
  return fetch(`${server.url}/v1/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

describe('CSP violation reports', () => {
  it('names the reporting endpoint beside a policy that reports every violation to it', async () => {
    const response = await fetch(`${server.url}/v1/institution`);
    expect(response.headers.get('content-security-policy')).toMatch(/report-to csp(;|$)/);
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/v1/csp-reports"');
  });

  it('logs a report as the browser sends it (application/reports+json) and as the app forwards it', async () => {
    for (const contentType of ['application/reports+json', 'application/json']) {
      logged.length = 0;
      const response = await post(JSON.stringify([violation]), contentType);
      expect(response.status).toBe(204);
      expect(logged.filter((line) => line.event === 'csp.violation')).toEqual([
        expect.objectContaining({
          level: 40,
          page: violation.body.documentURL,
          directive: 'require-trusted-types-for',
          sample: 'Element innerHTML|<b>x</b>',
          source: violation.body.sourceFile,
          line: 12,
        }),
      ]);
    }
  });

  it('refuses what is not a batch of violations with a 400 naming the field, and logs nothing', async () => {
    logged.length = 0;
    const notAViolation = await post(
      JSON.stringify([{ ...violation, type: 'deprecation' }]),
      'application/json',
    );
    expect(notAViolation.status).toBe(400);
    expect(((await notAViolation.json()) as { message: string }).message).toMatch(/^0\.type: /);
    const tooMany = await post(
      JSON.stringify(Array.from({ length: 21 }, () => violation)),
      'application/json',
    );
    expect(tooMany.status).toBe(400);
    const notJson = await post('{"type":', 'application/reports+json');
    expect(notJson.status).toBe(400);
    expect(logged.filter((line) => line.event === 'csp.violation')).toEqual([]);
  });
});

import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startServer, type TestServer } from './harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by the specification’s own JSON schema', async () => {
    const served = await getJson(`${server.url}/v1/docs/json`);
    expect(served.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(served.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('shows the shape of every answer: each operation declares its body, a file, or a redirect', async () => {
    const served = await getJson(`${server.url}/v1/docs/json`);
    const paths = served.body.paths as Record<string, Record<string, { responses: Record<string, Json> }>>;
    const shapeless = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => {
          const [status, answer] = Object.entries(operation.responses).find(([code]) => /^\d+$/.test(code))!;
          // A redirect and a 204 have no body to describe.
          return status !== '302' && status !== '204' && answer.content === undefined;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(shapeless).toEqual([]);
  });
});

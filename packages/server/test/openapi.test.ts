import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startServer, type TestServer } from './harness.js';

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
});

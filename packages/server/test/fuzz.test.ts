// Bad input is a 4xx, always: every operation of the OpenAPI document (which the routes' own schemas generate) is
// called with requests made from its schemas by fast-check — bodies and queries that fit, that nearly fit and
// that do not fit at all, odd path parameters, malformed JSON and multipart bodies — with the credential its
// security names. No answer may be a 5xx, every error is JSON `{statusCode, message}`, and none may hang. The
// runs are seeded, so a failure names a request that fails again.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWidgetSession, signIn, startServer, type TestServer } from './harness.js';
import { signUp } from './platform-support.js';
import { documentedOperations, sendRequest, valueOf, type Operation } from './openapi-requests.js';

/** Requests per operation; 175 operations make a few thousand requests per database. */
const RUNS = 12;
const SEED = 20_261_125;

let server: TestServer;
const credentials: Record<string, string[]> = {};
const known: string[] = [];

beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
  const bearer = await Promise.all(
    (['ADMIN', 'MANAGER', 'COORDINATOR', 'STUDENT'] as const).map((role) => signIn(server.url, role)),
  );
  credentials.bearer = bearer.map((token) => `Bearer ${token}`);
  const student = await openWidgetSession(server.url, 'STUDENT');
  credentials.widget = [`Bearer ${student.token}`];
  credentials.apiKey = [`ApiKey ${server.herald.seed!.apiKey}`];
  const member = await signUp(server);
  credentials.member = [`Bearer ${member.token}`];
  // Ids that exist, so that some requests reach past the lookup into the handler.
  const environment = member.environments[0]!;
  known.push(environment._id, environment.apiKey._id, member.adminId, student.widget.subscriberId, '1');
  credentials.none = [''];
});
afterAll(() => server.stop());

const pathValue = fc.oneof(
  fc.constant(undefined).chain(() => fc.constantFrom(...known)),
  fc.integer({ min: -2, max: 50 }).map(String),
  fc.stringMatching(/^[0-9a-f]{24}$/),
  fc.constantFrom('0', '99999999999999999999', 'null', '1e3', '..', '%00', 'current', '-1', ' '),
  fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
);

/** What one request sends: the path, the query, and the body with its content type. */
function requestOf(operation: Operation) {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map(() => pathValue))
    .map((values) =>
      pathParameters.reduce(
        (filled, parameter, index) =>
          filled.replace(`{${parameter.name}}`, encodeURIComponent(values[index]!)),
        operation.path,
      ),
    );
  const query = fc
    .tuple(...queryParameters.map((parameter) => fc.option(valueOf(parameter.schema), { nil: undefined })))
    .map((values) => {
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = values[index];
        if (value === undefined) return;
        for (const one of Array.isArray(value) ? value : [value]) {
          search.append(parameter.name, typeof one === 'object' ? JSON.stringify(one) : String(one));
        }
      });
      return search.toString();
    });
  const malformed = fc.constantFrom('{', '', 'null', '[]', '"text"', '{"a":', '\u0000');
  const body: fc.Arbitrary<{ type?: string; payload?: string | FormData }> = operation.multipart
    ? fc.oneof(
        fc
          .record({ fields: valueOf(operation.multipart), withFile: fc.boolean() })
          .map(({ fields, withFile }) => {
            const form = new FormData();
            for (const [name, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
              form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
            }
            if (withFile) form.append('documents', new Blob(['not really a document']), 'story.docx');
            return { payload: form };
          }),
        // A boundary that does not match the body's.
        fc.constant({
          type: 'multipart/form-data; boundary=nothing-like-it',
          payload: '--else\r\n\r\n--else--',
        }),
        malformed.map((payload) => ({ type: 'application/json', payload })),
      )
    : operation.json
      ? fc.oneof(
          {
            weight: 6,
            arbitrary: valueOf(operation.json).map((value) => ({
              type: 'application/json',
              payload: JSON.stringify(value),
            })),
          },
          { weight: 1, arbitrary: malformed.map((payload) => ({ type: 'application/json', payload })) },
        )
      : fc.constant({});
  return fc.record({ path, query, body });
}

type Request = ReturnType<typeof requestOf> extends fc.Arbitrary<infer T> ? T : never;

function send(operation: Operation, credential: string, request: Request) {
  return sendRequest(server, {
    method: operation.method,
    path: `${request.path}${request.query ? `?${request.query}` : ''}`,
    credential,
    type: request.body.type,
    body: request.body.payload,
  });
}

describe('every documented operation, fed generated input', () => {
  it('answers 4xx JSON {statusCode, message} to what it refuses, never a 5xx and never a hang', async () => {
    const failures: string[] = [];
    let requests = 0;
    let accepted = 0;
    let seed = SEED;
    for (const operation of documentedOperations(server)) {
      // Each credential its security admits (every role for an app token) gets its share of the runs.
      const admitted = credentials[operation.security] ?? [''];
      for (const credential of admitted) {
        seed += 1;
        await fc.assert(
          fc.asyncProperty(requestOf(operation), async (request) => {
            requests += 1;
            const answer = await send(operation, credential, request);
            if (answer.status >= 200 && answer.status < 300) accepted += 1;
            const wellFormed =
              answer.status < 400 ||
              (answer.json &&
                (() => {
                  const body = JSON.parse(answer.text) as { statusCode?: unknown; message?: unknown };
                  return body.statusCode === answer.status && typeof body.message === 'string';
                })());
            if (answer.status === 0 || answer.status >= 500 || !wellFormed) {
              failures.push(
                `${operation.method} ${request.path}?${request.query} (${request.body.type ?? 'no body'}) → ${answer.status} ${answer.text.slice(0, 200)}`,
              );
            }
          }),
          { numRuns: Math.ceil(RUNS / admitted.length), seed },
        );
      }
    }
    expect(requests).toBeGreaterThan(150 * RUNS);
    // Some requests fit well enough to be carried out: the run reaches past the routing and the credentials.
    expect(accepted).toBeGreaterThan(requests / 10);
    expect(failures).toEqual([]);
  }, 600_000);
});

// Every documented operation's example, as the OpenAPI document shows it, sent to a fresh copy of the reference
// world (src/openapi/reference-world.ts) with the credential its security names: each gets the documented status.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_FIELDS } from '@herald/protocol';
import { demoPdf } from '../src/seed/demo-seed.files.js';
import type { ExampleSender } from '../src/http/contract.js';
import { startServer } from './harness.js';
import { sendRequest } from './openapi-requests.js';
import { buildReferenceWorld, type Credentials, type ReferenceWorld } from './reference-world/index.js';

type Json = Record<string, unknown>;

interface DocumentedExample {
  key: string;
  method: string;
  path: string;
  security: string;
  status: number;
  sender?: ExampleSender;
  standIns: string[];
  /** Path and query parameters: each one's example, and whether the operation requires it. */
  parameters: { name: string; in: 'path' | 'query'; required: boolean; example?: unknown }[];
  body?: { type: string; example?: unknown };
}

/** Each operation of the document with the example it documents. */
function documentedExamples(document: { paths: Record<string, Record<string, Json>> }): DocumentedExample[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): DocumentedExample => {
      const security = (operation.security as Record<string, unknown>[] | undefined)?.[0];
      const content = (operation.requestBody as { content?: Record<string, Json> } | undefined)?.content;
      const [type, media] = Object.entries(content ?? {})[0] ?? [];
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        security: security ? Object.keys(security)[0]! : 'none',
        status: Number(Object.keys(operation.responses as Json).find((code) => /^\d+$/.test(code))),
        sender: operation['x-example-sender'] as ExampleSender | undefined,
        standIns: (operation['x-example-stand-ins'] as string[] | undefined) ?? [],
        parameters: ((operation.parameters as Json[] | undefined) ?? [])
          .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name as string,
            in: parameter.in as 'path' | 'query',
            required: parameter.required === true,
            ...('example' in parameter && { example: parameter.example }),
          })),
        ...(type && { body: { type, ...(media && 'example' in media && { example: media.example }) } }),
      };
    }),
  );
}

/** The credential the operation's security names, as the `Authorization` header carries it. */
function credentialFor(example: DocumentedExample, credentials: Credentials): string | undefined {
  switch (example.security) {
    case 'bearer':
      return `Bearer ${credentials.bearer[example.sender ?? 'ADMIN']}`;
    case 'widget':
      return `Bearer ${credentials.widget}`;
    case 'member':
      return `Bearer ${credentials.member}`;
    case 'apiKey':
      return `ApiKey ${credentials.apiKey}`;
    default:
      return undefined;
  }
}

/** The request the example documents, with the world's own value for each stand-in. */
function requestFor(example: DocumentedExample, credentials: Credentials) {
  let path = example.path;
  const query = new URLSearchParams();
  for (const parameter of example.parameters) {
    if (!('example' in parameter)) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(parameter.example));
    else query.set(parameter.name, String(parameter.example));
  }
  const search = query.size > 0 ? `?${query}` : '';
  const standIns = credentials.standIns.get(example.key) ?? {};
  const documented = example.body?.example;
  // A body that is a list (a batch of reports) is sent as it is documented; stand-ins replace an object's fields.
  const fields = Array.isArray(documented)
    ? documented
    : { ...(documented as Json | undefined), ...standIns };
  if (example.body?.type === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    const pdf = demoPdf('Reference contribution', 'A one-page example document.');
    form.append(
      UPLOAD_FIELDS.documents,
      new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
      'essay.pdf',
    );
    return { method: example.method, path: `${path}${search}`, body: form };
  }
  return {
    method: example.method,
    path: `${path}${search}`,
    ...(example.body && { type: 'application/json', body: JSON.stringify(fields) }),
  };
}

// The world is copied for every example as a file; PostgreSQL has no such copy, and what the examples prove is
// the document's, which is the same on both databases (every other test of the server runs on both).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the documented examples', () => {
  let world: ReferenceWorld;
  let examples: DocumentedExample[] = [];

  beforeAll(async () => {
    world = await buildReferenceWorld();
    const server = await startServer();
    examples = documentedExamples(server.herald.app.swagger() as never);
    await server.stop();
  }, 180_000);

  afterAll(() => world?.remove());

  test('every operation documents an example for each parameter and body it requires', () => {
    expect(examples.length).toBeGreaterThan(150);
    const missing = examples.flatMap((example) => [
      ...example.parameters
        .filter((parameter) => (parameter.in === 'path' || parameter.required) && !('example' in parameter))
        .map((parameter) => `${example.key}: ${parameter.name}`),
      ...(example.body && !('example' in example.body) ? [`${example.key}: body`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  test('each example, sent to a fresh copy of the reference world, gets its documented status', async () => {
    const answers: string[] = [];
    for (const example of examples) {
      const server = await world.start();
      try {
        const answer = await sendRequest(server, {
          ...requestFor(example, world.credentials),
          credential: credentialFor(example, world.credentials),
          cookie: world.credentials.cookies.get(example.key),
        });
        if (answer.status !== example.status) {
          answers.push(
            `${example.key}: ${answer.status} (documented ${example.status}) ${answer.text.slice(0, 160)}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
    expect(answers).toEqual([]);
  }, 600_000);
});

// Every widget call answers garbage with a 4xx JSON error, never a 5xx.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorResponseSchema } from '@herald/protocol/schemas';
import { openSubscriberSession, startServer, type TestServer } from './harness.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await openSubscriberSession(server, 'robustness'));
});
afterAll(() => server.stop());

const CALLS: Array<[method: string, path: string]> = [
  ['POST', '/session/initialize'],
  ['GET', '/notifications/feed'],
  ['GET', '/notifications/unseen'],
  ['GET', '/notifications/unread'],
  ['GET', '/notifications/count'],
  ['POST', '/messages/markAs'],
  ['POST', '/messages/mark-as'],
  ['POST', '/messages/archive'],
  ['POST', '/messages/aaaaaaaaaaaaaaaaaaaaaaaa/actions/primary'],
  ['DELETE', '/messages/aaaaaaaaaaaaaaaaaaaaaaaa'],
  ['POST', '/messages/bulk/delete'],
  ['DELETE', '/messages'],
  ['POST', '/messages/read'],
  ['POST', '/messages/seen'],
  ['PATCH', '/preferences/aaaaaaaaaaaaaaaaaaaaaaaa'],
  ['PATCH', '/preferences'],
  ['POST', '/usage/log'],
];

/** Query strings and bodies a careless or hostile client might send. */
const QUERIES = ['?limit=-5', '?page=x&limit=1e3', '?feedId[]=a&feedId=b', '?payload=%E0%A4%A', '?seen[a]=1'];
const BODIES = [
  '[]',
  'null',
  '"text"',
  '42',
  '{"messageId":{"$ne":null}}',
  '{"feedId":{"a":1}}',
  '{"mark":[]}',
  '{',
];

it.each(CALLS)('%s %s answers garbage with 4xx JSON', async (method, path) => {
  const sends = [
    ...QUERIES.map((query) => ({ query, body: undefined as string | undefined })),
    ...(method === 'GET' ? [] : BODIES.map((body) => ({ query: '', body }))),
  ];
  for (const { query, body } of sends) {
    const response = await fetch(`${server.url}/v1/widgets${path}${query}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    });
    const label = `${method} ${path}${query} ${body ?? ''}`;
    expect(response.status, label).toBeLessThan(500);
    if (response.status >= 400) {
      expect(errorResponseSchema.safeParse(await response.json()).success, label).toBe(true);
    }
  }
});

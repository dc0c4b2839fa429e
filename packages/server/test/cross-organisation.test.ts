// One organisation's credentials never read or change another's data. Organisation A fills its environment
// through the API (a workflow, a feed, a topic, a tenant, a notification group, a subscriber with a delivered
// message); then every documented operation is called with organisation B's API key, member token and widget
// token, with each of A's ids and identifiers in every path parameter, and with bodies made from the operation's
// schema that name A's things. No answer may carry anything of A's that the request did not name itself, and
// every row of A's organisation and environment is the same afterwards.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { management, postJson, startServer, type TestServer } from './harness.js';
import { signUp, type SignedUp } from './platform-support.js';
import { documentedOperations, sendRequest, valueOf, type Operation } from './openapi-requests.js';

let server: TestServer;
let alpha: SignedUp;
/** Ids and identifiers of A's things, put into B's requests. */
const alphaIds: string[] = [];
/** Words that appear only in A's data: any answer to B that carries one leaks. */
const ALPHA_MARK = 'alphaonly';
const credentials: Record<string, string> = {};

async function made(answer: Promise<{ status: number; body: { data?: Record<string, unknown> } }>) {
  const { status, body } = await answer;
  if (status >= 300)
    throw new Error(`setting up organisation A failed with ${status}: ${JSON.stringify(body)}`);
  return body.data ?? {};
}

async function widgetToken(environment: SignedUp['environments'][number], subscriberId: string) {
  const opened = await postJson(`${server.url}/v1/widgets/session/initialize`, {
    applicationIdentifier: environment.applicationIdentifier,
    subscriberId,
    hmacHash: createHmac('sha256', environment.apiKey.key).update(subscriberId).digest('hex'),
  });
  return opened.body.data.token as string;
}

beforeAll(async () => {
  server = await startServer({ platformSignUpsPerHour: 1000 });
  alpha = await signUp(server);
  const beta = await signUp(server);
  const environment = alpha.environments[0]!;
  const key = environment.apiKey.key;
  const create = (path: string, body: unknown) => made(management(server, 'POST', path, body, key));

  const group = await create('/notification-groups', { name: `${ALPHA_MARK} group` });
  const feed = await create('/feeds', { name: `${ALPHA_MARK} feed`, identifier: `${ALPHA_MARK}-feed` });
  const workflow = await create('/workflows', {
    name: `${ALPHA_MARK} workflow`,
    triggerIdentifier: `${ALPHA_MARK}-trigger`,
    steps: [
      { type: 'in_app', content: `${ALPHA_MARK} news {{title}}`, feedIdentifier: `${ALPHA_MARK}-feed` },
    ],
  });
  await create('/topics', { key: `${ALPHA_MARK}-topic`, name: `${ALPHA_MARK} topic` });
  await create('/tenants', { identifier: `${ALPHA_MARK}-tenant`, name: `${ALPHA_MARK} tenant` });
  const subscriber = await create('/subscribers', {
    subscriberId: `${ALPHA_MARK}-reader`,
    firstName: `${ALPHA_MARK} first name`,
    email: `${ALPHA_MARK}@example.test`,
  });
  await create('/events/trigger', {
    name: `${ALPHA_MARK}-trigger`,
    to: `${ALPHA_MARK}-reader`,
    payload: { title: `${ALPHA_MARK} title` },
  });
  await server.herald.worker.drain();
  const message = await server.herald.ctx.db
    .selectFrom('messages')
    .select('id')
    .where('environment_id', '=', environment._id)
    .executeTakeFirstOrThrow();

  alphaIds.push(
    environment._id,
    environment.apiKey._id,
    environment.applicationIdentifier,
    alpha.organizationId,
    alpha.adminId,
    String(group._id),
    String(feed._id),
    String(workflow._id),
    String(subscriber._id),
    message.id,
    `${ALPHA_MARK}-feed`,
    `${ALPHA_MARK}-trigger`,
    `${ALPHA_MARK}-topic`,
    `${ALPHA_MARK}-tenant`,
    `${ALPHA_MARK}-reader`,
  );
  const betaEnvironment = beta.environments[0]!;
  credentials.apiKey = `ApiKey ${betaEnvironment.apiKey.key}`;
  credentials.member = `Bearer ${beta.token}`;
  credentials.widget = `Bearer ${await widgetToken(betaEnvironment, `${ALPHA_MARK}-reader`)}`;
});
afterAll(() => server.stop());

/** Every row of A's organisation and environments, in every table that names either, in a stable order. */
async function alphaRows(): Promise<string> {
  const db = server.herald.ctx.db;
  const environments = alpha.environments.map((environment) => environment._id);
  const tables = await db.introspection.getTables();
  const rows: Record<string, unknown[]> = {};
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const columns = table.columns.map((column) => column.name);
    const scope = columns.includes('environment_id')
      ? { column: 'environment_id', values: environments }
      : columns.includes('organization_id')
        ? { column: 'organization_id', values: [alpha.organizationId] }
        : undefined;
    if (!scope) continue;
    const found = await db
      .selectFrom(table.name as never)
      .selectAll()
      .where(scope.column as never, 'in', scope.values as never)
      .execute();
    rows[table.name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(rows);
}

/** Requests for one operation: A's ids in every path parameter, and bodies from its schema naming A's things. */
function requestsFor(operation: Operation, seed: number) {
  const pathNames = operation.parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name);
  const paths =
    pathNames.length === 0 ? [operation.path] : alphaIds.map((id) => fill(operation.path, pathNames, id));
  const schema = operation.json ?? operation.multipart;
  const bodies = schema
    ? fc
        .sample(valueOf(schema), { seed, numRuns: 3 })
        .map((body) => JSON.stringify(nameAlpha(body)))
        .concat(JSON.stringify(alphaBody()))
    : [undefined];
  return paths.flatMap((path) => bodies.map((body) => ({ path, body })));
}

const fill = (path: string, names: string[], id: string) =>
  names.reduce((filled, name) => filled.replace(`{${name}}`, encodeURIComponent(id)), path);

/** A body that names A's things wherever a field could: the trigger, the subscriber, the feed, the topic. */
function alphaBody() {
  return {
    name: `${ALPHA_MARK}-trigger`,
    to: `${ALPHA_MARK}-reader`,
    subscriberId: `${ALPHA_MARK}-reader`,
    subscribers: [`${ALPHA_MARK}-reader`],
    feedIdentifier: `${ALPHA_MARK}-feed`,
    topicKey: `${ALPHA_MARK}-topic`,
    tenant: `${ALPHA_MARK}-tenant`,
    messageId: alphaIds,
    applicationIdentifier: alpha.environments[0]!.applicationIdentifier,
  };
}

/** Puts A's identifiers into a generated body's string fields, so that a write would land on A's things. */
function nameAlpha(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([field, value]) => [
      field,
      typeof value === 'string' && /id|identifier|key|name|to/i.test(field) ? `${ALPHA_MARK}-reader` : value,
    ]),
  );
}

describe("organisation B's credentials against organisation A's data", () => {
  it('read nothing of A and change nothing of A, over every documented operation', async () => {
    const before = await alphaRows();
    const leaks: string[] = [];
    let requests = 0;
    let seed = 7;
    for (const operation of documentedOperations(server)) {
      const credential = credentials[operation.security];
      if (!credential) continue;
      for (const request of requestsFor(operation, (seed += 1))) {
        requests += 1;
        const answer = await sendRequest(server, {
          method: operation.method,
          path: request.path,
          credential,
          type: request.body === undefined ? undefined : 'application/json',
          body: request.body,
        });
        const asked = `${request.path} ${request.body ?? ''}`;
        // B may make things of its own under the same identifiers; A's opaque ids and names are A's alone.
        const carried = alphaIds
          .filter((id) => !id.startsWith(ALPHA_MARK))
          .filter((id) => answer.text.includes(id) && !asked.includes(id));
        if (answer.text.includes(`${ALPHA_MARK} `) || carried.length > 0 || answer.status >= 500) {
          leaks.push(
            `${operation.method} ${asked.slice(0, 160)} → ${answer.status} ${answer.text.slice(0, 200)}`,
          );
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(leaks).toEqual([]);
    expect(await alphaRows()).toEqual(before);
  }, 600_000);
});

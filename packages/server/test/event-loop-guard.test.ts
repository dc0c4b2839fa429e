// No hostile input holds the server: while each one is processed, a bystander of another organisation keeps
// reading its widget's unseen count, and every call is answered within 200 ms of when it was due (a liveness
// bound on loopback, not a benchmark). The inputs: a large Word document previewed, a JSON body nested 100,000
// levels deep, a LIKE filter that backtracks for ever as a regular expression, a webhook aimed at loopback
// written as an IPv4-mapped IPv6 address, and a template whose nested `each` blocks loop a billion times.
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '@herald/protocol';
import { docxOf, paragraphs } from './docx.js';
import {
  insertAccount,
  insertOpenEvent,
  management,
  postJson,
  startServer,
  type TestServer,
} from './harness.js';
import { signUp } from './platform-support.js';
import { startLoopback, type Loopback } from './providers/loopback.js';

const MB = 1024 * 1024;
/** How late a bystander's call may be answered. */
const LIVENESS_MS = 200;
const PROBE_EVERY_MS = 25;

let server: TestServer;
let loopback: Loopback;
/** The attacking organisation's API key, and the bystander's widget token in another organisation. */
let attackerKey: string;
let bystanderToken: string;
let eventId: number;
let facultyId: number;

beforeAll(async () => {
  [server, loopback] = await Promise.all([
    // Outside production with no allow-list: what an organisation anyone can sign up would get.
    startServer({ outboundAllow: [], platformSignUpsPerHour: 1000 }),
    startLoopback(),
  ]);
  attackerKey = (await signUp(server)).environments[0]!.apiKey.key;
  const bystander = (await signUp(server)).environments[0]!;
  const subscriberId = 'bystander';
  const session = await postJson(`${server.url}/v1/widgets/session/initialize`, {
    applicationIdentifier: bystander.applicationIdentifier,
    subscriberId,
    hmacHash: createHmac('sha256', bystander.apiKey.key).update(subscriberId).digest('hex'),
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  bystanderToken = session.body.data.token;

  const db = server.herald.ctx.db;
  facultyId = (await db.selectFrom('faculties').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  eventId = await insertOpenEvent(server, facultyId, 'Long essays');
  // Warm: the first calls of a route compile its serialisers.
  for (let n = 0; n < 5; n += 1) await unseenCount();
});
afterAll(async () => {
  await Promise.all([server.stop(), loopback.close()]);
});

async function unseenCount() {
  const response = await fetch(`${server.url}/v1/widgets/notifications/unseen`, {
    headers: { authorization: `Bearer ${bystanderToken}` },
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Runs `work` while the bystander asks for its unseen count every 25 ms, one call at a time; answers what `work`
 * gave and, for every call, how long its answer came after the call was due, or after the previous answer if
 * that came later. A held event loop delays both the call and its answer, so it shows either way.
 */
async function whileBystanderReads<T>(work: () => Promise<T>) {
  const calls: { status: number; lateBy: number }[] = [];
  let working = true;
  let afterwards = 0;
  const reading = (async () => {
    let due = performance.now();
    // A few calls after the work, so that work held at its very end is seen too.
    while (working || afterwards++ < 4) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const status = await unseenCount();
      const answered = performance.now();
      calls.push({ status, lateBy: answered - due });
      due = Math.max(due + PROBE_EVERY_MS, answered);
    }
  })();
  await sleep(2 * PROBE_EVERY_MS);
  let result: T;
  try {
    result = await work();
  } finally {
    working = false;
    await reading;
  }
  return { result, calls };
}

function expectAnsweredInTime(calls: { status: number; lateBy: number }[]) {
  expect(calls.length).toBeGreaterThan(5);
  expect(calls.filter((call) => call.status !== 200)).toEqual([]);
  expect(Math.max(...calls.map((call) => call.lateBy))).toBeLessThan(LIVENESS_MS);
}

/** A new student's contribution of one Word document; answers a function that asks for its preview. */
async function uploadedDocx(docx: Buffer, n: number) {
  const student = await insertAccount(server, {
    email: `long.essay.${n}@uni.test`,
    name: `Essayist ${n}`,
    roleID: ROLE_ID.STUDENT,
    facultyId,
  });
  const form = new FormData();
  form.append('title', `Long essay ${n}`);
  form.append('termsAccepted', 'true');
  form.append('documents', new Blob([new Uint8Array(docx)]), 'essay.docx');
  const uploaded = await fetch(`${server.url}/v1/academic-events/${eventId}/contributions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${student.token}` },
    body: form,
  });
  const body = (await uploaded.json()) as { data: { id: number; files: { id: number }[] } };
  expect(uploaded.status, JSON.stringify(body)).toBe(201);
  return async () => {
    const response = await fetch(
      `${server.url}/v1/contributions/${body.data.id}/files/${body.data.files[0]!.id}/preview`,
      { headers: { authorization: `Bearer ${student.token}` } },
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

describe('while a hostile input is processed, another organisation is answered in time', () => {
  it('a Word document of 3 MB of paragraphs, converted for a preview', async () => {
    const preview = await uploadedDocx(await docxOf(paragraphs(3 * MB)), 1);
    const { result, calls } = await whileBystanderReads(preview);
    expect(result.status).toBe(200);
    expect((result.body.data as { html: string }).html.length).toBeGreaterThan(2 * MB);
    expectAnsweredInTime(calls);
  });

  it('a Word document of 12 MB of paragraphs, refused for a preview', async () => {
    const preview = await uploadedDocx(await docxOf(paragraphs(12 * MB)), 2);
    const { result, calls } = await whileBystanderReads(preview);
    expect(result).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        message: 'The document cannot be previewed (its text unpacks to more than 8 MB): download it',
      },
    });
    expectAnsweredInTime(calls);
  });

  it('a JSON body nested 100,000 levels deep, sent to the widget session start', async () => {
    const levels = 100_000;
    const body = `{"subscriberId":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const { result, calls } = await whileBystanderReads(() =>
      postJson(`${server.url}/v1/widgets/session/initialize`, body),
    );
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ statusCode: 400, message: expect.any(String) });
    expectAnsweredInTime(calls);
  });

  it('a LIKE filter of %a%a%a%a%a%a%a%a%a%a%b against 36 letters, on a triggered workflow', async () => {
    const call = (method: string, pathname: string, body?: unknown) =>
      management(server, method, pathname, body, attackerKey);
    const workflow = await call('POST', '/workflows', {
      name: 'backtrack',
      triggerIdentifier: 'backtrack',
      steps: [
        {
          type: 'in_app',
          content: 'Matched',
          filters: [
            {
              value: 'AND',
              isNegated: false,
              children: [{ on: 'payload', field: 'name', operator: 'LIKE', value: '%a%a%a%a%a%a%a%a%a%a%b' }],
            },
          ],
        },
      ],
    });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
    const triggered = await call('POST', '/events/trigger', {
      name: 'backtrack',
      to: 'backtracked',
      payload: { name: 'a'.repeat(36) },
    });
    expect(triggered.body.data?.status, JSON.stringify(triggered.body)).toBe('processed');
    const { calls } = await whileBystanderReads(() => server.herald.worker.drain());
    const jobs = await server.herald.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('transaction_id', '=', triggered.body.data.transactionId as string)
      .execute();
    // No b in the letters: the filter does not match and the step is skipped.
    expect(jobs.map((job) => job.status)).toEqual(['canceled']);
    expectAnsweredInTime(calls);
  });

  it("an e-mail webhook integration's test aimed at http://[::ffff:127.0.0.1]/", async () => {
    const call = (method: string, pathname: string, body?: unknown) =>
      management(server, method, pathname, body, attackerKey);
    const created = await call('POST', '/integrations', {
      providerId: 'email-webhook',
      channel: 'email',
      credentials: {
        webhookUrl: `http://[::ffff:127.0.0.1]:${new URL(loopback.url).port}/`,
        secretKey: 'k',
        from: 'news@herald.test',
        senderName: 'News',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { result, calls } = await whileBystanderReads(() =>
      call('POST', `/integrations/${created.body.data._id}/test`, { to: 'w1@herald.test' }),
    );
    expect(result.status).toBe(422);
    expect(result.body.message).toMatch(/private address/);
    expect(loopback.requests).toHaveLength(0);
    expectAnsweredInTime(calls);
  });

  it('an in-app template nesting each three deep over a 1,000-item payload array (10⁹ iterations)', async () => {
    const call = (method: string, pathname: string, body?: unknown) =>
      management(server, method, pathname, body, attackerKey);
    const workflow = await call('POST', '/workflows', {
      name: 'nested each',
      triggerIdentifier: 'nested-each',
      steps: [
        {
          type: 'in_app',
          content: '{{#each items}}{{#each ../items}}{{#each ../../items}}{{/each}}{{/each}}{{/each}}',
        },
      ],
    });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
    const triggered = await call('POST', '/events/trigger', {
      name: 'nested-each',
      to: 'looped',
      payload: { items: Array.from({ length: 1000 }, (_, n) => n) },
    });
    expect(triggered.body.data?.status, JSON.stringify(triggered.body)).toBe('processed');
    const transactionId = triggered.body.data.transactionId as string;
    const { calls } = await whileBystanderReads(() => server.herald.worker.drain());
    const jobs = await server.herald.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('transaction_id', '=', transactionId)
      .execute();
    expect(jobs.map((job) => job.status)).toEqual(['failed']);
    const details = await call('GET', `/execution-details?transactionId=${transactionId}`);
    expect(details.body.data).toContainEqual(
      expect.objectContaining({
        detail: 'MESSAGE_CONTENT_NOT_GENERATED',
        status: 'Failed',
        raw: { reason: 'The template takes longer than 2 seconds to render', limit: 'time' },
      }),
    );
    expectAnsweredInTime(calls);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXECUTION_LOG_CODE } from '@herald/protocol';
import { management, startServer, type TestServer } from './harness.js';

let server: TestServer;
let seq = 0;
/** A fresh trigger identifier per test, so tests share nothing. */
const unique = (name: string) => `${name}-${(seq += 1)}`;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function createWorkflow(body: Record<string, unknown>) {
  const created = await management(server, 'POST', '/workflows', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { _id: string; triggerIdentifier: string };
}

async function triggerEvent(body: Record<string, unknown>) {
  return management(server, 'POST', '/events/trigger', body);
}

async function inAppMessages(subscriberId: string) {
  const subscriber = await server.herald.ctx.db
    .selectFrom('subscribers')
    .select('id')
    .where('subscriber_id', '=', subscriberId)
    .executeTakeFirst();
  if (!subscriber) return [];
  return server.herald.ctx.db
    .selectFrom('messages')
    .selectAll()
    .where('subscriber_id', '=', subscriber.id)
    .where('channel', '=', 'in_app')
    .execute();
}

async function logCodes(transactionId: string) {
  const { body } = await management(server, 'GET', `/execution-details?transactionId=${transactionId}`);
  return (body.data as { code: number | null; detail: string }[]).map((entry) => entry.code ?? entry.detail);
}

async function jobStatuses(transactionId: string) {
  const jobs = await server.herald.ctx.db
    .selectFrom('jobs')
    .select(['step_type', 'status'])
    .where('transaction_id', '=', transactionId)
    .orderBy('step_index')
    .execute();
  return jobs.map((job) => `${job.step_type}:${job.status}`);
}

describe('triggering a workflow', () => {
  it('delivers an in-app message rendered from the payload, escaping HTML, with the execution log codes', async () => {
    const workflow = await createWorkflow({
      name: 'Comment added',
      triggerIdentifier: unique('comment-added'),
      steps: [
        {
          type: 'in_app',
          content: '{{titlecase author}} commented on <b>{{title}}</b>',
          redirectUrl: '/student/event/contribution/{{eventId}}/detail/{{contributionId}}',
        },
      ],
    });
    const { status, body } = await triggerEvent({
      name: workflow.triggerIdentifier,
      to: { subscriberId: 'engine-student-1', email: 'student1@herald.test', firstName: 'Ana' },
      payload: {
        author: 'cora COORDINATOR',
        title: '<script>alert(1)</script>',
        eventId: 3,
        contributionId: 9,
      },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ acknowledged: true, status: 'processed' });

    await server.herald.worker.drain();
    const [message] = await inAppMessages('engine-student-1');
    expect(message?.content).toBe(
      'Cora Coordinator commented on <b>&lt;script&gt;alert(1)&lt;/script&gt;</b>',
    );
    expect(JSON.parse(message!.cta!)).toEqual({
      type: 'redirect',
      data: { url: '/student/event/contribution/3/detail/9' },
    });
    expect(await jobStatuses(body.data.transactionId)).toEqual(['in_app:completed']);
    const codes = await logCodes(body.data.transactionId);
    expect(codes).toContain(EXECUTION_LOG_CODE.TRIGGER_RECEIVED);
    expect(codes).toContain(EXECUTION_LOG_CODE.TRIGGER_PROCESSED);
    expect(codes).toContain(EXECUTION_LOG_CODE.IN_APP_MESSAGE_CREATED);
  });

  it('brings a recipient object’s subscriber up to date with what it names: absent fields stay, null clears', async () => {
    const workflow = await createWorkflow({
      name: 'Profile',
      triggerIdentifier: unique('profile'),
      steps: [{ type: 'in_app', content: 'Hello {{subscriber.firstName}}' }],
    });
    const send = (to: Record<string, unknown>) => triggerEvent({ name: workflow.triggerIdentifier, to });
    const profile = async () =>
      (await management(server, 'GET', '/subscribers/engine-profile')).body.data as Record<string, unknown>;

    await send({
      subscriberId: 'engine-profile',
      firstName: 'Ana',
      email: 'ana@herald.test',
      phone: '+3510001',
    });
    expect(await profile()).toMatchObject({ firstName: 'Ana', email: 'ana@herald.test', phone: '+3510001' });
    // The same profile again, then a new address with the phone left out and the first name cleared.
    await send({ subscriberId: 'engine-profile', firstName: 'Ana', email: 'ana@herald.test' });
    await send({ subscriberId: 'engine-profile', firstName: null, email: 'ana.silva@herald.test' });
    expect(await profile()).toMatchObject({
      firstName: null,
      email: 'ana.silva@herald.test',
      phone: '+3510001',
    });
    await server.herald.worker.drain();
    expect(await inAppMessages('engine-profile')).toHaveLength(3);
  });

  it('does not deliver twice for a repeated transaction id', async () => {
    const workflow = await createWorkflow({
      name: 'Once',
      triggerIdentifier: unique('once'),
      steps: [{ type: 'in_app', content: 'Hello' }],
    });
    const event = { name: workflow.triggerIdentifier, to: 'engine-once', transactionId: unique('tx') };
    await triggerEvent(event);
    await triggerEvent(event);
    await server.herald.worker.drain();
    expect(await inAppMessages('engine-once')).toHaveLength(1);
  });

  it('answers each trigger outcome of docs/product.md §4', async () => {
    const inactive = await createWorkflow({
      name: 'Off',
      triggerIdentifier: unique('off'),
      active: false,
      steps: [{ type: 'in_app', content: 'x' }],
    });
    const empty = await createWorkflow({ name: 'Empty', triggerIdentifier: unique('empty') });
    const idle = await createWorkflow({
      name: 'Idle',
      triggerIdentifier: unique('idle'),
      steps: [{ type: 'in_app', content: 'x', active: false }],
    });
    const live = await createWorkflow({
      name: 'Live',
      triggerIdentifier: unique('live'),
      steps: [{ type: 'in_app', content: 'x' }],
    });

    const outcome = async (body: Record<string, unknown>) => (await triggerEvent(body)).body.data?.status;
    expect(await outcome({ name: inactive.triggerIdentifier, to: 'a' })).toBe('trigger_not_active');
    expect(await outcome({ name: empty.triggerIdentifier, to: 'a' })).toBe('no_workflow_steps_defined');
    expect(await outcome({ name: idle.triggerIdentifier, to: 'a' })).toBe('no_workflow_active_steps_defined');
    expect(await outcome({ name: live.triggerIdentifier, to: 'a', tenant: 'faculty-x' })).toBe(
      'no_tenant_found',
    );
    expect(await outcome({ name: live.triggerIdentifier, to: { email: 'no-id@herald.test' } })).toBe(
      'subscriber_id_missing',
    );

    const unknown = await triggerEvent({ name: 'no-such-workflow', to: 'a' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/^workflow_not_found/);
  });

  it('refuses bad input with 4xx JSON and a wrong API key with 401', async () => {
    expect((await triggerEvent({ to: 'a' })).body).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^name: /),
    });
    expect((await triggerEvent({ name: 'x', to: [] })).status).toBe(400);
    expect(
      (await management(server, 'POST', '/events/trigger', { name: 'x', to: 'a' }, 'hk_wrong')).status,
    ).toBe(401);
    expect(
      (await management(server, 'POST', '/workflows', { name: 'x', triggerIdentifier: 'has spaces' })).status,
    ).toBe(400);
    const twice = { name: 'Twice', triggerIdentifier: unique('twice') };
    await createWorkflow(twice);
    expect((await management(server, 'POST', '/workflows', twice)).status).toBe(409);
  });

  it('reaches every member of a topic', async () => {
    const workflow = await createWorkflow({
      name: 'Faculty news',
      triggerIdentifier: unique('news'),
      steps: [{ type: 'in_app', content: 'News' }],
    });
    const key = unique('faculty-computing');
    expect((await management(server, 'POST', '/topics', { key, name: 'Computing' })).status).toBe(201);
    await management(server, 'POST', `/topics/${key}/subscribers`, { subscribers: ['topic-a', 'topic-b'] });
    await triggerEvent({ name: workflow.triggerIdentifier, to: { type: 'Topic', topicKey: key } });
    await server.herald.worker.drain();
    expect(await inAppMessages('topic-a')).toHaveLength(1);
    expect(await inAppMessages('topic-b')).toHaveLength(1);
  });
});

describe('preferences', () => {
  async function setPreference(
    subscriberId: string,
    workflowId: string,
    enabled: boolean,
    channels: Record<string, boolean>,
  ) {
    const subscriber = await server.herald.ctx.db
      .selectFrom('subscribers')
      .select(['id', 'environment_id'])
      .where('subscriber_id', '=', subscriberId)
      .executeTakeFirstOrThrow();
    await server.herald.ctx.db
      .insertInto('subscriber_preferences')
      .values({
        id: unique('pref'),
        environment_id: subscriber.environment_id,
        subscriber_id: subscriber.id,
        workflow_id: workflowId,
        enabled: enabled ? 1 : 0,
        channels: JSON.stringify(channels),
        updated_at: new Date().toISOString(),
      })
      .execute();
  }

  it('skips a channel the subscriber turned off, unless the workflow is critical', async () => {
    const normal = await createWorkflow({
      name: 'Digest',
      triggerIdentifier: unique('normal'),
      steps: [{ type: 'in_app', content: 'Normal' }],
    });
    const critical = await createWorkflow({
      name: 'Reset',
      triggerIdentifier: unique('critical'),
      critical: true,
      steps: [{ type: 'in_app', content: 'Critical' }],
    });
    await management(server, 'POST', '/subscribers', { subscriberId: 'pref-user' });
    await setPreference('pref-user', '', true, { in_app: false });

    const skipped = await triggerEvent({ name: normal.triggerIdentifier, to: 'pref-user' });
    await triggerEvent({ name: critical.triggerIdentifier, to: 'pref-user' });
    await server.herald.worker.drain();

    expect((await inAppMessages('pref-user')).map((message) => message.content)).toEqual(['Critical']);
    expect(await jobStatuses(skipped.body.data.transactionId)).toEqual(['in_app:canceled']);
    expect(await logCodes(skipped.body.data.transactionId)).toContain('STEP_FILTERED_BY_GLOBAL_PREFERENCES');
  });

  it('honours a per-workflow opt-out and the workflow default', async () => {
    const optedOut = await createWorkflow({
      name: 'A',
      triggerIdentifier: unique('a'),
      steps: [{ type: 'in_app', content: 'A' }],
    });
    const offByDefault = await createWorkflow({
      name: 'B',
      triggerIdentifier: unique('b'),
      preferenceSettings: { in_app: false },
      steps: [{ type: 'in_app', content: 'B' }],
    });
    await management(server, 'POST', '/subscribers', { subscriberId: 'pref-user-2' });
    await setPreference('pref-user-2', optedOut._id, false, {});
    await triggerEvent({ name: optedOut.triggerIdentifier, to: 'pref-user-2' });
    await triggerEvent({ name: offByDefault.triggerIdentifier, to: 'pref-user-2' });
    await server.herald.worker.drain();
    expect(await inAppMessages('pref-user-2')).toEqual([]);
  });
});

describe('delay', () => {
  const DAY = 86_400_000;

  it('waits the configured time on the server clock, then runs the next step', async () => {
    const workflow = await createWorkflow({
      name: 'Reminder',
      triggerIdentifier: unique('reminder'),
      steps: [
        { type: 'delay', amount: 2, unit: 'days' },
        { type: 'in_app', content: 'Two days later' },
      ],
    });
    const { body } = await triggerEvent({ name: workflow.triggerIdentifier, to: 'delay-user' });
    await server.herald.worker.drain();
    expect(await jobStatuses(body.data.transactionId)).toEqual(['delay:delayed', 'in_app:pending']);

    server.advance(2 * DAY - 60_000);
    await server.herald.worker.drain();
    expect(await inAppMessages('delay-user')).toHaveLength(0);

    server.advance(60_000);
    await server.herald.worker.drain();
    expect(await inAppMessages('delay-user')).toHaveLength(1);
    expect(await jobStatuses(body.data.transactionId)).toEqual(['delay:completed', 'in_app:completed']);
    expect(await logCodes(body.data.transactionId)).toEqual(
      expect.arrayContaining(['STEP_DELAYED', 'DELAY_FINISHED']),
    );
  });

  it('waits until a date in the payload, and refuses a date in the past', async () => {
    const workflow = await createWorkflow({
      name: 'Deadline',
      triggerIdentifier: unique('deadline'),
      steps: [
        { type: 'delay', delayType: 'scheduled', delayPath: 'event.closure' },
        { type: 'in_app', content: 'Closed' },
      ],
    });
    const closure = new Date(server.herald.ctx.now().getTime() + DAY).toISOString();
    await triggerEvent({
      name: workflow.triggerIdentifier,
      to: 'scheduled-user',
      payload: { event: { closure } },
    });
    const past = await triggerEvent({
      name: workflow.triggerIdentifier,
      to: 'scheduled-user',
      payload: { event: { closure: '2000-01-01T00:00:00Z' } },
    });
    await server.herald.worker.drain();
    // A date in the past stops the chain rather than sending at once what was meant for later.
    expect(await jobStatuses(past.body.data.transactionId)).toEqual(['delay:canceled', 'in_app:canceled']);
    expect(await inAppMessages('scheduled-user')).toHaveLength(0);

    server.advance(DAY);
    await server.herald.worker.drain();
    expect(await inAppMessages('scheduled-user')).toHaveLength(1);
    expect(await logCodes(past.body.data.transactionId)).toContain('DELAY_MISCONFIGURATION');
  });

  it('cancels what a transaction still has pending', async () => {
    const workflow = await createWorkflow({
      name: 'Cancelable',
      triggerIdentifier: unique('cancelable'),
      steps: [
        { type: 'delay', amount: 1, unit: 'hours' },
        { type: 'in_app', content: 'Never' },
      ],
    });
    const { body } = await triggerEvent({ name: workflow.triggerIdentifier, to: 'cancel-user' });
    await server.herald.worker.drain();
    const canceled = await management(server, 'DELETE', `/events/trigger/${body.data.transactionId}`);
    expect(canceled.body).toEqual({ data: true });
    server.advance(2 * 3600_000);
    await server.herald.worker.drain();
    expect(await inAppMessages('cancel-user')).toHaveLength(0);
    expect(await jobStatuses(body.data.transactionId)).toEqual(['delay:canceled', 'in_app:canceled']);
  });
});

describe('restart', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('loses nothing when the server stops in the middle of a delay', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'herald-restart-'));
    dirs.push(dataDir);
    const first = await startServer({ dataDir });
    const apiKey = first.herald.seed!.apiKey;
    await management(first, 'POST', '/workflows', {
      name: 'Slow',
      triggerIdentifier: 'slow',
      steps: [
        { type: 'delay', amount: 1, unit: 'weeks' },
        { type: 'in_app', content: 'A week later' },
      ],
    });
    await management(first, 'POST', '/events/trigger', { name: 'slow', to: 'restart-user' });
    await first.herald.worker.drain();
    await first.herald.close();

    const second = await startServer({ dataDir });
    second.advance(7 * 86_400_000);
    await second.herald.worker.drain();
    const messages = await second.herald.ctx.db.selectFrom('messages').select('content').execute();
    expect(messages.map((message) => message.content)).toEqual(['A week later']);
    expect((await management(second, 'GET', '/workflows', undefined, apiKey)).status).toBe(200);
    await second.stop();
  });
});

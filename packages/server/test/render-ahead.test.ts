// An in-app step whose content or link is a template is rendered before its transaction opens
// (src/notify/engine/render-ahead.ts): which steps are, that the step's transaction takes what was rendered only on
// the same templates and data, and that a template error rendered ahead is the step's error still.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InAppStep } from '@herald/protocol';
import type { Job } from '../src/db/tables/notify.js';
import { jobLog } from '../src/notify/engine/execution-log.js';
import { loadJobContext } from '../src/notify/engine/job-context.js';
import {
  renderAhead,
  renderedFrom,
  rendersAhead,
  StaleRendering,
} from '../src/notify/engine/render-ahead.js';
import { inAppTemplates } from '../src/notify/engine/steps/in-app.js';
import { TemplateError } from '../src/notify/engine/templates.js';
import { createInAppWorkflow, management, startServer, type TestServer } from './harness.js';

let server: TestServer;
let seq = 0;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const inApp = (step: Partial<InAppStep>) => ({
  step_type: 'in_app',
  step: JSON.stringify({ type: 'in_app', content: 'Plain', ...step }),
});

/** Triggers a one-step in-app workflow for a subscriber named Ada; answers the queued job. */
async function queuedJob(step: { content: string; redirectUrl?: string }) {
  const identifier = await createInAppWorkflow(server, `ahead-${(seq += 1)}`, step);
  const subscriberId = `ahead-subscriber-${seq}`;
  const triggered = await management(server, 'POST', '/events/trigger', {
    name: identifier,
    to: { subscriberId, firstName: 'Ada' },
  });
  expect(triggered.status).toBe(201);
  const job: Job = await server.herald.ctx.db
    .selectFrom('jobs')
    .selectAll()
    .where('transaction_id', '=', triggered.body.data.transactionId)
    .executeTakeFirstOrThrow();
  return { job, subscriberId };
}

async function contextOf(job: Job) {
  const { ctx } = server.herald;
  const context = await loadJobContext(ctx, job, jobLog(ctx, job));
  if (!context) throw new Error('the job has no context');
  return context;
}

describe('which in-app steps render ahead', () => {
  it('those with a template in their content or link, and none in their filters', () => {
    expect(rendersAhead(inApp({ content: 'Hello {{name}}' }))).toBe(true);
    expect(rendersAhead(inApp({ redirectUrl: '/orders/{{id}}' }))).toBe(true);
    expect(rendersAhead(inApp({}))).toBe(false);
    expect(
      rendersAhead(
        inApp({
          content: 'Hello {{name}}',
          filters: [
            {
              isNegated: false,
              type: 'GROUP',
              value: 'AND',
              children: [{ on: 'payload', field: 'name', operator: 'EQUAL', value: '{{expected}}' }],
            },
          ],
        }),
      ),
    ).toBe(false);
    expect(rendersAhead({ step_type: 'email', step: JSON.stringify({ subject: '{{name}}' }) })).toBe(false);
  });
});

describe('a step rendered ahead', () => {
  it('takes the rendering on the same data, and refuses it once the data changed', async () => {
    const { job, subscriberId } = await queuedJob({
      content: 'Hello {{subscriber.firstName}}',
      redirectUrl: '/hello/{{subscriber.firstName}}',
    });
    const context = await contextOf(job);
    const ahead = await renderAhead(context);
    const templates = inAppTemplates(JSON.parse(job.step) as InAppStep);
    expect(await renderedFrom(ahead)(templates, (await contextOf(job)).data)).toEqual({
      content: 'Hello Ada',
      redirectUrl: '/hello/Ada',
    });

    const renamed = await management(server, 'PUT', `/subscribers/${subscriberId}`, { firstName: 'Grace' });
    expect(renamed.status).toBe(200);
    await expect(renderedFrom(ahead)(templates, (await contextOf(job)).data)).rejects.toBeInstanceOf(
      StaleRendering,
    );

    // Run now, the step renders the name the subscriber has at this moment.
    await server.herald.worker.drain();
    const message = await server.herald.ctx.db
      .selectFrom('messages')
      .select('content')
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(message.content).toBe('Hello Grace');
  });

  it('throws the template error it met, for the step to log as its own', async () => {
    const { job } = await queuedJob({ content: 'Hello {{#if}}' });
    const context = await contextOf(job);
    const ahead = await renderAhead(context);
    const templates = inAppTemplates(JSON.parse(job.step) as InAppStep);
    await expect(renderedFrom(ahead)(templates, context.data)).rejects.toBeInstanceOf(TemplateError);

    await server.herald.worker.drain();
    const entries = await server.herald.ctx.db
      .selectFrom('execution_logs')
      .select('detail')
      .where('job_id', '=', job.id)
      .execute();
    expect(entries.map((entry) => entry.detail)).toContain('MESSAGE_CONTENT_NOT_GENERATED');
    const stored = await server.herald.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('failed');
  });
});

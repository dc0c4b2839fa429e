// An in-app step whose only templates are its content and its link is rendered before its transaction opens, on
// the context read in the transaction before it, so that its own transaction (claim, message, log, finish) never
// waits on a render worker (render-limits.ts) and the step still commits once. In its transaction the step reads
// its context again: on the same data it takes what was rendered ahead; on other data (a profile written
// meanwhile) the transaction is rolled back and the job runs apart, rendering as it runs.
import type { InAppStep } from '@herald/protocol';
import type { Job } from '../../db/tables/notify.js';
import type { JobContext } from './job.js';
import { inAppTemplates, renderInApp, type InAppRender } from './steps/in-app.js';
import { TRANSLATIONS } from './templates.js';

/** A job's in-app templates as rendered ahead, or the error rendering them threw. */
export interface RenderedAhead {
  jobId: string;
  /** The templates and the data they were rendered with. */
  key: string;
  outcome: { rendered: Awaited<ReturnType<InAppRender>> } | { error: unknown };
}

/** Thrown in the step's transaction when its data is no longer what was rendered ahead. */
export class StaleRendering extends Error {
  constructor() {
    super('The data of the step changed after it was rendered ahead');
  }
}

const stepOf = (job: Pick<Job, 'step'>) => JSON.parse(job.step) as InAppStep;

/** Whether the job is an in-app step with templates in its content or link only (none in its filters). */
export function rendersAhead(job: Pick<Job, 'step_type' | 'step'>): boolean {
  if (job.step_type !== 'in_app' || !job.step.includes('{{')) return false;
  const { content: _content, redirectUrl: _redirectUrl, ...rest } = stepOf(job);
  return !JSON.stringify(rest).includes('{{');
}

const keyOf = (templates: ReturnType<typeof inAppTemplates>, data: Record<string, unknown>) =>
  JSON.stringify([templates, data, (data as { [TRANSLATIONS]?: unknown })[TRANSLATIONS] ?? null]);

/** Renders the job's in-app templates with its context's data; a template error is kept, to be thrown later. */
export async function renderAhead(context: JobContext): Promise<RenderedAhead> {
  const templates = inAppTemplates(stepOf(context.job));
  const key = keyOf(templates, context.data);
  try {
    return { jobId: context.job.id, key, outcome: { rendered: await renderInApp(templates, context.data) } };
  } catch (error) {
    return { jobId: context.job.id, key, outcome: { error } };
  }
}

/** The in-app render of the step's transaction: what was rendered ahead, on the same templates and data. */
export function renderedFrom(ahead: RenderedAhead): InAppRender {
  return async (templates, data) => {
    if (keyOf(templates, data) !== ahead.key) throw new StaleRendering();
    if ('error' in ahead.outcome) throw ahead.outcome.error;
    return ahead.outcome.rendered;
  };
}

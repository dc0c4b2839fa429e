// The delay step: waits a fixed time (or the trigger's `overrides.delay`), or until a date in the payload; the
// second visit, once the wait is over, lets the chain go on. A scheduled date that is missing or past cancels the
// rest of the chain (decision 0007).
import type { DelayStep } from '@herald/protocol';
import type { NotifyContext } from '../../context.js';
import type { StepHandler } from '../job.js';
import { addTime, valueAtPath } from '../time.js';

export type DelayDeps = Pick<NotifyContext, 'now'>;

export const delayStep = (deps: DelayDeps): StepHandler<DelayStep> => ({
  async run(job, step) {
    if (job.job.status === 'delayed') {
      await job.log({ detail: 'DELAY_FINISHED' });
      return { status: 'completed' };
    }
    let until: Date;
    const override = job.overrides.delay as
      { amount?: number; unit?: Parameters<typeof addTime>[2] } | undefined;
    if (override?.amount && override.unit) {
      until = addTime(deps.now(), override.amount, override.unit);
    } else if (step.delayType === 'scheduled') {
      const value = valueAtPath(job.payload, step.delayPath);
      until = new Date(typeof value === 'string' || typeof value === 'number' ? value : Number.NaN);
      if (Number.isNaN(until.getTime()) || until.getTime() <= deps.now().getTime()) {
        const reason = `Delay date at path ${step.delayPath} must be a future date`;
        await job.log({
          detail: 'DELAY_MISCONFIGURATION',
          code: value === undefined ? 'MISSING_PAYLOAD_VARIABLE' : undefined,
          raw: { delayPath: step.delayPath, reason },
        });
        // Sending at once what was meant for later would surprise everyone: the rest of the chain stops too.
        return { status: 'canceled', error: reason, stopsChain: true };
      }
    } else {
      until = addTime(deps.now(), step.amount, step.unit);
    }
    await job.log({ detail: 'STEP_DELAYED', raw: { until: until.toISOString() } });
    return { status: 'delayed', until };
  },
});

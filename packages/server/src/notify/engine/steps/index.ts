// The step registry: one handler per step type, each built once with the narrow dependencies it uses. A new step
// type (or a channel's new way to deliver) is one module beside this file and one line below. The worker never
// calls a step directly: run-step.ts loads the job, applies the step filters and the subscriber's preferences for
// the handler's channel, then runs it.
import type { StepRegistry } from '../job.js';
import { chatStep, type ChatDeps } from './chat.js';
import { delayStep, type DelayDeps } from './delay.js';
import { digestStep, type DigestDeps } from './digest.js';
import { emailStep, type EmailDeps } from './email.js';
import { inAppStep, type InAppDeps } from './in-app.js';
import { pushStep, type PushDeps } from './push.js';
import { smsStep, type SmsDeps } from './sms.js';

/** Everything the steps use between them. */
export type StepDeps = InAppDeps & EmailDeps & SmsDeps & ChatDeps & PushDeps & DelayDeps & DigestDeps;

export function createStepRegistry(deps: StepDeps): StepRegistry {
  return {
    in_app: inAppStep(deps),
    email: emailStep(deps),
    sms: smsStep(deps),
    chat: chatStep(deps),
    push: pushStep(deps),
    delay: delayStep(deps),
    digest: digestStep(deps),
  };
}

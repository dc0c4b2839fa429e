// The platform's words that clients and the server share, without a schema library.
import type { Plan, PlanLimitedFeature } from '../vocabulary/platform.js';

/** Audience of a platform member's token: distinct from the app's and the widget's. */
export const MEMBER_TOKEN_AUDIENCE = 'herald_member';

/** Header that names the environment a member's management call acts in (its `_id`). */
export const ENVIRONMENT_HEADER = 'herald-environment';

/** Features each plan includes; a plan-limited feature outside its plan is refused with 403. */
export const PLAN_FEATURES = {
  free: ['in_app'],
  business: ['in_app', 'multi_channel', 'delay', 'digest'],
  enterprise: ['in_app', 'multi_channel', 'delay', 'digest', 'translation'],
  unlimited: ['in_app', 'multi_channel', 'delay', 'digest', 'translation'],
} as const satisfies Record<Plan, readonly PlanLimitedFeature[]>;

export function planIncludes(plan: Plan, feature: PlanLimitedFeature): boolean {
  return (PLAN_FEATURES[plan] as readonly PlanLimitedFeature[]).includes(feature);
}

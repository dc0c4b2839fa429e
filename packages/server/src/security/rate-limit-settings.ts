// Settings of the management API's rate limiter (ENGINE §7): the plans' maxima per category, the costs and the
// token bucket's burst allowance and window, each overridable with its API_RATE_LIMIT_* environment variable.
import {
  PLANS,
  RATE_LIMIT_CATEGORIES,
  RATE_LIMIT_COSTS,
  RATE_LIMIT_MAXIMUM_PER_SECOND,
  RATE_LIMIT_SETTING_DEFAULTS,
  type Plan,
  type RateLimitCategory,
  type RateLimitCost,
} from '@herald/protocol';

export interface RateLimitSettings {
  /** The extra share of the limit a burst may take (0.1 is 10%). */
  burstAllowance: number;
  /** Seconds over which the limit is counted; the bucket refills by the limit once per window. */
  windowDuration: number;
  /** Tokens one call takes. */
  costs: Record<RateLimitCost, number>;
  /** Requests per second of each plan in each category. */
  maximumPerSecond: Record<Plan, Record<RateLimitCategory, number>>;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, check: (value: number) => boolean) {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || !check(parsed)) throw new Error(`${name} is not a valid value: ${value}`);
  return parsed;
}

const positiveInteger = (value: number) => Number.isInteger(value) && value >= 1;

export function rateLimitSettingsFrom(env: NodeJS.ProcessEnv): RateLimitSettings {
  const maximum = (plan: Plan, category: RateLimitCategory) =>
    number(
      env,
      `API_RATE_LIMIT_MAXIMUM_${plan.toUpperCase()}_${category.toUpperCase()}`,
      RATE_LIMIT_MAXIMUM_PER_SECOND[plan][category],
      positiveInteger,
    );
  return {
    burstAllowance: number(
      env,
      'API_RATE_LIMIT_ALGORITHM_BURST_ALLOWANCE',
      RATE_LIMIT_SETTING_DEFAULTS.burst_allowance,
      (value) => value >= 0,
    ),
    windowDuration: number(
      env,
      'API_RATE_LIMIT_ALGORITHM_WINDOW_DURATION',
      RATE_LIMIT_SETTING_DEFAULTS.window_duration,
      positiveInteger,
    ),
    costs: {
      single: number(env, 'API_RATE_LIMIT_COST_SINGLE', RATE_LIMIT_COSTS.single, positiveInteger),
      bulk: number(env, 'API_RATE_LIMIT_COST_BULK', RATE_LIMIT_COSTS.bulk, positiveInteger),
    },
    maximumPerSecond: Object.fromEntries(
      PLANS.map((plan) => [
        plan,
        Object.fromEntries(RATE_LIMIT_CATEGORIES.map((category) => [category, maximum(plan, category)])),
      ]),
    ) as RateLimitSettings['maximumPerSecond'],
  };
}

// The platform as one plugin under /v1/platform: organisations, members, environments, keys and plans. Its
// limits (plans, API rate limits) are hooks on the whole API, installed before any product's routes.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from './context.js';
import type { BucketStore } from '../security/rate-limit-store.js';
import { adoptEnvironmentKeys } from './services/keys.js';
import { installPlanLimits } from './plans.js';
import { platformRoutes } from './routes/platform.routes.js';
import { installApiRateLimits } from './rate-limit.js';

export function platformPlugin(ctx: PlatformContext) {
  return async (api: FastifyInstance) => {
    await api.register(platformRoutes(ctx), { prefix: '/platform' });
  };
}

/** The plan of each caller's organisation and the rate limits of its environment, checked on every route. */
export function installPlatformLimits(
  api: FastifyInstance,
  ctx: PlatformContext,
  buckets: BucketStore,
): void {
  installPlanLimits(api, ctx);
  installApiRateLimits(api, ctx, buckets);
}

/** What the platform sets up on start, once the database is seeded. */
export async function startPlatform(ctx: PlatformContext): Promise<void> {
  await adoptEnvironmentKeys(ctx);
}

// The management API's rate limits (docs/product.md §3, ENGINE §7): a token bucket per environment and
// category, sized by the organisation's plan or by the environment's own limits, for calls made with an API
// key while the "API rate limiting" flag is on. Answers carry the RateLimit-* headers; an empty bucket
// answers 429.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  API_PREFIX,
  RATE_LIMIT_EXCEEDED_MESSAGE,
  RATE_LIMIT_HEADERS,
  type ApiRateLimits,
  type Plan,
  type RateLimitCategory,
  type RateLimitCost,
} from '@herald/protocol';
import { apiRateLimitsSchema } from '@herald/protocol/schemas';
import type { PlatformContext } from './context.js';
import type { ScopedDb } from '../db/scope.js';
import type { Environment } from '../db/tables/platform.js';
import { contractOf } from '../http/contract.js';
import { HttpError } from '../http/errors.js';
import { organizationPlan, storedPlan } from './plans.js';
import { answerOf, bucketOf } from '../security/rate-limit-bucket.js';
import type { BucketStore } from '../security/rate-limit-store.js';

/** The platform's categories follow the resource a route belongs to, not its HTTP method. */
const CATEGORY_OF_RESOURCE: Record<string, RateLimitCategory> = {
  events: 'trigger',
  subscribers: 'configuration',
  topics: 'configuration',
  tenants: 'configuration',
};

/** Calls that act on many recipients or items at once weigh as a hundred single ones. */
const BULK_ROUTES = new Set([
  `POST ${API_PREFIX}/events/trigger/bulk`,
  `POST ${API_PREFIX}/events/trigger/broadcast`,
  `POST ${API_PREFIX}/subscribers/bulk`,
]);

export function rateLimitCategory(routeUrl: string): RateLimitCategory {
  const resource = routeUrl.slice(API_PREFIX.length + 1).split('/')[0] ?? '';
  return CATEGORY_OF_RESOURCE[resource] ?? 'global';
}

export function rateLimitCost(method: string, routeUrl: string): RateLimitCost {
  return BULK_ROUTES.has(`${method} ${routeUrl}`) ? 'bulk' : 'single';
}

/** The environment's own limits as stored, or undefined when it follows its plan. */
export function environmentRateLimits(
  environment: Pick<Environment, 'api_rate_limits'>,
): ApiRateLimits | undefined {
  if (!environment.api_rate_limits) return undefined;
  const parsed = apiRateLimitsSchema.safeParse(JSON.parse(environment.api_rate_limits));
  return parsed.success ? parsed.data : undefined;
}

export interface RateLimitPolicy {
  maximumPerSecond: number;
  /** The plan, or `custom` when the environment's own limit applies. */
  serviceLevel: Plan | 'custom';
}

export async function rateLimitPolicy(
  ctx: Pick<PlatformContext, 'config'>,
  db: ScopedDb,
  environment: Environment,
  category: RateLimitCategory,
  /** The organisation's stored plan when the credential's check read it already. */
  knownPlan?: string,
): Promise<RateLimitPolicy> {
  const custom = environmentRateLimits(environment)?.[category];
  if (custom !== undefined) return { maximumPerSecond: custom, serviceLevel: 'custom' };
  const plan = knownPlan === undefined ? await organizationPlan(db) : storedPlan(knownPlan);
  return { maximumPerSecond: ctx.config.rateLimits.maximumPerSecond[plan][category], serviceLevel: plan };
}

/**
 * Adds the limiter after each route's own pre-handlers, where the route has authenticated its caller: a call
 * whose environment was found by an API key is limited; a member's call through the dashboard is not.
 */
export function installApiRateLimits(
  api: FastifyInstance,
  ctx: Pick<PlatformContext, 'config' | 'now'>,
  store: BucketStore,
) {
  async function limit(request: FastifyRequest, reply: FastifyReply) {
    const environment = request.environment;
    if (!ctx.config.features.apiRateLimiting || !environment || request.member) return;
    const routeUrl = request.routeOptions.url ?? '';
    const category = rateLimitCategory(routeUrl);
    const costKind = rateLimitCost(request.method, routeUrl);
    const cost = ctx.config.rateLimits.costs[costKind];
    const { windowDuration, burstAllowance } = ctx.config.rateLimits;
    const policy = await rateLimitPolicy(ctx, request.db, environment, category, request.organizationPlan);
    const bucket = bucketOf(policy.maximumPerSecond, windowDuration, burstAllowance);

    const taken = await store
      .take(`${environment.id}:${category}`, bucket, cost, ctx.now().getTime())
      .catch((error: unknown) => {
        // The limiter protects the service; losing its store must not take the API down with it.
        request.log.warn({ err: error, event: 'rate-limit.unavailable' }, 'rate-limit store unavailable');
        return undefined;
      });
    if (!taken) return;
    const answer = answerOf(bucket, taken.level, cost, taken.allowed);
    reply.header(RATE_LIMIT_HEADERS.remaining, String(answer.remaining));
    reply.header(RATE_LIMIT_HEADERS.limit, String(bucket.limit));
    reply.header(RATE_LIMIT_HEADERS.reset, String(answer.resetSeconds));
    reply.header(
      RATE_LIMIT_HEADERS.policy,
      `${bucket.limit};w=${windowDuration};burst=${bucket.burst};comment="token bucket";` +
        `category="${category}";cost="${costKind}";serviceLevel="${policy.serviceLevel}"`,
    );
    if (!answer.allowed) {
      reply.header('retry-after', String(answer.retryAfterSeconds));
      request.log.info(
        { event: 'rate-limit.refused', environmentId: environment.id, category },
        'rate limited',
      );
      throw new HttpError(429, RATE_LIMIT_EXCEEDED_MESSAGE);
    }
  }

  api.addHook('onRoute', (route: RouteOptions) => {
    // A widget call is a subscriber's, never an environment's with its key: nothing of it is limited here.
    if (contractOf(route)?.security === 'widget') return;
    route.preHandler = [...[route.preHandler ?? []].flat(), limit];
  });
}

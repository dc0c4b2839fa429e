// Plans (docs/product.md §3): features outside the organisation's plan are refused with a 403 naming plan and
// feature. The management API's rate limits, which also follow the plan, are in rate-limit.ts.
import type { FastifyInstance, RouteOptions, preHandlerAsyncHookHandler } from 'fastify';
import { planIncludes, type Plan, type PlanLimitedFeature } from '@herald/protocol';
import { createWorkflowBodySchema, planSchema, updateWorkflowBodySchema } from '@herald/protocol/schemas';
import type { PlatformContext } from './context.js';
import type { ScopedDb } from '../db/scope.js';
import { requireEnvironment, requireMemberRole, type TokenAuthContext } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { organizationPlanColumn } from './repo/organizations.js';
import { setOrganizationPlanColumn } from './repo/unscoped.js';

/** A 403 whose JSON names the plan and the feature. */
export class PlanFeatureError extends HttpError {
  constructor(
    readonly plan: Plan,
    readonly feature: PlanLimitedFeature,
  ) {
    super(403, `The ${plan} plan does not include the ${feature} feature: upgrade the plan to use it`);
  }
}

/** A plan as the organisation row stores it; an unknown one is the free plan. */
export const storedPlan = (plan: string): Plan => planSchema.catch('free').parse(plan);

/** The plan of the organisation `db` is scoped to. */
export async function organizationPlan(db: ScopedDb): Promise<Plan> {
  return storedPlan((await organizationPlanColumn(db)).plan);
}

/** Plans change through billing, which is outside Herald; operators and tests set them here. */
export async function setOrganizationPlan(
  ctx: Pick<PlatformContext, 'db'>,
  organizationId: string,
  plan: Plan,
) {
  await setOrganizationPlanColumn(ctx, organizationId, plan);
}

/** The plan-limited features a workflow's steps use. */
export function workflowFeatures(steps: readonly { type: string; active?: boolean }[]): PlanLimitedFeature[] {
  const features = new Set<PlanLimitedFeature>();
  const channels = new Set<string>();
  for (const step of steps) {
    if (step.type === 'in_app') features.add('in_app');
    if (step.type === 'delay') features.add('delay');
    if (step.type === 'digest') features.add('digest');
    if (['in_app', 'email', 'sms', 'chat', 'push'].includes(step.type)) channels.add(step.type);
  }
  if (channels.size > 1) features.add('multi_channel');
  return [...features];
}

export function assertFeatures(plan: Plan, features: readonly PlanLimitedFeature[]) {
  const missing = features.find((feature) => !planIncludes(plan, feature));
  if (missing) throw new PlanFeatureError(plan, missing);
}

const MANAGEMENT_PATHS =
  /^\/v1\/(workflows|subscribers|topics|feeds|events|execution-details|integrations|organization|environments\/me)(\/|$|\?)/;

/**
 * Installs the plan's rules on the management API of `api` (the /v1 scope): workflow steps checked against the
 * plan's features before the route runs. Only the management routes carry the check; the others (the widget's
 * reads above all) run no hook for it.
 */
export function installPlanLimits(api: FastifyInstance, ctx: TokenAuthContext) {
  const authenticate = requireEnvironment(ctx);

  const checkPlan: preHandlerAsyncHookHandler = async function (request, reply) {
    // The route the router matched, never the raw URL: `/v1/%69ntegrations` reaches the integrations routes too.
    const route = request.routeOptions.url ?? '';
    await authenticate.call(this, request, reply);
    // Admins manage integrations (provider credentials); members may read them (docs/product.md §6 member
    // roles).
    if (request.member && request.method !== 'GET' && route.startsWith('/v1/integrations')) {
      await requireMemberRole(['admin']).call(this, request, reply);
    }
    const workflowWrite =
      (request.method === 'POST' || request.method === 'PUT') && route.startsWith('/v1/workflows');
    if (workflowWrite) {
      const plan = await organizationPlan(request.db);
      const schema = request.method === 'POST' ? createWorkflowBodySchema : updateWorkflowBodySchema;
      const body = schema.safeParse(request.body ?? {});
      // An invalid body is the route's to refuse with its own 400.
      const missing =
        body.success && body.data.steps
          ? workflowFeatures(body.data.steps).find((feature) => !planIncludes(plan, feature))
          : undefined;
      if (missing) {
        const error = new PlanFeatureError(plan, missing);
        request.log.info({ event: 'plan.refused', plan, feature: missing }, 'feature outside the plan');
        return reply.code(403).send({ statusCode: 403, message: error.message, plan, feature: missing });
      }
    }
    return undefined;
  };

  api.addHook('onRoute', (route: RouteOptions) => {
    if (!MANAGEMENT_PATHS.test(route.url)) return;
    route.preHandler = [checkPlan, ...[route.preHandler ?? []].flat()];
  });
}

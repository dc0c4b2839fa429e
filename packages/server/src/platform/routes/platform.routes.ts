// The notification platform's accounts under /v1/platform: organisations and their environments, API keys,
// members and invitations, onboarding and the plan. Members are separate from the university's accounts and
// authenticate with a member token (`Authorization: Bearer <jwt>`, audience `herald_member`). Handlers answer
// with what the services (../services/) decide; every query is in ../repo/.
import type { FastifyInstance } from 'fastify';
import type { MemberRole } from '@herald/protocol';
import type { PlatformContext } from '../context.js';
import { requireMember } from '../../http/auth.js';
import type { ZodTypeProvider } from '../../http/contract.js';
import { accountRoutes, meRoutes } from './accounts.routes.js';
import type { MemberGuards } from './app.js';
import { environmentRoutes } from './environments.routes.js';
import { memberRoutes } from './members.routes.js';
import { organizationRoutes } from './organization.routes.js';

/** What this module uses of the platform's context. */
type RouteContext = Pick<
  PlatformContext,
  'config' | 'db' | 'mailer' | 'newId' | 'now' | 'realtime' | 'sealingKey' | 'signInThrottle' | 'tokens'
>;

const ADMIN: readonly MemberRole[] = ['admin'];

export function platformRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    accountRoutes(app, ctx);
    // Everything below needs a member token.
    const guards: MemberGuards = {
      anyMember: requireMember(ctx),
      beforeOnboarding: requireMember(ctx, { beforeOnboarding: true }),
      admin: requireMember(ctx, { roles: ADMIN }),
    };
    meRoutes(app, guards);
    organizationRoutes(app, guards);
    environmentRoutes(app, ctx, guards);
    memberRoutes(app, ctx, guards);
  };
}

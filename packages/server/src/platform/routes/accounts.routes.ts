// A member's account: sign-up (which makes the organisation), sign-in and sign-out, accepting an invitation,
// the signed-in member and the onboarding question.
import {
  acceptInvitationBodySchema,
  createOrganizationBodySchema,
  createdApiKeySchema,
  jobRoleSchema,
  memberLoginBodySchema,
  memberSchema,
  memberSessionSchema,
  onboardingBodySchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
} from '@herald/protocol/schemas';
import { z } from 'zod';
import type { PlatformContext } from '../context.js';
import { memberOf } from '../../http/auth.js';
import { contract } from '../../http/contract.js';
import { HttpError } from '../../http/errors.js';
import { SIGN_IN_THROTTLED } from '../../security/sign-in-throttle.js';
import { REFERENCE_ORGANIZATION } from '../reference.js';
import { memberSession, memberToWire } from '../services/member-session.js';
import { acceptInvitation, answerOnboarding, authenticateMember, signOut } from '../services/members.js';
import { organizationToWire, signUp } from '../services/organizations.js';
import { dataOf, type MemberGuards, type PlatformApp } from './app.js';

/** What this module uses of the platform's context. */
type RouteContext = Pick<
  PlatformContext,
  'config' | 'db' | 'newId' | 'now' | 'sealingKey' | 'signInThrottle' | 'tokens'
>;

/** Sign-up and the routes a credential is made by, open to anyone. */
export function accountRoutes(app: PlatformApp, ctx: RouteContext) {
  // A closed sign-up answers 403 to everyone, so it needs no rate limit.
  const signUpLimit =
    ctx.config.platformSignUpsPerHour > 0
      ? { config: { rateLimit: { max: ctx.config.platformSignUpsPerHour, timeWindow: '1 hour' } } }
      : {};
  const signInLimit = {
    config: {
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        hook: 'preHandler' as const,
        keyGenerator: (request: { ip: string; body: unknown }) =>
          `${request.ip}|${String((request.body as { email?: unknown } | null)?.email ?? '')}`,
      },
    },
  };

  // Sign-up: an organisation with its Development and Production environments, one API key each (shown
  // once, here), and its first admin. Organisations signing up start on the free plan.
  app.post(
    '/organizations',
    {
      ...signUpLimit,
      schema: contract({
        tag: 'Platform',
        summary: 'Sign an organisation up with its Development and Production environments and first admin',
        security: 'none',
        example: {
          body: {
            name: 'Northwind Alerts',
            branding: { color: '#0B5FFF' },
            admin: {
              name: 'Noor Haddad',
              email: 'noor@northwind.example',
              password: 'a long and memorable passphrase',
            },
          },
        },
        body: createOrganizationBodySchema,
        status: 201,
        response: dataOf(
          z.object({
            organization: platformOrganizationSchema,
            environments: z.array(platformEnvironmentSchema.extend({ apiKey: createdApiKeySchema })),
            session: memberSessionSchema,
          }),
        ),
      }),
    },
    async (request, reply) => {
      const data = await signUp(ctx, request.body);
      reply.code(201);
      return { data };
    },
  );

  // Throttled like the app's sign-in (security/sign-in-throttle.ts), before the password is checked.
  app.post(
    '/auth/login',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Member sign-in',
        security: 'none',
        example: {
          body: {
            email: REFERENCE_ORGANIZATION.adminEmail,
            password: REFERENCE_ORGANIZATION.adminPassword,
          },
        },
        body: memberLoginBodySchema,
        response: dataOf(memberSessionSchema),
      }),
    },
    async (request, reply) => {
      const body = request.body;
      const attempt = await ctx.signInThrottle.admit('platform', {
        address: request.ip,
        email: body.email,
        cookies: request.headers.cookie,
      });
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new HttpError(429, SIGN_IN_THROTTLED);
      }
      const member = await authenticateMember(ctx, body.email, body.password);
      if (!member) {
        request.log.info({ event: 'platform.login.failed' }, 'member sign-in failed');
        throw new HttpError(401, 'Email or password is incorrect');
      }
      reply.header('set-cookie', await attempt.succeeded());
      request.log.info({ event: 'platform.login.succeeded', memberId: member.id }, 'member signed in');
      return { data: await memberSession(ctx, member) };
    },
  );

  app.post(
    '/invitations/accept',
    {
      ...signInLimit,
      schema: contract({
        tag: 'Platform',
        summary: 'Accept an invitation (single use, 7 days)',
        security: 'none',
        example: {
          body: {
            token: 'inv_5Qm3yT0cWn2hLr8ZkA1dFv',
            name: 'Grace Mensah',
            password: 'another long and memorable phrase',
          },
          standIns: ['token'],
        },
        body: acceptInvitationBodySchema,
        response: dataOf(memberSessionSchema),
      }),
    },
    async (request) => ({ data: await acceptInvitation(ctx, request.body) }),
  );
}

/** The signed-in member's own routes. */
export function meRoutes(app: PlatformApp, { beforeOnboarding }: MemberGuards) {
  app.post(
    '/auth/logout',
    {
      schema: contract({
        tag: 'Platform',
        summary: "End the member's sessions",
        security: 'member',
        response: dataOf(z.object({ signedOut: z.literal(true) })),
      }),
      preHandler: beforeOnboarding,
    },
    async (request) => {
      await signOut(request.db, memberOf(request));
      return { data: { signedOut: true } };
    },
  );

  app.get(
    '/me',
    {
      preHandler: beforeOnboarding,
      schema: contract({
        tag: 'Platform',
        summary: 'The signed-in member',
        security: 'member',
        response: dataOf(
          z.object({
            member: memberSchema,
            organization: platformOrganizationSchema,
            onboardingRequired: z.boolean(),
          }),
        ),
      }),
    },
    async (request) => {
      const member = memberOf(request);
      return {
        data: {
          member: memberToWire(member, { showJobRole: true }),
          organization: await organizationToWire(request.db, member.organization_id),
          onboardingRequired: member.job_role === null,
        },
      };
    },
  );

  app.put(
    '/me/onboarding',
    {
      schema: contract({
        tag: 'Platform',
        summary: 'Answer the onboarding job-role question',
        security: 'member',
        response: dataOf(z.object({ jobRole: jobRoleSchema, onboardingRequired: z.literal(false) })),
        example: { body: { jobRole: 'engineer' } },
        body: onboardingBodySchema,
      }),
      preHandler: beforeOnboarding,
    },
    async (request) => {
      await answerOnboarding(request.db, memberOf(request), request.body);
      return { data: { jobRole: request.body.jobRole, onboardingRequired: false } };
    },
  );
}

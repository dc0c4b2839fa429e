// The notification platform's accounts under /v1/platform: organisations and their environments, API keys,
// members and invitations, onboarding and the plan. Members are separate from the university's accounts and
// authenticate with a member token (`Authorization: Bearer <jwt>`, audience `herald_member`).
import { SIGN_IN_THROTTLED } from '../security/sign-in-throttle.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  PLATFORM_PATHS,
  PLAN_FEATURES,
  RATE_LIMIT_MAXIMUM_PER_SECOND,
  type Member as WireMember,
  type MemberRole,
  type MemberSession,
  type OnboardingJobRole,
  type PlatformOrganization,
} from '@herald/protocol';
import {
  acceptInvitationBodySchema,
  apiKeySchema,
  createEnvironmentBodySchema,
  createOrganizationBodySchema,
  createdApiKeySchema,
  inviteMemberBodySchema,
  jobRoleSchema,
  memberLoginBodySchema,
  memberSchema,
  memberSessionSchema,
  onboardingBodySchema,
  platformEnvironmentSchema,
  platformOrganizationSchema,
  removalResponseSchema,
  updateMemberBodySchema,
  updatePlatformOrganizationBodySchema,
} from '@herald/protocol/schemas';
import { sql } from 'kysely';
import { z, type ZodType } from 'zod';
import type { PlatformContext } from './context.js';
import { inEnvironment, inTransaction, scoped, type ScopedDb } from '../db/scope.js';
import type { Environment, Member } from '../db/schema.js';
import { memberOf, requireMember } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { newSecretToken, sha256Hex } from '../security/crypto.js';
import { hashPassword, verifyPassword } from '../security/password.js';
import { recipientMailWaitSeconds } from '../security/recipient-mail-limit.js';
import { createEnvironment, environmentToWire } from './environments.js';
import { apiKeyToWire, issueApiKey } from './keys.js';
import { organizationPlan } from './plans.js';
import { REFERENCE_DEVELOPMENT, REFERENCE_INVITED_MEMBER, REFERENCE_ORGANIZATION } from './reference.js';
import { contract, type ZodTypeProvider } from '../http/contract.js';
import { updateOrganization } from './organizations.js';

const dataOf = (schema: ZodType) => z.object({ data: schema });

/** An invitation link works once, for a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const idParams = z.object({ id: z.string().min(1).max(64) }).strict();
const keyParams = z.object({ id: z.string().min(1).max(64), keyId: z.string().min(1).max(64) }).strict();

const ADMIN: readonly MemberRole[] = ['admin'];

export function memberToWire(member: Member, options: { showJobRole: boolean }): WireMember {
  return {
    _id: member.id,
    email: member.email,
    name: member.name,
    role: member.role as MemberRole,
    status: member.status as WireMember['status'],
    jobRole: options.showJobRole ? (member.job_role as OnboardingJobRole | null) : null,
    createdAt: member.created_at,
  };
}

/** A member's session: a fresh member token and whether onboarding still has a question. */
export async function memberSession(
  ctx: Pick<PlatformContext, 'tokens'>,
  member: Member,
): Promise<MemberSession> {
  return {
    token: await ctx.tokens.signMember({
      id: member.id,
      organizationId: member.organization_id,
      version: member.token_version,
    }),
    member: memberToWire(member, { showJobRole: true }),
    onboardingRequired: member.job_role === null,
  };
}

export function platformRoutes(ctx: PlatformContext) {
  async function organization(db: ScopedDb, id: string): Promise<PlatformOrganization> {
    const row = await db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const plan = await organizationPlan(db);
    return {
      _id: row.id,
      name: row.name,
      branding: JSON.parse(row.branding) as PlatformOrganization['branding'],
      plan,
      features: [...PLAN_FEATURES[plan]],
      rateLimits: { ...RATE_LIMIT_MAXIMUM_PER_SECOND[plan] },
    };
  }

  /** An environment of the member's organisation, and the database narrowed to it. */
  async function organizationEnvironment(organizationDb: ScopedDb, id: string) {
    const db = await inEnvironment(organizationDb, id);
    if (!db) throw new HttpError(404, 'Environment not found');
    const environment = await db
      .selectFrom('environments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { environment, db };
  }

  async function organizationMember(db: ScopedDb, admin: Member, id: string): Promise<Member> {
    const member = await db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', admin.organization_id)
      .executeTakeFirst();
    if (!member) throw new HttpError(404, 'Member not found');
    return member;
  }

  /** Refuses a change that would leave the organisation without an active admin. */
  async function keepAnAdmin(db: ScopedDb, member: Member) {
    if (member.role !== 'admin') return;
    const others = await db
      .selectFrom('members')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('organization_id', '=', member.organization_id)
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .where('id', '!=', member.id)
      .executeTakeFirstOrThrow();
    if (Number(others.count) === 0) throw new HttpError(409, 'An organisation keeps at least one admin');
  }

  /**
   * Refuses (429) a fourth invitation to one address within an hour, whichever organisation sends it (3 in any
   * hour, security/recipient-mail-limit.ts), before anything is written.
   */
  async function refuseRepeatedInvitation(reply: FastifyReply, email: string) {
    const since = new Date(ctx.now().getTime() - 60 * 60_000).toISOString();
    // Counted over every organisation: the address, not the sender, is what must not be flooded.
    // eslint-disable-next-line no-restricted-syntax
    const sent = await ctx.db
      .selectFrom('outbox')
      .select('created_at')
      .where('category', '=', 'platform')
      .where('to', '=', email)
      .where('created_at', '>', since)
      .execute();
    const wait = recipientMailWaitSeconds(
      sent.map((mail) => mail.created_at),
      ctx.now(),
    );
    if (wait === 0) return;
    reply.header('retry-after', String(wait));
    throw new HttpError(429, 'This address was sent 3 invitations in the last hour: invite it again later');
  }

  /** Makes a one-time invitation link (the previous one stops working) and mails it; status becomes invited. */
  async function invite(db: ScopedDb, member: Member, invitedBy: Member) {
    const token = newSecretToken();
    const now = ctx.now();
    await inTransaction(db, async (trx) => {
      await trx.deleteFrom('member_invitations').where('member_id', '=', member.id).execute();
      await trx
        .insertInto('member_invitations')
        .values({
          id: ctx.newId(),
          member_id: member.id,
          token_hash: sha256Hex(token),
          expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
          used_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      await trx.updateTable('members').set({ status: 'invited' }).where('id', '=', member.id).execute();
    });
    const org = await organization(db, member.organization_id);
    const environment = await db
      .selectFrom('environments')
      .select('id')
      .where('organization_id', '=', member.organization_id)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The token travels in the fragment, which browsers never send to a server or in a Referer.
    const link = `${ctx.config.publicOrigin}${PLATFORM_PATHS.invitation}#token=${token}`;
    const inviter = invitedBy.name ?? invitedBy.email;
    await ctx.mailer.send({
      environmentId: environment.id,
      messageId: null,
      category: 'platform',
      to: member.email,
      subject: `${inviter} invited you to ${org.name} on Herald`,
      text: `${inviter} invited you to join ${org.name}. Accept within 7 days: ${link}`,
      html: `<p>${escapeHtml(inviter)} invited you to join ${escapeHtml(org.name)}.</p><p><a href="${link}">Accept the invitation</a> within 7 days.</p>`,
    });
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
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
        if (ctx.config.platformSignUpsPerHour === 0) {
          throw new HttpError(403, 'Sign-up is closed on this server: ask its operator for an organisation');
        }
        const body = request.body;
        // Sign-up makes the organisation: no credential names one yet, and emails are unique across them all.
        /* eslint-disable no-restricted-syntax */
        const taken = await ctx.db
          .selectFrom('members')
          .select('id')
          .where('email', '=', body.admin.email)
          .executeTakeFirst();
        if (taken) throw new HttpError(409, 'A platform account with this email exists: sign in instead');
        const passwordHash = await hashPassword(body.admin.password, ctx.config.passwordCost);
        const createdAt = ctx.now().toISOString();
        const organizationId = ctx.newId();
        const adminId = ctx.newId();
        const environments = await ctx.db.transaction().execute(async (raw) => {
          /* eslint-enable no-restricted-syntax */
          const trx = scoped(raw, { organizationId });
          await trx
            .insertInto('organizations')
            .values({
              id: organizationId,
              name: body.name,
              branding: JSON.stringify(body.branding),
              plan: 'free',
              created_at: createdAt,
            })
            .execute();
          await trx
            .insertInto('members')
            .values({
              id: adminId,
              organization_id: organizationId,
              email: body.admin.email,
              name: body.admin.name,
              password_hash: passwordHash,
              role: 'admin',
              status: 'active',
              job_role: null,
              created_at: createdAt,
            })
            .execute();
          const made = [];
          for (const [index, name] of ['Development', 'Production'].entries()) {
            const id = ctx.newId();
            made.push(
              await createEnvironment(ctx, scoped(raw, { organizationId, environmentId: id }), {
                id,
                organizationId,
                name,
                // A millisecond apart, so that lists show them in this order.
                createdAt: new Date(Date.parse(createdAt) + index).toISOString(),
              }),
            );
          }
          return made;
        });
        const db = scoped(ctx.db, { organizationId });
        const admin = await db
          .selectFrom('members')
          .selectAll()
          .where('id', '=', adminId)
          .executeTakeFirstOrThrow();
        reply.code(201);
        return {
          data: {
            organization: await organization(db, organizationId),
            environments,
            session: await memberSession(ctx, admin),
          },
        };
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
        // Sign-in finds the member by email, in whichever organisation: the credential is what it makes.
        // eslint-disable-next-line no-restricted-syntax
        const member = await ctx.db
          .selectFrom('members')
          .selectAll()
          .where('email', '=', body.email)
          .executeTakeFirst();
        const valid = await verifyPassword(body.password, member?.password_hash, ctx.config.passwordCost);
        if (!member || !valid || member.status !== 'active') {
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
      async (request) => {
        const body = request.body;
        const now = ctx.now().toISOString();
        // The invitation's token is the credential: it names the member, in whichever organisation.
        /* eslint-disable no-restricted-syntax */
        const invitation = await ctx.db
          .selectFrom('member_invitations')
          .selectAll()
          .where('token_hash', '=', sha256Hex(body.token))
          .executeTakeFirst();
        if (!invitation || invitation.used_at !== null) {
          throw new HttpError(400, 'This invitation link is not valid or was already used');
        }
        if (invitation.expires_at <= now) {
          throw new HttpError(400, 'This invitation link has expired: ask an admin to invite you again');
        }
        const passwordHash = await hashPassword(body.password, ctx.config.passwordCost);
        // Used once: the update only succeeds while the link is unused, even for two requests at once.
        const claimed = await ctx.db
          .updateTable('member_invitations')
          .set({ used_at: now })
          .where('id', '=', invitation.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) {
          throw new HttpError(400, 'This invitation link is not valid or was already used');
        }
        await ctx.db
          .updateTable('members')
          .set({ status: 'active', name: body.name, password_hash: passwordHash })
          .where('id', '=', invitation.member_id)
          .execute();
        const member = await ctx.db
          .selectFrom('members')
          .selectAll()
          .where('id', '=', invitation.member_id)
          .executeTakeFirstOrThrow();
        /* eslint-enable no-restricted-syntax */
        return { data: await memberSession(ctx, member) };
      },
    );

    // Everything below needs a member token.
    const anyMember = requireMember(ctx);
    const beforeOnboarding = requireMember(ctx, { beforeOnboarding: true });
    const admin = requireMember(ctx, { roles: ADMIN });

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
        // Every token signed for the current version stops working; the next sign-in signs for the new one.
        await request.db
          .updateTable('members')
          .set({ token_version: sql<number>`token_version + 1` })
          .where('id', '=', memberOf(request).id)
          .execute();
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
            organization: await organization(request.db, member.organization_id),
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
        const body = request.body;
        await request.db
          .updateTable('members')
          .set({ job_role: body.jobRole })
          .where('id', '=', memberOf(request).id)
          .execute();
        return { data: { jobRole: body.jobRole, onboardingRequired: false } };
      },
    );

    app.get(
      '/organization',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'The organisation, its plan, features and rate limits',
          security: 'member',
          response: dataOf(platformOrganizationSchema),
        }),
        preHandler: anyMember,
      },
      async (request) => ({
        data: await organization(request.db, memberOf(request).organization_id),
      }),
    );

    app.patch(
      '/organization',
      {
        schema: contract({
          tag: 'Platform',
          summary:
            'Rename the organisation or change its branding; a branding field sent as null is cleared (admin)',
          security: 'member',
          example: { body: { name: 'Acme Messaging', branding: { color: '#C2185B' } } },
          body: updatePlatformOrganizationBodySchema,
          response: dataOf(platformOrganizationSchema),
        }),
        preHandler: admin,
      },
      async (request) => {
        const id = memberOf(request).organization_id;
        await updateOrganization(request.db, id, request.body);
        return { data: await organization(request.db, id) };
      },
    );

    app.get(
      '/environments',
      {
        schema: contract({
          tag: 'Platform',
          summary: "The organisation's environments",
          security: 'member',
          response: dataOf(z.array(platformEnvironmentSchema)),
        }),
        preHandler: anyMember,
      },
      async (request) => {
        const rows = await request.db
          .selectFrom('environments')
          .selectAll()
          .where('organization_id', '=', memberOf(request).organization_id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return { data: rows.map(environmentToWire) };
      },
    );

    app.post(
      '/environments',
      {
        schema: contract({
          tag: 'Platform',
          summary:
            'Add an environment with its first API key, shown once (admin; 409 when the name is taken)',
          security: 'member',
          example: { body: { name: 'Staging' } },
          body: createEnvironmentBodySchema,
          status: 201,
          response: dataOf(platformEnvironmentSchema.extend({ apiKey: createdApiKeySchema })),
        }),
        preHandler: admin,
      },
      async (request, reply) => {
        const body = request.body;
        const organizationId = memberOf(request).organization_id;
        const siblings = await request.db
          .selectFrom('environments')
          .select('name')
          .where('organization_id', '=', organizationId)
          .execute();
        // Names tell environments apart in the console and in every member's mind: one name, one environment.
        if (siblings.some((sibling) => sibling.name.toLowerCase() === body.name.toLowerCase())) {
          throw new HttpError(409, `name: The organisation already has an environment named "${body.name}"`);
        }
        const id = ctx.newId();
        // The new environment's own scope: its organisation, and the id just made for it.
        const environmentDb = scoped(ctx.db, { organizationId, environmentId: id });
        const created = await inTransaction(environmentDb, (trx) =>
          createEnvironment(ctx, trx, {
            id,
            organizationId,
            name: body.name,
            createdAt: ctx.now().toISOString(),
          }),
        );
        reply.code(201);
        return { data: created };
      },
    );

    app.get(
      '/environments/:id/api-keys',
      {
        schema: contract({
          tag: 'Platform',
          summary: "The environment's API keys, masked (admin)",
          security: 'member',
          params: idParams,
          example: { params: { id: REFERENCE_DEVELOPMENT.id } },
          response: dataOf(z.array(apiKeySchema)),
        }),
        preHandler: admin,
      },
      async (request) => {
        const { id } = request.params;
        const { environment, db } = await organizationEnvironment(request.db, id);
        const rows = await db
          .selectFrom('api_keys')
          .selectAll()
          .where('environment_id', '=', environment.id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return { data: rows.map((row) => apiKeyToWire(row, environment.api_key_hash)) };
      },
    );

    app.post(
      '/environments/:id/api-keys',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Create an API key, shown once (admin)',
          security: 'member',
          params: idParams,
          example: { params: { id: REFERENCE_DEVELOPMENT.id } },
          status: 201,
          response: dataOf(createdApiKeySchema),
        }),
        preHandler: admin,
      },
      async (request, reply) => {
        const { id } = request.params;
        const { environment, db } = await organizationEnvironment(request.db, id);
        reply.code(201);
        return { data: await issueApiKey(ctx, db, environment.id, { signing: false }) };
      },
    );

    async function activeKey(db: ScopedDb, environment: Environment, keyId: string) {
      const key = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', keyId)
        .where('environment_id', '=', environment.id)
        .executeTakeFirst();
      if (!key) throw new HttpError(404, 'API key not found');
      if (key.revoked_at !== null) throw new HttpError(409, 'This API key is already revoked');
      return key;
    }

    // Rotation: a new key replaces the old one at once; when the old one signed subscriber hashes, the new
    // one does from now on, so hosts must compute hashes with the new key.
    app.post(
      '/environments/:id/api-keys/:keyId/rotate',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Replace a key with a new one, shown once; the old one stops at once (admin)',
          security: 'member',
          params: keyParams,
          example: { params: { id: REFERENCE_DEVELOPMENT.id, keyId: REFERENCE_DEVELOPMENT.keyId } },
          status: 201,
          response: dataOf(createdApiKeySchema),
        }),
        preHandler: admin,
      },
      async (request, reply) => {
        const { id, keyId } = request.params;
        const { environment, db } = await organizationEnvironment(request.db, id);
        const old = await activeKey(db, environment, keyId);
        const created = await inTransaction(db, async (trx) => {
          await trx
            .updateTable('api_keys')
            .set({ revoked_at: ctx.now().toISOString() })
            .where('id', '=', old.id)
            .execute();
          return issueApiKey(ctx, trx, environment.id, {
            signing: old.key_hash === environment.api_key_hash,
          });
        });
        // Widget sessions opened with the old key's hashes end; their sockets close now (widget-key-tokens.ts).
        if (old.key_hash === environment.api_key_hash) ctx.realtime.disconnectEnvironment(environment.id);
        reply.code(201);
        return { data: created };
      },
    );

    app.delete(
      '/environments/:id/api-keys/:keyId',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Revoke a key; the last one stays (admin)',
          security: 'member',
          response: removalResponseSchema,
          params: keyParams,
          example: { params: { id: REFERENCE_DEVELOPMENT.id, keyId: REFERENCE_DEVELOPMENT.secondKeyId } },
        }),
        preHandler: admin,
      },
      async (request) => {
        const { id, keyId } = request.params;
        const { environment, db } = await organizationEnvironment(request.db, id);
        const key = await activeKey(db, environment, keyId);
        const others = await db
          .selectFrom('api_keys')
          .selectAll()
          .where('environment_id', '=', environment.id)
          .where('revoked_at', 'is', null)
          .where('id', '!=', key.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const successor = others[0];
        if (!successor) {
          throw new HttpError(409, 'An environment keeps at least one API key: rotate this one instead');
        }
        await inTransaction(db, async (trx) => {
          await trx
            .updateTable('api_keys')
            .set({ revoked_at: ctx.now().toISOString() })
            .where('id', '=', key.id)
            .execute();
          // The newest remaining key signs subscriber hashes when the revoked one did.
          if (key.key_hash === environment.api_key_hash) {
            await trx
              .updateTable('environments')
              .set({ api_key_hash: successor.key_hash, api_key_sealed: successor.key_sealed })
              .where('id', '=', environment.id)
              .execute();
          }
        });
        if (key.key_hash === environment.api_key_hash) ctx.realtime.disconnectEnvironment(environment.id);
        return { data: { acknowledged: true, status: 'revoked' } };
      },
    );

    app.get(
      '/members',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Members; job roles shown to admins only',
          security: 'member',
          response: dataOf(z.array(memberSchema)),
        }),
        preHandler: anyMember,
      },
      async (request) => {
        const rows = await request.db
          .selectFrom('members')
          .selectAll()
          .where('organization_id', '=', memberOf(request).organization_id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const showJobRole = memberOf(request).role === 'admin';
        return { data: rows.map((row) => memberToWire(row, { showJobRole })) };
      },
    );

    app.post(
      '/members',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Invite a member by email (admin)',
          security: 'member',
          example: { body: { email: 'lin@acme.example', role: 'member' } },
          body: inviteMemberBodySchema,
          status: 201,
          response: dataOf(memberSchema),
        }),
        preHandler: admin,
      },
      async (request, reply) => {
        const body = request.body;
        // An email names one platform account across every organisation, so the check looks at them all.
        // eslint-disable-next-line no-restricted-syntax
        const taken = await ctx.db
          .selectFrom('members')
          .select('id')
          .where('email', '=', body.email)
          .executeTakeFirst();
        if (taken) throw new HttpError(409, 'A platform account with this email exists');
        await refuseRepeatedInvitation(reply, body.email);
        const member: Member = {
          id: ctx.newId(),
          organization_id: memberOf(request).organization_id,
          email: body.email,
          name: null,
          password_hash: null,
          role: body.role,
          status: 'new',
          job_role: null,
          token_version: 0,
          created_at: ctx.now().toISOString(),
        };
        await request.db.insertInto('members').values(member).execute();
        await invite(request.db, member, memberOf(request));
        reply.code(201);
        return { data: memberToWire({ ...member, status: 'invited' }, { showJobRole: true }) };
      },
    );

    app.post(
      '/members/:id/invitation',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Send a new invitation link (admin)',
          security: 'member',
          params: idParams,
          example: { params: { id: REFERENCE_INVITED_MEMBER.id } },
          status: 201,
          response: dataOf(memberSchema),
        }),
        preHandler: admin,
      },
      async (request, reply) => {
        const { id } = request.params;
        const member = await organizationMember(request.db, memberOf(request), id);
        if (member.status === 'active') throw new HttpError(409, 'This member has already joined');
        await refuseRepeatedInvitation(reply, member.email);
        await invite(request.db, member, memberOf(request));
        reply.code(201);
        return { data: memberToWire({ ...member, status: 'invited' }, { showJobRole: true }) };
      },
    );

    app.patch(
      '/members/:id',
      {
        schema: contract({
          tag: 'Platform',
          summary: "Change a member's role; one admin stays (admin)",
          security: 'member',
          params: idParams,
          example: { params: { id: REFERENCE_INVITED_MEMBER.id }, body: { role: 'admin' } },
          body: updateMemberBodySchema,
          response: dataOf(memberSchema),
        }),
        preHandler: admin,
      },
      async (request) => {
        const { id } = request.params;
        const body = request.body;
        const member = await organizationMember(request.db, memberOf(request), id);
        if (body.role !== 'admin') await keepAnAdmin(request.db, member);
        await request.db.updateTable('members').set({ role: body.role }).where('id', '=', id).execute();
        return { data: memberToWire({ ...member, role: body.role }, { showJobRole: true }) };
      },
    );

    // Removing a member deletes the account, which ends its sessions: its tokens name no member any more.
    app.delete(
      '/members/:id',
      {
        schema: contract({
          tag: 'Platform',
          summary: 'Remove a member, ending their sessions; one admin stays (admin)',
          security: 'member',
          response: removalResponseSchema,
          params: idParams,
          example: { params: { id: REFERENCE_INVITED_MEMBER.id } },
        }),
        preHandler: admin,
      },
      async (request) => {
        const { id } = request.params;
        const member = await organizationMember(request.db, memberOf(request), id);
        await keepAnAdmin(request.db, member);
        await inTransaction(request.db, async (trx) => {
          await trx.deleteFrom('member_invitations').where('member_id', '=', id).execute();
          await trx
            .deleteFrom('sso_identities')
            .where('kind', '=', 'member')
            .where('owner_id', '=', id)
            .execute();
          await trx.deleteFrom('members').where('id', '=', id).execute();
        });
        return { data: { acknowledged: true, status: 'deleted' } };
      },
    );
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

// An organisation: its sign-up, and its name and branding, changed from the console (routes/organization.routes.ts)
// and through the management API (notify/management/tenancy.routes.ts) with the same body and the same rule.
import {
  PLAN_FEATURES,
  RATE_LIMIT_MAXIMUM_PER_SECOND,
  type MemberSession,
  type PlatformOrganization,
} from '@herald/protocol';
import type { CreateOrganizationBody, UpdatePlatformOrganizationBody } from '@herald/protocol/schemas';
import type { PlatformContext } from '../context.js';
import { scoped, type ScopedDb } from '../../db/scope.js';
import { HttpError } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';
import { insertMember, memberById } from '../repo/members.js';
import {
  insertOrganization,
  organizationBranding,
  organizationById,
  updateOrganizationRow,
} from '../repo/organizations.js';
import { inNewOrganization, memberIdByEmail } from '../repo/unscoped.js';
import { organizationPlan } from '../plans.js';
import { createEnvironment } from './environments.js';
import { memberSession } from './member-session.js';

/** The organisation as members see it, with its plan's features and rate limits. */
export async function organizationToWire(db: ScopedDb, id: string): Promise<PlatformOrganization> {
  const row = await organizationById(db, id);
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

/**
 * Sign-up: an organisation with its Development and Production environments, one API key each (shown once, in
 * the answer), and its first admin. Organisations signing up start on the free plan.
 */
export async function signUp(
  ctx: Pick<PlatformContext, 'config' | 'db' | 'tokens' | 'sealingKey' | 'now' | 'newId'>,
  body: CreateOrganizationBody,
): Promise<{
  organization: PlatformOrganization;
  environments: Awaited<ReturnType<typeof createEnvironment>>[];
  session: MemberSession;
}> {
  if (ctx.config.platformSignUpsPerHour === 0) {
    throw new HttpError(403, 'Sign-up is closed on this server: ask its operator for an organisation');
  }
  if (await memberIdByEmail(ctx, body.admin.email)) {
    throw new HttpError(409, 'A platform account with this email exists: sign in instead');
  }
  const passwordHash = await hashPassword(body.admin.password, ctx.config.passwordCost);
  const createdAt = ctx.now().toISOString();
  const organizationId = ctx.newId();
  const adminId = ctx.newId();
  const environments = await inNewOrganization(ctx, organizationId, async (trx, inEnvironment) => {
    await insertOrganization(trx, {
      id: organizationId,
      name: body.name,
      branding: JSON.stringify(body.branding),
      plan: 'free',
      created_at: createdAt,
    });
    await insertMember(trx, {
      id: adminId,
      organization_id: organizationId,
      email: body.admin.email,
      name: body.admin.name,
      password_hash: passwordHash,
      role: 'admin',
      status: 'active',
      job_role: null,
      created_at: createdAt,
    });
    const made = [];
    for (const [index, name] of ['Development', 'Production'].entries()) {
      const id = ctx.newId();
      made.push(
        await createEnvironment(ctx, inEnvironment(id), {
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
  const admin = await memberById(db, adminId);
  return {
    organization: await organizationToWire(db, organizationId),
    environments,
    session: await memberSession(ctx, admin),
  };
}

/**
 * Renames the organisation or changes its branding: only the fields sent change, and a branding field sent as
 * null is removed, so the widget falls back to its default.
 */
export async function updateOrganization(
  db: ScopedDb,
  id: string,
  body: UpdatePlatformOrganizationBody,
): Promise<void> {
  let branding: string | undefined;
  if (body.branding !== undefined) {
    const row = await organizationBranding(db, id);
    const merged = { ...(JSON.parse(row.branding) as Record<string, unknown>), ...body.branding };
    branding = JSON.stringify(
      Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null)),
    );
  }
  // A body that names no field sets nothing, which is refused as a 400 (db/empty-updates.ts).
  await updateOrganizationRow(db, id, {
    ...(body.name !== undefined && { name: body.name }),
    ...(branding !== undefined && { branding }),
  });
}

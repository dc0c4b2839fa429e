// The notification platform's own accounts: organisations, environments, API keys, members, invitations,
// onboarding and plans (docs/product.md §1, §3, §6).
import { z } from 'zod';
import { MEMBER_ROLES, MEMBER_STATUSES, ONBOARDING_JOB_ROLES } from '../vocabulary/members.js';
import { PLANS, PLAN_LIMITED_FEATURES } from '../vocabulary/platform.js';
import { clearableUpdate } from '../update.schemas.js';
import { organizationBrandingSchema } from '@herald/notification-protocol/schemas';

const email = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);
const name = z.string().trim().min(1).max(200);
/** At least 15 characters (ASVS V6.2.1 recommendation), at most 1024; no composition rules. */
const password = z.string().min(15, 'Use at least 15 characters').max(1024);

export const memberRoleSchema = z.enum(MEMBER_ROLES);
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export const jobRoleSchema = z.enum(ONBOARDING_JOB_ROLES);
export const planSchema = z.enum(PLANS);
export const planFeatureSchema = z.enum(PLAN_LIMITED_FEATURES);

export const createOrganizationBodySchema = z
  .object({
    name,
    branding: organizationBrandingSchema.partial().default({}),
    admin: z.object({ name, email, password }).strict(),
  })
  .strict();
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;

export const updatePlatformOrganizationBodySchema = z
  .object({
    name: name.optional(),
    /** The branding fields to change; null clears one. */
    branding: clearableUpdate(organizationBrandingSchema).optional(),
  })
  .strict();
export type UpdatePlatformOrganizationBody = z.infer<typeof updatePlatformOrganizationBodySchema>;

export const memberLoginBodySchema = z
  .object({ email, password: z.string().min(1, 'Enter your password').max(1024) })
  .strict();
export type MemberLoginBody = z.infer<typeof memberLoginBodySchema>;

export const inviteMemberBodySchema = z.object({ email, role: memberRoleSchema.default('member') }).strict();
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;

export const updateMemberBodySchema = z.object({ role: memberRoleSchema }).strict();
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

export const acceptInvitationBodySchema = z
  .object({ token: z.string().min(1).max(200), name, password })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const onboardingBodySchema = z.object({ jobRole: jobRoleSchema }).strict();
export type OnboardingBody = z.infer<typeof onboardingBodySchema>;

export const createEnvironmentBodySchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();
export type CreateEnvironmentBody = z.infer<typeof createEnvironmentBodySchema>;

export const memberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: memberRoleSchema,
  status: memberStatusSchema,
  /** The onboarding answer; shown to admins only (null for members reading the list). */
  jobRole: jobRoleSchema.nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const platformOrganizationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  branding: organizationBrandingSchema.partial(),
  plan: planSchema,
  features: z.array(planFeatureSchema),
  /** Requests per second per category, from the plan. */
  rateLimits: z.object({ trigger: z.number(), configuration: z.number(), global: z.number() }),
});
export type PlatformOrganization = z.infer<typeof platformOrganizationSchema>;

export const apiKeySchema = z.object({
  _id: z.string(),
  /** The key masked: its prefix and last four characters. */
  masked: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Subscriber hashes (HMAC) of the environment are keyed with this key. */
  signing: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key as created: the only answer that carries the key itself. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const platformEnvironmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  applicationIdentifier: z.string(),
});
export type PlatformEnvironment = z.infer<typeof platformEnvironmentSchema>;

export const memberSessionSchema = z.object({
  token: z.string(),
  member: memberSchema,
  /** True until the member has answered the onboarding question. */
  onboardingRequired: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

/** The 403 answer for a feature outside the organisation's plan. */
export const planFeatureErrorSchema = z.object({
  statusCode: z.literal(403),
  message: z.string(),
  plan: planSchema,
  feature: planFeatureSchema,
});
export type PlanFeatureError = z.infer<typeof planFeatureErrorSchema>;

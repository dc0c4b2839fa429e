// People of the notification platform: members, actors, onboarding (docs/product.md §1, §3).

export const MEMBER_ROLES = ['admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ['new', 'active', 'invited'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Who acted: a tenant of the organisation, or an actor shown beside a message. */
export const ACTOR_TYPES = ['tenant', 'actor'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** The job role onboarding asks for. */
export const ONBOARDING_JOB_ROLES = [
  'engineer',
  'engineering_manager',
  'architect',
  'product_manager',
  'designer',
  'other',
] as const;
export type OnboardingJobRole = (typeof ONBOARDING_JOB_ROLES)[number];

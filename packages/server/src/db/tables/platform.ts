// The platform's tables (organisations, their environments, members, invitations and API keys), as Kysely sees them.
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.js';

export interface OrganizationTable {
  id: string;
  name: string;
  /** JSON: { logo?, color?, fontFamily?, direction? } */
  branding: string;
  created_at: CreatedAt;
  /** free, business, enterprise or unlimited (docs/product.md §3). */
  plan: Generated<string>;
}

export interface EnvironmentTable {
  id: string;
  organization_id: string;
  name: string;
  application_identifier: string;
  /** SHA-256 of the API key, to find the environment of a management call. */
  api_key_hash: string;
  /** The API key sealed with AES-256-GCM: subscriber hashes are HMACs keyed with it. */
  api_key_sealed: string;
  hmac_required: number;
  created_at: CreatedAt;
  /** The locale the `i18n` helper falls back to (BCP 47). */
  default_locale: Generated<string>;
  /** The environment's own API rate limits per category (JSON), null when its plan's apply. */
  api_rate_limits: string | null;
}

export interface MemberTable {
  id: string;
  organization_id: string;
  email: string;
  name: string | null;
  /** Null until the member accepts the invitation (or signs in through single sign-on only). */
  password_hash: string | null;
  /** admin or member. */
  role: string;
  /** new, invited or active. */
  status: string;
  /** The onboarding answer (docs/product.md §1), null until given. */
  job_role: string | null;
  /** Raised by a sign-out: member tokens signed for an older version are void. */
  token_version: Generated<number>;
  created_at: CreatedAt;
}

export interface MemberInvitationTable {
  id: string;
  member_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface ApiKeyTable {
  id: string;
  environment_id: string;
  /** SHA-256 of the key, to find the environment of a management call. */
  key_hash: string;
  /** The key sealed with AES-256-GCM, for the environment's subscriber-hash HMAC. */
  key_sealed: string;
  /** The last four characters, to tell keys apart in a masked list. */
  hint: string;
  created_at: CreatedAt;
  revoked_at: string | null;
}

export type Environment = Selectable<EnvironmentTable>;
export type Member = Selectable<MemberTable>;
export type ApiKeyRow = Selectable<ApiKeyTable>;

/** The tables, by name. */
export interface PlatformTables {
  organizations: OrganizationTable;
  environments: EnvironmentTable;
  members: MemberTable;
  member_invitations: MemberInvitationTable;
  api_keys: ApiKeyTable;
}

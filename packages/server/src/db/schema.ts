// Table types for Kysely. Times are ISO-8601 UTC strings; booleans are 0/1 integers so that the same
// migrations run on SQLite and PostgreSQL.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<string, string, never>;

export interface FacultyTable {
  id: Generated<number>;
  name: string;
  description: string;
  guest_access: number;
  created_at: CreatedAt;
}

export interface AccountTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role_id: number;
  faculty_id: number | null;
  active: number;
  last_login_at: string | null;
  last_login_browser: string | null;
  created_at: CreatedAt;
}

export interface OrganizationTable {
  id: string;
  name: string;
  /** JSON: { logo?, color?, fontFamily?, direction? } */
  branding: string;
  created_at: CreatedAt;
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
}

export interface SubscriberTable {
  id: string;
  environment_id: string;
  subscriber_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  avatar: string | null;
  locale: string | null;
  created_at: CreatedAt;
}

export interface MessageTable {
  id: string;
  environment_id: string;
  subscriber_id: string;
  channel: string;
  template_identifier: string | null;
  content: string;
  /** JSON: the SPEC §3 cta, or null. */
  cta: string | null;
  /** JSON: the SPEC §3 actor, or null. */
  actor: string | null;
  seen: number;
  read: number;
  last_seen_at: string | null;
  last_read_at: string | null;
  created_at: CreatedAt;
}

export interface Database {
  faculties: FacultyTable;
  accounts: AccountTable;
  organizations: OrganizationTable;
  environments: EnvironmentTable;
  subscribers: SubscriberTable;
  messages: MessageTable;
}

export type Account = Selectable<AccountTable>;
export type NewAccount = Insertable<AccountTable>;
export type Environment = Selectable<EnvironmentTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type Message = Selectable<MessageTable>;

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
  phone: Generated<string | null>;
  address: Generated<string | null>;
  /** Epoch seconds: tokens issued before are void. */
  tokens_valid_after: Generated<number>;
  /** Raised by a new password, deactivation or a new role: app tokens signed for an older one are void. */
  token_version: Generated<number>;
  failed_sign_ins: Generated<number>;
  locked_until: Generated<string | null>;
}

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
  /** JSON: custom data of the subscriber. */
  data: string | null;
  created_at: CreatedAt;
}

export interface MessageTable {
  id: string;
  environment_id: string;
  subscriber_id: string;
  channel: string;
  template_identifier: string | null;
  content: string;
  /** JSON: the docs/product.md §3 cta, or null. */
  cta: string | null;
  /** JSON: the docs/product.md §3 actor, or null. */
  actor: string | null;
  seen: number;
  read: number;
  last_seen_at: string | null;
  last_read_at: string | null;
  created_at: CreatedAt;
  transaction_id: string | null;
  notification_id: string | null;
  job_id: string | null;
  feed_id: string | null;
  workflow_id: string | null;
  /** JSON: the trigger payload, matched by the widget's `payload` filter. */
  payload: string | null;
  /** Email subject, for email messages. */
  subject: string | null;
  /** When the subscriber archived the message (the Inbox's archive); null while it is not archived. */
  archived_at: string | null;
}

export interface TopicTable {
  id: string;
  environment_id: string;
  key: string;
  name: string;
  created_at: CreatedAt;
}

export interface TopicSubscriberTable {
  topic_id: string;
  subscriber_id: string;
}

export interface FeedTable {
  id: string;
  environment_id: string;
  name: string;
  identifier: string;
  created_at: CreatedAt;
}

export interface WorkflowTable {
  id: string;
  environment_id: string;
  name: string;
  trigger_identifier: string;
  description: string;
  active: number;
  critical: number;
  /** JSON string array. */
  tags: string;
  /** JSON array of workflow steps. */
  steps: string;
  /** JSON: default channel settings `{in_app: true, …}`. */
  preference_settings: string;
  created_at: CreatedAt;
  updated_at: string;
  /** The notification group; null only for workflows the server keeps for itself. */
  notification_group_id: Generated<string | null>;
  /** JSON array of the role ids whose accounts can receive it (product environment); null: everyone. */
  audience_roles: Generated<string | null>;
  /** 1: kept by the server (its mail carries a one-time password link); no API changes it (migration 0020). */
  locked: Generated<number>;
}

export interface TenantTable {
  id: string;
  environment_id: string;
  identifier: string;
  name: string;
  /** JSON object. */
  data: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface NotificationGroupTable {
  id: string;
  environment_id: string;
  name: string;
  created_at: CreatedAt;
  updated_at: string;
}

/** The stored first answer to a call sent with an Idempotency-Key. */
export interface IdempotencyKeyTable {
  environment_id: string;
  key: string;
  fingerprint: string;
  state: 'in_flight' | 'done';
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: string;
  expires_at: string;
}

export interface NotificationTable {
  id: string;
  environment_id: string;
  workflow_id: string;
  subscriber_id: string;
  transaction_id: string;
  payload: string;
  actor: string | null;
  created_at: CreatedAt;
  /** The identifier of the trigger's tenant, looked up again when a step runs. */
  tenant_identifier: Generated<string | null>;
}

export interface JobTable {
  id: string;
  environment_id: string;
  notification_id: string;
  subscriber_id: string;
  transaction_id: string;
  step_index: number;
  step_type: string;
  step: string;
  status: string;
  run_at: string | null;
  attempts: number;
  error: string | null;
  created_at: CreatedAt;
  updated_at: string;
  digest_value: Generated<string | null>;
  digest_result: Generated<string | null>;
  merged_into: Generated<string | null>;
  digest_events: Generated<string | null>;
  tenant_identifier: Generated<string | null>;
  /** While running: until when the worker that claimed the job holds it; a lapsed lease is a stopped worker's. */
  lease_until: Generated<string | null>;
}

export interface IntegrationTable {
  id: string;
  environment_id: string;
  provider_id: string;
  channel: string;
  name: string;
  identifier: string;
  active: number;
  is_primary: number;
  /** AES-256-GCM sealed JSON of the credentials. */
  credentials: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface SubscriberChannelTable {
  id: string;
  environment_id: string;
  subscriber_id: string;
  provider_id: string;
  integration_identifier: string;
  /** AES-256-GCM sealed JSON: webhookUrl, channel, deviceTokens. */
  credentials: string;
  updated_at: string;
}

export interface ExecutionLogTable {
  id: string;
  environment_id: string;
  notification_id: string | null;
  job_id: string | null;
  transaction_id: string;
  code: number | null;
  detail: string;
  status: string;
  source: string;
  raw: string | null;
  created_at: CreatedAt;
  /** The entry's place among its job's entries written in the same millisecond. */
  seq: Generated<number>;
}

export interface SubscriberPreferenceTable {
  id: string;
  environment_id: string;
  subscriber_id: string;
  /** '' for the global preference. */
  workflow_id: string;
  enabled: number;
  /** JSON `{channel: boolean}`. */
  channels: string;
  updated_at: string;
}

export interface OutboxTable {
  id: string;
  environment_id: string;
  message_id: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  status: string;
  provider_message_id: string | null;
  created_at: CreatedAt;
  /** The organisation of the environment that sent it. */
  organization_id: string | null;
  /** `notification` (a workflow's mail) or `platform` (a member invitation, never listed to the university). */
  category: Generated<string>;
  /** The trigger identifier of the workflow that sent it, when one did. */
  template_identifier: string | null;
}

export interface EventTable {
  id: Generated<number>;
  faculty_id: number;
  name: string;
  description: string;
  academic_year: string;
  opening_date: string;
  closure_date: string;
  final_closure_date: string;
  time_zone: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  account_id: number | null;
  action: string;
  target: string | null;
  /** JSON. */
  detail: string | null;
  ip: string | null;
  /** The guest session behind a guest's read; null for everyone else. */
  guest_session_id: Generated<string | null>;
}

export interface GuestSessionTable {
  id: string;
  faculty_id: number;
  ip: string | null;
  created_at: CreatedAt;
  expires_at: string;
  /** When the guest left; null while the session runs. */
  ended_at: string | null;
}

export interface AccountTokenTable {
  id: string;
  account_id: number;
  /** `set-password` or `reset-password`. */
  purpose: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
}

export interface ContributionTable {
  id: Generated<number>;
  event_id: number;
  student_id: number;
  /** The event's faculty when the contribution was made. */
  faculty_id: number;
  title: string;
  summary: string;
  /** submitted, under_review, changes_requested, accepted or rejected. */
  status: string;
  selected: Generated<number>;
  selected_at: string | null;
  terms_accepted_at: string;
  /** When a coordinator first commented; null until then. */
  first_comment_at: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface ContributionFileTable {
  id: Generated<number>;
  contribution_id: number;
  /** `document` (Word or PDF) or `image`. */
  kind: string;
  /** The client's file name, cleaned; only ever shown, never used as a path. */
  original_name: string;
  /** Random name of the file under the uploads folder. */
  stored_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  /** 1, 2, …: the contribution's upload round that brought the file. */
  version: number;
  uploaded_by: number;
  created_at: CreatedAt;
  /** When a later upload replaced it; null while current. */
  superseded_at: string | null;
}

export interface ContributionCommentTable {
  id: Generated<number>;
  contribution_id: number;
  author_id: number;
  body: string;
  created_at: CreatedAt;
}

export interface ContributionStatusHistoryTable {
  id: Generated<number>;
  contribution_id: number;
  from_status: string | null;
  to_status: string;
  actor_id: number;
  note: string | null;
  at: string;
}

/** A university domain event waiting for its listeners (university/services/domain-events.ts). */
export interface DomainEventQueueTable {
  id: Generated<number>;
  /** The event as JSON. */
  event: string;
  /** `queued`, or `delivering` while one process runs its listeners. */
  status: string;
  queued_at: string;
  /** While delivering: until when its process holds it; a lapsed lease is a stopped process's. */
  lease_until: Generated<string | null>;
}

export interface PageViewTable {
  id: Generated<number>;
  account_id: number;
  /** The app path as opened, without query or fragment. */
  path: string;
  /** The path with numeric segments as `{id}`. */
  route: string;
  browser: string;
  viewed_at: string;
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

export interface SsoIdentityTable {
  provider: string;
  subject: string;
  /** account (the university app) or member (the platform). */
  kind: string;
  owner_id: string;
  created_at: CreatedAt;
}

export interface TranslationGroupTable {
  id: string;
  environment_id: string;
  identifier: string;
  name: string;
  created_at: CreatedAt;
  updated_at: string;
}

export interface TranslationTable {
  id: string;
  group_id: string;
  /** BCP 47, canonical form. */
  locale: string;
  /** JSON: nested keys whose leaves are strings. */
  content: string;
  updated_at: string;
}

export interface LayoutTable {
  id: string;
  environment_id: string;
  identifier: string;
  name: string;
  description: string | null;
  /** Handlebars HTML holding the {{{body}}} placeholder. */
  content: string;
  is_default: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface Database {
  faculties: FacultyTable;
  accounts: AccountTable;
  organizations: OrganizationTable;
  environments: EnvironmentTable;
  idempotency_keys: IdempotencyKeyTable;
  subscribers: SubscriberTable;
  messages: MessageTable;
  topics: TopicTable;
  topic_subscribers: TopicSubscriberTable;
  feeds: FeedTable;
  workflows: WorkflowTable;
  notifications: NotificationTable;
  jobs: JobTable;
  execution_logs: ExecutionLogTable;
  subscriber_preferences: SubscriberPreferenceTable;
  outbox: OutboxTable;
  events: EventTable;
  audit_log: AuditLogTable;
  account_tokens: AccountTokenTable;
  integrations: IntegrationTable;
  subscriber_channels: SubscriberChannelTable;
  contributions: ContributionTable;
  contribution_files: ContributionFileTable;
  contribution_comments: ContributionCommentTable;
  contribution_status_history: ContributionStatusHistoryTable;
  page_views: PageViewTable;
  domain_event_queue: DomainEventQueueTable;
  members: MemberTable;
  member_invitations: MemberInvitationTable;
  api_keys: ApiKeyTable;
  sso_identities: SsoIdentityTable;
  translation_groups: TranslationGroupTable;
  translations: TranslationTable;
  layouts: LayoutTable;
  tenants: TenantTable;
  notification_groups: NotificationGroupTable;
  guest_sessions: GuestSessionTable;
}

export type Account = Selectable<AccountTable>;
export type UniversityEvent = Selectable<EventTable>;
export type Faculty = Selectable<FacultyTable>;
export type NewAccount = Insertable<AccountTable>;
export type Environment = Selectable<EnvironmentTable>;
export type Subscriber = Selectable<SubscriberTable>;
export type Message = Selectable<MessageTable>;
export type Workflow = Selectable<WorkflowTable>;
export type Job = Selectable<JobTable>;
export type Feed = Selectable<FeedTable>;
export type SubscriberPreference = Selectable<SubscriberPreferenceTable>;
export type Contribution = Selectable<ContributionTable>;
export type ContributionFile = Selectable<ContributionFileTable>;
export type Member = Selectable<MemberTable>;
export type ApiKeyRow = Selectable<ApiKeyTable>;
export type TenantRow = Selectable<TenantTable>;
export type NotificationGroupRow = Selectable<NotificationGroupTable>;
export type GuestSessionRow = Selectable<GuestSessionTable>;
export type LayoutRow = Selectable<LayoutTable>;
export type TranslationGroupRow = Selectable<TranslationGroupTable>;

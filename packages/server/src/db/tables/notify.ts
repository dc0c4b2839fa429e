// The notification service's tables (subscribers, messages, workflows, notifications and their jobs, integrations,
// preferences, topics, feeds, tenants, layouts, translations), as Kysely sees them.
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns.js';

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

export type Subscriber = Selectable<SubscriberTable>;
export type Message = Selectable<MessageTable>;
export type Workflow = Selectable<WorkflowTable>;
export type Job = Selectable<JobTable>;
export type Feed = Selectable<FeedTable>;
export type SubscriberPreference = Selectable<SubscriberPreferenceTable>;
export type TenantRow = Selectable<TenantTable>;
export type NotificationGroupRow = Selectable<NotificationGroupTable>;
export type LayoutRow = Selectable<LayoutTable>;
export type TranslationGroupRow = Selectable<TranslationGroupTable>;

/** The tables, by name. */
export interface NotifyTables {
  subscribers: SubscriberTable;
  messages: MessageTable;
  topics: TopicTable;
  topic_subscribers: TopicSubscriberTable;
  feeds: FeedTable;
  workflows: WorkflowTable;
  tenants: TenantTable;
  notification_groups: NotificationGroupTable;
  notifications: NotificationTable;
  jobs: JobTable;
  integrations: IntegrationTable;
  subscriber_channels: SubscriberChannelTable;
  execution_logs: ExecutionLogTable;
  subscriber_preferences: SubscriberPreferenceTable;
  translation_groups: TranslationGroupTable;
  translations: TranslationTable;
  layouts: LayoutTable;
}

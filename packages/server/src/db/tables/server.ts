// The tables of the server's own infrastructure: idempotency keys (http/), the mail outbox (mail/) and the single
// sign-on identities (sso/), as Kysely sees them.
import type { Generated } from 'kysely';
import type { CreatedAt } from './columns.js';

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

export interface SsoIdentityTable {
  provider: string;
  subject: string;
  /** account (the university app) or member (the platform). */
  kind: string;
  owner_id: string;
  created_at: CreatedAt;
}

/** The tables, by name. */
export interface ServerTables {
  idempotency_keys: IdempotencyKeyTable;
  outbox: OutboxTable;
  sso_identities: SsoIdentityTable;
}

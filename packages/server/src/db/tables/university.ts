// The university's tables (faculties, accounts, events, contributions and what belongs to them, its audit log,
// guest visits and domain events), as Kysely sees them.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { CreatedAt } from './columns.js';

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

export type Account = Selectable<AccountTable>;
export type UniversityEvent = Selectable<EventTable>;
export type Faculty = Selectable<FacultyTable>;
export type NewAccount = Insertable<AccountTable>;
export type Contribution = Selectable<ContributionTable>;
export type ContributionFile = Selectable<ContributionFileTable>;
export type GuestSessionRow = Selectable<GuestSessionTable>;

/** The tables, by name. */
export interface UniversityTables {
  faculties: FacultyTable;
  accounts: AccountTable;
  events: EventTable;
  audit_log: AuditLogTable;
  guest_sessions: GuestSessionTable;
  account_tokens: AccountTokenTable;
  contributions: ContributionTable;
  contribution_files: ContributionFileTable;
  contribution_comments: ContributionCommentTable;
  contribution_status_history: ContributionStatusHistoryTable;
  domain_event_queue: DomainEventQueueTable;
  page_views: PageViewTable;
}

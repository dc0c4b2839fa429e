// Triggers, jobs and what becomes of them (docs/product.md §3, §4).

/** Who a trigger is addressed to. */
export const RECIPIENT_KINDS = ['Subscriber', 'Topic'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** How a trigger fans out. */
export const TRIGGER_KINDS = ['single', 'bulk', 'broadcast', 'multicast'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

/** The answer to a trigger request. */
export const TRIGGER_OUTCOMES = [
  'error',
  'trigger_not_active',
  'no_workflow_active_steps_defined',
  'no_workflow_steps_defined',
  'processed',
  'subscriber_id_missing',
  'no_tenant_found',
] as const;
export type TriggerOutcome = (typeof TRIGGER_OUTCOMES)[number];

/** Lifecycle of one job (one step for one subscriber). */
export const JOB_STATUSES = [
  'pending',
  'queued',
  'running',
  'completed',
  'failed',
  'delayed',
  'canceled',
  'merged',
  'skipped',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS = {
  pending: 'pending',
  queued: 'queued',
  running: 'running',
  completed: 'completed',
  failed: 'failed',
  delayed: 'delayed',
  canceled: 'canceled',
  merged: 'merged',
  skipped: 'skipped',
} as const satisfies Record<JobStatus, JobStatus>;

/** What scheduling a digest job did: opened a new digest, joined one, or let the event through. */
export const DIGEST_RESULTS = ['MERGED', 'CREATED', 'SKIPPED'] as const;
export type DigestResult = (typeof DIGEST_RESULTS)[number];

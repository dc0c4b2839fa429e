// Every step writes what happened to it, with the docs/product.md §8 code where one applies. A job's entries
// are written either the moment they happen or, with the API execution log queue flag on, queued and written
// together when the job's run ends (the platform's execution-log queue, without a second process).
import {
  EXECUTION_DETAILS,
  EXECUTION_LOG_CODE,
  type ExecutionLogName,
  type EXECUTION_SOURCES,
  type MessageStatus,
} from '@herald/protocol';
import { insertLogEntries } from '../repo/engine/execution-logs.js';
import type { Insertable } from 'kysely';
import type { NotifyContext } from '../context.js';
import type { ExecutionLogTable } from '../../db/tables/notify.js';

export interface LogEntry {
  environmentId: string;
  transactionId: string;
  notificationId?: string | null;
  jobId?: string | null;
  /** A docs/product.md §8 code, by name. */
  code?: ExecutionLogName;
  /** The platform's execution detail, by name; an entry has a code, a detail, or both. */
  detail?: keyof typeof EXECUTION_DETAILS;
  /** Overrides the detail's own status when the outcome differs. */
  status?: MessageStatus;
  source?: (typeof EXECUTION_SOURCES)[number];
  raw?: unknown;
}

/**
 * The order of entries written in the same millisecond: one count for the whole process, so that entries of a
 * trigger and of its jobs read back in the order they happened (kept within PostgreSQL's integer range).
 */
let lastSeq = 0;
const nextSeq = () => (lastSeq = (lastSeq % 2_000_000_000) + 1);

function row(
  ctx: Pick<NotifyContext, 'config' | 'newId' | 'now'>,
  entry: LogEntry,
  seq = nextSeq(),
): Insertable<ExecutionLogTable> {
  return {
    id: ctx.newId(),
    environment_id: entry.environmentId,
    transaction_id: entry.transactionId,
    notification_id: entry.notificationId ?? null,
    job_id: entry.jobId ?? null,
    code: entry.code ? EXECUTION_LOG_CODE[entry.code] : null,
    detail: entry.detail ?? entry.code ?? 'UNKNOWN',
    status: entry.status ?? (entry.detail ? EXECUTION_DETAILS[entry.detail].status : 'Success'),
    source: entry.source ?? 'Internal',
    raw: entry.raw === undefined ? null : JSON.stringify(entry.raw),
    created_at: ctx.now().toISOString(),
    seq,
  };
}

export async function writeLog(
  ctx: Pick<NotifyContext, 'config' | 'db' | 'newId' | 'now'>,
  entries: LogEntry | readonly LogEntry[],
): Promise<void> {
  const rows = (Array.isArray(entries) ? entries : [entries]).map((entry) => row(ctx, entry));
  if (rows.length > 0) await insertLogEntries(ctx.db, rows);
}

export type JobLogEntry = Omit<LogEntry, 'environmentId' | 'transactionId' | 'notificationId' | 'jobId'>;

export interface JobLog {
  log(entry: JobLogEntry): Promise<void>;
  /** Writes what the queue holds; nothing to do when entries are written as they happen. */
  flush(): Promise<void>;
}

/**
 * The log of one run of a job. Entries keep the time they happened and their order (`seq`) either way; queued
 * entries become visible together, in one insert, when the run ends.
 */
export function jobLog(
  ctx: Pick<NotifyContext, 'config' | 'db' | 'newId' | 'now'>,
  job: { environment_id: string; transaction_id: string; notification_id: string; id: string },
): JobLog {
  const queued = ctx.config.features.apiExecutionLogQueue;
  const pending: Insertable<ExecutionLogTable>[] = [];
  return {
    async log(entry) {
      const next = row(ctx, {
        environmentId: job.environment_id,
        transactionId: job.transaction_id,
        notificationId: job.notification_id,
        jobId: job.id,
        ...entry,
      });
      if (queued) pending.push(next);
      else await insertLogEntries(ctx.db, next);
    },
    async flush() {
      if (pending.length === 0) return;
      const rows = pending.splice(0);
      await insertLogEntries(ctx.db, rows);
    },
  };
}

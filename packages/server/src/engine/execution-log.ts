// Every step writes what happened to it, with the SPEC §8 code where one applies.
import {
  EXECUTION_DETAILS,
  EXECUTION_LOG_CODE,
  type ExecutionLogName,
  type EXECUTION_SOURCES,
  type MessageStatus,
} from '@herald/protocol';
import type { AppContext } from '../context.js';
import { newObjectId } from '../security/crypto.js';

export interface LogEntry {
  environmentId: string;
  transactionId: string;
  notificationId?: string | null;
  jobId?: string | null;
  /** A SPEC §8 code, by name. */
  code?: ExecutionLogName;
  /** The platform's execution detail, by name; an entry has a code, a detail, or both. */
  detail?: keyof typeof EXECUTION_DETAILS;
  /** Overrides the detail's own status when the outcome differs. */
  status?: MessageStatus;
  source?: (typeof EXECUTION_SOURCES)[number];
  raw?: unknown;
}

export async function writeLog(ctx: AppContext, entry: LogEntry): Promise<void> {
  await ctx.db
    .insertInto('execution_logs')
    .values({
      id: newObjectId(),
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
    })
    .execute();
}

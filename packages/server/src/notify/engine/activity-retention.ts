// Keeps the activity log for ACTIVITY_RETENTION_DAYS: the worker purges, at most once an hour of its clock, every
// finished notification older than that with its jobs and execution details, and trigger-level entries of the same
// age. A notification still at work (a job pending, queued, running or delayed, or gathered into a digest that is)
// stays whatever its age. Messages are not touched: they belong to their subscriber's feed.
import type { NotifyContext } from '../context.js';
import {
  deleteLooseLogsBefore,
  deleteNotifications,
  finishedNotificationsBefore,
} from '../repo/engine/retention.js';

export const PURGE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
const ACTIVE = ['pending', 'queued', 'running', 'delayed'];

export interface PurgeResult {
  notifications: number;
  executionDetails: number;
}

/** Deletes the activity older than the retention; answers what went. */
export async function purgeActivity(ctx: NotifyContext): Promise<PurgeResult> {
  const result: PurgeResult = { notifications: 0, executionDetails: 0 };
  const days = ctx.config.activityRetentionDays;
  if (days === 0) return result;
  const cutoff = new Date(ctx.now().getTime() - days * DAY_MS).toISOString();
  for (;;) {
    const batch = await finishedNotificationsBefore(ctx.db, cutoff, ACTIVE, BATCH);
    if (batch.length === 0) break;
    const ids = batch.map((row) => row.id);
    result.executionDetails += await deleteNotifications(ctx.db, ids);
    result.notifications += ids.length;
  }
  result.executionDetails += await deleteLooseLogsBefore(ctx.db, cutoff);
  return result;
}

/** The purge on the worker's clock: `runIfDue()` purges when an hour has passed since the last purge. */
export function createRetention(ctx: NotifyContext) {
  let nextAt = 0;
  return {
    async runIfDue(): Promise<PurgeResult | undefined> {
      const now = ctx.now().getTime();
      if (now < nextAt) return undefined;
      nextAt = now + PURGE_EVERY_MS;
      const result = await purgeActivity(ctx);
      if (result.notifications > 0 || result.executionDetails > 0) {
        ctx.log.info(result, 'activity log purged');
      }
      return result;
    },
  };
}

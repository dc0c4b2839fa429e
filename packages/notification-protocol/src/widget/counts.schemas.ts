// GET /widgets/notifications/unseen, /unread and /count (docs/product.md §7). Counts stop at the limit; the
// socket events say hasMore when there are more.
import { z } from 'zod';
import { COUNT_LIMIT } from '../constants.js';
import { queryBoolean, queryInteger, queryTextList } from './query.js';

export const countQuerySchema = z.object({
  limit: queryInteger('limit', { min: 1, max: COUNT_LIMIT }).default(COUNT_LIMIT),
  /** Count only one feed (tab), or several given as a repeated parameter. */
  feedIdentifier: queryTextList('feedIdentifier').optional(),
});
export type CountQuery = z.infer<typeof countQuerySchema>;

/** A tab's count: its query (usually `seen=false`) plus the limit. */
export const tabCountQuerySchema = countQuerySchema.extend({
  seen: queryBoolean('seen').optional(),
  read: queryBoolean('read').optional(),
});
export type TabCountQuery = z.infer<typeof tabCountQuerySchema>;

export const countResponseSchema = z.object({
  data: z.object({ count: z.number().int().nonnegative() }),
});
export type CountResponse = z.infer<typeof countResponseSchema>;

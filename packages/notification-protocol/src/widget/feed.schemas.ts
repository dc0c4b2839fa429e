// GET /widgets/notifications/feed and the tabs (stores) that query it (docs/product.md §3, §4, §7).
import { z } from 'zod';
import { decodeFeedPayload } from './feed.js';
import { FEED_PAGE_SIZE, FEED_PAGE_SIZE_MAX } from '../constants.js';
import { notificationMessageSchema } from './message.schemas.js';
import { queryBoolean, queryInteger, queryText, queryTextList } from './query.js';

/** Longest encoded payload filter accepted in a query string. */
const FEED_PAYLOAD_MAX_LENGTH = 4096;
/** The feed is paged by page number; this keeps `page × limit` a safe offset. */
const FEED_PAGE_MAX = 100_000;

export const feedQuerySchema = z.object({
  /** 0-based page number. */
  page: queryInteger('page', { min: 0, max: FEED_PAGE_MAX }).default(0),
  limit: queryInteger('limit', { min: 1, max: FEED_PAGE_SIZE_MAX }).default(FEED_PAGE_SIZE),
  /** Only messages whose payload matches these fields; see encodeFeedPayload. */
  payload: queryText('payload', FEED_PAYLOAD_MAX_LENGTH)
    .refine((value) => decodeFeedPayload(value) !== undefined, 'payload must be a base64-encoded JSON object')
    .optional(),
  /** One feed, or several given as a repeated parameter. */
  feedIdentifier: queryTextList('feedIdentifier').optional(),
  seen: queryBoolean('seen').optional(),
  read: queryBoolean('read').optional(),
  /** Herald's own: only archived (true) or only unarchived (false) messages; absent, both, as the 0.24 widget reads. */
  archived: queryBoolean('archived').optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;
/** The feed query as a client writes it, before defaults and coercion. */
export type FeedQueryInput = z.input<typeof feedQuerySchema>;

/** The feed answers at top level, not under `data` alone (docs/product.md §7). */
export const feedResponseSchema = z.object({
  data: z.array(notificationMessageSchema),
  totalCount: z.number().int().nonnegative(),
  hasMore: z.boolean(),
  pageSize: z.number().int().positive(),
  page: z.number().int().nonnegative(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** A tab of the feed: its own id, name and query. */
export const feedStoreSchema = z.object({
  storeId: z.string().min(1).max(64),
  name: z.string().min(1).max(100).optional(),
  query: z
    .object({
      feedIdentifier: z.string().min(1).max(200).optional(),
      seen: z.boolean().optional(),
      read: z.boolean().optional(),
      /** The archive (true); Herald's center lists only unarchived messages in every other tab. */
      archived: z.boolean().optional(),
    })
    .optional(),
});
export type FeedStore = z.infer<typeof feedStoreSchema>;

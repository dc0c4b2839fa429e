// The feed and its counters: GET /widgets/notifications/feed, /unseen, /unread and /count
// (docs/product.md §7).
import { REFERENCE_WIDGET } from './reference.js';
import type { FastifyInstance } from 'fastify';
import { decodeFeedPayload, type CountResponse, type FeedResponse } from '@herald/protocol';
import {
  countQuerySchema,
  countResponseSchema,
  feedQuerySchema,
  feedResponseSchema,
  tabCountQuerySchema,
} from '@herald/protocol/schemas';
import type { z } from 'zod';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { requireSubscriber, subscriberOf } from '../../http/auth.js';
import { countOwnMessages } from '../notifications/messages.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import {
  foldListParameters,
  type MessageFilter,
  payloadMatches,
  uniqueList,
  wireMessages,
  wirePage,
} from './widget-query.js';
import { feedIdsNamed, matchingPayloads } from '../repo/in-app-messages.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the notification service's context. */
type RouteContext = Pick<NotifyContext, 'db' | 'tokens'>;

interface CountFilter {
  seen?: boolean | undefined;
  read?: boolean | undefined;
  feedIdentifier?: string | string[] | undefined;
}

/** Feed row ids for a `feedIdentifier` filter: null when there is none, [] when it names no feed. */
async function feedFilter(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  feedIdentifier: string | string[] | undefined,
): Promise<string[] | null> {
  if (feedIdentifier === undefined) return null;
  return feedIdsNamed(db, subscriber.environmentId, uniqueList(feedIdentifier));
}

export async function countFor(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  filter: CountFilter,
  limit: number,
): Promise<CountResponse> {
  const feedIds = await feedFilter(db, subscriber, filter.feedIdentifier);
  // A tab for a feed that does not exist yet is empty, not everything.
  if (feedIds !== null && feedIds.length === 0) return { data: { count: 0 } };
  const { count } = await countOwnMessages(
    db,
    subscriber._id,
    {
      ...(filter.seen !== undefined && { seen: filter.seen }),
      ...(filter.read !== undefined && { read: filter.read }),
      feedIds,
    },
    limit,
  );
  return { data: { count } };
}

/** A page of the subscriber's feed, newest first, with the feed, state (seen, read, archived) and payload filters. */
export async function feedPage(
  db: ScopedDb,
  subscriber: WidgetTokenPayload,
  query: z.output<typeof feedQuerySchema>,
): Promise<FeedResponse> {
  const page = { pageSize: query.limit, page: query.page };
  const feedIds = await feedFilter(db, subscriber, query.feedIdentifier);
  if (feedIds !== null && feedIds.length === 0) {
    return { data: [], totalCount: 0, hasMore: false, ...page };
  }

  const filter: MessageFilter = {
    ...(query.seen !== undefined && { seen: query.seen }),
    ...(query.read !== undefined && { read: query.read }),
    ...(query.archived !== undefined && { archived: query.archived }),
    feedIds,
  };
  const offset = query.page * query.limit;

  if (query.payload !== undefined) {
    // Payloads are JSON text on SQLite and PostgreSQL alike, so the filter runs here rather than in SQL.
    const wanted = decodeFeedPayload(query.payload)!;
    const candidates = await matchingPayloads(db, subscriber._id, filter);
    const ids = candidates.filter((row) => payloadMatches(row.payload, wanted)).map((row) => row.id);
    const pageIds = ids.slice(offset, offset + query.limit);
    return {
      data: await wireMessages(db, subscriber, pageIds),
      totalCount: ids.length,
      hasMore: offset + pageIds.length < ids.length,
      ...page,
    };
  }
  const { data, totalCount } = await wirePage(db, subscriber, filter, query.limit, offset);
  return { data, totalCount, hasMore: offset + data.length < totalCount, ...page };
}

export function notificationRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireSubscriber(ctx));

    app.get(
      '/notifications/feed',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'A page of the feed',
          security: 'widget',
          example: { query: { page: 0, limit: 10, feedIdentifier: REFERENCE_WIDGET.feedIdentifier } },
          querystring: feedQuerySchema,
          prepareQuery: foldListParameters,
          response: feedResponseSchema,
        }),
      },
      async (request): Promise<FeedResponse> => {
        return feedPage(request.db, subscriberOf(request), request.query);
      },
    );

    // The bell's two counts: the same query, each with its own state fixed.
    for (const [path, summary, state] of [
      ['/notifications/unseen', 'Unseen count', { seen: false }],
      ['/notifications/unread', 'Unread count', { read: false }],
    ] as const) {
      app.get(
        path,
        {
          schema: contract({
            tag: 'Widget',
            summary,
            security: 'widget',
            querystring: countQuerySchema,
            example: { query: { feedIdentifier: REFERENCE_WIDGET.feedIdentifier } },
            prepareQuery: foldListParameters,
            response: countResponseSchema,
          }),
        },
        async (request): Promise<CountResponse> => {
          const query = request.query;
          return countFor(request.db, subscriberOf(request), { ...query, ...state }, query.limit);
        },
      );
    }

    app.get(
      '/notifications/count',
      {
        schema: contract({
          tag: 'Widget',
          summary: 'Counts per feed or tab',
          security: 'widget',
          example: { query: { feedIdentifier: REFERENCE_WIDGET.feedIdentifier, seen: false } },
          querystring: tabCountQuerySchema,
          prepareQuery: foldListParameters,
          response: countResponseSchema,
        }),
      },
      async (request): Promise<CountResponse> => {
        const query = request.query;
        return countFor(request.db, subscriberOf(request), query, query.limit);
      },
    );
  };
}

import type { FastifyInstance } from 'fastify';
import { ROLE_ID } from '@herald/protocol';
import { listQuerySchema } from '@herald/protocol/schemas';
import type { AppContext } from '../context.js';
import { requireAccount } from '../http/auth.js';
import { parse } from '../http/errors.js';

/** Administrators read the mail Herald sent or, without an SMTP server, kept. */
export function outboxRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/', { preHandler: requireAccount(ctx, [ROLE_ID.ADMIN]) }, async (request) => {
      const { page, limit } = parse(listQuerySchema, request.query);
      const rows = await ctx.db
        .selectFrom('outbox')
        .select(['id', 'to', 'subject', 'text', 'html', 'status', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit + 1)
        .offset(page * limit)
        .execute();
      return {
        data: rows.slice(0, limit).map((row) => ({
          _id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          status: row.status,
          createdAt: row.created_at,
        })),
        page,
        pageSize: limit,
        hasMore: rows.length > limit,
      };
    });
  };
}

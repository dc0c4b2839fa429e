import type { FastifyInstance } from 'fastify';
import { ROLE_ID } from '@herald/protocol';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { requireAccount } from '../http/auth.js';
import { parse } from '../http/errors.js';

export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    action: z
      .string()
      .max(100)
      .regex(/^[a-z_.]+$/)
      .optional(),
    accountId: z.coerce.number().int().positive().optional(),
  })
  .strict();

/** Administrators read the audit log, newest first, with each account's name and email; nothing changes it. */
export function auditRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/', { preHandler: requireAccount(ctx, [ROLE_ID.ADMIN]) }, async (request) => {
      const query = parse(auditQuerySchema, request.query);
      // Each entry names its account as a person reads it: name and email beside the id.
      let list = ctx.db
        .selectFrom('audit_log')
        .leftJoin('accounts', 'accounts.id', 'audit_log.account_id')
        .selectAll('audit_log')
        .select(['accounts.name as account_name', 'accounts.email as account_email']);
      if (query.action) list = list.where('audit_log.action', '=', query.action);
      if (query.accountId !== undefined) list = list.where('audit_log.account_id', '=', query.accountId);
      const rows = await list
        .orderBy('audit_log.id', 'desc')
        .limit(query.limit + 1)
        .offset(query.page * query.limit)
        .execute();
      return {
        data: rows.slice(0, query.limit).map((row) => ({
          id: row.id,
          at: row.at,
          accountId: row.account_id,
          accountName: row.account_name,
          accountEmail: row.account_email,
          guestSessionId: row.guest_session_id,
          action: row.action,
          target: row.target,
          detail: row.detail ? (JSON.parse(row.detail) as unknown) : null,
          ip: row.ip,
        })),
        page: query.page,
        pageSize: query.limit,
        hasMore: rows.length > query.limit,
      };
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { ROLE_ID } from '@herald/protocol';
import { auditListResponseSchema, auditQuerySchema, type AuditEntry } from '@herald/protocol/schemas';
import type { UniversityContext } from '../context.js';
import { requireAccount } from '../../http/auth.js';

import { contract, type ZodTypeProvider } from '../../http/contract.js';
import { auditEntries, namedRows } from '../repo/audit-log.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'db' | 'guestVisits' | 'now' | 'tokens'>;

/** The tables whose rows an entry's `kind:id` target names, and the column a person knows each row by. */
const NAMED_TARGETS = {
  account: { table: 'accounts', column: 'name' },
  contribution: { table: 'contributions', column: 'title' },
  event: { table: 'events', column: 'name' },
  faculty: { table: 'faculties', column: 'name' },
} as const;
type NamedKind = keyof typeof NAMED_TARGETS;

function splitTarget(target: string | null): { kind: string; id: string } | undefined {
  const at = target?.indexOf(':') ?? -1;
  return target && at > 0 ? { kind: target.slice(0, at), id: target.slice(at + 1) } : undefined;
}

/**
 * Administrators read the audit log, newest first, with each account's name and email and each target's name as
 * they are now (a contribution's title, not its id); nothing changes it.
 */
export function auditRoutes(ctx: RouteContext) {
  /** `kind:id` → the name of what it points at, for the targets of one page of entries. */
  async function targetNames(targets: readonly (string | null)[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    const ids = new Map<NamedKind, Set<number>>();
    for (const target of targets) {
      const parts = splitTarget(target);
      if (!parts) continue;
      if (parts.kind === 'academic-year') names.set(target!, parts.id);
      const id = Number(parts.id);
      if (parts.kind in NAMED_TARGETS && Number.isInteger(id)) {
        const kind = parts.kind as NamedKind;
        ids.set(kind, (ids.get(kind) ?? new Set()).add(id));
      }
    }
    for (const [kind, wanted] of ids) {
      const { table, column } = NAMED_TARGETS[kind];
      for (const row of await namedRows(ctx, table, column, [...wanted]))
        names.set(`${kind}:${row.id}`, row.name);
    }
    return names;
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/',
      {
        schema: contract({
          tag: 'Accounts',
          summary:
            "Who did what, newest first, with each account's name and email or the guest visit, filtered by action or account (administrators)",
          security: 'bearer',
          querystring: auditQuerySchema,
          response: auditListResponseSchema,
          example: { query: { action: 'contribution.submitted', limit: 20 } },
        }),
        preHandler: requireAccount(ctx, [ROLE_ID.ADMIN]),
      },
      async (request) => {
        const query = request.query;
        // Each entry names its account as a person reads it: name and email beside the id.
        const rows = await auditEntries(ctx, {
          ...(query.action && { action: query.action }),
          ...(query.accountId !== undefined && { accountId: query.accountId }),
          limit: query.limit,
          offset: query.page * query.limit,
        });
        const page = rows.slice(0, query.limit);
        const names = await targetNames(page.map((row) => row.target));
        return {
          data: page.map((row): AuditEntry => ({
            id: row.id,
            at: row.at,
            accountId: row.account_id,
            accountName: row.account_name,
            accountEmail: row.account_email,
            guestSessionId: row.guest_session_id,
            action: row.action,
            target: row.target,
            targetName: (row.target && names.get(row.target)) ?? null,
            detail: row.detail ? (JSON.parse(row.detail) as unknown) : null,
            ip: row.ip,
          })),
          page: query.page,
          pageSize: query.limit,
          hasMore: rows.length > query.limit,
        };
      },
    );
  };
}

import type { FastifyRequest } from 'fastify';
import type { UniversityContext } from '../context.js';
import { insertAuditEntry } from '../repo/audit-log.js';

/** Appends to the audit log: who did what to what, when and from where. Nothing updates or deletes it. */
export async function audit(
  ctx: Pick<UniversityContext, 'db' | 'now'>,
  request: FastifyRequest | undefined,
  action: string,
  target?: string,
  detail?: unknown,
): Promise<void> {
  await insertAuditEntry(ctx, {
    at: ctx.now().toISOString(),
    // A guest session reads as a guest without an account: the entry names the session instead.
    account_id: request?.guestSession ? null : (request?.account?.id ?? null),
    guest_session_id: request?.guestSession?.id ?? null,
    action,
    target: target ?? null,
    detail: detail === undefined ? null : JSON.stringify(detail),
    ip: request?.ip ?? null,
  });
}

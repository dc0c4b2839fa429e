import { z } from 'zod';

/** What administrators ask of the audit log: a page, and optionally one action or one account. */
export const auditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(50),
    action: z
      .string()
      .max(100)
      .regex(/^[a-z_.-]+$/)
      .optional(),
    accountId: z.coerce.number().int().positive().optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * One entry of the audit log as administrators read it: who (the account by name and email as they are now, or a
 * guest visit), what (`action`, a code the app puts in words) and on what (`target`, `kind:id`, with
 * `targetName`: the contribution's title, the account's, event's or faculty's name as it is now, the academic
 * year; null when it no longer exists).
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  accountEmail: z.string().nullable(),
  guestSessionId: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  targetName: z.string().nullable(),
  detail: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});

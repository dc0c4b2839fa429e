import { z } from 'zod';

/** What a kept mail is: a workflow's notification, or a one-time link to set or reset a password. */
export const OUTBOX_MAIL_KINDS = ['notification', 'account-link'] as const;

/**
 * One mail of the university's outbox, as administrators see it: that it went out, to whom and when. Never its
 * body, which may carry a one-time link; an administrator re-sends a mail instead of copying it.
 */
export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(OUTBOX_MAIL_KINDS),
  /** `outbox` when kept on this server, `sent` once an SMTP server accepted it. */
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListResponseSchema = z.object({
  data: z.array(outboxMailSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

export const outboxResendResponseSchema = z.object({ data: z.object({ resent: z.literal(true) }) });

// How often one recipient gets a one-time link or an invitation: a few in any hour, so that nobody can turn the
// server into a mail cannon against one address (a reset or an invitation asked for again and again).

const HOUR = 60 * 60_000;

/** At most 3 such mails to one recipient in any hour. */
export const RECIPIENT_MAIL_LIMIT = { max: 3, windowMs: HOUR } as const;

/**
 * Seconds until another mail may go to a recipient who was sent mails at `sentAt` (ISO times, any order), or 0
 * when one may go now.
 */
export function recipientMailWaitSeconds(sentAt: readonly string[], now: Date): number {
  const since = now.getTime() - RECIPIENT_MAIL_LIMIT.windowMs;
  const recent = sentAt
    .map((at) => Date.parse(at))
    .filter((at) => at > since)
    .sort((a, b) => b - a);
  if (recent.length < RECIPIENT_MAIL_LIMIT.max) return 0;
  // The window opens again when the oldest of the last `max` mails leaves it.
  const oldest = recent[RECIPIENT_MAIL_LIMIT.max - 1]!;
  return Math.max(1, Math.ceil((oldest + RECIPIENT_MAIL_LIMIT.windowMs - now.getTime()) / 1000));
}

// Guest sessions: a visitor who chooses a faculty that welcomes guests receives a short-lived, read-only
// session for that faculty alone, without an account (docs/decisions/0015-guest-browsing.md).
import { z } from 'zod';

export const guestSessionBodySchema = z
  .object({
    facultyId: z.coerce.number().int().positive('Choose a faculty'),
  })
  .strict();
export type GuestSessionBody = z.infer<typeof guestSessionBodySchema>;

export const guestSessionSchema = z.object({
  /** Bearer token for the guest reads; the app keeps it as the stored guest marker. */
  token: z.string().min(1),
  facultyId: z.number().int().positive(),
  facultyName: z.string(),
  /** When the session ends, like an app token's expiry. */
  expiresAt: z.string(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

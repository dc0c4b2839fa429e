// POST /widgets/session/initialize (docs/product.md §7).
import { z } from 'zod';

export const sessionInitializeBodySchema = z.object({
  applicationIdentifier: z.string().min(1).max(200),
  subscriberId: z.string().min(1).max(200),
  /** Hex HMAC-SHA256 of `subscriberId`; widgets already in use send `null` when they have none. */
  hmacHash: z.string().max(200).nullish(),
});
export type SessionInitializeBody = z.infer<typeof sessionInitializeBodySchema>;

export const subscriberProfileSchema = z.object({
  _id: z.string(),
  subscriberId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type SubscriberProfile = z.infer<typeof subscriberProfileSchema>;

export const sessionInitializeResponseSchema = z.object({
  data: z.object({ token: z.string().min(1), profile: subscriberProfileSchema }),
});
export type SessionInitializeResponse = z.infer<typeof sessionInitializeResponseSchema>;

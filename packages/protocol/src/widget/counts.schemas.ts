// GET /widgets/notifications/unseen and /unread (SPEC §7).
import { z } from 'zod';
import { COUNT_LIMIT } from '../constants.js';

export const countQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COUNT_LIMIT).default(COUNT_LIMIT),
});
export type CountQuery = z.infer<typeof countQuerySchema>;

export const countResponseSchema = z.object({
  data: z.object({ count: z.number().int().nonnegative() }),
});
export type CountResponse = z.infer<typeof countResponseSchema>;

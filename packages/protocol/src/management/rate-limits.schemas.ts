// API rate limits and idempotency keys of the management API (docs/product.md §3 rate-limit categories, §4
// feature flags "API rate limiting" and "API idempotency"): the headers and the environment's own limits.
import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './rate-limits.js';
import { RATE_LIMIT_CATEGORIES, type RateLimitCategory } from '../vocabulary/platform.js';

/** An environment's own limits in requests per second, set per category; a missing category follows the plan. */
export const apiRateLimitsSchema = z
  .object(
    Object.fromEntries(
      RATE_LIMIT_CATEGORIES.map((category) => [category, z.number().int().min(1).optional()]),
    ) as Record<RateLimitCategory, z.ZodOptional<z.ZodNumber>>,
  )
  .strict()
  .refine((limits) => Object.values(limits).some((value) => value !== undefined), {
    message: 'Name at least one category: trigger, configuration or global',
  });
export type ApiRateLimits = Partial<Record<RateLimitCategory, number>>;

/** A key of visible ASCII characters, as a header value can carry it unchanged. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'The Idempotency-Key header is empty')
  .max(
    IDEMPOTENCY_KEY_MAX_LENGTH,
    `The Idempotency-Key header is longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  )
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header may hold only visible ASCII characters');

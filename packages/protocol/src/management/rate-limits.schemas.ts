// API rate limits and idempotency keys of the management API (SPEC §3 rate-limit categories, §4 feature flags
// "API rate limiting" and "API idempotency"): the headers and the environment's own limits.
import { z } from 'zod';
import { RATE_LIMIT_CATEGORIES, type RateLimitCategory } from '../vocabulary/platform.js';

/** Response headers of a rate-limited call (IETF RateLimit fields, as the platform sends them). */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
  policy: 'RateLimit-Policy',
} as const;

/** Message of the 429 answer when the bucket holds fewer tokens than the call costs. */
export const RATE_LIMIT_EXCEEDED_MESSAGE = 'API rate limit exceeded';

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

/** Header naming a call that may be sent again without being carried out twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Header of an answer given again from the stored first answer. */
export const IDEMPOTENCY_REPLAY_HEADER = 'Idempotency-Replay';
/** Longest key the server keeps. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a completed call's answer is kept for replay, in seconds. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

/** A key of visible ASCII characters, as a header value can carry it unchanged. */
export const idempotencyKeySchema = z
  .string()
  .min(1, 'The Idempotency-Key header is empty')
  .max(
    IDEMPOTENCY_KEY_MAX_LENGTH,
    `The Idempotency-Key header is longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`,
  )
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header may hold only visible ASCII characters');

// Rate limit and idempotency headers and limits of the management API.
/** Response headers of a rate-limited call (IETF RateLimit fields, as the platform sends them). */
export const RATE_LIMIT_HEADERS = {
  limit: 'RateLimit-Limit',
  remaining: 'RateLimit-Remaining',
  reset: 'RateLimit-Reset',
  policy: 'RateLimit-Policy',
} as const;

/** Message of the 429 answer when the bucket holds fewer tokens than the call costs. */
export const RATE_LIMIT_EXCEEDED_MESSAGE = 'API rate limit exceeded';

/** Header naming a call that may be sent again without being carried out twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Header of an answer given again from the stored first answer. */
export const IDEMPOTENCY_REPLAY_HEADER = 'Idempotency-Replay';

/** Longest key the server keeps. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** How long a completed call's answer is kept for replay, in seconds. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;

// The token bucket behind the management API's rate limits (ENGINE §7), as pure arithmetic on whole numbers so
// the in-memory store and the Redis script compute the same answer.
//
// A bucket holds `burst` tokens and refills by `limit` tokens per window, continuously. Its level is counted in
// token-milliseconds (tokens × window in ms), so a refill of `limit` per window is exactly `limit` per
// millisecond and no fraction is ever rounded away.

export interface Bucket {
  /** Tokens one window refills: the category's maximum per second × the window in seconds. */
  limit: number;
  /** Tokens a full bucket holds: floor(limit × (1 + burst allowance)). */
  burst: number;
  /** The window in milliseconds. */
  windowMs: number;
}

/** A bucket's stored state: its level in token-milliseconds, when it was last counted (ms since the epoch). */
export interface BucketState {
  level: number;
  at: number;
}

export interface BucketAnswer {
  allowed: boolean;
  /** Whole tokens left after the call. */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until a refused call could pass (until full when it costs more than the bucket holds). */
  retryAfterSeconds: number;
}

export function bucketOf(maximumPerSecond: number, windowDuration: number, burstAllowance: number): Bucket {
  const limit = maximumPerSecond * windowDuration;
  return { limit, burst: Math.floor(limit * (1 + burstAllowance)), windowMs: windowDuration * 1000 };
}

/** Takes `cost` tokens when the bucket holds that many; a refused call takes none. */
export function takeTokens(state: BucketState | undefined, bucket: Bucket, cost: number, now: number) {
  const full = bucket.burst * bucket.windowMs;
  const refilled = state ? Math.min(full, state.level + Math.max(0, now - state.at) * bucket.limit) : full;
  const price = cost * bucket.windowMs;
  const allowed = refilled >= price;
  const next: BucketState = {
    level: allowed ? refilled - price : refilled,
    at: Math.max(now, state?.at ?? now),
  };
  return { state: next, allowed };
}

/** What the headers say about a bucket at `level` after a call of `cost`. */
export function answerOf(bucket: Bucket, level: number, cost: number, allowed: boolean): BucketAnswer {
  const full = bucket.burst * bucket.windowMs;
  const seconds = (tokenMs: number) => Math.ceil(Math.max(0, tokenMs) / bucket.limit / 1000);
  const needed = Math.min(full, cost * bucket.windowMs);
  return {
    allowed,
    remaining: Math.floor(level / bucket.windowMs),
    resetSeconds: seconds(full - level),
    retryAfterSeconds: Math.max(1, seconds(needed - level)),
  };
}

/** Milliseconds until a bucket at `level` is full, when its stored state can be forgotten. */
export function msUntilFull(bucket: Bucket, level: number): number {
  return Math.ceil((bucket.burst * bucket.windowMs - level) / bucket.limit);
}

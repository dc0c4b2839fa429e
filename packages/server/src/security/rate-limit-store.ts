// Where the rate-limit buckets live: in the process's memory by default, in Redis when the server runs scaled
// out (REDIS_URL), so every process behind one address takes from the same bucket. The Redis script is the
// arithmetic of rate-limit-bucket.ts, run atomically.
import { Redis } from 'ioredis';
import { msUntilFull, takeTokens, type Bucket, type BucketState } from './rate-limit-bucket.js';

export interface BucketStore {
  /** Takes `cost` tokens from the bucket at `key`; answers whether it could and the level left. */
  take(key: string, bucket: Bucket, cost: number, now: number): Promise<{ allowed: boolean; level: number }>;
  close(): Promise<void>;
}

export function memoryBucketStore(): BucketStore {
  const buckets = new Map<string, BucketState & { forgetAt: number }>();
  return {
    async take(key, bucket, cost, now) {
      const stored = buckets.get(key);
      const { state, allowed } = takeTokens(
        stored && stored.forgetAt > now ? stored : undefined,
        bucket,
        cost,
        now,
      );
      buckets.set(key, { ...state, forgetAt: state.at + msUntilFull(bucket, state.level) });
      // A full bucket is the same as none: forget those now and then so the map stays small.
      if (buckets.size > 10_000)
        for (const [k, value] of buckets) if (value.forgetAt <= now) buckets.delete(k);
      return { allowed, level: state.level };
    },
    async close() {},
  };
}

// KEYS[1] bucket; ARGV: limit, burst, windowMs, cost, now. Answers {allowed (1/0), level}.
const TAKE_TOKENS = `
local limit = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local now = tonumber(ARGV[5])
local full = burst * windowMs
local stored = redis.call('HMGET', KEYS[1], 'level', 'at')
local level = full
local at = now
if stored[1] then
  local elapsed = now - tonumber(stored[2])
  if elapsed < 0 then elapsed = 0 end
  level = math.min(full, tonumber(stored[1]) + elapsed * limit)
  at = math.max(now, tonumber(stored[2]))
end
local allowed = 0
if level >= cost * windowMs then
  level = level - cost * windowMs
  allowed = 1
end
redis.call('HSET', KEYS[1], 'level', string.format('%.0f', level), 'at', string.format('%.0f', at))
redis.call('PEXPIRE', KEYS[1], math.ceil((full - level) / limit) + 1000)
return {allowed, level}
`;

type TakeCommand = (key: string, ...args: number[]) => Promise<[number, number]>;

/** Connects to Redis at start, so a wrong REDIS_URL stops the server instead of every later call. */
export async function redisBucketStore(url: string, prefix = 'herald:rate-limit:'): Promise<BucketStore> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  await redis.connect();
  redis.defineCommand('heraldTakeTokens', { numberOfKeys: 1, lua: TAKE_TOKENS });
  const takeCommand = (redis as unknown as { heraldTakeTokens: TakeCommand }).heraldTakeTokens.bind(redis);
  return {
    async take(key, bucket, cost, now) {
      const [allowed, level] = await takeCommand(
        `${prefix}${key}`,
        bucket.limit,
        bucket.burst,
        bucket.windowMs,
        cost,
        now,
      );
      return { allowed: allowed === 1, level };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

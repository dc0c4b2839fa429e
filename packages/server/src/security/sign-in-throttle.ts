// Sign-in throttling instead of account lockout. Three token buckets, all consulted before a password is checked,
// so that the answer never depends on whether the password was right (no oracle) nor on whether the email belongs
// to an account (unknown emails are counted alike):
// - per email: a few failures, then one try a minute — slows guessing at one account without locking it;
// - per address: failures from one client, whatever emails it tries — a flood of fresh emails is throttled;
// - global: every attempt, so that many addresses together cannot hold every core on password hashing.
// A successful sign-in gives its tokens back to the email's and the address's buckets, so people who type their
// password right are never slowed down by their own sign-ins.
import { createHash } from 'node:crypto';
import { answerOf, type Bucket } from './rate-limit-bucket.js';
import type { BucketStore } from './rate-limit-store.js';

const MINUTE = 60_000;

/** Failures allowed in a burst, and the rate they are given back at, per key. */
export const SIGN_IN_LIMITS = {
  /** 5 failures, then one more a minute. */
  email: { limit: 1, burst: 5, windowMs: MINUTE },
  /** 20 failures, then 10 a minute. */
  address: { limit: 10, burst: 20, windowMs: MINUTE },
  /** 600 attempts a minute (10 a second, about what two cores hash), with a burst of 200. */
  global: { limit: 600, burst: 200, windowMs: MINUTE },
} as const satisfies Record<string, Bucket>;

export const SIGN_IN_THROTTLED = 'Too many sign-in attempts: try again in a moment';

export type SignInAttempt =
  | {
      allowed: true;
      /** The password was right: the attempt is not held against the email or the address. */
      succeeded(): Promise<void>;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface SignInThrottle {
  /**
   * Admits an attempt before its password is checked, or refuses it with the seconds to wait. `scope` keeps the
   * app's and the platform's sign-ins apart.
   */
  admit(scope: string, address: string, email: string): Promise<SignInAttempt>;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

export function createSignInThrottle(
  store: BucketStore,
  now: () => number,
  limits: Record<keyof typeof SIGN_IN_LIMITS, Bucket> = SIGN_IN_LIMITS,
): SignInThrottle {
  const refuse = (bucket: Bucket, level: number): SignInAttempt => ({
    allowed: false,
    retryAfterSeconds: answerOf(bucket, level, 1, false).retryAfterSeconds,
  });
  // A negative cost puts a token back (the bucket never holds more than full once counted again).
  const giveBack = (key: string, bucket: Bucket) => store.take(key, bucket, -1, now());

  return {
    async admit(scope, address, email) {
      const keys = {
        address: `sign-in:${scope}:address:${address}`,
        email: `sign-in:${scope}:email:${hashed(email.trim().toLowerCase())}`,
        global: `sign-in:${scope}:global`,
      };
      const byAddress = await store.take(keys.address, limits.address, 1, now());
      if (!byAddress.allowed) return refuse(limits.address, byAddress.level);
      const byEmail = await store.take(keys.email, limits.email, 1, now());
      if (!byEmail.allowed) {
        await giveBack(keys.address, limits.address);
        return refuse(limits.email, byEmail.level);
      }
      const overall = await store.take(keys.global, limits.global, 1, now());
      if (!overall.allowed) {
        await giveBack(keys.address, limits.address);
        await giveBack(keys.email, limits.email);
        return refuse(limits.global, overall.level);
      }
      return {
        allowed: true,
        async succeeded() {
          await giveBack(keys.address, limits.address);
          await giveBack(keys.email, limits.email);
        },
      };
    },
  };
}

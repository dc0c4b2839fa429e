// Sign-in throttling instead of account lockout, which no one can turn against an account's owner
// (docs/decisions/0036). Every bucket is consulted before a password is checked, so that the answer never depends
// on whether the password was right (no oracle) nor on whether the email belongs to an account (unknown emails are
// counted alike).
//
// A browser that signed in to an email before carries a signed device cookie for it (OWASP's "device cookie"
// scheme): its attempts at that email are counted for that browser alone, and no failure from anywhere else slows
// it. Every other attempt passes four buckets:
// - per email and client address: a few failures, then one try a minute — slows guessing from one place;
// - per email, over every browser without its device cookie: more failures, then a few a minute — slows guessing
//   from many addresses at once, and holds only browsers that never signed in to that email;
// - per address: failures from one client, whatever emails it tries — a flood of fresh emails is throttled;
// - global: every attempt, so that many addresses together cannot hold every core on password hashing.
// A successful sign-in gives its tokens back, so people who type their password right are never slowed down by
// their own sign-ins, and hands the browser a fresh device cookie.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readCookie } from '../http/cookies.js';
import { answerOf, type Bucket } from './rate-limit-bucket.js';
import type { BucketStore } from './rate-limit-store.js';
import { safeEqual } from './crypto.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Failures allowed in a burst, and the rate they are given back at, per key. */
export const SIGN_IN_LIMITS = {
  /** Per email and client address: 5 failures, then one more a minute. */
  source: { limit: 1, burst: 5, windowMs: MINUTE },
  /** Per email, from browsers without its device cookie: 15 failures, then 3 a minute. */
  email: { limit: 3, burst: 15, windowMs: MINUTE },
  /** Per device cookie (a browser that signed in to the email before): 5 failures, then one more a minute. */
  device: { limit: 1, burst: 5, windowMs: MINUTE },
  /** Per client address: 20 failures, then 10 a minute. */
  address: { limit: 10, burst: 20, windowMs: MINUTE },
  /** 600 attempts a minute (10 a second, about what two cores hash), with a burst of 200. */
  global: { limit: 600, burst: 200, windowMs: MINUTE },
} as const satisfies Record<string, Bucket>;

/** A device cookie is good for 180 days after the sign-in that gave it; each sign-in gives a new one. */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * DAY;

/** The device cookie of each sign-in: its name, and the one path it is sent to. */
export const DEVICE_COOKIES = {
  app: { name: 'herald_device', path: '/v1/auth/login' },
  platform: { name: 'herald_member_device', path: '/v1/platform/auth/login' },
} as const;
export type SignInScope = keyof typeof DEVICE_COOKIES;

export const SIGN_IN_THROTTLED = 'Too many sign-in attempts: try again in a moment';

export type SignInAttempt =
  | {
      allowed: true;
      /**
       * The password was right: the attempt is not held against the email, the address or the device. Answers
       * the `Set-Cookie` header of the browser's new device cookie.
       */
      succeeded(): Promise<string>;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface SignInRequest {
  /** The client's address. */
  address: string;
  email: string;
  /** The request's `Cookie` header, which may carry a device cookie. */
  cookies?: string | undefined;
}

export interface SignInThrottle {
  /** Admits an attempt before its password is checked, or refuses it with the seconds to wait. */
  admit(scope: SignInScope, request: SignInRequest): Promise<SignInAttempt>;
}

export interface SignInThrottleOptions {
  /** Signs device cookies (a sub-key of the server secret). */
  deviceKey: Buffer;
  /** Device cookies are `Secure` when the server is reached over https. */
  secureCookies: boolean;
  limits?: Record<keyof typeof SIGN_IN_LIMITS, Bucket>;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

export function createSignInThrottle(
  store: BucketStore,
  now: () => number,
  { deviceKey, secureCookies, limits = SIGN_IN_LIMITS }: SignInThrottleOptions,
): SignInThrottle {
  const refuse = (bucket: Bucket, level: number): SignInAttempt => ({
    allowed: false,
    retryAfterSeconds: answerOf(bucket, level, 1, false).retryAfterSeconds,
  });
  // A negative cost puts a token back (the bucket never holds more than full once counted again).
  const giveBack = (key: string, bucket: Bucket) => store.take(key, bucket, -1, now());

  // A device cookie names a random device, for one scope and email, until it expires: `device.expiry.signature`.
  // The email is not in it, only in what is signed, so the cookie tells no one whose browser this is.
  const signature = (scope: SignInScope, emailKey: string, device: string, expiresAt: string) =>
    createHmac('sha256', deviceKey).update(`${scope}:${emailKey}:${device}:${expiresAt}`).digest('base64url');

  function deviceOf(scope: SignInScope, emailKey: string, cookies: string | undefined): string | undefined {
    const value = readCookie(cookies, DEVICE_COOKIES[scope].name);
    const [device, expiresAt, signed, ...rest] = value?.split('.') ?? [];
    if (!device || !expiresAt || !signed || rest.length > 0) return undefined;
    if (!(Number(expiresAt) > now())) return undefined;
    return safeEqual(signed, signature(scope, emailKey, device, expiresAt)) ? device : undefined;
  }

  function newDeviceCookie(scope: SignInScope, emailKey: string): string {
    const device = randomBytes(16).toString('base64url');
    const expiresAt = String(now() + DEVICE_COOKIE_LIFETIME_MS);
    const value = `${device}.${expiresAt}.${signature(scope, emailKey, device, expiresAt)}`;
    const { name, path } = DEVICE_COOKIES[scope];
    // HttpOnly and sent to the sign-in route only; Strict, since the sign-in form is the server's own page.
    return (
      `${name}=${value}; Path=${path}; Max-Age=${DEVICE_COOKIE_LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict` +
      (secureCookies ? '; Secure' : '')
    );
  }

  /** Takes a token from each bucket in turn; a refusal gives back those taken before it. */
  async function takeAll(
    buckets: readonly (readonly [string, Bucket])[],
  ): Promise<{ refused: SignInAttempt } | { refused?: undefined }> {
    for (const [index, [key, bucket]] of buckets.entries()) {
      const answer = await store.take(key, bucket, 1, now());
      if (answer.allowed) continue;
      for (const [takenKey, takenBucket] of buckets.slice(0, index)) await giveBack(takenKey, takenBucket);
      return { refused: refuse(bucket, answer.level) };
    }
    return {};
  }

  return {
    async admit(scope, { address, email, cookies }) {
      const emailKey = hashed(email.trim().toLowerCase());
      const device = deviceOf(scope, emailKey, cookies);
      const buckets: (readonly [string, Bucket])[] = device
        ? [[`sign-in:${scope}:device:${device}`, limits.device]]
        : [
            [`sign-in:${scope}:address:${address}`, limits.address],
            [`sign-in:${scope}:source:${emailKey}:${address}`, limits.source],
            [`sign-in:${scope}:email:${emailKey}`, limits.email],
            [`sign-in:${scope}:global`, limits.global],
          ];
      const { refused } = await takeAll(buckets);
      if (refused) return refused;
      return {
        allowed: true,
        async succeeded() {
          // The server-wide bucket keeps its token: it measures hashing, which happened.
          for (const [key, bucket] of buckets) if (bucket !== limits.global) await giveBack(key, bucket);
          return newDeviceCookie(scope, emailKey);
        },
      };
    },
  };
}

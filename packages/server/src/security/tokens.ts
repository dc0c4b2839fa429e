// Signed tokens for the app, guest sessions and the widget. Each audience has its own key and is checked on
// verify, so a widget token never opens the app API and the other way round (OWASP ASVS V9.2.2–V9.2.4).
// An app token also carries a keyed fingerprint of its account's credential state (password hash and token
// version), so a new password, deactivation or a new role ends it at once, even within the second it was signed.
import { jwtVerify, SignJWT, errors as joseErrors, type JWTPayload } from 'jose';
import {
  APP_TOKEN_AUDIENCE,
  GUEST_TOKEN_AUDIENCE,
  MEMBER_TOKEN_AUDIENCE,
  WIDGET_TOKEN_AUDIENCE,
  type AppTokenPayload,
  type RoleId,
} from '@herald/protocol';
import { appTokenPayloadSchema } from '@herald/protocol/schemas';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Account } from '../db/tables/university.js';
import { deriveKey, safeEqual } from './crypto.js';

const ALGORITHM = 'HS256';
/** Verified tokens remembered (about 400 bytes each), the least recently verified forgotten first. */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface WidgetTokenPayload {
  /** The subscriber's row id. */
  _id: string;
  subscriberId: string;
  environmentId: string;
  organizationId: string;
  exp: number;
  /**
   * For an account's own subscriber in the product environment: the account's credential fingerprint when the
   * session opened, so that a new password, deactivation or sign-out ends the widget session too.
   */
  cred?: string;
  /**
   * Where the environment requires a subscriber hash: a fingerprint of the key that signed it, so that rotating
   * or revoking that key ends the session (notify/widgets/widget-key-tokens.ts).
   */
  key?: string;
}

const widgetPayloadSchema = z.object({
  _id: z.string(),
  subscriberId: z.string(),
  environmentId: z.string(),
  organizationId: z.string(),
  exp: z.number(),
  cred: z.string().optional(),
  key: z.string().optional(),
});

/** A platform member's session (distinct audience and key from the app's and the widget's tokens). */
export interface MemberTokenPayload {
  /** The member's id. */
  sub: string;
  organizationId: string;
  /** The member's token version when it was signed (members.token_version). */
  ver: number;
  iat: number;
  exp: number;
}

const memberPayloadSchema = z.object({
  sub: z.string().min(1),
  organizationId: z.string().min(1),
  ver: z.number().int(),
  iat: z.number(),
  exp: z.number(),
});

/** A guest session's token: the session and its faculty, never an account (distinct audience and key). */
export interface GuestTokenPayload {
  /** The guest session's id. */
  sid: string;
  facultyId: number;
  exp: number;
}

const guestPayloadSchema = z.object({
  sid: z.string().uuid(),
  facultyId: z.number().int().positive(),
  exp: z.number(),
});

/** The account fields an app token is signed for. */
export type AppTokenAccount = Pick<Account, 'id' | 'role_id' | 'password_hash' | 'token_version'>;

/**
 * A verified app token's claims: docs/product.md §3's payload, its issue time and the credential fingerprint.
 */
export type VerifiedAppToken = AppTokenPayload & { iat: number; cred: string };

const credentialClaimSchema = z.object({ cred: z.string().min(1) });

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
  }
}

export interface TokenService {
  signApp(account: AppTokenAccount): Promise<string>;
  verifyApp(token: string): Promise<VerifiedAppToken>;
  /** Whether a verified app token was signed for the account as it stands (same credentials, same role). */
  isCurrentApp(token: VerifiedAppToken, account: AppTokenAccount): boolean;
  /** The keyed fingerprint of an account's credential state that its tokens carry. */
  credentialOf(account: AppTokenAccount): string;
  /**
   * What a subscriber's hash covers beside its subscriberId, when anything: an account's own subscriber's hash
   * covers the account's credential fingerprint, so the hash handed out before a sign-out opens no session after.
   */
  subscriberHashBinding?(
    subscriber: Pick<WidgetTokenPayload, 'environmentId' | 'subscriberId'>,
  ): Promise<string | undefined>;
  signWidget(payload: Omit<WidgetTokenPayload, 'exp'>): Promise<string>;
  verifyWidget(token: string): Promise<WidgetTokenPayload>;
  signMember(member: { id: string; organizationId: string; version: number }): Promise<string>;
  verifyMember(token: string): Promise<MemberTokenPayload>;
  /** Signs a guest session's token, valid as long as an app token; returns it with its expiry. */
  signGuest(session: { id: string; facultyId: number }): Promise<{ token: string; exp: number }>;
  verifyGuest(token: string): Promise<GuestTokenPayload>;
}

export function createTokenService(
  secret: string,
  ttl: { appSeconds: number; widgetSeconds: number },
  now: () => number = Date.now,
): TokenService {
  const appKey = deriveKey(secret, 'app-token');
  const widgetKey = deriveKey(secret, 'widget-token');
  const memberKey = deriveKey(secret, 'member-token');
  const guestKey = deriveKey(secret, 'guest-token');
  const credentialKey = deriveKey(secret, 'app-token-credentials');
  const seconds = () => Math.floor(now() / 1000);
  // 128 bits of HMAC-SHA256: a stale token cannot guess it, and the hash behind it stays unreadable.
  const fingerprint = (account: AppTokenAccount) =>
    createHmac('sha256', credentialKey)
      .update(`${account.token_version}:${account.password_hash}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');

  // A token's signature and audience, once checked, hold for as long as the token lives: a widget or app asks
  // with the same token many times a minute, so each is verified once and only its expiry is checked again.
  // What can end a token early (a new password, a rotated signing key, deactivation) is checked by the callers
  // on every use, never remembered here.
  const verified = new Map<string, JWTPayload>();
  async function verify(token: string, key: Uint8Array, audience: string): Promise<JWTPayload> {
    const memo = `${audience} ${token}`;
    const known = verified.get(memo);
    if (known) {
      if (known.exp === undefined || known.exp > seconds()) return known;
      verified.delete(memo);
      throw new InvalidTokenError('expired');
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        audience,
        currentDate: new Date(now()),
      });
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(memo, payload);
      return payload;
    } catch (error) {
      throw new InvalidTokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
  }

  return {
    signApp: (account) =>
      new SignJWT({ id: account.id, roleID: account.role_id as RoleId, cred: fingerprint(account) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setAudience(APP_TOKEN_AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttl.appSeconds)
        .sign(appKey),
    async verifyApp(token) {
      const payload = await verify(token, appKey, APP_TOKEN_AUDIENCE);
      const parsed = appTokenPayloadSchema.safeParse(payload);
      const credential = credentialClaimSchema.safeParse(payload);
      if (!parsed.success || !credential.success || typeof payload.iat !== 'number') {
        throw new InvalidTokenError('invalid');
      }
      return { ...parsed.data, iat: payload.iat, cred: credential.data.cred };
    },
    isCurrentApp: (token, account) =>
      token.id === account.id &&
      token.roleID === account.role_id &&
      safeEqual(token.cred, fingerprint(account)),
    credentialOf: (account) => fingerprint(account),
    signWidget: (payload) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setAudience(WIDGET_TOKEN_AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttl.widgetSeconds)
        .sign(widgetKey),
    async verifyWidget(token) {
      const parsed = widgetPayloadSchema.safeParse(await verify(token, widgetKey, WIDGET_TOKEN_AUDIENCE));
      if (!parsed.success) throw new InvalidTokenError('invalid');
      return parsed.data;
    },
    signMember: ({ id, organizationId, version }) =>
      new SignJWT({ organizationId, ver: version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(id)
        .setAudience(MEMBER_TOKEN_AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttl.appSeconds)
        .sign(memberKey),
    async verifyMember(token) {
      const parsed = memberPayloadSchema.safeParse(await verify(token, memberKey, MEMBER_TOKEN_AUDIENCE));
      if (!parsed.success) throw new InvalidTokenError('invalid');
      return parsed.data;
    },
    async signGuest({ id, facultyId }) {
      const exp = seconds() + ttl.appSeconds;
      const token = await new SignJWT({ sid: id, facultyId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setAudience(GUEST_TOKEN_AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(exp)
        .sign(guestKey);
      return { token, exp };
    },
    async verifyGuest(token) {
      const parsed = guestPayloadSchema.safeParse(await verify(token, guestKey, GUEST_TOKEN_AUDIENCE));
      if (!parsed.success) throw new InvalidTokenError('invalid');
      return parsed.data;
    },
  };
}

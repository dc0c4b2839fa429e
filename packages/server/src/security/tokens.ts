// Signed tokens for the app, guest sessions and the widget. Each audience has its own key and is checked on
// verify, so a widget token never opens the app API and the other way round (SECURITY.md, V9.2.2–V9.2.4).
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import {
  APP_TOKEN_AUDIENCE,
  GUEST_TOKEN_AUDIENCE,
  MEMBER_TOKEN_AUDIENCE,
  WIDGET_TOKEN_AUDIENCE,
  appTokenPayloadSchema,
  type AppTokenPayload,
  type RoleId,
} from '@herald/protocol';
import { z } from 'zod';
import { deriveKey } from './crypto.js';

const ALGORITHM = 'HS256';

export interface WidgetTokenPayload {
  /** The subscriber's row id. */
  _id: string;
  subscriberId: string;
  environmentId: string;
  organizationId: string;
  exp: number;
}

const widgetPayloadSchema = z.object({
  _id: z.string(),
  subscriberId: z.string(),
  environmentId: z.string(),
  organizationId: z.string(),
  exp: z.number(),
});

/** A platform member's session (distinct audience and key from the app's and the widget's tokens). */
export interface MemberTokenPayload {
  /** The member's id. */
  sub: string;
  organizationId: string;
  iat: number;
  exp: number;
}

const memberPayloadSchema = z.object({
  sub: z.string().min(1),
  organizationId: z.string().min(1),
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

export class InvalidTokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason === 'expired' ? 'Token expired' : 'Invalid token');
  }
}

export interface TokenService {
  signApp(account: { id: number; roleID: RoleId }): Promise<string>;
  verifyApp(token: string): Promise<AppTokenPayload & { iat: number }>;
  signWidget(payload: Omit<WidgetTokenPayload, 'exp'>): Promise<string>;
  verifyWidget(token: string): Promise<WidgetTokenPayload>;
  signMember(member: { id: string; organizationId: string }): Promise<string>;
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
  const seconds = () => Math.floor(now() / 1000);

  async function verify(token: string, key: Uint8Array, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        audience,
        currentDate: new Date(now()),
      });
      return payload;
    } catch (error) {
      throw new InvalidTokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
  }

  return {
    signApp: ({ id, roleID }) =>
      new SignJWT({ id, roleID })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setAudience(APP_TOKEN_AUDIENCE)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ttl.appSeconds)
        .sign(appKey),
    async verifyApp(token) {
      const payload = await verify(token, appKey, APP_TOKEN_AUDIENCE);
      const parsed = appTokenPayloadSchema.safeParse(payload);
      if (!parsed.success || typeof payload.iat !== 'number') throw new InvalidTokenError('invalid');
      return { ...parsed.data, iat: payload.iat };
    },
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
    signMember: ({ id, organizationId }) =>
      new SignJWT({ organizationId })
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

// Authorization is declared on each route with one of these pre-handlers and enforced here, in one place.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RoleId } from '@herald/protocol';
import type { AppContext } from '../context.js';
import type { Account, Environment } from '../db/schema.js';
import { sha256Hex } from '../security/crypto.js';
import { InvalidTokenError, type WidgetTokenPayload } from '../security/tokens.js';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    account?: Account;
    subscriber?: WidgetTokenPayload;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, 'Sign in to continue');
  return match[1];
}

function unauthorized(error: unknown): never {
  if (error instanceof InvalidTokenError) {
    throw new HttpError(401, error.reason === 'expired' ? 'Your session has expired' : 'Sign in to continue');
  }
  throw error;
}

/** A signed-in, active account; with `roles`, one of those roles (403 otherwise). */
export function requireAccount(ctx: AppContext, roles?: readonly RoleId[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const payload = await ctx.tokens.verifyApp(bearerToken(request)).catch(unauthorized);
    const account = await ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', payload.id)
      .executeTakeFirst();
    // A deactivated account, or one whose role changed since sign-in, must sign in again.
    // A password change or reset ends every session opened before it.
    if (
      !account ||
      account.active !== 1 ||
      account.role_id !== payload.roleID ||
      payload.iat < account.tokens_valid_after
    ) {
      throw new HttpError(401, 'Sign in to continue');
    }
    if (roles && !roles.includes(account.role_id as RoleId)) {
      request.log.warn({ event: 'authz.denied', accountId: account.id, url: request.url }, 'access denied');
      throw new HttpError(403, 'You do not have access to this resource');
    }
    request.account = account;
  };
}

/** A widget session token for a subscriber of an environment. */
export function requireSubscriber(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    request.subscriber = await ctx.tokens.verifyWidget(bearerToken(request)).catch(unauthorized);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    environment?: Environment;
  }
}

/** A management call: `Authorization: ApiKey <key>` names the environment it acts in. */
export function requireEnvironment(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const match = /^ApiKey (\S+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new HttpError(401, 'Send the API key as `Authorization: ApiKey <key>`');
    const environment = await ctx.db
      .selectFrom('environments')
      .selectAll()
      .where('api_key_hash', '=', sha256Hex(match[1]))
      .executeTakeFirst();
    if (!environment) throw new HttpError(401, 'API key is not valid');
    request.environment = environment;
  };
}

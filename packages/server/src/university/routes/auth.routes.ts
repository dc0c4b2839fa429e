import type { FastifyInstance } from 'fastify';
import { ROLE_ID, type CurrentUserResponse, type LoginResponse, type RoleId } from '@herald/protocol';
import { currentUserResponseSchema, loginBodySchema, loginResponseSchema } from '@herald/protocol/schemas';
import { z } from 'zod';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { verifyPassword } from '../../security/password.js';
import { productEnvironment, subscriberHash } from '../../notify/service.js';
import { accountSubscriberId, syncAccountSubscriber } from '../services/account-subscribers.js';
import { findAccountByEmail, recordSignIn, updateAccount } from '../repo/accounts.js';
import { closeAccountSockets } from '../services/accounts/account-sessions.js';
import { SIGN_IN_THROTTLED } from '../../security/sign-in-throttle.js';
import { browserName } from '../services/accounts/browser.js';
import { audit } from '../services/audit.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<
  UniversityContext,
  'config' | 'db' | 'guestVisits' | 'newId' | 'now' | 'realtime' | 'sealingKey' | 'signInThrottle' | 'tokens'
>;

const SIGN_IN_FAILED = 'Email or password is incorrect';

export function authRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // Throttled before the password is checked (security/sign-in-throttle.ts), so the answer never depends on the
    // password; a browser that signed in before is counted apart (its device cookie), and no account is locked.
    app.post(
      '/login',
      {
        schema: contract({
          tag: 'App',
          summary: 'Sign in',
          security: 'none',
          body: loginBodySchema,
          response: loginResponseSchema,
          example: { body: { email: 'coordinator@herald.test', password: 'herald-demo-coordinator' } },
        }),
      },
      async (request, reply): Promise<LoginResponse> => {
        const body = request.body;
        const attempt = await ctx.signInThrottle.admit('app', {
          address: request.ip,
          email: body.email,
          cookies: request.headers.cookie,
        });
        if (!attempt.allowed) {
          request.log.info({ event: 'auth.login.throttled' }, 'sign-in throttled');
          reply.header('retry-after', String(attempt.retryAfterSeconds));
          throw new HttpError(429, SIGN_IN_THROTTLED);
        }
        const account = await findAccountByEmail(ctx, body.email);
        // An unknown email is checked against a dummy hash, so timing does not reveal which emails exist.
        const valid = await verifyPassword(body.password, account?.password_hash, ctx.config.passwordCost);
        if (account && !valid) await audit(ctx, request, 'auth.sign_in_failed', `account:${account.id}`);
        if (!account || !valid || account.active !== 1) {
          request.log.info({ event: 'auth.login.failed' }, 'sign-in failed');
          throw new HttpError(401, SIGN_IN_FAILED);
        }
        reply.header('set-cookie', await attempt.succeeded());
        const now = ctx.now();
        await recordSignIn(ctx, account.id, now.toISOString(), browserName(request.headers['user-agent']));
        request.account = account;
        await audit(ctx, request, 'auth.signed_in', `account:${account.id}`);
        request.log.info({ event: 'auth.login.succeeded', accountId: account.id }, 'signed in');
        const token = await ctx.tokens.signApp(account);
        return { data: { token } };
      },
    );

    // Signing out ends the account's sessions on the server: every app token signed so far (the token version
    // moves on), the widget sessions bound to them, and their sockets. A token taken from a signed-out browser
    // opens nothing.
    app.post(
      '/logout',
      {
        schema: contract({
          tag: 'App',
          summary:
            "Sign out: end the account's sessions on the server (app tokens, widget sessions, sockets)",
          security: 'bearer',
          response: z.object({ data: z.object({ signedOut: z.boolean() }) }),
          example: { as: 'STUDENT' },
        }),
        preHandler: requireAccount(ctx),
      },
      async (request) => {
        const account = accountOf(request);
        // A faculty's guest account is shared by everyone visiting with it: ending its sessions would sign every
        // guest out. Its tokens end at their expiry; guest visits end with DELETE /v1/guest-sessions/current.
        if (account.role_id === ROLE_ID.GUEST) return { data: { signedOut: false } };
        await updateAccount(ctx, account.id, {}, true);
        await closeAccountSockets(ctx, account.id);
        await audit(ctx, request, 'auth.signed_out', `account:${account.id}`);
        request.log.info({ event: 'auth.logout', accountId: account.id }, 'signed out');
        return { data: { signedOut: true } };
      },
    );

    app.get(
      '/me',
      {
        schema: contract({
          tag: 'App',
          summary: 'The signed-in account',
          security: 'bearer',
          example: { as: 'STUDENT' },
          response: currentUserResponseSchema,
        }),
        preHandler: requireAccount(ctx),
      },
      async (request): Promise<CurrentUserResponse> => {
        const account = accountOf(request);
        const environment = await productEnvironment(ctx.db);
        const subscriberId = accountSubscriberId(account.id);
        // The widget session that follows finds the account's subscriber with today's name, email and phone.
        await syncAccountSubscriber(ctx, account, environment);
        return {
          data: {
            id: account.id,
            email: account.email,
            name: account.name,
            roleID: account.role_id as RoleId,
            facultyId: account.faculty_id,
            lastLoginAt: account.last_login_at,
            widget: {
              applicationIdentifier: environment.application_identifier,
              subscriberId,
              subscriberHash: subscriberHash(
                ctx,
                environment,
                subscriberId,
                await ctx.tokens.subscriberHashBinding?.({ environmentId: environment.id, subscriberId }),
              ),
            },
          },
        };
      },
    );
  };
}

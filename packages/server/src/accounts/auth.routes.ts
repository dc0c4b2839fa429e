import type { FastifyInstance } from 'fastify';
import type { CurrentUserResponse, LoginResponse, RoleId } from '@herald/protocol';
import { loginBodySchema } from '@herald/protocol/schemas';
import type { AppContext } from '../context.js';
import { requireAccount } from '../http/auth.js';
import { HttpError, parse } from '../http/errors.js';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../security/password.js';
import { productEnvironment, subscriberHash, syncAccountSubscriber } from '../widgets/subscribers.js';
import { findAccountByEmail, recordFailedSignIn, recordSignIn } from './accounts.queries.js';
import { browserName } from './browser.js';
import { audit } from '../university/audit.js';

const SIGN_IN_FAILED = 'Email or password is incorrect';

function loginKey(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.post(
      '/login',
      {
        config: {
          // Per client and address: slows guessing at one account without letting one client, or a campus
          // behind one NAT address, lock everybody else out.
          rateLimit: {
            max: 10,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request) => `${request.ip}|${loginKey(request.body)}`,
          },
        },
      },
      async (request): Promise<LoginResponse> => {
        const body = parse(loginBodySchema, request.body);
        const account = await findAccountByEmail(ctx.db, body.email);
        // Verify against a dummy hash when the account is unknown, so timing does not reveal which emails exist.
        const valid = await verifyPassword(
          body.password,
          account?.password_hash ?? (await DUMMY_HASH_PROMISE),
        );
        const now = ctx.now();
        if (account && !valid) {
          await recordFailedSignIn(ctx, account.id, now);
          await audit(ctx, request, 'auth.sign_in_failed', `account:${account.id}`);
        }
        if (!account || !valid || account.active !== 1) {
          request.log.info({ event: 'auth.login.failed' }, 'sign-in failed');
          throw new HttpError(401, SIGN_IN_FAILED);
        }
        // Only someone who knows the password learns of the lock, so it reveals no account to a guesser.
        if (account.locked_until && account.locked_until > now.toISOString()) {
          throw new HttpError(423, 'This account is locked for a few minutes after repeated failed sign-ins');
        }
        await recordSignIn(ctx.db, account.id, now.toISOString(), browserName(request.headers['user-agent']));
        request.account = account;
        await audit(ctx, request, 'auth.signed_in', `account:${account.id}`);
        request.log.info({ event: 'auth.login.succeeded', accountId: account.id }, 'signed in');
        const token = await ctx.tokens.signApp(account);
        return { data: { token } };
      },
    );

    app.get('/me', { preHandler: requireAccount(ctx) }, async (request): Promise<CurrentUserResponse> => {
      const account = request.account!;
      const environment = await productEnvironment(ctx.db);
      const subscriberId = String(account.id);
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
            subscriberHash: subscriberHash(ctx, environment, subscriberId),
          },
        },
      };
    });
  };
}

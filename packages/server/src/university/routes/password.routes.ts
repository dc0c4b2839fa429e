import type { FastifyInstance } from 'fastify';
import {
  acknowledgedResponseSchema,
  forgotPasswordBodySchema,
  setPasswordBodySchema,
} from '@herald/protocol/schemas';
import type { UniversityContext } from '../context.js';
import { HttpError } from '../../http/errors.js';
import { audit } from '../services/audit.js';
import { linkMailWaitSeconds, sendAccountLink, usePasswordLink } from '../services/accounts/account-links.js';
import { findAccountByEmail } from '../repo/accounts.js';
import { contract, type ZodTypeProvider } from '../../http/contract.js';

/** What this module uses of the university's context. */
type RouteContext = Pick<
  UniversityContext,
  'config' | 'db' | 'jobs' | 'keptSubscribers' | 'newId' | 'now' | 'realtime'
>;

export function passwordRoutes(ctx: RouteContext) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const limited = { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } };

    // The same answer whether or not the address has an account.
    app.post(
      '/forgot-password',
      {
        ...limited,
        schema: contract({
          tag: 'App',
          summary: 'Mail a one-time reset link; the same answer whether or not the address exists',
          security: 'none',
          response: acknowledgedResponseSchema,
          body: forgotPasswordBodySchema,
          status: 202,
          example: { body: { email: 'student@herald.test' } },
        }),
      },
      async (request, reply) => {
        const { email } = request.body;
        const account = await findAccountByEmail(ctx, email);
        // A fourth reset in an hour sends nothing, and answers as an unknown address does: the same 202.
        if (
          account &&
          account.active === 1 &&
          (await linkMailWaitSeconds(ctx, account.id, 'reset-password')) === 0
        ) {
          await sendAccountLink(ctx, account, 'reset-password');
          await audit(ctx, request, 'account.password_reset_requested', `account:${account.id}`);
        }
        reply.code(202);
        return { data: { acknowledged: true } };
      },
    );

    // Both the first password of a new account and a reset use a one-time link.
    app.post(
      '/reset-password',
      {
        ...limited,
        schema: contract({
          tag: 'App',
          summary: "Choose a password with a one-time link; ends the account's other sessions",
          security: 'none',
          response: acknowledgedResponseSchema,
          body: setPasswordBodySchema,
          // The token is the one in the mailed link (…/resetpassword?token=…).
          example: {
            body: {
              token: 'kV3q8yTnW0bRzL5uXe2fHs9mJd4cPa7gQo1iNw6tYvE',
              password: 'amber-lantern-orchard-42',
            },
            standIns: ['token'],
          },
        }),
      },
      async (request) => {
        const body = request.body;
        if (!(await usePasswordLink(ctx, body.token, body.password))) {
          throw new HttpError(400, 'This link has expired or was already used; ask for a new one');
        }
        await audit(ctx, request, 'account.password_set');
        return { data: { acknowledged: true } };
      },
    );
  };
}

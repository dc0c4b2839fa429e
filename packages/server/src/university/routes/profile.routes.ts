import type { FastifyInstance } from 'fastify';
import { ROLE_ID, type Profile, type RoleId } from '@herald/protocol';
import { changePasswordBodySchema, profileSchema, updateProfileBodySchema } from '@herald/protocol/schemas';
import type { UniversityContext } from '../context.js';
import { accountOf, requireAccount } from '../../http/auth.js';
import { HttpError } from '../../http/errors.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { audit } from '../services/audit.js';
import { appTokenFor, closeAccountSockets } from '../services/accounts/account-sessions.js';
import { accountIdByEmail, profileRow, updateAccount } from '../repo/accounts.js';
import { voidPasswordLinks } from '../services/accounts/account-links.js';
import { contract, type ZodTypeProvider, dataOf } from '../../http/contract.js';
import { z } from 'zod';

/** What this module uses of the university's context. */
type RouteContext = Pick<UniversityContext, 'config' | 'db' | 'guestVisits' | 'now' | 'realtime' | 'tokens'>;

/** Any signed-in person: their profile and their password. */
export function profileRoutes(ctx: RouteContext) {
  async function profile(id: number): Promise<Profile> {
    const row = await profileRow(ctx, id);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      address: row.address,
      roleID: row.role_id as RoleId,
      facultyName: row.faculty_name,
      lastLoginAt: row.last_login_at,
      lastLoginBrowser: row.last_login_browser,
    };
  }

  /** The faculty's guest account is shared by everyone who visits with it: only the administrators change it. */
  function refuseSharedGuestAccount(account: { role_id: number }) {
    if (account.role_id === ROLE_ID.GUEST) {
      throw new HttpError(
        403,
        'The faculty’s guest account is shared: its name, email and password are changed only by the administrators',
      );
    }
  }

  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireAccount(ctx));

    app.get(
      '/profile',
      {
        schema: contract({
          tag: 'App',
          summary: "The signed-in person's profile, with the last sign-in",
          security: 'bearer',
          response: dataOf(profileSchema),
          example: { as: 'STUDENT' },
        }),
      },
      async (request) => ({ data: await profile(accountOf(request).id) }),
    );

    app.put(
      '/profile',
      {
        schema: contract({
          tag: 'App',
          summary: 'Change name, phone and address; a new email needs the current password',
          security: 'bearer',
          body: updateProfileBodySchema,
          response: dataOf(profileSchema),
          example: {
            as: 'STUDENT',
            body: { phone: '+44 20 7946 0958', address: 'Flat 4, 12 College Road, London SE1 7XX' },
          },
        }),
      },
      async (request) => {
        const body = request.body;
        const account = accountOf(request);
        refuseSharedGuestAccount(account);
        if (body.email !== undefined && body.email !== account.email) {
          if (
            !(await verifyPassword(
              body.currentPassword ?? '',
              account.password_hash,
              ctx.config.passwordCost,
            ))
          ) {
            throw new HttpError(400, 'currentPassword: The current password is not right');
          }
          const taken = await accountIdByEmail(ctx, body.email);
          if (taken) throw new HttpError(409, 'email: Another account uses this email');
        }
        await updateAccount(ctx, account.id, {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.phone !== undefined && { phone: body.phone }),
          ...(body.address !== undefined && { address: body.address }),
          ...(body.email !== undefined && { email: body.email }),
        });
        // A reset link sent to the old address sets no password any more.
        if (body.email !== undefined && body.email !== account.email)
          await voidPasswordLinks(ctx, account.id);
        await audit(ctx, request, 'account.profile_updated', `account:${account.id}`, {
          fields: Object.keys(body).filter((key) => key !== 'currentPassword'),
        });
        return { data: await profile(account.id) };
      },
    );

    app.post(
      '/auth/change-password',
      {
        schema: contract({
          tag: 'App',
          summary: 'Change the password with the current one; ends older sessions and answers a fresh token',
          security: 'bearer',
          body: changePasswordBodySchema,
          response: dataOf(z.object({ token: z.string() })),
          example: {
            as: 'STUDENT',
            body: { currentPassword: 'herald-demo-student', newPassword: 'amber-lantern-orchard-42' },
          },
        }),
        config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      },
      async (request) => {
        const body = request.body;
        const account = accountOf(request);
        refuseSharedGuestAccount(account);
        if (!(await verifyPassword(body.currentPassword, account.password_hash, ctx.config.passwordCost))) {
          throw new HttpError(400, 'currentPassword: The current password is not right');
        }
        // Every token signed so far ends, this request's too; the answer carries a fresh one.
        await updateAccount(
          ctx,
          account.id,
          { password_hash: await hashPassword(body.newPassword, ctx.config.passwordCost) },
          true,
        );
        await closeAccountSockets(ctx, account.id);
        await audit(ctx, request, 'account.password_changed', `account:${account.id}`);
        return { data: { token: await appTokenFor(ctx, account.id) } };
      },
    );
  };
}

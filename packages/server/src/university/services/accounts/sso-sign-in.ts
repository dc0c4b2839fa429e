import type { FastifyRequest } from 'fastify';
import type { SsoProviderConfig } from '../../../config.js';
import type { UniversityContext } from '../../context.js';
import { SsoError } from '../../../sso/oidc.js';
import type { SsoOwners } from '../../../sso/sso.routes.js';
import { audit } from '../audit.js';
import { accountIdByEmail, findAccountById, recordSignIn } from '../../repo/accounts.js';
import { browserName } from './browser.js';

/** Accounts signing in with single sign-on: active, the sign-in recorded and audited, as with a password. */
export function accountSsoOwners(ctx: Pick<UniversityContext, 'db' | 'now' | 'tokens'>): SsoOwners {
  return {
    async idByEmail(email) {
      const account = await accountIdByEmail(ctx, email);
      return account && String(account.id);
    },
    signIn: async (request: FastifyRequest, provider: SsoProviderConfig, ownerId: string) => {
      const account = await findAccountById(ctx, Number(ownerId));
      if (!account || account.active !== 1) {
        throw new SsoError('No active account uses this email address: ask an administrator to create one');
      }
      const now = ctx.now();
      await recordSignIn(ctx, account.id, now.toISOString(), browserName(request.headers['user-agent']));
      request.account = account;
      await audit(ctx, request, 'auth.signed_in', `account:${account.id}`, { via: `sso:${provider.id}` });
      return ctx.tokens.signApp(account);
    },
  };
}

import type { PlatformContext } from './context.js';
import { SsoError } from '../sso/oidc.js';
import type { SsoOwners } from '../sso/sso.routes.js';
import { memberSession } from './platform.routes.js';

/** Platform members signing in with single sign-on: active, and given a member session. */
export function memberSsoOwners(ctx: Pick<PlatformContext, 'db' | 'tokens'>): SsoOwners {
  return {
    async idByEmail(email) {
      // Single sign-on is the credential being made: the email names the member, in whichever organisation.
      // eslint-disable-next-line no-restricted-syntax
      const member = await ctx.db
        .selectFrom('members')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      return member?.id;
    },
    async signIn(_request, _provider, ownerId) {
      // The identity just verified names the member; their token is the credential being made.
      // eslint-disable-next-line no-restricted-syntax
      const member = await ctx.db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', ownerId)
        .executeTakeFirst();
      if (!member || member.status !== 'active') {
        throw new SsoError('No active platform account uses this email address: ask an admin to invite you');
      }
      return (await memberSession(ctx, member)).token;
    },
  };
}

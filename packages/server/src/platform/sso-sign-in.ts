import type { AppContext } from '../context.js';
import { SsoError } from '../sso/oidc.js';
import type { SsoSignIn } from '../sso/sso.routes.js';
import { memberSession } from './platform.routes.js';

/** A platform member signing in with single sign-on: active, and given a member session. */
export function memberSsoSignIn(ctx: AppContext): SsoSignIn['member'] {
  return async (ownerId: string) => {
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
  };
}

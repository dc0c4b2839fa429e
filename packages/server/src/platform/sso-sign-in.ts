import type { PlatformContext } from './context.js';
import { SsoError } from '../sso/oidc.js';
import type { SsoOwners } from '../sso/sso.routes.js';
import { memberByVerifiedId, memberIdByEmail } from './repo/unscoped.js';
import { memberSession } from './services/member-session.js';

/** Platform members signing in with single sign-on: active, and given a member session. */
export function memberSsoOwners(ctx: Pick<PlatformContext, 'db' | 'tokens'>): SsoOwners {
  return {
    async idByEmail(email) {
      // Single sign-on is the credential being made: the email names the member, in whichever organisation.
      return (await memberIdByEmail(ctx, email))?.id;
    },
    async signIn(_request, _provider, ownerId) {
      // The identity just verified names the member; their token is the credential being made.
      const member = await memberByVerifiedId(ctx, ownerId);
      if (!member || member.status !== 'active') {
        throw new SsoError('No active platform account uses this email address: ask an admin to invite you');
      }
      return (await memberSession(ctx, member)).token;
    },
  };
}

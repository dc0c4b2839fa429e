// A widget session of an account's own subscriber (the product environment, subscriberId = the account's id) lives
// and dies with the account's sessions: its token carries the account's credential fingerprint, as an app token
// does, and every use — a widget call or a socket's handshake — checks it against the account as it stands. So a
// new password, deactivation, a new role or signing out ends the widget sessions too, and a deactivated account
// cannot open one. The subscriber hash that opens a session covers the same fingerprint, so a hash handed out
// before a sign-out or a new password opens none after it: only a signed-in account gets a current one.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../http/errors.js';
import { safeEqual } from '../../../security/crypto.js';
import { InvalidTokenError, type TokenService, type WidgetTokenPayload } from '../../../security/tokens.js';
import { productEnvironment } from '../../../notify/service.js';
import { accountById } from '../../repo/accounts.js';

const ACCOUNT_ID = /^[1-9]\d{0,14}$/;

export function bindWidgetTokensToAccounts(tokens: TokenService, db: () => Kysely<Database>): TokenService {
  let productEnvironmentId: string | undefined;

  /** The account behind a subscriber of the product environment, if the subscriber is one. */
  async function accountOf(subscriber: Pick<WidgetTokenPayload, 'environmentId' | 'subscriberId'>) {
    if (!ACCOUNT_ID.test(subscriber.subscriberId)) return undefined;
    // The product environment is the first one created; it never changes once it exists.
    productEnvironmentId ??= (await productEnvironment(db())).id;
    if (subscriber.environmentId !== productEnvironmentId) return undefined;
    return accountById({ db: db() }, Number(subscriber.subscriberId), [
      'id',
      'role_id',
      'password_hash',
      'token_version',
      'active',
    ]);
  }

  return {
    ...tokens,
    async subscriberHashBinding(subscriber) {
      const account = await accountOf(subscriber);
      return account ? tokens.credentialOf(account) : tokens.subscriberHashBinding?.(subscriber);
    },
    async signWidget(payload) {
      const account = await accountOf(payload);
      if (!account) return tokens.signWidget(payload);
      if (account.active !== 1) throw new HttpError(403, 'This account is deactivated');
      return tokens.signWidget({ ...payload, cred: tokens.credentialOf(account) });
    },
    async verifyWidget(token) {
      const payload = await tokens.verifyWidget(token);
      const account = await accountOf(payload);
      if (!account) return payload;
      if (account.active !== 1 || !payload.cred || !safeEqual(payload.cred, tokens.credentialOf(account))) {
        throw new InvalidTokenError('invalid');
      }
      return payload;
    },
  };
}

import type { Kysely } from 'kysely';
import type { NotifyContext } from '../context.js';
import type { Database, Environment } from '../../db/schema.js';
import { decrypt, hmacHex } from '../../security/crypto.js';

// The environment lookup below takes the unscoped database: it finds the environment a credential is being made
// for before any organisation is known.
/* eslint-disable no-restricted-syntax */
export function findEnvironmentByApplicationIdentifier(db: Kysely<Database>, applicationIdentifier: string) {
  return db
    .selectFrom('environments')
    .selectAll()
    .where('application_identifier', '=', applicationIdentifier)
    .executeTakeFirst();
}
/* eslint-enable no-restricted-syntax */

/**
 * The subscriber hash a host computes on its server: hex HMAC-SHA256 of subscriberId keyed with the API key. With a
 * binding (TokenService.subscriberHashBinding), of `subscriberId.binding`.
 */
export function subscriberHash(
  ctx: Pick<NotifyContext, 'sealingKey'>,
  environment: Environment,
  subscriberId: string,
  binding?: string,
): string {
  const signed = binding === undefined ? subscriberId : `${subscriberId}.${binding}`;
  return hmacHex(decrypt(ctx.sealingKey, environment.api_key_sealed), signed);
}

import type { NotifyContext } from '../context.js';
import type { Environment } from '../../db/tables/platform.js';
import { decrypt, hmacHex } from '../../security/crypto.js';

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

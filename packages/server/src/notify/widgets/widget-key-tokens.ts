// A widget session opened with a subscriber hash lives as long as the key that signed the hash: its token carries
// a fingerprint of the environment's signing key, and every use (a widget call or a socket's handshake) checks it
// against the key the environment signs with now. Rotating or revoking that key, or turning HMAC on for an
// environment whose sessions opened without it, ends the sessions the old hashes opened; the routes that do so
// also close the environment's sockets (realtime.disconnectEnvironment).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { safeEqual } from '../../security/crypto.js';
import { signingOfEnvironment } from '../repo/unscoped.js';
import { InvalidTokenError, type TokenService } from '../../security/tokens.js';

/** A short, one-way name of a signing key's hash: it tells keys apart and reveals nothing of either. */
export function signingKeyFingerprint(apiKeyHash: string): string {
  return createHash('sha256').update(`widget-signing-key:${apiKeyHash}`).digest('base64url').slice(0, 22);
}

export function bindWidgetTokensToSigningKeys(
  tokens: TokenService,
  // Checks a widget token, before it is a credential: reads the environment the token names.
  // eslint-disable-next-line no-restricted-syntax
  db: () => Kysely<Database>,
): TokenService {
  const signingOf = (environmentId: string) => signingOfEnvironment(db(), environmentId);

  return {
    ...tokens,
    async signWidget(payload) {
      const environment = await signingOf(payload.environmentId);
      if (environment?.hmac_required !== 1) return tokens.signWidget(payload);
      return tokens.signWidget({ ...payload, key: signingKeyFingerprint(environment.api_key_hash) });
    },
    async verifyWidget(token) {
      const payload = await tokens.verifyWidget(token);
      const environment = await signingOf(payload.environmentId);
      if (!environment) throw new InvalidTokenError('invalid');
      if (environment.hmac_required !== 1) return payload;
      const current = signingKeyFingerprint(environment.api_key_hash);
      if (!payload.key || !safeEqual(payload.key, current)) throw new InvalidTokenError('invalid');
      return payload;
    },
  };
}

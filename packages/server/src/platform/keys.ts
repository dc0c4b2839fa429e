// API keys per environment: made from 256 random bits, shown once, stored as a SHA-256 hash (to find the
// environment of a call) and sealed with AES-256-GCM (subscriber hashes are HMACs keyed with the signing key).
import type { ApiKey, CreatedApiKey } from '@herald/protocol';
import type { PlatformContext } from './context.js';
import type { ScopedDb } from '../db/scope.js';
import type { ApiKeyRow } from '../db/schema.js';
import { decrypt, encrypt, newSecretToken, sha256Hex } from '../security/crypto.js';

export const API_KEY_PREFIX = 'hk_';

export function maskKey(hint: string): string {
  return `${API_KEY_PREFIX}…${hint}`;
}

export function apiKeyToWire(row: ApiKeyRow, signingHash: string): ApiKey {
  return {
    _id: row.id,
    masked: maskKey(row.hint),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    signing: row.key_hash === signingHash,
  };
}

/** A new key for the environment; with `signing`, subscriber hashes are keyed with it from now on. */
export async function issueApiKey(
  ctx: Pick<PlatformContext, 'sealingKey' | 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
  options: { signing: boolean },
): Promise<CreatedApiKey> {
  const key = newSecretToken(API_KEY_PREFIX);
  const row: ApiKeyRow = {
    id: ctx.newId(),
    environment_id: environmentId,
    key_hash: sha256Hex(key),
    key_sealed: encrypt(ctx.sealingKey, key),
    hint: key.slice(-4),
    created_at: ctx.now().toISOString(),
    revoked_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  if (options.signing) {
    await db
      .updateTable('environments')
      .set({ api_key_hash: row.key_hash, api_key_sealed: row.key_sealed })
      .where('id', '=', environmentId)
      .execute();
  }
  return { ...apiKeyToWire(row, options.signing ? row.key_hash : ''), key };
}

/**
 * Gives every environment's first key (made by the first-run setup, before keys had their own table) its row,
 * so that it can be listed, rotated and revoked like any other.
 */
export async function adoptEnvironmentKeys(
  ctx: Pick<PlatformContext, 'db' | 'sealingKey' | 'newId'>,
): Promise<void> {
  // Start-up work over every organisation's environments, before any request: no credential to scope by.
  /* eslint-disable no-restricted-syntax */
  const orphans = await ctx.db
    .selectFrom('environments')
    .select(['id', 'api_key_hash', 'api_key_sealed', 'created_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('api_keys')
            .select('api_keys.id')
            .whereRef('api_keys.key_hash', '=', 'environments.api_key_hash'),
        ),
      ),
    )
    .execute();
  for (const environment of orphans) {
    await ctx.db
      .insertInto('api_keys')
      .values({
        id: ctx.newId(),
        environment_id: environment.id,
        key_hash: environment.api_key_hash,
        key_sealed: environment.api_key_sealed,
        hint: decrypt(ctx.sealingKey, environment.api_key_sealed).slice(-4),
        created_at: environment.created_at,
        revoked_at: null,
      })
      .execute();
  }
  /* eslint-enable no-restricted-syntax */
}

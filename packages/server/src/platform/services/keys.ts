// API keys per environment: made from 256 random bits, shown once, stored as a SHA-256 hash (to find the
// environment of a call) and sealed with AES-256-GCM (subscriber hashes are HMACs keyed with the signing key).
import type { ApiKey, CreatedApiKey } from '@herald/protocol';
import type { PlatformContext } from '../context.js';
import { inTransaction, type ScopedDb } from '../../db/scope.js';
import type { ApiKeyRow, Environment } from '../../db/tables/platform.js';
import { HttpError } from '../../http/errors.js';
import { decrypt, encrypt, newSecretToken, sha256Hex } from '../../security/crypto.js';
import { apiKeyOf, apiKeysOf, insertApiKey, otherActiveApiKeys, revokeApiKey } from '../repo/api-keys.js';
import { setSigningKey } from '../repo/environments.js';
import { environmentsWithoutKeyRow, insertAdoptedApiKey } from '../repo/unscoped.js';

export const API_KEY_PREFIX = 'hk_';

type KeyContext = Pick<PlatformContext, 'sealingKey' | 'now' | 'newId'>;

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
  ctx: KeyContext,
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
  await insertApiKey(db, row);
  if (options.signing) {
    await setSigningKey(db, environmentId, { hash: row.key_hash, sealed: row.key_sealed });
  }
  return { ...apiKeyToWire(row, options.signing ? row.key_hash : ''), key };
}

/** The environment's keys, masked, the signing one marked. */
export async function listApiKeys(db: ScopedDb, environment: Environment): Promise<ApiKey[]> {
  const rows = await apiKeysOf(db, environment.id);
  return rows.map((row) => apiKeyToWire(row, environment.api_key_hash));
}

/** A key of the environment still in use: 404 when it has no such key, 409 when it is revoked. */
async function activeKey(db: ScopedDb, environment: Environment, keyId: string) {
  const key = await apiKeyOf(db, environment.id, keyId);
  if (!key) throw new HttpError(404, 'API key not found');
  if (key.revoked_at !== null) throw new HttpError(409, 'This API key is already revoked');
  return key;
}

/**
 * Rotation: a new key replaces the old one at once; when the old one signed subscriber hashes, the new one does
 * from now on, so hosts must compute hashes with the new key.
 */
export async function rotateApiKey(
  ctx: KeyContext & Pick<PlatformContext, 'realtime'>,
  db: ScopedDb,
  environment: Environment,
  keyId: string,
): Promise<CreatedApiKey> {
  const old = await activeKey(db, environment, keyId);
  const created = await inTransaction(db, async (trx) => {
    await revokeApiKey(trx, old.id, ctx.now().toISOString());
    return issueApiKey(ctx, trx, environment.id, { signing: old.key_hash === environment.api_key_hash });
  });
  // Widget sessions opened with the old key's hashes end; their sockets close now (widget-key-tokens.ts).
  if (old.key_hash === environment.api_key_hash) ctx.realtime.disconnectEnvironment(environment.id);
  return created;
}

/** Revokes a key; the environment's last one stays (409), and the newest remaining one signs when it did. */
export async function revokeKey(
  ctx: Pick<PlatformContext, 'now' | 'realtime'>,
  db: ScopedDb,
  environment: Environment,
  keyId: string,
): Promise<void> {
  const key = await activeKey(db, environment, keyId);
  const successor = (await otherActiveApiKeys(db, environment.id, key.id))[0];
  if (!successor) {
    throw new HttpError(409, 'An environment keeps at least one API key: rotate this one instead');
  }
  await inTransaction(db, async (trx) => {
    await revokeApiKey(trx, key.id, ctx.now().toISOString());
    // The newest remaining key signs subscriber hashes when the revoked one did.
    if (key.key_hash === environment.api_key_hash) {
      await setSigningKey(trx, environment.id, { hash: successor.key_hash, sealed: successor.key_sealed });
    }
  });
  if (key.key_hash === environment.api_key_hash) ctx.realtime.disconnectEnvironment(environment.id);
}

/**
 * Gives every environment's first key (made by the first-run setup, before keys had their own table) its row,
 * so that it can be listed, rotated and revoked like any other.
 */
export async function adoptEnvironmentKeys(
  ctx: Pick<PlatformContext, 'db' | 'sealingKey' | 'newId'>,
): Promise<void> {
  for (const environment of await environmentsWithoutKeyRow(ctx)) {
    await insertAdoptedApiKey(ctx, {
      id: ctx.newId(),
      environment_id: environment.id,
      key_hash: environment.api_key_hash,
      key_sealed: environment.api_key_sealed,
      hint: decrypt(ctx.sealingKey, environment.api_key_sealed).slice(-4),
      created_at: environment.created_at,
      revoked_at: null,
    });
  }
}

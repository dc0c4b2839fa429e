// An organisation's environment, made the one way whoever makes it: a sign-up (Development and Production), a new
// environment in the console, or the first start of a server.
import type { CreatedApiKey, PlatformEnvironment } from '@herald/protocol';
import { randomBytes } from 'node:crypto';
import type { PlatformContext } from './context.js';
import type { ScopedDb } from '../db/scope.js';
import type { Environment } from '../db/schema.js';
import { issueApiKey } from './keys.js';

export function environmentToWire(environment: Pick<Environment, 'id' | 'name' | 'application_identifier'>) {
  return {
    _id: environment.id,
    name: environment.name,
    applicationIdentifier: environment.application_identifier,
  } satisfies PlatformEnvironment;
}

/**
 * Stores a new environment of the organisation with its first API key, which signs its subscribers' hashes; the
 * key is in the answer, the one time it is shown. `db` is scoped to the organisation and the environment's new id,
 * inside the caller's transaction.
 */
export async function createEnvironment(
  ctx: Pick<PlatformContext, 'sealingKey' | 'now' | 'newId'>,
  db: ScopedDb,
  environment: { id: string; organizationId: string; name: string; createdAt: string },
): Promise<PlatformEnvironment & { apiKey: CreatedApiKey }> {
  const row = {
    id: environment.id,
    organization_id: environment.organizationId,
    name: environment.name,
    application_identifier: randomBytes(9).toString('base64url'),
    // A placeholder unique per environment until the key's own insert sets the real hash.
    api_key_hash: `pending:${environment.id}`,
    api_key_sealed: '',
    hmac_required: 1,
    created_at: environment.createdAt,
  };
  await db.insertInto('environments').values(row).execute();
  const apiKey = await issueApiKey(ctx, db, environment.id, { signing: true });
  return { ...environmentToWire(row), apiKey };
}

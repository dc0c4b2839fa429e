// An organisation's environment, made the one way whoever makes it: a sign-up (Development and Production), a new
// environment in the console, or the first start of a server.
import type { CreatedApiKey, PlatformEnvironment } from '@herald/protocol';
import { randomBytes } from 'node:crypto';
import type { PlatformContext } from '../context.js';
import { inEnvironment, inTransaction, scoped, type ScopedDb } from '../../db/scope.js';
import type { Environment } from '../../db/tables/platform.js';
import { HttpError } from '../../http/errors.js';
import {
  environmentById,
  environmentNamesOf,
  environmentsOf,
  insertEnvironment,
} from '../repo/environments.js';
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
  await insertEnvironment(db, row);
  const apiKey = await issueApiKey(ctx, db, environment.id, { signing: true });
  return { ...environmentToWire(row), apiKey };
}

/** The organisation's environments as the console lists them, oldest first. */
export async function listEnvironments(db: ScopedDb, organizationId: string) {
  return (await environmentsOf(db, organizationId)).map(environmentToWire);
}

/** A new environment of the organisation, named apart from its others (409), with its first key. */
export async function addEnvironment(
  ctx: Pick<PlatformContext, 'db' | 'sealingKey' | 'now' | 'newId'>,
  db: ScopedDb,
  organizationId: string,
  name: string,
) {
  const siblings = await environmentNamesOf(db, organizationId);
  // Names tell environments apart in the console and in every member's mind: one name, one environment.
  if (siblings.some((sibling) => sibling.name.toLowerCase() === name.toLowerCase())) {
    throw new HttpError(409, `name: The organisation already has an environment named "${name}"`);
  }
  const id = ctx.newId();
  // The new environment's own scope: its organisation, and the id just made for it.
  const environmentDb = scoped(ctx.db, { organizationId, environmentId: id });
  return inTransaction(environmentDb, (trx) =>
    createEnvironment(ctx, trx, { id, organizationId, name, createdAt: ctx.now().toISOString() }),
  );
}

/** An environment of the member's organisation, and the database narrowed to it; another's is a 404. */
export async function organizationEnvironment(organizationDb: ScopedDb, id: string) {
  const db = await inEnvironment(organizationDb, id);
  if (!db) throw new HttpError(404, 'Environment not found');
  const environment = await environmentById(db, id);
  return { environment, db };
}

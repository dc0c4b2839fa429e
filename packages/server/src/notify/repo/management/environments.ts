// The environment of a management credential, and the environments its organisation has, through the database the
// credential scoped.
import type { Updateable } from 'kysely';
import type { EnvironmentTable } from '../../../db/tables/platform.js';
import type { ScopedDb } from '../../../db/scope.js';

/** The environment with this id, which exists. */
export function environmentWithId(db: ScopedDb, id: string) {
  return db.selectFrom('environments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The environments the credential sees, oldest first. */
export function environmentsInOrder(db: ScopedDb) {
  return db.selectFrom('environments').selectAll().orderBy('created_at').execute();
}

/** Changes the environment's own settings (the subscriber HMAC switch, its rate limits, its default locale). */
export async function updateEnvironmentSettings(
  db: ScopedDb,
  id: string,
  changes: Updateable<Pick<EnvironmentTable, 'hmac_required' | 'api_rate_limits' | 'default_locale'>>,
): Promise<void> {
  await db.updateTable('environments').set(changes).where('id', '=', id).execute();
}

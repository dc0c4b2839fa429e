// What the engine reads of a job's environment, on the database its job runs with.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The environment's API key, sealed: it signs the webhook filters' calls. */
export function sealedKeyOfEnvironment(db: Kysely<Database>, environmentId: string) {
  return db
    .selectFrom('environments')
    .select('api_key_sealed')
    .where('id', '=', environmentId)
    .executeTakeFirstOrThrow();
}

/** The environment's default locale and its organisation's plan. */
export function localeAndPlanOf(db: Kysely<Database>, environmentId: string) {
  return db
    .selectFrom('environments')
    .innerJoin('organizations', 'organizations.id', 'environments.organization_id')
    .select(['environments.default_locale', 'organizations.plan'])
    .where('environments.id', '=', environmentId)
    .executeTakeFirst();
}

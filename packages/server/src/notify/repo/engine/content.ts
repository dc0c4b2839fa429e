// The layouts and translations a step renders with, on the database its job runs with.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The environment's layout with this id or, for `'default'`, its default layout. */
export function layoutContent(
  db: Kysely<Database>,
  environmentId: string,
  which: { id: string } | 'default',
) {
  const query = db.selectFrom('layouts').select('content').where('environment_id', '=', environmentId);
  return which === 'default'
    ? query.where('is_default', '=', 1).executeTakeFirst()
    : query.where('id', '=', which.id).executeTakeFirst();
}

/** The environment's translations in these locales, with the identifier of their group. */
export function translationsInLocales(
  db: Kysely<Database>,
  environmentId: string,
  locales: readonly string[],
) {
  return db
    .selectFrom('translations')
    .innerJoin('translation_groups', 'translation_groups.id', 'translations.group_id')
    .select(['translation_groups.identifier', 'translations.locale', 'translations.content'])
    .where('translation_groups.environment_id', '=', environmentId)
    .where('translations.locale', 'in', locales)
    .execute();
}

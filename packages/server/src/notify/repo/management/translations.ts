// An environment's translation groups and their translations per locale, through the database its credential
// scoped (what a step renders with is notify/repo/engine/content.ts).
import type { TranslationGroupRow } from '../../../db/tables/notify.js';
import { inTransaction, type ScopedDb } from '../../../db/scope.js';

/** The environment's translation group with this identifier, if there is one. */
export function translationGroupNamed(db: ScopedDb, environmentId: string, identifier: string) {
  return db
    .selectFrom('translation_groups')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .where('identifier', '=', identifier)
    .executeTakeFirst();
}

/** The environment's translation groups, by identifier. */
export function translationGroupsOf(db: ScopedDb, environmentId: string) {
  return db
    .selectFrom('translation_groups')
    .selectAll()
    .where('environment_id', '=', environmentId)
    .orderBy('identifier')
    .execute();
}

/** The locales of these groups, each group's in order. */
export function localesOfGroups(db: ScopedDb, groupIds: readonly string[]) {
  return db
    .selectFrom('translations')
    .select(['group_id', 'locale'])
    .where('group_id', 'in', groupIds)
    .orderBy('locale')
    .execute();
}

/** The group's translation in this locale, if it has one. */
export function translationInLocale(db: ScopedDb, groupId: string, locale: string) {
  return db
    .selectFrom('translations')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

export async function saveTranslationContent(
  db: ScopedDb,
  translationId: string,
  content: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('translations')
    .set({ content, updated_at: updatedAt })
    .where('id', '=', translationId)
    .execute();
}

/** Adds empty translations of the group in these locales. */
async function addLocales(
  trx: ScopedDb,
  groupId: string,
  locales: readonly string[],
  { newId, now }: { newId: () => string; now: string },
) {
  for (const locale of locales) {
    await trx
      .insertInto('translations')
      .values({ id: newId(), group_id: groupId, locale, content: '{}', updated_at: now })
      .execute();
  }
}

/** Stores a new group with an empty translation per locale, in one transaction. */
export function insertTranslationGroup(
  db: ScopedDb,
  row: TranslationGroupRow,
  locales: readonly string[],
  newId: () => string,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.insertInto('translation_groups').values(row).execute();
    await addLocales(trx, row.id, locales, { newId, now: row.updated_at });
  });
}

/**
 * Changes a group's identifier or name and, when `locales` is given, removes the translations of the locales it
 * drops and adds empty ones for those it adds, in one transaction.
 */
export function updateTranslationGroup(
  db: ScopedDb,
  groupId: string,
  changes: Partial<Pick<TranslationGroupRow, 'identifier' | 'name'>> & { updated_at: string },
  locales: { removed: readonly string[]; added: readonly string[] } | undefined,
  newId: () => string,
): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('translation_groups').set(changes).where('id', '=', groupId).execute();
    if (locales === undefined) return;
    if (locales.removed.length > 0) {
      await trx
        .deleteFrom('translations')
        .where('group_id', '=', groupId)
        .where('locale', 'in', locales.removed)
        .execute();
    }
    await addLocales(trx, groupId, locales.added, { newId, now: changes.updated_at });
  });
}

/** Deletes a group and its translations, in one transaction. */
export function deleteTranslationGroup(db: ScopedDb, groupId: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('translations').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('translation_groups').where('id', '=', groupId).execute();
  });
}

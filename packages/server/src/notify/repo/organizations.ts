// The organisation a credential belongs to, as the widget shows it.
import type { ScopedDb } from '../../db/scope.js';

/** The organisation's name and stored branding. */
export function organizationBranding(db: ScopedDb, organizationId: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'branding'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
}

// An organisation's name and branding, changed from the console (platform.routes.ts) and through the management
// API (notify/management/tenancy.routes.ts) with the same body and the same rule.
import type { UpdatePlatformOrganizationBody } from '@herald/protocol/schemas';
import type { ScopedDb } from '../db/scope.js';

/**
 * Renames the organisation or changes its branding: only the fields sent change, and a branding field sent as
 * null is removed, so the widget falls back to its default.
 */
export async function updateOrganization(
  db: ScopedDb,
  id: string,
  body: UpdatePlatformOrganizationBody,
): Promise<void> {
  let branding: string | undefined;
  if (body.branding !== undefined) {
    const row = await db
      .selectFrom('organizations')
      .select('branding')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const merged = { ...(JSON.parse(row.branding) as Record<string, unknown>), ...body.branding };
    branding = JSON.stringify(
      Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null)),
    );
  }
  // A body that names no field sets nothing, which is refused as a 400 (db/empty-updates.ts).
  await db
    .updateTable('organizations')
    .set({ ...(body.name !== undefined && { name: body.name }), ...(branding !== undefined && { branding }) })
    .where('id', '=', id)
    .execute();
}

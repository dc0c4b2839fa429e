// Tenants of an environment: the stored row in its wire shape, lookups by identifier, and the tenant a trigger
// names (created or brought up to date when the trigger gives it as an object with a name).
import type { Tenant, TriggerTenant } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { TenantRow } from '../../db/tables/notify.js';
import type { ScopedDb } from '../../db/scope.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { findTenant, insertTenantRow, updateTenantRow } from '../repo/management/tenants.js';

function parseData(text: string): Record<string, unknown> {
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function tenantToWire(row: TenantRow): Tenant {
  return {
    _id: row.id,
    identifier: row.identifier,
    name: row.name,
    data: parseData(row.data),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stores a new tenant; answers undefined when the identifier is already taken in the environment. */
export async function insertTenant(
  ctx: Pick<NotifyContext, 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
  tenant: { identifier: string; name: string; data: Record<string, unknown> },
): Promise<TenantRow | undefined> {
  const now = ctx.now().toISOString();
  const row: TenantRow = {
    id: ctx.newId(),
    environment_id: environmentId,
    identifier: tenant.identifier,
    name: tenant.name,
    data: JSON.stringify(tenant.data),
    created_at: now,
    updated_at: now,
  };
  try {
    await insertTenantRow(db, row);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The identifier a trigger's tenant is recorded under, or null when the trigger names no tenant there is.
 * A plain identifier must name a stored tenant (`no_tenant_found` otherwise). An object is the tenant as the
 * caller knows it: its name and data replace the stored ones when they differ, and an object with a name
 * creates the tenant it names (the platform meant to, but refused unknown identifiers before getting there).
 */
export async function triggerTenantIdentifier(
  ctx: Pick<NotifyContext, 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
  tenant: TriggerTenant,
): Promise<string | null> {
  const given = typeof tenant === 'string' ? { identifier: tenant } : tenant;
  const stored = await findTenant(db, environmentId, given.identifier);
  if (!stored) {
    if (!given.name) return null;
    const created = await insertTenant(ctx, db, environmentId, {
      identifier: given.identifier,
      name: given.name,
      data: given.data ?? {},
    });
    // Another trigger created it at the same moment: that one is the tenant.
    return created?.identifier ?? given.identifier;
  }
  const nameChanged = given.name !== undefined && given.name !== stored.name;
  const dataChanged = given.data !== undefined && JSON.stringify(given.data) !== stored.data;
  if (nameChanged || dataChanged) {
    await updateTenantRow(db, stored.id, {
      ...(nameChanged && { name: given.name }),
      ...(dataChanged && { data: JSON.stringify(given.data) }),
      updated_at: ctx.now().toISOString(),
    });
  }
  return stored.identifier;
}

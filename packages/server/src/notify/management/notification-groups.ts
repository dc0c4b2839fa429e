// Notification groups of an environment: the wire shape, lookups, and the "General" group every environment has
// (made the first time it is needed, so environments created after the migration get one too).
import type { NotificationGroup } from '@herald/protocol';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import type { NotificationGroupRow } from '../../db/tables/notify.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { HttpError } from '../../http/errors.js';
import { groupById, groupIdNamed, insertGroupRow } from '../repo/management/notification-groups.js';

export const DEFAULT_GROUP_NAME = 'General';

export function groupToWire(row: NotificationGroupRow): NotificationGroup {
  return { _id: row.id, name: row.name, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** The environment's group with this id; 404 when there is none (another environment's included). */
export async function findGroup(
  db: ScopedDb,
  environmentId: string,
  id: string,
): Promise<NotificationGroupRow> {
  const row = await groupById(db, environmentId, id);
  if (!row) throw new HttpError(404, 'Notification group not found');
  return row;
}

/** Stores a group; undefined when the environment already has one of that name. */
export async function insertGroup(
  ctx: Pick<NotifyContext, 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
  name: string,
): Promise<NotificationGroupRow | undefined> {
  const now = ctx.now().toISOString();
  const row = { id: ctx.newId(), environment_id: environmentId, name, created_at: now, updated_at: now };
  try {
    await insertGroupRow(db, row);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** The id of the environment's "General" group, made when missing. */
export async function defaultGroupId(
  ctx: Pick<NotifyContext, 'now' | 'newId'>,
  db: ScopedDb,
  environmentId: string,
): Promise<string> {
  const existing = () => groupIdNamed(db, environmentId, DEFAULT_GROUP_NAME);
  const found = await existing();
  if (found) return found.id;
  const created = await insertGroup(ctx, db, environmentId, DEFAULT_GROUP_NAME);
  // Made by a concurrent request meanwhile: read that one.
  return created?.id ?? (await existing())!.id;
}

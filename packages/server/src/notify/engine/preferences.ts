// Whether a subscriber receives a workflow's step on a channel: critical workflows always deliver; otherwise the
// subscriber's global preference, then their preference for the workflow, then the workflow's default.
import type { Channel } from '@herald/protocol';
import { preferenceRowsFor } from '../repo/engine/subscribers.js';
import type { NotifyContext } from '../context.js';
import type { Workflow } from '../../db/tables/notify.js';

export type PreferenceVerdict = { allowed: true } | { allowed: false; scope: 'global' | 'template' };

function channelsOf(json: string): Partial<Record<Channel, boolean>> {
  try {
    return JSON.parse(json) as Partial<Record<Channel, boolean>>;
  } catch {
    return {};
  }
}

export async function channelAllowed(
  ctx: Pick<NotifyContext, 'db'>,
  subscriberRowId: string,
  workflow: Pick<Workflow, 'id' | 'critical' | 'preference_settings'>,
  channel: Channel,
): Promise<PreferenceVerdict> {
  if (workflow.critical === 1) return { allowed: true };
  const rows = await preferenceRowsFor(ctx.db, subscriberRowId, workflow.id);
  const global = rows.find((row) => row.workflow_id === '');
  if (global && (global.enabled === 0 || channelsOf(global.channels)[channel] === false)) {
    return { allowed: false, scope: 'global' };
  }
  const own = rows.find((row) => row.workflow_id === workflow.id);
  const ownChannel = own ? channelsOf(own.channels)[channel] : undefined;
  if (own?.enabled === 0 || ownChannel === false) return { allowed: false, scope: 'template' };
  if (ownChannel === undefined && channelsOf(workflow.preference_settings)[channel] === false) {
    return { allowed: false, scope: 'template' };
  }
  return { allowed: true };
}

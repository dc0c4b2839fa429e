// The Inbox's preferences: the global one first, then one per workflow that can reach the subscriber, read and
// changed through the widget's preference services (one channel at a time, as the widget changes them).
import { CHANNELS, type Channel, type PreferenceItem } from '@herald/protocol';
import type { InboxPreference } from '@herald/protocol/schemas';
import type { NotifyContext } from '../context.js';
import type { ScopedDb } from '../../db/scope.js';
import { HttpError } from '../../http/errors.js';
import { workflowIdNamed } from '../repo/workflows.js';
import type { WidgetTokenPayload } from '../../security/tokens.js';
import {
  listPreferences,
  readGlobalPreference,
  updateGlobalPreference,
  updateWorkflowPreference,
} from '../widgets/preferences.routes.js';

type PreferenceContext = Pick<NotifyContext, 'db' | 'now'>;
type ChannelChoices = Partial<Record<Channel, boolean | undefined>>;

function workflowLevel(item: PreferenceItem): InboxPreference {
  return {
    level: 'template',
    enabled: item.preference.enabled,
    channels: item.preference.channels,
    workflow: {
      id: item.template._id,
      identifier: item.template.triggers?.[0]?.identifier ?? '',
      name: item.template.name,
      critical: item.template.critical,
      tags: item.template.tags ?? [],
      severity: 'none',
    },
  };
}

const globalLevel = (preference: {
  enabled: boolean;
  channels: InboxPreference['channels'];
}): InboxPreference => ({
  level: 'global',
  enabled: preference.enabled,
  channels: preference.channels,
});

/** The global preference, then the workflows' (by default only those that are not critical, as the platform). */
export async function inboxPreferences(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
  query: {
    tags?: readonly string[] | undefined;
    criticality?: 'critical' | 'nonCritical' | 'all' | undefined;
    onlyGlobal?: boolean;
  },
): Promise<InboxPreference[]> {
  const global = (await readGlobalPreference(db, ctx, subscriber)).data[0]!.preference;
  if (query.onlyGlobal) return [globalLevel(global)];
  const criticality = query.criticality ?? 'nonCritical';
  const tags = query.tags ?? [];
  const items = (await listPreferences(db, ctx, subscriber)).data
    .filter((item) => criticality === 'all' || item.template.critical === (criticality === 'critical'))
    .filter((item) => tags.length === 0 || (item.template.tags ?? []).some((tag) => tags.includes(tag)));
  return [globalLevel(global), ...items.map(workflowLevel)];
}

const chosen = (channels: ChannelChoices) =>
  CHANNELS.flatMap((type) => (channels[type] === undefined ? [] : [{ type, enabled: channels[type] }]));

/** Turns channels on or off for every workflow. */
export async function updateInboxGlobalPreference(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
  channels: ChannelChoices,
): Promise<InboxPreference> {
  const { data } = await updateGlobalPreference(db, ctx, subscriber, { preferences: chosen(channels) });
  return globalLevel(data.preference);
}

/** Turns channels on or off for one workflow, named by id or by trigger identifier. */
export async function updateInboxWorkflowPreference(
  db: ScopedDb,
  ctx: PreferenceContext,
  subscriber: WidgetTokenPayload,
  workflowId: string,
  channels: ChannelChoices,
): Promise<InboxPreference> {
  const workflow = await workflowIdNamed(db, subscriber.environmentId, workflowId);
  if (!workflow) throw new HttpError(404, `Workflow ${workflowId} was not found`);
  let item: PreferenceItem | undefined;
  const choices = chosen(channels);
  for (const channel of choices) {
    item = (await updateWorkflowPreference(db, ctx, subscriber, workflow.id, { channel })).data;
  }
  item ??= (await updateWorkflowPreference(db, ctx, subscriber, workflow.id, {})).data;
  return workflowLevel(item);
}

// How the settings view shows a subscriber's preferences. It mirrors what delivery decides
// (engine/preferences.ts): a channel switched off globally is off everywhere; otherwise the subscriber's choice
// for the workflow, then the workflow's default, then on (docs/product.md §2, §4).
import type { ScopedDb } from '../../db/scope.js';
import { CHANNELS, type Channel, type Preference, type PreferenceChannels } from '@herald/protocol';
import type { SubscriberPreference, Workflow } from '../../db/tables/notify.js';
import { newObjectId } from '../../security/crypto.js';
import { HttpError } from '../../http/errors.js';
import { DELETED_SUBSCRIBER_PREFIX } from '../notifications/subscribers.js';
import { preferenceFor, storedPreferenceFor, upsertPreference } from '../repo/preferences.js';
import { subscriberIdOfRow } from '../repo/subscribers.js';

function parseObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function isChannel(value: unknown): value is Channel {
  return (CHANNELS as readonly unknown[]).includes(value);
}

/** The channels the workflow's active steps send over, in the usual channel order. */
export function workflowChannels(workflow: Pick<Workflow, 'steps'>): Channel[] {
  let steps: unknown;
  try {
    steps = JSON.parse(workflow.steps);
  } catch {
    return [];
  }
  if (!Array.isArray(steps)) return [];
  const used = new Set<Channel>();
  for (const step of steps) {
    if (typeof step !== 'object' || step === null) continue;
    const { type, active } = step as { type?: unknown; active?: unknown };
    if (active !== false && isChannel(type)) used.add(type);
  }
  return CHANNELS.filter((channel) => used.has(channel));
}

/** Stored `{channel: boolean}` choices, keeping only known channels with boolean values. */
export function storedChannels(text: string | null | undefined): PreferenceChannels {
  const channels: PreferenceChannels = {};
  for (const [key, value] of Object.entries(parseObject(text))) {
    if (isChannel(key) && typeof value === 'boolean') channels[key] = value;
  }
  return channels;
}

/** A subscriber's preference for one workflow; every channel the workflow uses is present. */
export function workflowPreference(
  workflow: Pick<Workflow, 'steps' | 'preference_settings'>,
  global: Pick<SubscriberPreference, 'channels'> | undefined,
  own: Pick<SubscriberPreference, 'channels' | 'enabled'> | undefined,
): Preference {
  const defaults = storedChannels(workflow.preference_settings);
  const globalChoices = storedChannels(global?.channels);
  const ownChoices = storedChannels(own?.channels);
  const channels: PreferenceChannels = {};
  for (const channel of workflowChannels(workflow)) {
    channels[channel] =
      globalChoices[channel] === false ? false : (ownChoices[channel] ?? defaults[channel] ?? true);
  }
  return { enabled: own ? own.enabled === 1 : true, channels };
}

/** The subscriber's global preference over the channels their environment's workflows use. */
export function globalPreference(
  usedChannels: readonly Channel[],
  global: Pick<SubscriberPreference, 'channels' | 'enabled'> | undefined,
): Preference {
  const choices = storedChannels(global?.channels);
  const channels: PreferenceChannels = {};
  for (const channel of CHANNELS) {
    const choice = choices[channel];
    if (choice !== undefined) channels[channel] = choice;
    else if (usedChannels.includes(channel)) channels[channel] = true;
  }
  return { enabled: global ? global.enabled === 1 : true, channels };
}

/** '' is the workflow id of the global preference. */
export const GLOBAL_PREFERENCE = '';

/** Stores the subscriber's choices for a workflow (or globally), merged over what they chose before. */
export async function savePreference(
  db: ScopedDb,
  target: { environmentId: string; subscriberRowId: string; workflowId: string; now: string },
  change: { enabled?: boolean | undefined; channels: PreferenceChannels },
): Promise<SubscriberPreference> {
  const subscriber = await subscriberIdOfRow(db, target.subscriberRowId);
  // A deleted subscriber's sessions are over: a token it still holds changes nothing.
  if (!subscriber || subscriber.subscriber_id.startsWith(DELETED_SUBSCRIBER_PREFIX)) {
    throw new HttpError(401, 'Sign in to continue');
  }
  const existing = await preferenceFor(db, target.subscriberRowId, target.workflowId);
  const channels = JSON.stringify({ ...storedChannels(existing?.channels), ...change.channels });
  const enabled = change.enabled === undefined ? (existing?.enabled ?? 1) : change.enabled ? 1 : 0;
  await upsertPreference(db, {
    id: newObjectId(),
    environment_id: target.environmentId,
    subscriber_id: target.subscriberRowId,
    workflow_id: target.workflowId,
    enabled,
    channels,
    updated_at: target.now,
  });
  return storedPreferenceFor(db, target.subscriberRowId, target.workflowId);
}

import type { Preference, PreferenceItem } from '@herald/notification-protocol';
import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine.js';
import type { PreferencesStatus } from './preferences.types.js';

export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

export const preferencesStatus = (snapshot: PreferencesSnapshot): PreferencesStatus =>
  typeof snapshot.value === 'string' ? snapshot.value : snapshot.value.loaded;

/** Critical workflows always deliver and channel-less ones have nothing to switch: the settings view hides both. */
export const isVisiblePreference = (item: PreferenceItem): boolean =>
  !item.template.critical && Object.keys(item.preference.channels).length > 0;

const visibleRows = new WeakMap<readonly PreferenceItem[], PreferenceItem[]>();

/** The rows the settings view shows; the same list while the preferences are unchanged. */
export function visiblePreferences(snapshot: PreferencesSnapshot): PreferenceItem[] {
  const { items } = snapshot.context;
  let rows = visibleRows.get(items);
  if (rows === undefined) visibleRows.set(items, (rows = items.filter(isVisiblePreference)));
  return rows;
}
export const globalPreference = (snapshot: PreferencesSnapshot): Preference | undefined =>
  snapshot.context.globalPreference;
/** True while a row saves: every toggle is disabled meanwhile. */
export const isPreferenceUpdating = (snapshot: PreferencesSnapshot): boolean =>
  snapshot.matches({ loaded: 'updating' });
/** The workflow whose row shows "Saved", for 1.5 s after it saved. */
export const savedTemplateId = (snapshot: PreferencesSnapshot): string | undefined =>
  snapshot.context.savedTemplateId;
/** Why loading or the last toggle failed; a failed toggle is undone. */
export const preferencesError = (snapshot: PreferencesSnapshot): string | undefined => snapshot.context.error;
export const isPreferencesLoading = (snapshot: PreferencesSnapshot): boolean => snapshot.matches('loading');

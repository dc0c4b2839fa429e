import type { Preference, PreferenceItem } from '@herald/notification-protocol';
import type { SnapshotFrom } from 'xstate';
import type { preferencesMachine } from './preferences.machine.js';
import { PREFERENCES_STATUSES } from './preferences.types.js';
import type { PreferencesStatus } from './preferences.types.js';

export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

export function preferencesStatus(snapshot: PreferencesSnapshot): PreferencesStatus {
  const nested = PREFERENCES_STATUSES.find((status) => snapshot.matches({ loaded: status as 'settled' }));
  return nested ?? PREFERENCES_STATUSES.find((status) => snapshot.matches(status as 'idle')) ?? 'idle';
}

/** Critical workflows always deliver and channel-less ones have nothing to switch: the settings view hides both. */
export const isVisiblePreference = (item: PreferenceItem): boolean =>
  !item.template.critical && Object.keys(item.preference.channels).length > 0;

/** The rows the settings view shows. */
export const visiblePreferences = (snapshot: PreferencesSnapshot): PreferenceItem[] =>
  snapshot.context.items.filter(isVisiblePreference);
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

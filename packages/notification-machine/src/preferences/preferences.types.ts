import type { Channel, Preference, PreferenceItem } from '@herald/notification-protocol';
import type { ApiClient } from '../api/api.types.js';

export interface PreferencesInput {
  api: ApiClient;
  token?: string | undefined;
  /** Load as soon as the session is ready instead of when the settings view opens. */
  eager?: boolean | undefined;
}

export interface PreferencesContext {
  api: ApiClient;
  token: string | undefined;
  requested: boolean;
  /** One row per workflow, as the server sent them (selectors hide critical and channel-less ones). */
  items: PreferenceItem[];
  /** The subscriber's preference across every workflow. */
  globalPreference: Preference | undefined;
  loadedAt: number | undefined;
  error: string | undefined;
  /** The row being saved, and how it was before the toggle, to undo it. */
  updating: PreferenceItem | undefined;
  /** The workflow whose row just saved, while the confirmation shows. */
  savedTemplateId: string | undefined;
}

export interface PreferenceToggle {
  templateId: string;
  channel: Channel;
  enabled: boolean;
}

export type PreferencesEvent =
  | { type: 'session.ready'; token: string }
  | { type: 'session.ended' }
  /** The settings view opened: load unless a fresh copy is at hand. */
  | { type: 'preferences.load' }
  | { type: 'preferences.refetch' }
  | ({ type: 'preference.toggle' } & PreferenceToggle)
  /** A row saved in another browser tab. */
  | { type: 'preferences.remoteChange'; item: PreferenceItem };

export type PreferencesEmitted = { type: 'preference.changed'; item: PreferenceItem };

export interface LoadedPreferences {
  items: PreferenceItem[];
  globalPreference: Preference | undefined;
}

export interface UpdatePreferenceInput extends PreferenceToggle {
  api: ApiClient;
}

export const PREFERENCES_STATUSES = ['idle', 'loading', 'settled', 'updating', 'saved', 'failed'] as const;
export type PreferencesStatus = (typeof PREFERENCES_STATUSES)[number];

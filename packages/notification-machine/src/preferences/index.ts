// @herald/notification-machine/preferences: the settings view's machine, a chunk of its own that the provider
// loads when the view opens (or at start, when the fetching strategy says so).
export { fetchPreferences, preferencesMachine, updatePreference } from './preferences.machine.js';
export {
  globalPreference,
  isPreferenceUpdating,
  isVisiblePreference,
  isPreferencesLoading,
  preferencesError,
  preferencesStatus,
  savedTemplateId,
  visiblePreferences,
} from './preferences.selectors.js';
export type { PreferencesSnapshot } from './preferences.selectors.js';
export { PREFERENCES_STATUSES } from './preferences.types.js';
export type {
  LoadedPreferences,
  PreferenceToggle,
  PreferencesContext,
  PreferencesEmitted,
  PreferencesEvent,
  PreferencesInput,
  PreferencesStatus,
  UpdatePreferenceInput,
} from './preferences.types.js';

export { isShownPreference, Settings, SETTINGS_LAYOUTS } from './Settings.js';
export type { SettingsLayout, SettingsProps } from './Settings.js';

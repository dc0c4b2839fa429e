export { isShownPreference, Settings } from './Settings.js';
export type { SettingsLayout, SettingsProps } from './Settings.js';

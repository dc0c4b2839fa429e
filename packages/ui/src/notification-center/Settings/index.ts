export { isShownPreference, Settings } from './Settings.js';
export type { SettingsProps } from './Settings.js';

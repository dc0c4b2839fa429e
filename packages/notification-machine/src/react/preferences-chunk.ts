// The preferences machine, loaded when the settings view first opens.
export { preferencesMachine } from '../preferences/preferences.machine.js';

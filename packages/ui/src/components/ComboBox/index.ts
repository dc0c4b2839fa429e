export { ComboBox, ComboBoxItem } from './ComboBox.js';
export type { ComboBoxProps } from './ComboBox.js';

export { Select, SelectItem } from './Select.js';
export type { SelectProps } from './Select.js';

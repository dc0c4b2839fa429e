export { Radio, RadioGroup } from './RadioGroup.js';
export type { RadioGroupProps, RadioProps } from './RadioGroup.js';
export { RADIO_GROUP_ORIENTATIONS } from './RadioGroup.css.js';
export type { RadioGroupOrientation } from './RadioGroup.css.js';

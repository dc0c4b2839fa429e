export { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover.js';
export type { PopoverContentProps, PopoverProps, PopoverTriggerProps } from './Popover.js';

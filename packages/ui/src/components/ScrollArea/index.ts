export { ScrollArea } from './ScrollArea.js';
export type { ScrollAreaProps } from './ScrollArea.js';

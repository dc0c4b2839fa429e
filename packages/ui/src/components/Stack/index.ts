export { Stack, STACK_ALIGNS } from './Stack.js';
export type { StackAlign, StackProps } from './Stack.js';

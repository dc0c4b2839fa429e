export { Inline, INLINE_ALIGNS, INLINE_ALIGNS_Y } from './Inline.js';
export type { InlineAlign, InlineAlignY, InlineProps } from './Inline.js';

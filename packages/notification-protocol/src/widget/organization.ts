// An organisation's text directions.
export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;

export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

// Delay and digest settings (docs/product.md §3).

/** Units of a delay or digest window. */
export const TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'weeks', 'months'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Digest kinds: a fixed window, a backoff window, or a timed schedule. */
export const DIGEST_TYPES = ['regular', 'backoff', 'timed'] as const;
export type DigestType = (typeof DIGEST_TYPES)[number];

/** Delay kinds: a fixed wait, or until a date taken from the payload. */
export const DELAY_TYPES = ['regular', 'scheduled'] as const;
export type DelayType = (typeof DELAY_TYPES)[number];

/** Monthly timed digests repeat on each listed day, or on an ordinal day ("the last weekday"). */
export const REPEAT_MODES = ['each', 'on'] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

export const ORDINALS = ['1', '2', '3', '4', '5', 'last'] as const;
export type Ordinal = (typeof ORDINALS)[number];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** What an ordinal counts: any day, a weekday, a weekend day, or one named day. */
export const DAY_CHOICES = ['day', 'weekday', 'weekend', ...WEEKDAYS] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];

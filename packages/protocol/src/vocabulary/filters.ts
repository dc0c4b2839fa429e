// Step filters: operators, how parts combine, what a part looks at (docs/product.md §3).

export const FILTER_OPERATORS = [
  'ALL_IN',
  'ANY_IN',
  'BETWEEN',
  'EQUAL',
  'IN',
  'IS_DEFINED',
  'LARGER',
  'LARGER_EQUAL',
  'LIKE',
  'NOT_BETWEEN',
  'NOT_EQUAL',
  'NOT_IN',
  'NOT_LIKE',
  'SMALLER',
  'SMALLER_EQUAL',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** How the parts of one step filter combine. */
export const FILTER_COMBINATORS = ['AND', 'OR'] as const;
export type FilterCombinator = (typeof FILTER_COMBINATORS)[number];

/** What a filter part is evaluated on. */
export const FILTER_SUBJECTS = [
  'payload',
  'subscriber',
  'webhook',
  'isOnline',
  'isOnlineInLast',
  'previousStep',
  'tenant',
] as const;
export type FilterSubject = (typeof FILTER_SUBJECTS)[number];

/** Units of an "online in the last …" filter part. */
export const ONLINE_TIME_UNITS = ['days', 'hours', 'minutes'] as const;
export type OnlineTimeUnit = (typeof ONLINE_TIME_UNITS)[number];

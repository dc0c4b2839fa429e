// Page routes and comment deadlines of the statistics.
/** The route a path belongs to: numeric segments become `{id}`, so every detail page counts as one. */
export function pageRoute(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

/** Days after submission by which a coordinator is expected to comment. */
export const COMMENT_DEADLINE_DAYS = 14;

/** Days after submission at which the coordinators get a first reminder. */
export const COMMENT_REMINDER_DAYS = 10;

/**
 * The university's data that a `data_changed` socket event names: `statistics` when a contribution is submitted,
 * changed, commented, selected or moves status, for the coordinators of its faculty and every manager.
 */
export const LIVE_DATA = { statistics: 'statistics' } as const;
export type LiveData = (typeof LIVE_DATA)[keyof typeof LIVE_DATA];

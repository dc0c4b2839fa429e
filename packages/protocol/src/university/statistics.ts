// Page routes and comment deadlines of the statistics.
/** The route a path belongs to: numeric segments become `{id}`, so every detail page counts as one. */
export function pageRoute(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

/** Days after submission by which a coordinator is expected to comment. */
export const COMMENT_DEADLINE_DAYS = 14;

/** Days after submission at which the coordinators get a first reminder. */
export const COMMENT_REMINDER_DAYS = 10;

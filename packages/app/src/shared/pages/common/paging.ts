// A list's page and filters live in the address (`?page=2&q=…`, pages counted from 1): Back and Forward return to
// them, a link names them, and another list (another event's) starts on its own first page.

/** The zero-based page the address names; the first for anything but a positive whole number. */
export function pageIndex(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page - 1 : 0;
}

/**
 * The address's parameters with `changes` applied (an empty or undefined value removes one); any change but the
 * page itself starts again from the first page.
 */
export function withChanges(
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

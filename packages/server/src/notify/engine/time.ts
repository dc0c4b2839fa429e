import type { TimeUnit } from '@herald/protocol';

const SECOND = 1000;
const FIXED: Record<Exclude<TimeUnit, 'months'>, number> = {
  seconds: SECOND,
  minutes: 60 * SECOND,
  hours: 3600 * SECOND,
  days: 86_400 * SECOND,
  weeks: 7 * 86_400 * SECOND,
};

/**
 * `amount` units after `from`. Weeks are seven days; months are calendar months, clamped to the last day of a
 * shorter month (31 January + 1 month = 28 or 29 February). The platform treated both as seconds.
 */
export function addTime(from: Date, amount: number, unit: TimeUnit): Date {
  if (unit !== 'months') return new Date(from.getTime() + amount * FIXED[unit]);
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + amount);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The value at a dotted path (`a.b.c`) of an object, or undefined. */
export function valueAtPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

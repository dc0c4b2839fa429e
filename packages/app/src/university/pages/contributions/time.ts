// Deadline countdowns in the pages' locale (shared/i18n/locale.ts), refreshed every minute.
import { useEffect, useState } from 'react';
import type { Event } from '@herald/protocol';
import { t } from '../../../shared/i18n/en';
import { pageLocale } from '../../../shared/i18n/locale';

export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 3 days", "in 5 hours", "in 2 minutes". */
export function relative(iso: string, now: Date): string {
  const delta = Date.parse(iso) - now.getTime();
  const format = new Intl.RelativeTimeFormat(pageLocale(), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size || unit === 'minute') return format.format(Math.round(delta / size), unit);
  }
  return format.format(0, 'minute');
}

/** The next deadline of an event, as a sentence. */
export function deadline(event: Event, now: Date): string {
  const at = now.getTime();
  if (at < Date.parse(event.openingDate)) return t.deadlines.opensIn(relative(event.openingDate, now));
  if (at < Date.parse(event.closureDate)) return t.deadlines.closesIn(relative(event.closureDate, now));
  if (at < Date.parse(event.finalClosureDate))
    return t.deadlines.finalIn(relative(event.finalClosureDate, now));
  return t.deadlines.closed;
}

// Dates in the pages' locale (i18n/locale.ts) and the reader's time zone (or an event's own zone when a page says
// so).
import { pageLocale } from '../i18n/locale';

export function formatDateTime(iso: string | null | undefined, timeZone?: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const shown = new Intl.DateTimeFormat(pageLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).format(date);
  if (!timeZone) return shown;
  // dateStyle cannot be combined with timeZoneName, so the zone's short name is read on its own.
  const zone = new Intl.DateTimeFormat(pageLocale(), { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${shown} ${zone}` : shown;
}

export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium' }).format(date);
}

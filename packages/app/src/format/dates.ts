// Dates in the catalogue's language, like the text around them, and the reader's time zone (or an event's own
// zone when a page says so).
import { CATALOGUE_LOCALE } from '../i18n/en';

export function formatDateTime(iso: string | null | undefined, timeZone?: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const shown = new Intl.DateTimeFormat(CATALOGUE_LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone && { timeZone }),
  }).format(date);
  if (!timeZone) return shown;
  // dateStyle cannot be combined with timeZoneName, so the zone's short name is read on its own.
  const zone = new Intl.DateTimeFormat(CATALOGUE_LOCALE, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${shown} ${zone}` : shown;
}

export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(CATALOGUE_LOCALE, { dateStyle: 'medium' }).format(date);
}

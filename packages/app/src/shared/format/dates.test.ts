import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates in the reader’s time zone', () => {
  it('shows an event date in the event’s own time zone with the zone’s name', () => {
    const shown = formatDateTime('2026-03-01T09:30:00.000Z', 'Asia/Tokyo');
    expect(shown).toMatch(/18:30|6:30/);
    expect(shown).toMatch(/GMT\+9|JST/);
  });

  it('answers undefined for no date or a date it cannot read', () => {
    expect(formatDateTime(null)).toBeUndefined();
    expect(formatDateTime('not a date')).toBeUndefined();
    expect(formatDate(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { eventPhase } from './events.js';
import { eventBodySchema } from './events.schemas.js';

const valid = {
  name: 'Spring magazine',
  facultyId: 1,
  academicYear: '2025-2026',
  openingDate: '2026-02-01T09:00:00+00:00',
  closureDate: '2026-03-01T17:00:00+00:00',
  finalClosureDate: '2026-03-15T17:00:00+00:00',
  timeZone: 'Europe/London',
};

const firstMessage = (input: unknown) => {
  const result = eventBodySchema.safeParse(input);
  return result.success
    ? undefined
    : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
};

describe('event dates and fields', () => {
  it('accepts an event whose dates are in order', () => {
    expect(eventBodySchema.parse(valid)).toMatchObject({ description: '', timeZone: 'Europe/London' });
  });

  it('refuses a closure date on or before the opening date', () => {
    expect(firstMessage({ ...valid, closureDate: valid.openingDate })).toBe(
      'closureDate: The closure date comes after the opening date',
    );
  });

  it('refuses a final closure date before the closure date', () => {
    expect(firstMessage({ ...valid, finalClosureDate: '2026-02-20T00:00:00+00:00' })).toBe(
      'finalClosureDate: The final closure date comes after the closure date',
    );
  });

  it.each([
    [{ academicYear: '2025-2027' }, 'academicYear: The second year follows the first'],
    [{ academicYear: '25/26' }, 'academicYear: Academic year looks like 2025-2026'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone: Unknown time zone'],
    [{ openingDate: '2026-02-01' }, 'openingDate: Expected a date and time with its offset'],
    [{ role: 'admin' }, ': Unrecognized key: "role"'],
  ])('refuses %o', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('places a moment in the event phases', () => {
    expect(eventPhase(valid, new Date('2026-01-31T00:00:00Z'))).toBe('upcoming');
    expect(eventPhase(valid, new Date('2026-02-10T00:00:00Z'))).toBe('open');
    expect(eventPhase(valid, new Date('2026-03-05T00:00:00Z'))).toBe('closed');
    expect(eventPhase(valid, new Date('2026-03-15T17:00:00Z'))).toBe('finalClosed');
  });
});

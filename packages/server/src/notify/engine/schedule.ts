// When a timed digest fires: the next occurrence after now of a schedule read in an IANA time zone, either a
// five-field cron expression (the docs/product.md §9 presets) or the platform's repeat rules (every N
// minutes, hours, days at a time, weeks on weekdays, months on each listed day or on an ordinal day). A local
// time that a daylight-saving change skips runs shifted forward by the gap; one that happens twice runs once,
// at the first.
import type { DigestStep, Weekday } from '@herald/protocol';

interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in a zone. A time that happens twice (clocks going back) is the
 * first; a time the clocks skip is moved forward by the gap, as Temporal's "compatible" rule does.
 */
export function zonedToInstant(
  date: LocalDate,
  hour: number,
  minute: number,
  second: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second);
  // The offsets a day either side: no zone changes its offset twice within two days.
  const before = wall - offsetAt(wall - 86_400_000, timeZone);
  const after = wall - offsetAt(wall + 86_400_000, timeZone);
  const exact = [before, after]
    .filter((candidate) => {
      const p = zonedParts(new Date(candidate), timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) === wall;
    })
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? before);
}

const addDays = (date: LocalDate, days: number): LocalDate => {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
};
const weekday = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(); // 0 = Sunday
const daysBetween = (a: LocalDate, b: LocalDate) =>
  Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
const daysInMonth = (date: LocalDate) => new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();

// ---------------------------------------------------------------------------------------------------------------
// Cron

interface Cron {
  minutes: number[];
  hours: number[];
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  anyDay: boolean;
  anyWeekday: boolean;
}

function cronField(text: string, min: number, max: number): number[] {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const bounds = range === '*' ? [min, max] : range.split('-').map(Number);
    const from = bounds[0] ?? Number.NaN;
    // `5/15` means from 5 to the end in steps of 15.
    const to = bounds[1] ?? (stepText === undefined || range === '*' ? from : max);
    if (![from, to, step].every(Number.isInteger) || step < 1 || from < min || to > max || from > to) {
      throw new Error(`Cron field "${text}" is out of range ${min}-${max}`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

export function parseCron(expression: string): Cron {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error('A cron expression has five fields');
  const [minute, hour, day, month, week] = fields as [string, string, string, string, string];
  // Day of week 7 is Sunday too.
  const weekdays = new Set(cronField(week, 0, 7).map((value) => value % 7));
  return {
    minutes: cronField(minute, 0, 59),
    hours: cronField(hour, 0, 23),
    days: new Set(cronField(day, 1, 31)),
    months: new Set(cronField(month, 1, 12)),
    weekdays,
    anyDay: day === '*',
    anyWeekday: week === '*',
  };
}

function cronMatchesDay(cron: Cron, date: LocalDate): boolean {
  if (!cron.months.has(date.month)) return false;
  const dayOk = cron.days.has(date.day);
  const weekOk = cron.weekdays.has(weekday(date));
  // As in cron: when both day fields are restricted, either one matching is enough.
  if (!cron.anyDay && !cron.anyWeekday) return dayOk || weekOk;
  return dayOk && weekOk;
}

/** The first time after `now` a cron expression fires, read in `timeZone`. */
export function nextCron(expression: string, now: Date, timeZone = 'UTC'): Date {
  const cron = parseCron(expression);
  const today = zonedParts(now, timeZone);
  let date: LocalDate = { year: today.year, month: today.month, day: today.day };
  for (let i = 0; i < 366 * 5; i += 1, date = addDays(date, 1)) {
    if (!cronMatchesDay(cron, date)) continue;
    for (const hour of cron.hours) {
      for (const minute of cron.minutes) {
        const instant = zonedToInstant(date, hour, minute, 0, timeZone);
        if (instant.getTime() > now.getTime()) return instant;
      }
    }
  }
  throw new Error(`The cron expression "${expression}" never fires`);
}

// ---------------------------------------------------------------------------------------------------------------
// Repeat rules

const WEEKDAY_INDEX: Record<Weekday, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** Whether a day is the `ordinal` one (1–5 or last) of the days in its month that `kind` accepts. */
function isOrdinalDay(date: LocalDate, ordinal: string, kind: string): boolean {
  const accepts = (day: LocalDate) => {
    const index = weekday(day);
    if (kind === 'day') return true;
    if (kind === 'weekday') return index >= 1 && index <= 5;
    if (kind === 'weekend') return index === 0 || index === 6;
    return index === WEEKDAY_INDEX[kind as Weekday];
  };
  if (!accepts(date)) return false;
  const matching: number[] = [];
  for (let day = 1; day <= daysInMonth(date); day += 1) {
    if (accepts({ ...date, day })) matching.push(day);
  }
  const position = ordinal === 'last' ? matching.length - 1 : Number(ordinal) - 1;
  return matching[position] === date.day;
}

const UNIT_MS = { minutes: 60_000, hours: 3_600_000 } as const;

/** The first time after `now` a timed digest fires. */
export function nextTimed(step: DigestStep, now: Date): Date {
  const timed = step.timed ?? { monthlyType: 'each' as const };
  const timeZone = timed.timezone ?? 'UTC';
  if (timed.cron) return nextCron(timed.cron, now, timeZone);
  if (step.unit === 'minutes' || step.unit === 'hours') {
    return new Date(now.getTime() + step.amount * UNIT_MS[step.unit]);
  }
  const [hour = 0, minute = 0, second = 0] = (timed.atTime ?? '00:00').split(':').map(Number);
  const todayParts = zonedParts(now, timeZone);
  const start: LocalDate = { year: todayParts.year, month: todayParts.month, day: todayParts.day };
  // Weeks count from the Monday of the current week, as the platform's rule does.
  const monday = addDays(start, -((weekday(start) + 6) % 7));
  const matches = (date: LocalDate): boolean => {
    switch (step.unit) {
      case 'days':
        return daysBetween(start, date) % step.amount === 0;
      case 'weeks': {
        const week = Math.floor(daysBetween(monday, date) / 7);
        return (
          week % step.amount === 0 &&
          (timed.weekDays ?? []).some((day) => WEEKDAY_INDEX[day] === weekday(date))
        );
      }
      case 'months': {
        const month = (date.year - start.year) * 12 + (date.month - start.month);
        if (month % step.amount !== 0) return false;
        if (timed.monthlyType === 'on')
          return isOrdinalDay(date, timed.ordinal ?? '1', timed.ordinalValue ?? 'day');
        return (timed.monthDays ?? []).includes(date.day);
      }
      default:
        return false;
    }
  };
  let date = start;
  for (let i = 0; i < 366 * 10; i += 1, date = addDays(date, 1)) {
    if (!matches(date)) continue;
    const instant = zonedToInstant(date, hour, minute, second, timeZone);
    if (instant.getTime() > now.getTime()) return instant;
  }
  throw new Error('The timed digest never fires');
}

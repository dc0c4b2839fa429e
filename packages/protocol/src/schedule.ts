// Schedule presets and time zones (docs/product.md §9). Presets are five-field cron expressions:
// minute, hour, day of month, month, day of week.

export type SchedulePreset = { readonly id: string; readonly label: string; readonly cron: string };

/** "Every N hours" only for N that divide a day, so the gap over midnight is N hours too. */
export const SCHEDULE_HOUR_INTERVALS = [1, 2, 3, 4, 6, 8, 12] as const;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const SCHEDULE_PRESETS: readonly SchedulePreset[] = [
  { id: 'every-minute', label: 'Every minute', cron: '* * * * *' },
  ...SCHEDULE_HOUR_INTERVALS.map((hours) => ({
    id: `every-${hours}-hours`,
    label: hours === 1 ? 'Every hour' : `Every ${hours} hours`,
    cron: hours === 1 ? '0 * * * *' : `0 */${hours} * * *`,
  })),
  ...HOURS.map((hour) => ({
    id: `daily-at-${hour}`,
    label: `Daily at ${clock(hour)}`,
    cron: `0 ${hour} * * *`,
  })),
  ...HOURS.map((hour) => ({
    id: `weekdays-at-${hour}`,
    label: `Weekdays at ${clock(hour)}`,
    cron: `0 ${hour} * * 1-5`,
  })),
  { id: 'monthly', label: 'Monthly, on the 1st at 00:00', cron: '0 0 1 * *' },
  { id: 'quarterly', label: 'Quarterly, on the 1st at 00:00', cron: '0 0 1 */3 *' },
  { id: 'yearly', label: 'Yearly, on 1 January at 00:00', cron: '0 0 1 1 *' },
];

/** The full standard (IANA) time zone list of the running platform, with UTC, which some engines leave out. */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

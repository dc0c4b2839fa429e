// An event's phase, from its dates.
/** Where an event stands at a moment, by its dates. */
export const EVENT_PHASES = ['upcoming', 'open', 'closed', 'finalClosed'] as const;

export type EventPhase = (typeof EVENT_PHASES)[number];

export function eventPhase(
  event: { openingDate: string; closureDate: string; finalClosureDate: string },
  now: Date,
): EventPhase {
  const at = now.getTime();
  if (at < Date.parse(event.openingDate)) return 'upcoming';
  if (at < Date.parse(event.closureDate)) return 'open';
  if (at < Date.parse(event.finalClosureDate)) return 'closed';
  return 'finalClosed';
}

// Where the popover center opens from its bell: read by the bell and by the panel it loads when first opened.

/** The side of the bell the center opens on. */
export type PopoverSide = 'top' | 'bottom' | 'left' | 'right';
/** How the center lines up with the bell along that side; start and end follow the writing direction. */
export type PopoverAlign = 'start' | 'center' | 'end';
/** Where the center opens from the bell: a side, optionally with an alignment, e.g. `bottom-end`. */
export type PopoverPosition = PopoverSide | `${PopoverSide}-${PopoverAlign}`;

/** Splits `bottom-end` into the side and the alignment the popover expects. */
export function popoverPlacement(position: PopoverPosition): { side: PopoverSide; align: PopoverAlign } {
  const [side, align = 'center'] = position.split('-') as [PopoverSide, PopoverAlign?];
  return { side, align };
}

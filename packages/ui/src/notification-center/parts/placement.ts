// Where a floating layer goes against its anchor, as plain arithmetic on rectangles: on the side asked for, or the
// opposite one when only that one has the room; aligned to the anchor's start, centre or end (start and end follow
// the writing direction above and below it); shifted along the anchor to stay in the viewport; and the room left on
// its side, so a sheet can fill it. The same rules Radix's popper applies through Floating UI.

export type Side = 'top' | 'bottom' | 'left' | 'right';
export type Align = 'start' | 'center' | 'end';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacementOptions {
  side: Side;
  align: Align;
  /** Gap between the anchor and the layer. */
  offset: number;
  /** Space kept between the layer and the viewport's edges. */
  padding: number;
  rtl: boolean;
}

export interface Placement {
  x: number;
  y: number;
  /** The side it was placed on: the one asked for, or the opposite one. */
  side: Side;
  availableWidth: number;
  availableHeight: number;
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Room between the anchor (plus the gap) and the viewport's edge on `side`. */
function roomOn(side: Side, anchor: Rect, viewport: { width: number; height: number }, gap: number) {
  if (side === 'bottom') return viewport.height - (anchor.y + anchor.height) - gap;
  if (side === 'top') return anchor.y - gap;
  if (side === 'right') return viewport.width - (anchor.x + anchor.width) - gap;
  return anchor.x - gap;
}

/** Keeps `value` in [min, max], at `min` when the layer is larger than the room. */
const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/** Places a layer of `size` against `anchor` in `viewport` (coordinates of the viewport, in pixels). */
export function placeLayer(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  { side: wanted, align, offset, padding, rtl }: PlacementOptions,
): Placement {
  const gap = offset + padding;
  const vertical = wanted === 'top' || wanted === 'bottom';
  const length = vertical ? size.height : size.width;
  const opposite = OPPOSITE[wanted];
  const side =
    length > roomOn(wanted, anchor, viewport, gap) &&
    roomOn(opposite, anchor, viewport, gap) > roomOn(wanted, anchor, viewport, gap)
      ? opposite
      : wanted;

  // Along the anchor: start, centre or end, mirrored above and below it on a right-to-left page.
  const along = vertical ? size.width : size.height;
  const anchorStart = vertical ? anchor.x : anchor.y;
  const anchorLength = vertical ? anchor.width : anchor.height;
  const edge = vertical && rtl ? ({ start: 'end', center: 'center', end: 'start' } as const)[align] : align;
  const cross =
    edge === 'start'
      ? anchorStart
      : edge === 'end'
        ? anchorStart + anchorLength - along
        : anchorStart + anchorLength / 2 - along / 2;
  const crossRoom = vertical ? viewport.width : viewport.height;
  const shifted = clamp(cross, padding, crossRoom - along - padding);

  const main =
    side === 'bottom'
      ? anchor.y + anchor.height + offset
      : side === 'top'
        ? anchor.y - offset - size.height
        : side === 'right'
          ? anchor.x + anchor.width + offset
          : anchor.x - offset - size.width;
  const room = roomOn(side, anchor, viewport, gap);
  return {
    x: vertical ? shifted : main,
    y: vertical ? main : shifted,
    side,
    availableWidth: vertical ? viewport.width - 2 * padding : room,
    availableHeight: vertical ? room : viewport.height - 2 * padding,
  };
}

/** The origin the opening animation scales from: the anchor's side of the layer, at its alignment. */
export function transformOrigin(side: Side, align: Align) {
  const along = { start: '0%', center: '50%', end: '100%' }[align];
  if (side === 'bottom') return `${along} 0%`;
  if (side === 'top') return `${along} 100%`;
  return side === 'right' ? `0% ${along}` : `100% ${along}`;
}

import { describe, expect, it } from 'vitest';
import { placeLayer, transformOrigin, type PlacementOptions } from './placement.js';

const viewport = { width: 1280, height: 800 };
/** A 40 px bell near the top right corner of the page. */
const bell = { x: 1200, y: 8, width: 40, height: 40 };
const center = { width: 420, height: 520 };
const options: PlacementOptions = { side: 'bottom', align: 'end', offset: 8, padding: 0, rtl: false };

describe('placing a floating layer', () => {
  it('opens below the bell, its end on the bell’s end, the offset apart', () => {
    const placed = placeLayer(bell, center, viewport, options);
    expect(placed).toMatchObject({ side: 'bottom', x: 1240 - 420, y: 56 });
    expect(placed.availableHeight).toBe(800 - 56);
  });

  it('aligns start and end to the other edges on a right-to-left page', () => {
    const rtlBell = { ...bell, x: 40 };
    expect(placeLayer(rtlBell, center, viewport, { ...options, rtl: true }).x).toBe(40);
    // Start is the bell's right edge there: no room to the left of it, so it is shifted to the viewport's edge.
    expect(placeLayer(rtlBell, center, viewport, { ...options, align: 'start', rtl: true }).x).toBe(0);
    expect(placeLayer(bell, center, viewport, { ...options, align: 'start' }).x).toBe(1280 - 420);
  });

  it('centres on the anchor when asked', () => {
    const anchor = { x: 600, y: 8, width: 40, height: 40 };
    expect(placeLayer(anchor, center, viewport, { ...options, align: 'center' }).x).toBe(620 - 210);
  });

  it('shifts along the anchor to stay in the viewport, keeping the padding', () => {
    const leftBell = { ...bell, x: 10 };
    expect(placeLayer(leftBell, center, viewport, { ...options, padding: 8 }).x).toBe(8);
    // Wider than the viewport (the small-screen sheet): at the start edge.
    expect(placeLayer(bell, { width: 1280, height: 300 }, viewport, options).x).toBe(0);
  });

  it('flips to the other side only when that side has more room', () => {
    const lowBell = { ...bell, y: 740 };
    const flipped = placeLayer(lowBell, center, viewport, options);
    expect(flipped).toMatchObject({ side: 'top', y: 740 - 8 - 520, availableHeight: 740 - 8 });
    // Too tall for either side: it stays where there is more room.
    const middle = { ...bell, y: 380 };
    expect(placeLayer(middle, { width: 420, height: 900 }, viewport, options).side).toBe('bottom');
  });

  it('places on the left and right sides, aligned along the anchor’s height', () => {
    const placed = placeLayer(bell, { width: 200, height: 100 }, viewport, {
      ...options,
      side: 'left',
      align: 'start',
    });
    expect(placed).toMatchObject({ side: 'left', x: 1200 - 8 - 200, y: 8, availableWidth: 1200 - 8 });
    const right = placeLayer({ ...bell, x: 1000 }, { width: 200, height: 100 }, viewport, {
      ...options,
      side: 'right',
    });
    expect(right).toMatchObject({ side: 'right', x: 1048 });
  });

  it('scales in from the anchor’s side at its alignment', () => {
    expect(transformOrigin('bottom', 'end')).toBe('100% 0%');
    expect(transformOrigin('top', 'start')).toBe('0% 100%');
    expect(transformOrigin('left', 'center')).toBe('100% 50%');
  });
});

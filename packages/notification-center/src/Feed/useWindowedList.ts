import { useMemo } from 'react';

export interface WindowedRange {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Height of every row together, so the scrollbar matches the whole list. */
  totalHeight: number;
  /** Where a row starts, from the top of the list. */
  offsetOf: (index: number) => number;
}

/** The last index whose offset is at most `position` (offsets rise, so a binary search finds it). */
function rowAt(offsets: Float64Array, position: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((offsets[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/**
 * The rows of a long list that touch the visible window, plus `overscan` on each side: only these are rendered, so
 * 10,000 messages cost a dozen elements. Rows may differ in height; `heights` gives each one.
 */
export function useWindowedList({
  heights,
  viewportHeight,
  scrollTop,
  overscan = 4,
}: {
  heights: readonly number[];
  viewportHeight: number;
  scrollTop: number;
  overscan?: number;
}): WindowedRange {
  const offsets = useMemo(() => {
    const sums = new Float64Array(heights.length + 1);
    heights.forEach((height, index) => {
      sums[index + 1] = (sums[index] ?? 0) + height;
    });
    return sums;
  }, [heights]);
  const count = heights.length;
  const totalHeight = offsets[count] ?? 0;
  if (count === 0) return { start: 0, end: 0, totalHeight, offsetOf: () => 0 };
  const first = rowAt(offsets, scrollTop);
  const last = rowAt(offsets, scrollTop + viewportHeight);
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, last + 1 + overscan),
    totalHeight,
    offsetOf: (index) => offsets[index] ?? 0,
  };
}

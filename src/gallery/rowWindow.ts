/**
 * The arithmetic of a list of rows that all have one height, rendered a window at a time. No
 * React and no DOM, so the edges are tested as plain numbers. A row `i` spans
 * `[i * height, (i + 1) * height)`; the window is the rows that meet the viewport, plus `overscan`
 * on each side.
 */

/** Rows `[start, end)`. */
export type RowRange = readonly [start: number, end: number];

export function rowRange(count: number, height: number, top: number, viewport: number, overscan: number): RowRange {
  if (count <= 0 || height <= 0) return [0, 0];
  // A scroll position left over from a longer list (the browser clamps it a frame later) shows the end.
  const from = Math.max(0, Math.min(top, count * height - viewport));
  return [Math.max(0, Math.floor(from / height) - overscan), Math.min(count, Math.ceil((from + viewport) / height) + overscan)];
}

export const sameRange = (a: RowRange, b: RowRange) => a[0] === b[0] && a[1] === b[1];

/** The rows to render: the range, and `keep` (the row holding focus) wherever it is. */
export function windowRows([start, end]: RowRange, count: number, keep = -1): number[] {
  const rows: number[] = [];
  if (keep >= 0 && keep < start && keep < count) rows.push(keep);
  for (let row = start; row < end; row++) rows.push(row);
  if (keep >= end && keep < count) rows.push(keep);
  return rows;
}

/**
 * The scroll position that brings `row` fully into view with the least movement (the top edge
 * when it is above, the bottom edge when below), or undefined when it is in view already.
 */
export function scrollTopFor(row: number, height: number, top: number, viewport: number): number | undefined {
  const start = row * height;
  if (start < top) return start;
  // A row taller than the viewport shows its top.
  if (start + height > top + viewport) return Math.min(start, start + height - viewport);
  return undefined;
}

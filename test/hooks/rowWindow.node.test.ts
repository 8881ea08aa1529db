import { rowRange, scrollTopFor, windowRows } from '../../src/gallery/rowWindow.js';

// Rows of 100px in a 350px viewport, 2 rows of overscan, unless a test says otherwise.
const range = (count: number, top: number, { height = 100, viewport = 350, overscan = 2 } = {}) => rowRange(count, height, top, viewport, overscan);

describe('rowRange', () => {
  it('has no rows for an empty list, or before a height is known', () => {
    expect(range(0, 0)).toEqual([0, 0]);
    expect(range(0, 5_000)).toEqual([0, 0]);
    expect(range(10, 0, { height: 0 })).toEqual([0, 0]);
  });

  it('shows every row of a list shorter than the viewport, whatever the scroll position says', () => {
    expect(range(2, 0)).toEqual([0, 2]);
    expect(range(2, 900)).toEqual([0, 2]);
  });

  it('shows the rows that meet the viewport, and the overscan on each side', () => {
    // 0..350 meets rows 0-3, then 2 more.
    expect(range(1_000, 0)).toEqual([0, 6]);
    // 1000..1350 meets rows 10-13.
    expect(range(1_000, 1_000)).toEqual([8, 16]);
    // 1050..1400 still meets rows 10-13: the edge of row 14 is not in view.
    expect(range(1_000, 1_050)).toEqual([8, 16]);
    expect(range(1_000, 1_051)).toEqual([8, 17]);
    expect(range(1_000, 1_000, { overscan: 0 })).toEqual([10, 14]);
  });

  it('ends at the last row when scrolled to the end, and when the list got shorter under the scroll position', () => {
    // The furthest the browser scrolls: 1000 rows * 100 - 350.
    expect(range(1_000, 99_650)).toEqual([994, 1_000]);
    expect(range(20, 99_650)).toEqual([14, 20]);
  });

  it('places rows by a fractional height without losing the last one', () => {
    expect(range(3_334, 3_334 * 187.5 - 600, { height: 187.5, viewport: 600 })).toEqual([3_328, 3_334]);
  });

  it('follows a new height: taller rows (fewer columns) mean fewer rows in view', () => {
    expect(range(100, 2_000, { height: 100 })).toEqual([18, 26]);
    expect(range(100, 2_000, { height: 250 })).toEqual([6, 12]);
  });
});

describe('windowRows', () => {
  it('lists the range in order', () => {
    expect(windowRows([3, 6], 10)).toEqual([3, 4, 5]);
    expect(windowRows([0, 0], 0)).toEqual([]);
  });

  it('keeps a row far away mounted, before or after the range, in order', () => {
    expect(windowRows([500, 503], 3_334, 0)).toEqual([0, 500, 501, 502]);
    expect(windowRows([0, 3], 3_334, 3_333)).toEqual([0, 1, 2, 3_333]);
  });

  it('adds nothing for a kept row inside the range, or one the list no longer has', () => {
    expect(windowRows([0, 3], 10, 1)).toEqual([0, 1, 2]);
    expect(windowRows([0, 3], 3, 7)).toEqual([0, 1, 2]);
    expect(windowRows([0, 0], 0, 0)).toEqual([]);
  });
});

describe('scrollTopFor', () => {
  it('leaves a row in view where it is', () => {
    expect(scrollTopFor(3, 100, 250, 350)).toBeUndefined();
    expect(scrollTopFor(5, 100, 250, 350)).toBeUndefined();
  });

  it('brings a row above to the top edge, and one below to the bottom edge', () => {
    expect(scrollTopFor(1, 100, 250, 350)).toBe(100);
    // Row 6 spans 600..700: its bottom meets the viewport's.
    expect(scrollTopFor(6, 100, 250, 350)).toBe(350);
    expect(scrollTopFor(3_333, 100, 0, 350)).toBe(333_050);
  });

  it('shows the top of a row taller than the viewport', () => {
    expect(scrollTopFor(4, 500, 0, 300)).toBe(2_000);
  });
});

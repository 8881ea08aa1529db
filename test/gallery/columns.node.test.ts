import { resolveColumns } from '../../src/gallery/columns.js';

// The gallery's columns without React: what a MediaGallery and an app's own grid both lay out.

describe('resolveColumns', () => {
  it('keeps 2, 3 and 4, and makes anything else 3', () => {
    expect([2, 3, 4].map(resolveColumns)).toEqual([2, 3, 4]);
    expect([1, 5, 0, -3, 2.5, NaN, '2', null, undefined, {}].map(resolveColumns)).toEqual(Array(10).fill(3));
  });
});

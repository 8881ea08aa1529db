import { readFileSync } from 'node:fs';
import { heifSize } from '../../src/media/heifHeader.js';
import { heicHead } from '../../stories/support/mediaBytes.js';

// Made by heif-enc (scripts/make-heic-fixture.mjs): stored 36 × 32, with an `irot` of three
// anticlockwise quarter turns on its primary item, a grid, as phones write them.
const photo = new Uint8Array(readFileSync(new URL('../../stories/support/media/IMG_0042.heic', import.meta.url)));

/** The photo with its primary item's `irot` set to `turns` (the file's last property). */
function turned(turns: number): Uint8Array {
  const bytes = photo.slice();
  const at = Buffer.from(bytes).indexOf('irot');
  bytes[at + 4] = turns;
  return bytes;
}

describe('a HEIF photo’s size from its header', () => {
  it('gives the size as shown, the quarter turns applied', () => {
    expect(heifSize(photo)).toEqual({ width: 32, height: 36 });
    expect(heifSize(turned(2))).toEqual({ width: 36, height: 32 });
    expect(heifSize(turned(1))).toEqual({ width: 32, height: 36 });
    expect(heifSize(turned(0))).toEqual({ width: 36, height: 32 });
  });

  it('gives nothing, and never throws, for a head without the properties or bytes cut anywhere', () => {
    expect(heifSize(heicHead())).toBeUndefined();
    expect(heifSize(new Uint8Array())).toBeUndefined();
    for (let length = 0; length < photo.length; length += 7) {
      const size = heifSize(photo.subarray(0, length));
      // The properties sit in `meta`, before the image data: cut inside it, no size; after it, the whole size.
      expect(size === undefined || (size.width === 32 && size.height === 36)).toBe(true);
    }
  });
});

// Real media files built byte by byte, for the media checker's tests in Node and in Chromium.

const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : Array.from(part))));

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/**
 * A 1 × 1 GIF with `frames` frames (2 makes it animated): the classic one-pixel image, its
 * graphic-control extension and image block repeated, with a looping NETSCAPE extension.
 */
export function gifBytes(frames = 2): Uint8Array {
  const frame = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00];
  return bytes(
    'GIF89a',
    [1, 0, 1, 0, 0x80, 0, 0],
    [0xff, 0xff, 0xff, 0, 0, 0],
    frames > 1 ? [0x21, 0xff, 0x0b, ...Array.from('NETSCAPE2.0', (c) => c.charCodeAt(0)), 0x03, 0x01, 0x00, 0x00, 0x00] : [],
    Array.from({ length: frames }, () => frame).flat(),
    [0x3b],
  );
}

/** An EXIF APP1 segment holding only the orientation tag, big-endian ("MM"). */
export function exifSegment(orientation: number): Uint8Array {
  const tiff = ['M'.charCodeAt(0), 'M'.charCodeAt(0), 0x00, 0x2a, ...u32be(8), ...u16be(1), ...u16be(0x0112), ...u16be(3), ...u32be(1), ...u16be(orientation), 0, 0, ...u32be(0)];
  return bytes([0xff, 0xe1], u16be(2 + 6 + tiff.length), 'Exif\0\0', tiff);
}

/** A JPEG with an EXIF orientation put in after its SOI and JFIF segment (where cameras write it). */
export function withOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  return bytes(jpeg.subarray(0, at), exifSegment(orientation), jpeg.subarray(at));
}

/** The head of an APNG: signature, IHDR, then the acTL chunk with `frames` (CRCs left zero: only sniffed). */
export function apngHead(frames: number): Uint8Array {
  return bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(1), u32be(1), [8, 6, 0, 0, 0], u32be(0), u32be(8), 'acTL', u32be(frames), u32be(0), u32be(0), u32be(0), 'IDAT');
}

/** The head of a WebP with a VP8X chunk, its animation flag on or off. */
export function webpHead(animated: boolean): Uint8Array {
  return bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0], [animated ? 0x12 : 0x10, 0, 0, 0], [0, 0, 0, 0, 0, 0]);
}

/** The head of a HEIC, as an iPhone writes it: enough for its type, not for any browser to decode. */
export function heicHead(): Uint8Array {
  return bytes(u32be(24), 'ftypheic', u32be(0), 'mif1heic', new Uint8Array(64));
}

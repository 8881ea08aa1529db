/**
 * What a file's first bytes say, without decoding it: its format, whether an image is animated
 * (and how many frames a GIF has), and a JPEG's EXIF orientation. Pure functions over bytes: no
 * DOM, so they run on a server too. Malformed or cut-short data gives what was read before it,
 * never a throw.
 */

export interface Sniffed {
  /** The MIME type the bytes show, when they show one we know. */
  type?: string;
  animated?: boolean;
  /** Frames of a GIF or an APNG. */
  frames?: number;
  /** EXIF orientation (1–8) of a JPEG that has one. */
  orientation?: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** The ISO-BMFF major brands of HEIC and HEIF photos (and their sequences), after `ftyp`. */
export const HEIF_BRAND = /^(heic|heix|heim|heis|hevc|hevx|mif1|msf1)$/;

/** The format from the magic numbers; ISO-BMFF brands tell HEIC and AVIF from MP4 and MOV. */
export function sniffType(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 2) === 'BM') return 'image/bmp';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (HEIF_BRAND.test(brand)) return 'image/heic';
    if (/^avi[fs]$/.test(brand)) return 'image/avif';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  return undefined;
}

/** Skips GIF data sub-blocks from `at`; the offset after the terminator, or -1 when cut short. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length) {
    const size = bytes[i]!;
    if (size === 0) return i + 1;
    i += size + 1;
  }
  return -1;
}

/** Counts a GIF's image descriptors (frames); `complete` is false when the bytes ran out first. */
export function gifFrames(bytes: Uint8Array): { frames: number; complete: boolean } {
  let frames = 0;
  if (bytes.length < 13) return { frames, complete: false };
  const packed = bytes[10]!;
  let i = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  while (i < bytes.length) {
    const block = bytes[i]!;
    if (block === 0x3b) return { frames, complete: true };
    if (block === 0x21) {
      i = skipSubBlocks(bytes, i + 2);
    } else if (block === 0x2c) {
      frames += 1;
      const local = bytes[i + 9];
      if (local === undefined) break;
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      // The LZW minimum code size, then the image data's sub-blocks.
      i = skipSubBlocks(bytes, i + 1);
    } else {
      // Not a block GIF knows: a damaged file. What was counted stands.
      return { frames, complete: true };
    }
    if (i < 0) break;
  }
  return { frames, complete: false };
}

const u16 = (bytes: Uint8Array, at: number, little: boolean) => (little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!);
const u32 = (bytes: Uint8Array, at: number, little: boolean) =>
  little ? (u16(bytes, at, true) | (u16(bytes, at + 2, true) << 16)) >>> 0 : ((u16(bytes, at, false) << 16) | u16(bytes, at + 2, false)) >>> 0;

/** The orientation tag (0x0112) of a TIFF block (EXIF's body), or undefined. */
function tiffOrientation(bytes: Uint8Array, start: number): number | undefined {
  const order = ascii(bytes, start, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  if (start + 8 > bytes.length) return undefined;
  const ifd = start + u32(bytes, start + 4, little);
  if (ifd + 2 > bytes.length) return undefined;
  const entries = u16(bytes, ifd, little);
  for (let n = 0; n < entries; n += 1) {
    const entry = ifd + 2 + n * 12;
    if (entry + 12 > bytes.length) return undefined;
    if (u16(bytes, entry, little) === 0x0112) {
      const value = u16(bytes, entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** A JPEG's EXIF orientation, from its APP1 segment (always before the image data). */
export function jpegOrientation(bytes: Uint8Array): number | undefined {
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    // Fill bytes, and markers without a length.
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // Start of scan: the image data follows, no EXIF after it.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = u16(bytes, i + 2, false);
    if (marker === 0xe1 && ascii(bytes, i + 4, 6) === 'Exif\0\0') return tiffOrientation(bytes, i + 10);
    i += 2 + length;
  }
  return undefined;
}

/** An APNG's frame count from its `acTL` chunk, which comes before the image data. */
function pngFrames(bytes: Uint8Array): number | undefined {
  let i = 8;
  while (i + 8 <= bytes.length) {
    const length = u32(bytes, i, false);
    const type = ascii(bytes, i + 4, 4);
    if (type === 'acTL' && i + 12 <= bytes.length) return u32(bytes, i + 8, false);
    if (type === 'IDAT' || type === 'IEND') return undefined;
    i += 12 + length;
  }
  return undefined;
}

/** A WebP's animation flag, from its `VP8X` header chunk. */
const webpAnimated = (bytes: Uint8Array) => ascii(bytes, 12, 4) === 'VP8X' && bytes.length > 20 && (bytes[20]! & 0x02) !== 0;

/** Everything the bytes say. For a GIF, pass the whole file to count all of its frames. */
export function sniff(bytes: Uint8Array): Sniffed {
  const type = sniffType(bytes);
  switch (type) {
    case 'image/jpeg':
      return { type, animated: false, orientation: jpegOrientation(bytes) };
    case 'image/gif': {
      const { frames } = gifFrames(bytes);
      return { type, animated: frames > 1, frames };
    }
    case 'image/png': {
      const frames = pngFrames(bytes);
      return frames === undefined ? { type, animated: false } : { type, animated: frames > 1, frames };
    }
    case 'image/webp':
      return { type, animated: webpAnimated(bytes) };
    default:
      return { type };
  }
}

// Real media files built byte by byte, for the media checker's tests in Node and in Chromium and
// for the stories' pictures: under stories/, since stories never import from test/.

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
  return withSegment(jpeg, exifSegment(orientation));
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

/**
 * An EXIF APP1 segment as a phone writes one, big-endian: IFD0 with the orientation and a pointer
 * to a GPS IFD holding a location (version, N/E references, latitude and longitude as three
 * rationals each: degrees, minutes, seconds).
 */
export function exifWithLocation(orientation: number, [latitude, longitude]: readonly [number, number] = [48.8584, 2.2945]): Uint8Array {
  const dms = (value: number) => {
    const degrees = Math.floor(value);
    const minutes = Math.floor((value - degrees) * 60);
    const seconds = Math.round(((value - degrees) * 60 - minutes) * 60 * 100);
    return [...u32be(degrees), ...u32be(1), ...u32be(minutes), ...u32be(1), ...u32be(seconds), ...u32be(100)];
  };
  const entry = (tag: number, type: number, count: number, value: number[]) => [...u16be(tag), ...u16be(type), ...u32be(count), ...value];
  const gpsAt = 8 + 2 + 2 * 12 + 4;
  const latitudeAt = gpsAt + 2 + 5 * 12 + 4;
  const longitudeAt = latitudeAt + 24;
  const tiff = [
    ...Array.from('MM', (c) => c.charCodeAt(0)), 0x00, 0x2a, ...u32be(8),
    // IFD0: orientation (SHORT), GPS IFD pointer (LONG).
    ...u16be(2),
    ...entry(0x0112, 3, 1, [...u16be(orientation), 0, 0]),
    ...entry(0x8825, 4, 1, u32be(gpsAt)),
    ...u32be(0),
    // GPS IFD: version 2.3, N, latitude, E, longitude.
    ...u16be(5),
    ...entry(0x0000, 1, 4, [2, 3, 0, 0]),
    ...entry(0x0001, 2, 2, [0x4e, 0, 0, 0]),
    ...entry(0x0002, 5, 3, u32be(latitudeAt)),
    ...entry(0x0003, 2, 2, [0x45, 0, 0, 0]),
    ...entry(0x0004, 5, 3, u32be(longitudeAt)),
    ...u32be(0),
    ...dms(latitude),
    ...dms(longitude),
  ];
  return bytes([0xff, 0xe1], u16be(2 + 6 + tiff.length), 'Exif\0\0', tiff);
}

/** A JPEG with `segment` put in after its SOI and JFIF segment (where cameras write EXIF). */
export function withSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + ((jpeg[4]! << 8) | jpeg[5]!);
  return bytes(jpeg.subarray(0, at), segment, jpeg.subarray(at));
}

/**
 * The metadata segments of a JPEG, read from its markers up to the image data: each APPn's number
 * and its identifier (`Exif`, `JFIF`, `http://ns.adobe.com/xap/1.0/` for XMP), and whether an EXIF
 * segment holds a GPS IFD pointer (tag 0x8825); and the size its frame header (SOF0 to SOF2) gives.
 */
export function jpegMetadata(jpeg: Uint8Array): { segments: { app: number; id: string }[]; gps: boolean; size?: [width: number, height: number] } {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const segments: { app: number; id: string }[] = [];
  let gps = false;
  let size: [number, number] | undefined;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    const body = jpeg.subarray(at + 4, at + 2 + length);
    if (marker >= 0xc0 && marker <= 0xc2) size = [(body[3]! << 8) | body[4]!, (body[1]! << 8) | body[2]!];
    if (marker >= 0xe0 && marker <= 0xef) {
      const end = body.indexOf(0);
      const id = String.fromCharCode(...body.subarray(0, end < 0 ? Math.min(body.length, 32) : end));
      segments.push({ app: marker - 0xe0, id });
      if (id === 'Exif') {
        const little = body[6] === 0x49;
        const tiff = body.subarray(6);
        const u16 = (i: number) => (little ? tiff[i]! | (tiff[i + 1]! << 8) : (tiff[i]! << 8) | tiff[i + 1]!);
        const u32 = (i: number) => (little ? u16(i) | (u16(i + 2) << 16) : (u16(i) << 16) | u16(i + 2)) >>> 0;
        const ifd = u32(4);
        for (let n = 0; n < u16(ifd); n += 1) if (u16(ifd + 2 + n * 12) === 0x8825) gps = true;
      }
    }
    at += 2 + length;
  }
  return { segments, gps, ...(size && { size }) };
}

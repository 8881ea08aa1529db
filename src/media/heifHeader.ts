/**
 * A HEIF (HEIC) photo's size as shown, from its header: Chrome and Firefox cannot decode HEIC, so
 * the checker gets the numbers here, and the file is decoded only when it is converted. Pure, over
 * bytes: malformed or cut-short data gives `undefined`, never a throw.
 *
 * The layout (ISO/IEC 23008-12): a top-level `meta` box names the primary item (`pitm`); its
 * properties (`iprp`: the list `ipco`, and `ipma`, which item has which) hold its stored size
 * (`ispe`) and a turn to apply when shown (`irot`, anticlockwise quarter turns), which phones use
 * instead of an EXIF orientation.
 */

interface Box {
  type: string;
  /** Where its body starts (after the size, the type and, for a full box, nothing more). */
  start: number;
  end: number;
}

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;

/** The boxes between `start` and `end`, each once, stopping at the first that runs out of the bytes. */
function* boxes(bytes: Uint8Array, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = u32(bytes, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield { type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at + header, end: at + size };
    at += size;
  }
}

const find = (bytes: Uint8Array, type: string, start: number, end: number) => {
  for (const box of boxes(bytes, start, end)) if (box.type === type) return box;
  return undefined;
};

/** The 1-based property indexes the primary item has, from `ipma`. */
function itemProperties(bytes: Uint8Array, ipma: Box, item: number): number[] {
  const version = bytes[ipma.start]!;
  const wide = (bytes[ipma.start + 3]! & 1) === 1;
  let at = ipma.start + 8;
  for (let entry = u32(bytes, ipma.start + 4); entry > 0 && at < ipma.end; entry -= 1) {
    const id = version < 1 ? u16(bytes, at) : u32(bytes, at);
    at += version < 1 ? 2 : 4;
    const count = bytes[at]!;
    at += 1;
    const indexes = Array.from({ length: count }, (_, n) => (wide ? u16(bytes, at + 2 * n) & 0x7fff : bytes[at + n]! & 0x7f));
    if (id === item) return indexes;
    at += count * (wide ? 2 : 1);
  }
  return [];
}

/** The primary image's width and height as shown (its `irot` applied), or `undefined`. */
export function heifSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const meta = find(bytes, 'meta', 0, bytes.length);
  if (!meta) return undefined;
  // `meta` is a full box: its version and flags come first.
  const pitm = find(bytes, 'pitm', meta.start + 4, meta.end);
  const iprp = find(bytes, 'iprp', meta.start + 4, meta.end);
  if (!pitm || !iprp) return undefined;
  const item = bytes[pitm.start] === 0 ? u16(bytes, pitm.start + 4) : u32(bytes, pitm.start + 4);
  const ipco = find(bytes, 'ipco', iprp.start, iprp.end);
  const ipma = find(bytes, 'ipma', iprp.start, iprp.end);
  if (!ipco || !ipma) return undefined;
  const properties = [...boxes(bytes, ipco.start, ipco.end)];
  let size: { width: number; height: number } | undefined;
  let turns = 0;
  for (const index of itemProperties(bytes, ipma, item)) {
    const property = properties[index - 1];
    if (property?.type === 'ispe' && property.end - property.start >= 12) size = { width: u32(bytes, property.start + 4), height: u32(bytes, property.start + 8) };
    if (property?.type === 'irot' && property.end > property.start) turns = bytes[property.start]! & 3;
  }
  if (!size?.width || !size.height) return undefined;
  return turns % 2 ? { width: size.height, height: size.width } : size;
}

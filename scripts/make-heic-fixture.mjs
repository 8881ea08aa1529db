#!/usr/bin/env node
// Makes stories/support/media/IMG_0042.heic, the HEIC photo the tests and stories convert: not run
// by `npm test` (the file is checked in), run again by hand to change it. Needs Debian's
// `libheif-examples` (heif-enc; 1.15.1 made the file checked in) and Chromium.
//
// 1. Chromium draws a 36 × 32 JPEG, left half red, right half blue, and stories/support/mediaBytes.ts
//    gives it an EXIF segment with a GPS location and the orientation 6 (turn a quarter clockwise),
//    as a phone writes one.
// 2. heif-enc encodes it as HEIC (x265), keeping the EXIF (the location with it).
// 3. heif-enc writes no transform for the orientation, as phones do: an `irot` of three
//    anticlockwise quarter turns is added to the primary item here, byte by byte. Shown upright,
//    the photo is 32 × 36, red above blue (8:9, a ratio every network takes).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'heic-'));
execFileSync(join(root, 'node_modules/.bin/esbuild'), [join(root, 'stories/support/mediaBytes.ts'), '--format=esm', `--outfile=${join(scratch, 'mediaBytes.mjs')}`, '--log-level=warning']);
const { withSegment, exifWithLocation } = await import(join(scratch, 'mediaBytes.mjs'));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const drawn = await page.evaluate(async () => {
  const canvas = new OffscreenCanvas(36, 32);
  const context = canvas.getContext('2d');
  context.fillStyle = '#d00000';
  context.fillRect(0, 0, 18, 32);
  context.fillStyle = '#0000d0';
  context.fillRect(18, 0, 18, 32);
  return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer()));
});
await browser.close();
writeFileSync(join(scratch, 'located.jpg'), withSegment(new Uint8Array(drawn), exifWithLocation(6)));
execFileSync('heif-enc', ['-q', '60', '-o', join(scratch, 'plain.heic'), join(scratch, 'located.jpg')]);
const out = join(root, 'stories/support/media/IMG_0042.heic');
writeFileSync(out, withTurn(readFileSync(join(scratch, 'plain.heic')), 3));
console.log(`${out}: ${readFileSync(out).length} bytes`);

/** The file with an `irot` property (anticlockwise quarter turns) on its primary item. */
function withTurn(file, turns) {
  let bytes = Buffer.from(file);
  const boxes = (start, end) => {
    const found = [];
    for (let at = start; at + 8 <= end; ) {
      const size = bytes.readUInt32BE(at);
      found.push({ at, size, type: bytes.toString('latin1', at + 4, at + 8) });
      at += size;
    }
    return found;
  };
  const get = (list, type) => list.find((box) => box.type === type);
  const meta = get(boxes(0, bytes.length), 'meta');
  const inMeta = boxes(meta.at + 12, meta.at + meta.size);
  const pitm = get(inMeta, 'pitm');
  const primary = bytes.readUInt16BE(pitm.at + 12);
  const iprp = get(inMeta, 'iprp');
  const inIprp = boxes(iprp.at + 8, iprp.at + iprp.size);
  const [ipco, ipma] = [get(inIprp, 'ipco'), get(inIprp, 'ipma')];
  if (bytes[ipma.at + 8] !== 0 || bytes[ipma.at + 11] & 1) throw new Error('ipma: only version 0 with one-byte indexes is handled');
  const index = boxes(ipco.at + 8, ipco.at + ipco.size).length + 1;
  // ipma: the primary item's list gains the new property, essential (transforms must be applied).
  let at = ipma.at + 16;
  for (let entries = bytes.readUInt32BE(ipma.at + 12); entries > 0; entries -= 1) {
    const count = bytes[at + 2];
    if (bytes.readUInt16BE(at) === primary) {
      bytes[at + 2] = count + 1;
      bytes = Buffer.concat([bytes.subarray(0, at + 3 + count), Buffer.from([0x80 | index]), bytes.subarray(at + 3 + count)]);
      break;
    }
    at += 3 + count;
  }
  bytes.writeUInt32BE(ipma.size + 1, ipma.at);
  // ipco: the property, last. ipco comes before ipma, so ipma's change above is unmoved by it.
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from('irot'), turns & 3]);
  bytes = Buffer.concat([bytes.subarray(0, ipco.at + ipco.size), irot, bytes.subarray(ipco.at + ipco.size)]);
  bytes.writeUInt32BE(ipco.size + 9, ipco.at);
  bytes.writeUInt32BE(iprp.size + 10, iprp.at);
  bytes.writeUInt32BE(meta.size + 10, meta.at);
  // iloc: what lies after `meta` (in mdat) now starts 10 bytes later.
  const iloc = get(boxes(meta.at + 12, meta.at + meta.size + 10), 'iloc');
  let i = iloc.at + 8;
  const version = bytes[i];
  i += 4;
  const [offsetSize, lengthSize, baseSize, indexSize] = [bytes[i] >> 4, bytes[i] & 15, bytes[i + 1] >> 4, version ? bytes[i + 1] & 15 : 0];
  i += 2;
  const items = version < 2 ? bytes.readUInt16BE(i) : bytes.readUInt32BE(i);
  i += version < 2 ? 2 : 4;
  const after = meta.at + meta.size;
  const shift = (where, size) => {
    if (!size) return;
    const value = bytes.readUIntBE(where, size);
    if (value >= after) bytes.writeUIntBE(value + 10, where, size);
  };
  for (let n = 0; n < items; n += 1) {
    i += version < 2 ? 2 : 4;
    const method = version ? bytes[i + 1] & 15 : 0;
    if (version) i += 2;
    i += 2;
    if (method === 0) shift(i, baseSize);
    i += baseSize;
    const extents = bytes.readUInt16BE(i);
    i += 2;
    for (let e = 0; e < extents; e += 1) {
      i += indexSize;
      if (method === 0) shift(i, offsetSize);
      i += offsetSize + lengthSize;
    }
  }
  return bytes;
}

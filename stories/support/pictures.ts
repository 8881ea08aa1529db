import { exifWithLocation, withSegment } from './mediaBytes.js';

// Pictures drawn in the browser, for stories and the Chromium tests: real files whose facts (type,
// pixels, orientation, metadata) the media checker and the image fitter read as an app's would.

export interface PhonePhotoOptions {
  /** As the sensor stores it (landscape): 4032 × 3024 by default. */
  width?: number;
  height?: number;
  /** Varies the colours and the grain, so photos differ. */
  seed?: number;
  name?: string;
}

/**
 * A phone photo, made in the browser: a canvas JPEG at a camera's quality (0.95), landscape as the
 * sensor stores it, with the EXIF a phone writes spliced in (orientation 6, shown turned a quarter
 * clockwise, and a GPS location). Noisy like a real photo, so 12 megapixels come to about 6 MB.
 * Its stored top-left quadrant is red: shown upright, that is the top right.
 */
export async function phonePhoto({ width = 4032, height = 3024, seed = 7, name = 'IMG_0001.JPG' }: PhonePhotoOptions = {}): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${(200 + seed * 37) % 360} 55% 38%)`);
  gradient.addColorStop(1, `hsl(${(45 + seed * 23) % 360} 75% 66%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#d00000';
  context.fillRect(0, 0, width / 2, height / 2);
  // Sensor grain: a tile of random grey laid over everything, a little transparent.
  const size = 509;
  const tile = new ImageData(size, size);
  let state = seed;
  for (let i = 0; i < tile.data.length; i += 4) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    tile.data[i] = tile.data[i + 1] = tile.data[i + 2] = (state >>> 16) & 0xff;
    tile.data[i + 3] = 56;
  }
  const grain = new OffscreenCanvas(size, size);
  grain.getContext('2d')!.putImageData(tile, 0, 0);
  context.fillStyle = context.createPattern(grain, 'repeat')!;
  context.fillRect(0, 0, width, height);
  const jpeg = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
  return new File([withSegment(jpeg, exifWithLocation(6)) as BlobPart], name, { type: 'image/jpeg' });
}

export interface DrawnJpegOptions {
  /** The colour it is filled with, any CSS colour: teal by default. */
  fill?: string;
  /** Words written on it in white bold, a fifth of its width high, from a tenth of its width in and half its height down. */
  label?: string;
  /** The encoder's quality from 0 to 1: 0.6 by default, as small and quick as the checker needs. */
  quality?: number;
}

/** A JPEG of exactly width × height pixels, drawn by the browser: one colour, and a label if given. */
export async function drawnJpeg(name: string, width: number, height: number, { fill = 'teal', label, quality = 0.6 }: DrawnJpegOptions = {}): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = fill;
  context.fillRect(0, 0, width, height);
  if (label !== undefined) {
    context.fillStyle = 'white';
    context.font = `bold ${Math.round(width / 5)}px sans-serif`;
    context.fillText(label, width / 10, height / 2);
  }
  return new File([await canvas.convertToBlob({ type: 'image/jpeg', quality })], name, { type: 'image/jpeg' });
}

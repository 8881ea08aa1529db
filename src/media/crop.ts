import type { MediaFacts } from './types.js';

/**
 * A rectangle of an image to keep, in pixels of the image as shown (upright: its EXIF rotation
 * applied, as `MediaFacts` give its width and height). Whole pixels, inside the image.
 */
export interface ImageCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

const isWhole = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Why `crop` cannot be kept for an image of `width` × `height` (when known), as a sentence naming
 * what is wrong; `undefined` when it can.
 */
export function cropProblem(crop: ImageCrop, width?: number, height?: number): string | undefined {
  const { x, y, width: w, height: h } = crop;
  if (![x, y, w, h].every(isWhole)) return `x, y, width and height must be whole pixels from 0 up, not ${x}, ${y}, ${w}, ${h}`;
  if (w < 1 || h < 1) return `the crop must be at least 1 × 1 pixel, not ${w} × ${h}`;
  if (width !== undefined && height !== undefined && (x + w > width || y + h > height)) return `the crop (${w} × ${h} at ${x}, ${y}) reaches outside the ${width} × ${height} image`;
  return undefined;
}

/** A file's facts as the networks will see it once cropped: the crop's pixels (bytes are the fitting's to bring within limits). */
export const croppedFacts = (facts: MediaFacts, crop: ImageCrop | undefined): MediaFacts => (crop ? { ...facts, width: crop.width, height: crop.height } : facts);

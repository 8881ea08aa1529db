import type { ImageFitTarget, ImageFitType } from './fitPlan.js';

/**
 * Decodes, scales and re-encodes one image until it meets a target: the work of `fitImage`, run
 * in its worker or, where there is none, on the main thread between yields. Only canvas APIs a
 * worker has (createImageBitmap, OffscreenCanvas), with HTMLCanvasElement as the main thread's
 * fallback. Nothing runs at import.
 */

/** What one fitting made. `blob` is absent when the image already met the target (left untouched). */
export interface FitOutcome {
  blob?: Blob;
  /** The source as shown (EXIF rotation applied). */
  sourceWidth: number;
  sourceHeight: number;
  width: number;
  height: number;
  /** The encoder quality of the kept encoding (0–1). */
  quality?: number;
  /** Encodings tried. */
  encodes: number;
}

/** Why fitting failed, beside its `message`. */
export type FitErrorCode = 'unreadable' | 'encode' | 'too-large';

export interface FitEnvironment {
  /** Called between steps: the main thread yields to the page here, and throws when aborted. */
  pause: () => Promise<void>;
  /**
   * Decodes what the browser cannot (`decodeHeif`: a HEIC outside Safari), upright; rejects with
   * an `ImageFitError` for what it cannot either. None: such a file is unreadable.
   */
  decodeOther?: (file: Blob) => Promise<ImageBitmap>;
}

/** The best quality tried first: above it JPEG files grow fast for no visible gain. */
export const QUALITY_MAX = 0.92;
/** Below this, JPEG's blocks show: the image is made smaller instead. */
export const QUALITY_MIN = 0.6;
/** Bisection steps between the two: enough to land within 0.03 of the best quality that fits. */
const QUALITY_STEPS = 4;
/** Rounds of shrinking when even QUALITY_MIN does not fit. */
const SHRINK_ROUNDS = 6;

export class FitError extends Error {
  override name = 'ImageFitError';
  constructor(
    readonly code: FitErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: ImageFitType, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new FitError('encode', 'The browser could not encode the image.'))), type, quality));
}

/** The largest size within the target's pixel limits, ratio kept; never larger than the source. */
export function fitDimensions(width: number, height: number, target: Pick<ImageFitTarget, 'maxWidth' | 'maxHeight' | 'maxPixels'>): { width: number; height: number } {
  const { maxWidth = Infinity, maxHeight = Infinity, maxPixels = Infinity } = target;
  const scale = Math.min(1, maxWidth / width, maxHeight / height, Math.sqrt(maxPixels / (width * height)));
  if (scale >= 1) return { width, height };
  let w = Math.max(1, Math.floor(width * scale));
  let h = Math.max(1, Math.floor(height * scale));
  // Rounding can leave the product a pixel row over: take one off the longer side.
  while (w * h > maxPixels && (w > 1 || h > 1)) {
    if (w >= h) w -= 1;
    else h -= 1;
  }
  return { width: w, height: h };
}

const meets = (width: number, height: number, target: ImageFitTarget) =>
  width <= (target.maxWidth ?? Infinity) && height <= (target.maxHeight ?? Infinity) && width * height <= (target.maxPixels ?? Infinity);

/** Types whose files may hold transparency. */
const MAY_HAVE_ALPHA = /^image\/(png|webp|gif|avif|bmp|tiff|x-icon|vnd\.microsoft\.icon|svg\+xml)$/;

/** Whether any pixel is less than opaque, read a band of rows at a time (the main thread yields between bands). */
async function hasTransparency(context: Context, width: number, height: number, environment: FitEnvironment): Promise<boolean> {
  const rows = Math.max(1, Math.floor(1_000_000 / width));
  for (let top = 0; top < height; top += rows) {
    const { data } = context.getImageData(0, top, width, Math.min(rows, height - top));
    for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
    await environment.pause();
  }
  return false;
}

/**
 * Fits one image: decodes it with its EXIF rotation applied, scales it within the pixel limits,
 * and encodes it at the best quality whose file meets the byte limit (a bisection between
 * QUALITY_MIN and QUALITY_MAX); when even QUALITY_MIN is too big, scales it down by the square
 * root of the excess and searches again. A file of an accepted type that already meets every
 * limit is left as it is (no `blob`). A canvas writes no metadata: EXIF, its GPS location,
 * camera and comments are gone from every encoding.
 */
export async function fitEncode(file: Blob, target: ImageFitTarget, environment: FitEnvironment): Promise<FitOutcome> {
  let source: ImageBitmap;
  try {
    source = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (!environment.decodeOther) throw new FitError('unreadable', 'The browser could not decode the image.');
    source = await environment.decodeOther(file);
  }
  try {
    const sourceWidth = source.width;
    const sourceHeight = source.height;
    const { crop } = target;
    if (!crop && target.accepts.includes(file.type) && file.size <= (target.maxBytes ?? Infinity) && meets(sourceWidth, sourceHeight, target)) {
      return { sourceWidth, sourceHeight, width: sourceWidth, height: sourceHeight, encodes: 0 };
    }
    await environment.pause();

    // A crop is cut from the upright source: only its rectangle is scaled and drawn.
    const area = crop ?? { x: 0, y: 0, width: sourceWidth, height: sourceHeight };
    if (area.x < 0 || area.y < 0 || area.width < 1 || area.height < 1 || area.x + area.width > sourceWidth || area.y + area.height > sourceHeight) {
      throw new FitError('unreadable', `The crop (${area.width} × ${area.height} at ${area.x}, ${area.y}) reaches outside the ${sourceWidth} × ${sourceHeight} image.`);
    }
    let { width, height } = fitDimensions(area.width, area.height, target);
    let type: ImageFitType = target.types[0]!;
    let transparent: boolean | undefined;
    let encodes = 0;
    let overAtMax: { pixels: number; bytes: number } | undefined;

    for (let round = 0; round <= SHRINK_ROUNDS; round += 1) {
      const canvas = makeCanvas(width, height);
      const context: Context | null = 'convertToBlob' in canvas ? canvas.getContext('2d') : canvas.getContext('2d');
      if (!context) throw new FitError('encode', 'The browser gave no canvas to draw the image on.');
      // 'high' resamples with a wide filter, so a large step down does not alias.
      const scaled =
        !crop && width === sourceWidth && height === sourceHeight
          ? source
          : await createImageBitmap(source, area.x, area.y, area.width, area.height, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
      const draw = async () => {
        context.clearRect(0, 0, width, height);
        // JPEG has no transparency: what was transparent turns white, not black.
        if (type === 'image/jpeg') {
          context.fillStyle = '#fff';
          context.fillRect(0, 0, width, height);
        }
        context.drawImage(scaled, 0, 0);
        await environment.pause();
      };
      try {
        await environment.pause();
        if (transparent === undefined) {
          // Transparency decides the type once, on the first canvas: WebP keeps it where every
          // network takes WebP; otherwise the first type (JPEG), on white.
          const webp = target.types.includes('image/webp') && MAY_HAVE_ALPHA.test(file.type);
          type = webp ? 'image/webp' : target.types[0]!;
          await draw();
          transparent = webp ? await hasTransparency(context, width, height, environment) : false;
          if (!transparent && type !== target.types[0]) {
            type = target.types[0]!;
            await draw();
          }
        } else await draw();
      } finally {
        if (scaled !== source) scaled.close();
      }

      const tryQuality = async (quality: number): Promise<Blob> => {
        let blob = await encode(canvas, type, quality);
        encodes += 1;
        // A browser that cannot write WebP writes PNG instead (Safari): JPEG then, on white.
        if (blob.type !== type && type === 'image/webp' && target.types.includes('image/jpeg')) {
          type = 'image/jpeg';
          // White under what is drawn, as a JPEG shows transparency.
          context.globalCompositeOperation = 'destination-over';
          context.fillStyle = '#fff';
          context.fillRect(0, 0, width, height);
          context.globalCompositeOperation = 'source-over';
          blob = await encode(canvas, type, quality);
          encodes += 1;
        }
        if (blob.type !== type) throw new FitError('encode', `The browser could not write ${type}.`);
        await environment.pause();
        return blob;
      };

      const maxBytes = target.maxBytes ?? Infinity;
      // After a shrink, the best quality is tried only if the last round's size at it, scaled by
      // the pixels, says it might fit: one encode of a large canvas saved per round.
      const predicted = overAtMax ? (overAtMax.bytes * width * height) / overAtMax.pixels : 0;
      if (predicted <= maxBytes * 1.15) {
        const best = await tryQuality(QUALITY_MAX);
        if (best.size <= maxBytes) return { blob: best, sourceWidth, sourceHeight, width, height, quality: QUALITY_MAX, encodes };
        overAtMax = { pixels: width * height, bytes: best.size };
      }
      const floor = await tryQuality(QUALITY_MIN);
      if (floor.size <= maxBytes) {
        // Bisection: `low` always fits, `high` never does; keep the largest file that fits.
        let low = QUALITY_MIN;
        let high = QUALITY_MAX;
        let kept = floor;
        let keptQuality = QUALITY_MIN;
        for (let step = 0; step < QUALITY_STEPS; step += 1) {
          const quality = Math.round(((low + high) / 2) * 1000) / 1000;
          const blob = await tryQuality(quality);
          if (blob.size <= maxBytes) {
            low = quality;
            if (blob.size >= kept.size) {
              kept = blob;
              keptQuality = quality;
            }
          } else high = quality;
        }
        return { blob: kept, sourceWidth, sourceHeight, width, height, quality: keptQuality, encodes };
      }
      // Too big even at the lowest quality: fewer pixels, in proportion to the excess (bytes grow
      // about with the pixel count), and a little more so the next round is likely to be the last.
      const scale = Math.min(0.9, Math.sqrt(maxBytes / floor.size) * 0.95);
      width = Math.max(1, Math.floor(width * scale));
      height = Math.max(1, Math.floor(height * scale));
    }
    throw new FitError('too-large', 'The image could not be made small enough.');
  } finally {
    source.close();
  }
}

import { lazy } from '../client/lazy.js';
import type { ImageFitTarget } from './fitPlan.js';
import type { FitImageOptions, FitImageResult } from './fitTypes.js';

type Fitter = (file: File, target: ImageFitTarget, options?: FitImageOptions) => Promise<FitImageResult>;

/**
 * The image fitter, imported the first time an image is fitted: bundlers give it a chunk of its
 * own, and its worker a file of its own, so an app that never fits images downloads neither. A
 * failed load (offline, a chunk gone after a deploy) is tried again by the next call.
 */
export const loadImageFitter: () => Promise<Fitter> = /* @__PURE__ */ lazy(() => import('./fit.js').then((module) => module.fitImage));

/**
 * Scales down and re-encodes an image so it meets `target` (from `planImageFit`): decoded with its
 * EXIF rotation baked in, scaled within the pixel limits, written as JPEG (WebP for a transparent
 * image where every network takes WebP) at the best quality whose file meets the byte limit, and
 * scaled further only when even a low quality does not. The new file has no metadata: no EXIF, no
 * GPS location, no camera. A file that already meets the target comes back as it is
 * (`fitted: false`, the same `File`).
 *
 * Runs in a worker, one image at a time; on the main thread, between yields, where no worker can
 * start. Rejects with an `AbortError` when `signal` aborts, a `TypeError` for a file that is not
 * an image (videos are never transcoded), and an error named `ImageFitError` with a `code`
 * (`unreadable`, `encode`, `too-large`) when the browser cannot do it.
 */
export async function fitImage(file: File, target: ImageFitTarget, options?: FitImageOptions): Promise<FitImageResult> {
  const fit = await loadImageFitter();
  return fit(file, target, options);
}

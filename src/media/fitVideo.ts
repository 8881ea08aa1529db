import { lazy } from '../client/lazy.js';
import type { VideoFitTarget } from './videoFitPlan.js';
import type { FitVideoOptions, FitVideoResult } from './videoFitTypes.js';

type Fitter = (file: File, target: VideoFitTarget, options?: FitVideoOptions) => Promise<FitVideoResult>;

/**
 * The video fitter, imported the first time a video is fitted: a chunk of its own, and its worker
 * (with mediabunny's conversion) a file of its own. A failed load is tried again by the next call.
 */
export const loadVideoFitter: () => Promise<Fitter> = /* @__PURE__ */ lazy(() => import('./videoFit.js').then((module) => module.fitVideo));

/**
 * Fits a video to `target` (from `planVideoFit`) in the browser, with WebCodecs: trimmed to the
 * longest length allowed (from `trim.start`), scaled within the pixel limits, its frame rate
 * brought down, its picture re-encoded at a bit rate under the byte limit or to a codec the
 * networks take; what already fits is copied. Sound that fits is copied; sound that must be
 * re-encoded where this browser has no encoder for it makes it reject (`audio-encoder`), never a
 * silent video. The result is an MP4 whose index comes first.
 *
 * Runs in a worker of its own, one video at a time (the page's thread where no worker starts);
 * `onProgress` hears from 0 to 1. `signal` ends the worker at once and rejects with an
 * `AbortError`. Rejects with a `TypeError` for a file that is not a video, and an error named
 * `VideoFitError` with a `code` (`unsupported` without WebCodecs, `unreadable`, `video-encoder`,
 * `audio-encoder`, `too-large`, `trim`) when it cannot be done here.
 */
export async function fitVideo(file: File, target: VideoFitTarget, options?: FitVideoOptions): Promise<FitVideoResult> {
  const fit = await loadVideoFitter();
  return fit(file, target, options);
}

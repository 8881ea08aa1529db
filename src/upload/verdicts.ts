import type { MediaFacts, MediaFileCheck } from '../media/types.js';
import type { ImageFitTarget } from '../media/fitPlan.js';
import type { ImageCrop } from '../media/crop.js';
import type { FitImageResult } from '../media/fitTypes.js';
import { isHeifType } from '../media/heifType.js';
import { lazy } from '../client/lazy.js';
import { networkIds } from '../media/targets.js';
import { fitFailure } from './errors.js';
import type { UploadMediaOptions } from './options.js';

/** What the store keeps of a file's check: its facts (read once) and its verdicts under the current choice. */
export interface UploadCheck {
  facts: MediaFacts;
  verdicts: MediaFileCheck['networks'];
  /** A chosen network refuses the file (a `fixable` verdict is not a refusal: see docs/uploading.md). */
  refused: boolean;
}


/** What a check depends on, as one string: a new array or object with the same content checks nothing again. */
export function checkKey({ networks, postKind, onRefused }: UploadMediaOptions): string {
  return networks ? JSON.stringify([networkIds(networks), postKind ?? {}, onRefused ?? 'reject']) : '';
}

/**
 * The checker and the facts reader, imported the first time a file is checked: an app that never
 * passes `networks` downloads neither (the rules table and the reader are chunks of their own).
 */
const loadChecker = /* @__PURE__ */ lazy(() => Promise.all([import('../media/check.js'), import('../media/store.js')]));

/**
 * Reads `file`'s facts (once: `facts` when already read) and checks them against the chosen
 * networks, as `crop` would leave it when one is drawn (its facts stay the file's as added).
 * Rejects only when `signal` aborts or the checker's chunk fails to load.
 */
export async function checkUpload(file: File, options: UploadMediaOptions, signal: AbortSignal, facts?: MediaFacts, crop?: ImageCrop): Promise<UploadCheck> {
  const [{ checkMedia }, { readMediaFacts }] = await loadChecker();
  // Facts go through the page's cache: a gallery or useMediaCheck with the same reader (the
  // browser's, by default) reads the file no second time.
  const known = facts ?? (await readMediaFacts(file, { signal, read: options.readMediaFacts }));
  // Checked as cropped (media/crop.ts's `croppedFacts`, written out: that module loads with the cropper).
  const [check] = checkMedia([crop ? { ...known, width: crop.width, height: crop.height } : known], options.networks ?? [], { postKind: options.postKind, rules: options.mediaRules }).files;
  return { facts: known, verdicts: check!.networks, refused: check!.status === 'refused' };
}

/**
 * Whether a checked file is fitted before its ticket: with `fitImages`, and a HEIC photo always.
 * No network takes HEIC as it is, so one goes as a JPEG whatever the app chose, and is never
 * uploaded for a network that refuses it (a file the chosen networks take as it is goes untouched).
 */
export const fitsBeforeTicket = (options: UploadMediaOptions, facts: MediaFacts): boolean =>
  Boolean(options.fitImages) || isHeifType(facts.type);

/**
 * The target `file` must be fitted to for the chosen networks (`planImageFit`), or `undefined` when
 * it goes as it is (every network takes it, or fitting would not help: a refusal, a video, an
 * unreadable file). The planner loads the first time a file may be fitted. A file with a `crop` is
 * always fitted, the crop in its target.
 */
export async function planUpload(facts: MediaFacts, options: UploadMediaOptions, crop?: ImageCrop): Promise<ImageFitTarget | undefined> {
  const { planImageFit, planImageCrop } = await import('../media/fitPlan.js');
  const checking = { postKind: options.postKind, rules: options.mediaRules };
  const plan = crop ? planImageCrop(facts, crop, options.networks ?? [], checking) : planImageFit(facts, options.networks ?? [], checking);
  if (plan.status === 'fit') return plan.target;
  // A crop is always drawn: one the networks still refuse (sent with `onRefused: 'warn'`) or cannot
  // judge goes cropped, as a JPEG, never whole.
  return crop ? { types: ['image/jpeg'], accepts: [], crop } : undefined;
}

/**
 * Fits `file` to `target` with the app's fitter, or with `fitImage` (its chunk and worker load
 * now, the first time). Rejects with an `AbortError` when `signal` aborts, and with the fitter's
 * failure as a SocialKitError (`isImageFitError`) otherwise.
 */
export async function fitUpload(file: File, target: ImageFitTarget, options: UploadMediaOptions, signal: AbortSignal): Promise<FitImageResult> {
  let result: FitImageResult;
  try {
    // A crop is drawn by the library's fitter: an app's own may not know `target.crop`.
    const fit = typeof options.fitImages === 'function' && !target.crop ? options.fitImages : (await import('../media/fitImage.js')).fitImage;
    result = await fit(file, target, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw fitFailure(error);
  }
  // Told to the page's cache before the item shows the fitted file: a gallery showing it never decodes it.
  if (result.fitted) (await import('../media/store.js')).knowFacts(result.file, fittedFacts(result), options.readMediaFacts);
  return result;
}

/** A fitted file's facts, from its fitting: its bytes, type and pixels (drawn upright, one frame). */
export function fittedFacts({ file, after }: FitImageResult): MediaFacts {
  return { name: file.name, type: file.type || after.type, size: file.size, status: 'read', width: after.width, height: after.height };
}

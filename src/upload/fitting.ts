import type { ImageFitTarget } from '../media/fitPlan.js';
import type { FitImageResult } from '../media/fitTypes.js';
import type { MediaFacts } from '../media/types.js';
import type { VideoUploadTarget } from './videoFitting.js';
import type { UploadMediaOptions } from './options.js';
import type { UploadEdits, UploadFittedSize } from './types.js';

// What happens to a file between its check and its ticket when it may be fitted (verdicts.ts's
// `fitsBeforeTicket`): to what, and how. Loaded then (prepare.ts), as are the planners and fitters
// it imports in turn: an app that fits nothing downloads none of it.

/** What a file is fitted to: an image's target (`planImageFit`), or a video's (videoFitting.ts's `VideoUploadTarget`). */
export type UploadFitTarget = { kind: 'image'; target: ImageFitTarget } | VideoUploadTarget;

/** What fitting made: the file to send, both sides of it, and the fitted file's facts. */
export interface UploadFitResult {
  file: File;
  before: UploadFittedSize;
  after: UploadFittedSize;
  facts: MediaFacts;
}

const isVideo = (facts: MediaFacts) => facts.type.startsWith('video/');

/**
 * The target `file` must be fitted to for the chosen networks, or `undefined` when it goes as it is
 * (every network takes it, or fitting would not help: a refusal, an unreadable file). A file with
 * a `crop` or a `trim` is always fitted, the crop in its target, the trim beside it.
 */
export async function planUpload(facts: MediaFacts, options: UploadMediaOptions, { crop, trim }: UploadEdits = {}): Promise<UploadFitTarget | undefined> {
  if (isVideo(facts)) return (await import('./videoFitting.js')).planVideoUpload(facts, options, trim);
  const checking = { postKind: options.postKind, rules: options.mediaRules };
  const { planImageFit, planImageCrop } = await import('../media/fitPlan.js');
  const plan = crop ? planImageCrop(facts, crop, options.networks ?? [], checking) : planImageFit(facts, options.networks ?? [], checking);
  if (plan.status === 'fit') return { kind: 'image', target: plan.target };
  // A crop is always drawn: one the networks still refuse (sent with `onRefused: 'warn'`) or cannot
  // judge goes cropped, as a JPEG, never whole.
  return crop ? { kind: 'image', target: { types: ['image/jpeg'], accepts: [], crop } } : undefined;
}

/**
 * Fits `file` (read as `facts`) to `fit`: an image with the app's fitter or `fitImage`, a video with
 * `fitVideo`, which tells `onProgress` how far it is. Resolves with `undefined` when the file
 * already met the target. Rejects with an `AbortError` when `signal` aborts, and with the fitter's
 * own failure otherwise (prepare.ts makes it a SocialKitError: this chunk imports nothing of the
 * engine's graph, so that bundlers keep it apart).
 */
export async function fitUpload(
  file: File,
  facts: MediaFacts,
  fit: UploadFitTarget,
  options: UploadMediaOptions,
  signal: AbortSignal,
  onProgress: (progress: number) => void,
): Promise<UploadFitResult | undefined> {
  if (fit.kind === 'video') return (await import('./videoFitting.js')).fitVideoUpload(file, facts, fit, options, signal, onProgress);
  return fitImageUpload(file, fit.target, options, signal);
}

async function fitImageUpload(file: File, target: ImageFitTarget, options: UploadMediaOptions, signal: AbortSignal): Promise<UploadFitResult | undefined> {
  // A crop is drawn by the library's fitter: an app's own may not know `target.crop`.
  const fit = typeof options.fitImages === 'function' && !target.crop ? options.fitImages : (await import('../media/fitImage.js')).fitImage;
  const result = await fit(file, target, { signal });
  if (!result.fitted) return undefined;
  const facts = fittedFacts(result);
  // Told to the page's cache before the item shows the fitted file: a gallery showing it never decodes it.
  (await import('../media/store.js')).knowFacts(result.file, facts, options.readMediaFacts);
  return { file: result.file, before: result.before, after: result.after, facts };
}

/** A fitted image's facts, from its fitting: its bytes, type and pixels (drawn upright, one frame). */
function fittedFacts({ file, after }: FitImageResult): MediaFacts {
  return { name: file.name, type: file.type || after.type, size: file.size, status: 'read', width: after.width, height: after.height };
}

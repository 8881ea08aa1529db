/** Media checks: facts, verdicts and their sentences, and fitting images. React-free; the browser reader and the image fitter load on demand. */
export { checkMedia, worseStatus, type CheckMediaOptions, type MediaCheckTarget } from './check.js';
export { imageFitTarget, planImageFit, type ImageFitPlan, type ImageFitRefusal, type ImageFitTarget, type ImageFitType } from './fitPlan.js';
export { fitImage, loadImageFitter } from './fitImage.js';
export type { FitImageOptions, FitImageResult, FittedImageSize } from './fitTypes.js';
export { createMediaFactsStore, factsOf, loadMediaFacts, readMediaFacts, type MediaFactsReader, type MediaFactsStore, type MediaFactsStoreOptions } from './store.js';
export {
  describeMediaReason,
  describeMediaVerdict,
  describePostReason,
  describePostVerdict,
  formatAspect,
  formatRatio,
  mediaTarget,
} from './describe.js';
export type {
  MediaCheckResult,
  MediaFacts,
  MediaFileCheck,
  MediaFileReason,
  MediaFileReasonCode,
  MediaFileVerdict,
  MediaPostReason,
  MediaPostReasonCode,
  MediaPostVerdict,
  MediaVerdictStatus,
} from './types.js';

/** Media checks: facts, verdicts and their words. React-free; the browser reader loads on demand. */
export { checkMedia, worseStatus, type CheckMediaOptions, type MediaCheckTarget } from './check.js';
export { createMediaFactsStore, loadMediaFacts, readMediaFacts, type MediaFactsReader, type MediaFactsStore, type MediaFactsStoreOptions } from './store.js';
export {
  describeMediaReason,
  describeMediaVerdict,
  describePostReason,
  describePostVerdict,
  formatAspect,
  formatMediaType,
  formatRatio,
  mediaTarget,
} from './words.js';
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

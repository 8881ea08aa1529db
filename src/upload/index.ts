export { createUploadStore } from './store.js';
export { uploadContentType } from './contentType.js';
export { acceptsFile, parseAccept } from './accept.js';
export { computeTotals } from './totals.js';
export { FIT_OPERATION, isImageFitError, isSignatureMismatchError, isUploadStalledError, isUploadUrlExpiredError, UPLOAD_OPERATION, type ImageFitFailure, type UploadErrorReason } from './errors.js';
export { MAX_FILENAME_LENGTH } from './checks.js';
export type { PutFunction, PutRequest } from './put.js';
export type { ImageFitter, UploadCallbacks, UploadClient, UploadMediaOptions, UploadOptions, UploadQueueOptions, UploadRules, UploadStoreOptions, UploadValidateResult } from './options.js';
export type {
  Unsubscribe,
  UploadFitted,
  UploadItem,
  UploadRejection,
  UploadRejectionCode,
  UploadStatus,
  UploadStep,
  UploadStore,
  UploadTotals,
  UploadVerdicts,
} from './types.js';

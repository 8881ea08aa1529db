export { createUploadStore } from './store.js';
export { uploadContentType } from './contentType.js';
export { acceptsFile, parseAccept } from './accept.js';
export { computeTotals } from './totals.js';
export { FIT_OPERATION, isImageFitError, isSignatureMismatchError, isUploadStalledError, isUploadUrlExpiredError, UPLOAD_OPERATION, type ImageFitFailure, type UploadErrorReason } from './errors.js';
export { MAX_FILENAME_LENGTH } from './checks.js';
export type { PutFunction, PutRequest } from './put.js';
export type {
  ImageFitter,
  Unsubscribe,
  UploadCallbacks,
  UploadClient,
  UploadFitted,
  UploadItem,
  UploadMediaOptions,
  UploadOptions,
  UploadQueueOptions,
  UploadRejection,
  UploadRejectionCode,
  UploadRules,
  UploadStatus,
  UploadStep,
  UploadStore,
  UploadStoreOptions,
  UploadTotals,
  UploadValidateResult,
  UploadVerdicts,
} from './types.js';

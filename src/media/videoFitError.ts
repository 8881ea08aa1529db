import type { VideoFitErrorCode } from './videoFitTypes.js';

/** Why a video could not be fitted here (`code`), in the worker or on the page. */
export class VideoFitError extends Error {
  override name = 'VideoFitError';
  constructor(
    readonly code: VideoFitErrorCode,
    message: string,
  ) {
    super(message);
  }
}

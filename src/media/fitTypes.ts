import type { FitErrorCode, FitOutcome } from './fitEncode.js';
import type { ImageFitTarget } from './fitPlan.js';

export interface FitImageOptions {
  /** Cancels the fitting: the worker's job is stopped and the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
  /**
   * `false` fits on the main thread, between yields to the page (each encode still takes one
   * task). By default a worker fits, and the main thread only where no worker can start.
   */
  worker?: boolean;
}

/** One side of a fitting: what the file was, or what it became. */
export interface FittedImageSize {
  bytes: number;
  type: string;
  /** Pixels as shown, EXIF rotation applied. */
  width: number;
  height: number;
}

export interface FitImageResult {
  /** The file to upload: the fitted one, or the file given when it already met the target. */
  file: File;
  /** `false` when the file already met the target and is returned untouched (then `before` and `after` agree). */
  fitted: boolean;
  before: FittedImageSize;
  after: FittedImageSize;
  /** The encoder quality kept (0–1), when fitted. */
  quality?: number;
  /** Where the work ran: in the worker, or on the main thread (no worker could start, or `worker: false`). */
  ranIn: 'worker' | 'main';
}

/** The page asks the worker to fit one file. */
export interface FitJobMessage {
  id: number;
  file: Blob;
  target: ImageFitTarget;
}

/**
 * The worker's answers: it started (and whether it has what fitting needs), or one job's outcome
 * or failure.
 */
export type FitReplyMessage =
  | { ready: boolean; id?: undefined }
  | { id: number; outcome: FitOutcome }
  | { id: number; error: { code: FitErrorCode; message: string } };

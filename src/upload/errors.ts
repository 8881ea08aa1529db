import { FIT_OPERATION, SocialKitError, UPLOAD_OPERATION, hasErrorCode, isSocialKitError, parseRetryAfter } from '../client/errors.js';

export { FIT_OPERATION, UPLOAD_OPERATION };

/**
 * Why fitting a file failed, as the row says it: `unreadable` (the browser could not decode it),
 * `encode` (it could not write the new file, or an app's fitter failed), `too-large` (not even the
 * smallest size or lowest bit rate tried meets the byte limit); a video's also `unsupported` (no
 * WebCodecs), `video-encoder` and `audio-encoder` (no encoder for a picture or a sound the networks
 * take: a video is never made silent), `trim` (the part asked to keep is empty).
 */
export type FitFailure = 'unreadable' | 'encode' | 'too-large' | 'unsupported' | 'video-encoder' | 'audio-encoder' | 'trim';

const FIT_FAILURES: readonly string[] = ['unreadable', 'encode', 'too-large', 'unsupported', 'video-encoder', 'audio-encoder', 'trim'] satisfies FitFailure[];

/** A fitter's failure (`ImageFitError` or `VideoFitError` and its `code`, or whatever an app's fitter threw) as the one error type. */
export function fitFailure(error: unknown): SocialKitError {
  const code = (error as { code?: unknown } | undefined)?.code;
  return new SocialKitError({
    // Not a passing fault: fitting the same file again fails the same way, so it is never retried by itself.
    kind: 'validation',
    operation: FIT_OPERATION,
    reason: typeof code === 'string' && FIT_FAILURES.includes(code) ? code : 'encode',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/** Fitting the file failed (`fitImages`, `fitVideos`); `reason` says why (`FitFailure`). The file can be retried or removed. */
export const isFitError = (error: unknown): boolean => isSocialKitError(error) && error.operation === FIT_OPERATION;

/** `reason` of a storage 403, normalised from the XML error body. */
export type UploadErrorReason = 'SignatureDoesNotMatch' | 'RequestExpired';

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]?.trim();

/**
 * What storage's answer means, from its S3-style XML (`<Error><Code>…</Code><Message>…`). An
 * expired URL is `AccessDenied` with "Request has expired" on S3, so it gets a reason of its own:
 * the engine acts on both 403s (a fresh ticket for one, a stop for the other).
 */
export function storageError(status: number, body: string, retryAfter?: string | null): SocialKitError {
  const code = tag(body, 'Code');
  const message = tag(body, 'Message');
  return new SocialKitError({
    kind: 'http',
    operation: UPLOAD_OPERATION,
    status,
    reason: code === 'ExpiredToken' || /request has expired/i.test(message ?? '') ? 'RequestExpired' : code,
    message: message || `Storage answered HTTP ${status}.`,
    retryAfterMs: parseRetryAfter(retryAfter ?? null),
  });
}

/** The presigned URL ran out (storage checks its own clock): a fresh ticket fixes it. */
export const isUploadUrlExpiredError = (error: unknown): boolean => hasErrorCode(error, 'upload-url-expired');

/**
 * Storage computed another signature: the PUT's Content-Type is not the signed one, or the URL
 * was altered. Sending the same request again fails the same way, so it is never retried blindly.
 */
export const isSignatureMismatchError = (error: unknown): boolean => hasErrorCode(error, 'signature-mismatch');

/**
 * The PUT stopped moving: no byte reached storage for `stallTimeout`, so it was given up. It is
 * retried like any timeout (with the same ticket while its URL is valid).
 */
export const isUploadStalledError = (error: unknown): boolean => hasErrorCode(error, 'upload-stalled');

/** Whatever a step of the engine threw, as the one error type (a thrown non-error is a `protocol` fault). */
export const asSocialKitError = (error: unknown): SocialKitError =>
  isSocialKitError(error) ? error : new SocialKitError({ kind: 'protocol', message: String(error), cause: error });

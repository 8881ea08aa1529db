import { SERVICE_CREDENTIALS_REFUSED } from './serviceTexts.js';

/**
 * Every failure the client can meet becomes one SocialKitError. Components render it as data
 * (role="alert", field descriptions) and the predicates below decide retries, so nothing above
 * this layer has to know about HTTP, fetch rejections or the envelope.
 */

export type SocialKitErrorKind =
  /** The service answered with an error envelope or an error status. */
  | 'http'
  /** fetch rejected: offline, DNS, CORS, a dropped connection. */
  | 'network'
  /** The answer was not the envelope: a gateway's HTML page, bad JSON, a record without an id. */
  | 'protocol'
  | 'timeout'
  | 'aborted'
  /** Input failed the interface's limits before any request was sent. */
  | 'validation'
  /** A connect flow failed outside the proxy's answers: a blocked popup, a refused consent. */
  | 'connect';

/**
 * What went wrong, for an app to compare: the specific cases the library and an app act on, else
 * the error's `kind`. Read from the failure once, when the error is made.
 */
export type SocialKitErrorCode =
  | Exclude<SocialKitErrorKind, 'connect'>
  /** The proxy or the service refused who we are: the host app must sign the user in again. */
  | 'unauthorized'
  /**
   * The service refused the proxy's API key and a proxy passed that on (ours answers 502 instead).
   * The server's configuration is wrong: signing in again cannot fix it.
   */
  | 'service-credentials-refused'
  /** The pending session is gone (expired, unknown or already finalized): start the flow again. */
  | 'session-expired'
  /** The presigned upload URL ran out (storage checks its own clock): a fresh ticket fixes it. */
  | 'upload-url-expired'
  /** Storage computed another signature (the PUT's Content-Type is not the signed one): never retried blindly. */
  | 'signature-mismatch'
  /** No byte of the PUT reached storage for the stall timeout: retried like any timeout. */
  | 'upload-stalled'
  /** Fitting an image failed: the browser could not decode it. */
  | 'fit-unreadable'
  /** Fitting an image failed: it could not write the new file, or an app's fitter failed. */
  | 'fit-failed'
  /** Fitting an image failed: not even the smallest size tried meets the byte limit. */
  | 'fit-too-large'
  /** `window.open` returned null: the browser blocked the window. Continue in this tab instead. */
  | 'popup-blocked'
  /** The user declined on the network's consent screen (`?error=access_denied`). */
  | 'access-denied'
  /** The callback carried another `?error=`, or parameters that make no sense together. */
  | 'authorization-failed'
  /**
   * A one-step callback named an account (`?success=true&account_id=…`) that the service does not
   * list for the flow's network and tenant: a stale or crafted link. Nothing was connected.
   */
  | 'account-not-found';

/** Per-field messages, keyed by dotted path (`address.city`, `selectedPageIds.0`). */
export type FieldErrors = Record<string, string[]>;

export interface SocialKitErrorInit {
  kind: SocialKitErrorKind;
  /** Given by the connect flows; read from the rest of the failure otherwise. */
  code?: SocialKitErrorCode;
  message: string;
  operation?: string;
  status?: number;
  reason?: string;
  details?: unknown;
  retryAfterMs?: number;
  cause?: unknown;
}

export class SocialKitError extends Error {
  override readonly name = 'SocialKitError';
  readonly kind: SocialKitErrorKind;
  /** What went wrong, for an app to compare: `error.code === 'session-expired'`. */
  readonly code: SocialKitErrorCode;
  /** The HTTP status, or 0 when no response was read. */
  readonly status: number;
  /** The service's `message`, sent with 500s to say why; storage's error code; a fitter's failure; a callback's raw `?error=` (never shown as it is). */
  readonly reason: string | undefined;
  readonly fieldErrors: FieldErrors;
  /** Messages that belong to the request as a whole (`details._errors`). */
  readonly formErrors: string[];
  /** The client operation that failed, such as `finalize`. */
  readonly operation: string | undefined;
  /** From `Retry-After`, when the service sent one. */
  readonly retryAfterMs: number | undefined;
  /** Worth trying again unchanged (the network, a timeout, a 5xx, a rate limit): `isRetryableError` below. */
  readonly retryable: boolean;

  constructor(init: SocialKitErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.reason = init.reason;
    this.operation = init.operation;
    this.retryAfterMs = init.retryAfterMs;
    this.code = init.code ?? codeOf(init, this.status);
    this.retryable = isRetryableError(this);
    this.fieldErrors = {};
    this.formErrors = [];
    flattenDetails(init.details, '', this.fieldErrors, this.formErrors);
  }
}

/** zod's `format()` shape: `{ _errors: [], field: { _errors: [], nested: { … } } }`. */
function flattenDetails(node: unknown, path: string, fields: FieldErrors, form: string[]): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '_errors') {
      const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
      if (!messages.length) continue;
      if (path) (fields[path] ??= []).push(...messages);
      else form.push(...messages);
    } else {
      flattenDetails(value, path ? `${path}.${key}` : key, fields, form);
    }
  }
}

export const isSocialKitError = (error: unknown): error is SocialKitError => error instanceof SocialKitError;

const PENDING_OPERATIONS = new Set(['pendingSession', 'finalize']);

/** The `operation` of errors from the PUT to storage (the ticket and confirm use the client's). */
export const UPLOAD_OPERATION = 'upload';

/** The `operation` of a failed fitting (`fitImages`), before any ticket: its `reason` is the fitter's failure. */
export const FIT_OPERATION = 'fit';

const FIT_CODES: Record<string, SocialKitErrorCode> = { unreadable: 'fit-unreadable', encode: 'fit-failed', 'too-large': 'fit-too-large' };

/** The code a failure stands for, from what the transport, storage or the fitter made of it. */
function codeOf({ kind, operation, reason, message }: SocialKitErrorInit, status: number): SocialKitErrorCode {
  if (kind === 'connect') return 'authorization-failed';
  if (operation === FIT_OPERATION) return FIT_CODES[reason ?? ''] ?? 'fit-failed';
  if (operation === UPLOAD_OPERATION) {
    // A 403 from object storage is about the presigned URL, not the user's session.
    if (kind === 'timeout') return 'upload-stalled';
    if (status === 403 && reason === 'RequestExpired') return 'upload-url-expired';
    if (status === 403 && reason === 'SignatureDoesNotMatch') return 'signature-mismatch';
    return kind;
  }
  if (PENDING_OPERATIONS.has(operation ?? '') && (status === 404 || (status === 400 && /session expired/i.test(message)))) return 'session-expired';
  if (status === 401 && message === SERVICE_CREDENTIALS_REFUSED) return 'service-credentials-refused';
  if (status === 401 || status === 403) return 'unauthorized';
  return kind;
}

/** Whether `error` is a SocialKitError with that code. */
export const hasErrorCode = (error: unknown, code: SocialKitErrorCode): boolean => isSocialKitError(error) && error.code === code;

/**
 * Worth trying again unchanged: the network, a timeout, a 5xx, or a 429 that is a rate limit.
 * Never another 4xx (the same request fails the same way), never 402 (the subscription is
 * inactive), never a 429 whose message says the quota is spent: waiting does not refill it.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isSocialKitError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http' && error.kind !== 'protocol') return false;
  if (error.status === 429) return !/quota/i.test(`${error.message} ${error.reason ?? ''}`);
  // The request itself arrived too slowly (our proxy's late body): nothing was done with it.
  return error.status >= 500 || error.status === 408;
}

/** The pending session is gone (expired, unknown or already finalized): start the flow again. */
export const isSessionExpiredError = (error: unknown): boolean => hasErrorCode(error, 'session-expired');

/** The proxy or the service refused who we are: the host app must sign the user in again. */
export const isUnauthorizedError = (error: unknown): boolean => hasErrorCode(error, 'unauthorized');

/** Reads `Retry-After` as seconds or as an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

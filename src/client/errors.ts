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
  | 'validation';

/** Per-field messages, keyed by dotted path (`address.city`, `selectedPageIds.0`). */
export type FieldErrors = Record<string, string[]>;

export interface SocialKitErrorInit {
  kind: SocialKitErrorKind;
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
  /** The HTTP status, or 0 when no response was read. */
  readonly status: number;
  /** The service's `message`, sent with 500s to say why. */
  readonly reason: string | undefined;
  readonly fieldErrors: FieldErrors;
  /** Messages that belong to the request as a whole (`details._errors`). */
  readonly formErrors: string[];
  /** The client operation that failed, such as `finalize`. */
  readonly operation: string | undefined;
  /** From `Retry-After`, when the service sent one. */
  readonly retryAfterMs: number | undefined;

  constructor(init: SocialKitErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.reason = init.reason;
    this.operation = init.operation;
    this.retryAfterMs = init.retryAfterMs;
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
export function isSessionExpiredError(error: unknown): boolean {
  return (
    isSocialKitError(error) &&
    PENDING_OPERATIONS.has(error.operation ?? '') &&
    (error.status === 404 || (error.status === 400 && /session expired/i.test(error.message)))
  );
}

import { SERVICE_CREDENTIALS_REFUSED } from './serviceTexts.js';

export { SERVICE_CREDENTIALS_REFUSED };

/**
 * The service refused the proxy's API key and a proxy passed that on (ours answers 502 instead).
 * The server's configuration is wrong: signing in again cannot fix it, so it is not unauthorized.
 */
export const isServiceCredentialsRefusedError = (error: unknown): boolean =>
  isSocialKitError(error) && error.status === 401 && error.message === SERVICE_CREDENTIALS_REFUSED;

/** The proxy or the service refused who we are: the host app must sign the user in again. */
export const isUnauthorizedError = (error: unknown): boolean =>
  isSocialKitError(error) &&
  // A 403 from object storage (the upload PUT, operation 'upload') is about the presigned URL, not the user's session.
  error.operation !== 'upload' &&
  (error.status === 401 || error.status === 403) &&
  !isServiceCredentialsRefusedError(error);

/** Reads `Retry-After` as seconds or as an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

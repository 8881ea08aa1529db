import { isRetryableError, isSocialKitError } from '../client/errors.js';

/**
 * Retries only what can succeed unchanged (see isRetryableError): an expired session, a 4xx or
 * a spent quota fails at once. Backoff is exponential with full jitter, so many tabs that failed
 * together do not come back together; a `Retry-After` from the service wins.
 */
export function retryPolicy(maxRetries: number) {
  return {
    retry: (failureCount: number, error: unknown) => failureCount < maxRetries && isRetryableError(error),
    retryDelay: (attempt: number, error: unknown) =>
      (isSocialKitError(error) ? error.retryAfterMs : undefined) ?? Math.random() * Math.min(30_000, 1000 * 2 ** attempt),
  };
}

import { backoffDelay } from '../client/backoff.js';
import { isRetryableError } from '../client/errors.js';

/**
 * Retries only what can succeed unchanged (see isRetryableError): an expired session, a 4xx or
 * a spent quota fails at once. Backoff is exponential with full jitter; a `Retry-After` wins.
 */
export function retryPolicy(maxRetries: number) {
  return {
    retry: (failureCount: number, error: unknown) => failureCount < maxRetries && isRetryableError(error),
    retryDelay: (attempt: number, error: unknown) => backoffDelay(attempt, error),
  };
}

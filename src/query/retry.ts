import { asksToWaitLonger, backoffDelay } from '../client/backoff.js';
import { isRetryableError } from '../client/errors.js';

/**
 * The longest `Retry-After` a query waits out by itself. While a retry waits, the query is pending
 * with no error (the failure sits in `failureReason`, which no list or picker shows), so a longer
 * wait would be a spinner that says nothing for minutes or hours. Past this the query fails at once
 * with the 429, whose `retryAfterMs` lets a UI say when to try again. 30 s is the backoff's own cap:
 * no automatic wait is longer than the longest jittered one.
 */
export const MAX_QUERY_RETRY_WAIT_MS = 30_000;

/**
 * Retries only what can succeed unchanged (see isRetryableError): an expired session, a 4xx or
 * a spent quota fails at once. Backoff is exponential with full jitter; a `Retry-After` wins.
 */
export function retryPolicy(maxRetries: number) {
  return {
    retry: (failureCount: number, error: unknown) =>
      failureCount < maxRetries && isRetryableError(error) && !asksToWaitLonger(error, MAX_QUERY_RETRY_WAIT_MS),
    retryDelay: (attempt: number, error: unknown) => backoffDelay(attempt, error),
  };
}

import { isSocialKitError } from './errors.js';

const BASE_MS = 1000;
const CAP_MS = 30_000;

/**
 * How long to wait before retry `attempt` (1-based): exponential with full jitter, so many tabs
 * that failed together do not come back together; a `Retry-After` from the server wins.
 * Shared by the query retries and the upload queue.
 */
export function backoffDelay(attempt: number, error?: unknown, random: () => number = Math.random): number {
  const retryAfter = isSocialKitError(error) ? error.retryAfterMs : undefined;
  if (retryAfter !== undefined) return retryAfter;
  return random() * Math.min(CAP_MS, BASE_MS * 2 ** attempt);
}

/**
 * Whether the server asked (by `Retry-After`) for a longer wait than `maxMs`. Each caller sets its
 * own limit for what it may sit out on its own, depending on whether the wait can be seen.
 */
export const asksToWaitLonger = (error: unknown, maxMs: number): boolean =>
  isSocialKitError(error) && error.retryAfterMs !== undefined && error.retryAfterMs > maxMs;

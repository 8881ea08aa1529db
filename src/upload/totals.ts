import type { UploadItem, UploadStatus, UploadTotals } from './types.js';

const emptyCounts = (): Record<UploadStatus, number> => ({
  queued: 0,
  requesting: 0,
  uploading: 0,
  confirming: 0,
  done: 0,
  error: 0,
  canceled: 0,
});

/**
 * Running sums, moved by each item change instead of recounted, so a tick costs the same with
 * ten items as with ten thousand. Canceled items count in `counts` only.
 */
export class TotalsCounter {
  #counts = emptyCounts();
  #loaded = 0;
  #size = 0;
  /** Σ progress × size over counted items. */
  #weighted = 0;

  replace(previous: UploadItem | undefined, next: UploadItem | undefined): void {
    if (previous) this.#apply(previous, -1);
    if (next) this.#apply(next, 1);
  }

  #apply(item: UploadItem, sign: 1 | -1): void {
    this.#counts[item.status] += sign;
    if (item.status === 'canceled') return;
    this.#loaded += sign * item.loaded;
    this.#size += sign * item.size;
    this.#weighted += sign * item.progress * item.size;
  }

  snapshot(): UploadTotals {
    const counts = { ...this.#counts };
    const counted = Object.values(counts).reduce((sum, count) => sum + count, 0) - counts.canceled;
    const finished = counted > 0 && counts.done === counted;
    // Sums of floats drift; clamp so only a finished list reads as whole.
    const progress = finished ? 1 : this.#size > 0 ? Math.min(0.99, Math.max(0, this.#weighted / this.#size)) : 0;
    return { loaded: this.#loaded, size: this.#size, progress, counts };
  }
}

/** The same figures computed from scratch: for tests and for apps that hold items themselves. */
export function computeTotals(items: Iterable<UploadItem>): UploadTotals {
  const counter = new TotalsCounter();
  for (const item of items) counter.replace(undefined, item);
  return counter.snapshot();
}

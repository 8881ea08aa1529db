import type { UploadItem, UploadTotals } from './types.js';

/**
 * Bytes and counts across a list. The engine recounts at most once per animation frame: a plain
 * loop, cheap next to the frame itself even for thousands of items. Canceled and refused items
 * count in `counts` only.
 */
export function computeTotals(items: Iterable<UploadItem>): UploadTotals {
  const counts = { queued: 0, fitting: 0, requesting: 0, uploading: 0, confirming: 0, done: 0, error: 0, canceled: 0, refused: 0, interrupted: 0 };
  let loaded = 0;
  let size = 0;
  let weighted = 0;
  let counted = 0;
  for (const item of items) {
    counts[item.status] += 1;
    // A refused file never uploads: it counts as a canceled one does.
    if (item.status === 'canceled' || item.status === 'refused') continue;
    counted += 1;
    loaded += item.loaded;
    size += item.size;
    weighted += item.progress * item.size;
  }
  // Only a list with every counted item done reads as whole.
  const progress = counted && counts.done === counted ? 1 : size > 0 ? Math.min(0.99, weighted / size) : 0;
  return { loaded, size, progress, counts };
}

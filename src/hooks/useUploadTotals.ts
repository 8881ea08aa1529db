import { useSyncExternalStore } from 'react';
import type { UploadStore, UploadTotals } from '../upload/types.js';

/** Bytes and counts across the list, at most one render per animation frame. */
export function useUploadTotals(store: UploadStore): UploadTotals {
  return useSyncExternalStore(store.subscribeTotals, store.getTotals, store.getTotals);
}

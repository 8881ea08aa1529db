import { useSyncExternalStore } from 'react';
import type { UploadTotals } from '../upload/types.js';
import type { UploadStore } from '../upload/storeApi.js';

/** Bytes and counts across the list, at most one render per animation frame. */
export function useUploadTotals(store: UploadStore): UploadTotals {
  return useSyncExternalStore(store.subscribeTotals, store.getTotals, store.getTotals);
}

import { useCallback, useSyncExternalStore } from 'react';
import type { UploadItem } from '../upload/types.js';
import type { UploadStore } from '../upload/storeApi.js';

/** One item, re-rendering only when that item changes (at most once per animation frame). */
export function useUploadItem(store: UploadStore, id: string): UploadItem | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribeItem(id, listener), [store, id]);
  const read = useCallback(() => store.getItem(id), [store, id]);
  return useSyncExternalStore(subscribe, read, read);
}

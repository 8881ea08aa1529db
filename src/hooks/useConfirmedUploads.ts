import { useMemo, useSyncExternalStore } from 'react';
import type { UploadItem } from '../upload/types.js';
import type { UploadStore } from '../upload/storeApi.js';

const NONE: ReadonlyMap<string, string> = new Map();
const quiet = () => () => {};

/**
 * The uploader's confirmed files, local id to media id. The gallery re-renders when a file is
 * confirmed, not on every progress tick: the map keeps its identity until that list changes.
 */
export function useConfirmedUploads(store: UploadStore | undefined): ReadonlyMap<string, string> {
  const [subscribe, read] = useMemo(() => {
    if (!store) return [quiet, () => NONE] as const;
    let seen: readonly UploadItem[] | undefined;
    let confirmed = NONE;
    const read = () => {
      const items = store.getItems();
      if (items === seen) return confirmed;
      seen = items;
      const next = new Map<string, string>();
      for (const item of items) if (item.status === 'done') next.set(item.id, item.mediaId);
      if (next.size !== confirmed.size || [...next].some(([id, media]) => confirmed.get(id) !== media)) confirmed = next;
      return confirmed;
    };
    // Status changes reach the totals' listeners (the counts move), once per frame at most.
    return [store.subscribeTotals, read] as const;
  }, [store]);
  return useSyncExternalStore(subscribe, read, read);
}

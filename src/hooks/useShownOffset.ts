import { useCallback, useInsertionEffect, useRef, useSyncExternalStore } from 'react';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { cachedPage } from './useKnownEmpty.js';

/** An offset and the filters it was chosen under. */
export interface Paging {
  /** The filters the offset belongs to: under other filters the list starts at the first page. */
  key: string;
  offset: number;
}

/**
 * The offset to show: the one asked for, or, when that page came back empty (disconnects emptied
 * it, or the list shrank under it) and no disconnect is in flight, the last page there is before
 * it. Read from the query cache as the page arrives, so an empty page is never rendered. When the
 * empty page leaves the cache (collected, or removed to be asked again), the page shown becomes
 * the one asked for (`keep`), so the list does not step back to where it stepped back from.
 */
export function useShownOffset(queryClient: QueryClient, keyAt: (offset: number) => readonly unknown[], paging: Paging, pageSize: number, holding: boolean, keep: (paging: Paging) => void) {
  const asked = paging.offset;
  const read = () => {
    let offset = asked;
    for (let page = cachedPage(queryClient, keyAt(offset))?.page; offset > 0 && !holding && page?.accounts.length === 0; page = cachedPage(queryClient, keyAt(offset))?.page) {
      const last = page.count === undefined ? offset - pageSize : Math.max(0, Math.ceil(page.count / pageSize) - 1) * pageSize;
      offset = Math.max(0, Math.min(last, offset - pageSize));
    }
    return offset;
  };
  // What the last commit showed, for the cache's events: the hash of the page asked for, and the offset shown.
  const shown = useRef({ paging, asked: '', offset: asked });
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        // Only data that comes or goes moves the offset; a query built during a render is neither.
        if (event.type !== 'updated' && event.type !== 'removed') return;
        const now = shown.current;
        if (event.type === 'removed' && event.query.queryHash === now.asked && now.offset !== now.paging.offset) keep({ key: now.paging.key, offset: now.offset });
        onChange();
      }),
    [queryClient, keep],
  );
  const offset = useSyncExternalStore(subscribe, read, read);
  const askedHash = hashKey(keyAt(asked));
  useInsertionEffect(() => {
    shown.current = { paging, asked: askedHash, offset };
  });
  return offset;
}

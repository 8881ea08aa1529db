import { useCallback, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountPage } from '../client/types.js';

/** A page as the cache holds it once loaded, with whether it was invalidated since. */
export function cachedPage(queryClient: QueryClient, queryKey: readonly unknown[]) {
  const state = queryClient.getQueryState<AccountPage>(queryKey);
  return state?.status === 'success' ? { page: state.data!, isInvalidated: state.isInvalidated } : undefined;
}


/**
 * Without a count, the end of the list is known only by asking for the page after it and getting
 * none. That answer lives in the query cache, not here: it holds while that page stays cached and
 * is not invalidated (a connect or disconnect invalidates every list), so "next" comes back once
 * the list may have grown, and a later answer for that page replaces it.
 */
export function useKnownEmpty(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => {
    const cached = cachedPage(queryClient, queryKey);
    return !!cached && cached.page.accounts.length === 0 && !cached.isInvalidated;
  };
  return useSyncExternalStore(subscribe, read, read);
}

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { AccountPage, NetworkId, SocialAccount } from '../client/types.js';
import { withoutPending } from '../accounts/disconnect.js';
import { describePage, MAX_PAGE_SIZE, offsetOfPage, shownOffset } from '../accounts/paging.js';
import { proxyScope, socialKitKeys } from '../query/keys.js';
import { useSocialKit } from './context.js';
import { useAccounts, type UseAccountsResult } from './useAccounts.js';
import { useBrowserLayoutEffect } from './useBrowserLayoutEffect.js';
import { useLatest } from './useLatest.js';

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

export interface UseAccountPagingOptions {
  tenantId: string | undefined;
  /** `null` is every network. */
  network: NetworkId | null;
  /** As the app gave it: a size the service refuses is warned about and replaced. */
  pageSize: number;
  /**
   * Accounts on their way out, by id: out of the page and its count, whatever the cache says. While
   * there are any, an emptied page stays on screen, so a failed disconnect comes back on it.
   */
  pending: Readonly<Record<string, SocialAccount>>;
}

export interface UseAccountPagingResult extends ReturnType<typeof describePage> {
  /** The page on screen (the previous one while the next one loads). */
  query: UseAccountsResult;
  /** Its accounts, without those on their way out. */
  accounts: SocialAccount[];
  /** All the accounts that match, when the service sends it, without those on their way out. */
  count: number | undefined;
  /** As resolved (at most 100). */
  pageSize: number;
  offset: number;
  previousPage: () => void;
  nextPage: () => void;
  goToPage: (page: number) => void;
}

interface Paging {
  /** The filters the offset was chosen under. */
  key: string;
  offset: number;
}

let warnedPageSize = false;

function resolvePageSize(pageSize: number): number {
  if (Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE) return pageSize;
  if (process.env.NODE_ENV !== 'production' && !warnedPageSize) {
    warnedPageSize = true;
    console.warn(`useAccountList: pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}; got ${pageSize}. Using the nearest one.`);
  }
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.round(pageSize) || 20));
}

/** A page as the service sent it, once it has; undefined before, and after a failed refresh. */
function loadedPage(queryClient: QueryClient, queryKey: readonly unknown[]): AccountPage | undefined {
  const state = queryClient.getQueryState<AccountPage>(queryKey);
  return state?.status === 'success' ? state.data : undefined;
}

/**
 * Without a count, the end of the list is known only by asking for the page after it and getting
 * none. That answer lives in the query cache, not here: it holds while that page stays cached and
 * is not invalidated (a connect or disconnect invalidates every list), so "next" comes back once
 * the list may have grown, and a later answer for that page replaces it.
 */
function useKnownEmpty(queryClient: QueryClient, queryKey: readonly unknown[]): boolean {
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => {
    const state = queryClient.getQueryState<AccountPage>(queryKey);
    return !!state?.data && state.data.accounts.length === 0 && !state.isInvalidated;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The page of an account list on screen: limit/offset paging under filters, back to the first
 * page under other filters, and back from a page that came back empty to the last page there is.
 * Both are derived as the page renders, so an empty page is never shown; what was shown is
 * remembered once committed. Built on `useAccounts` and the React-free `accounts/paging.ts`.
 */
export function useAccountPaging({ tenantId, network, pageSize: asked, pending }: UseAccountPagingOptions): UseAccountPagingResult {
  const { client } = useSocialKit('useAccountList');
  const queryClient = useQueryClient();
  const pageSize = resolvePageSize(asked);
  const filters = { limit: pageSize, tenantId, network: network ?? undefined };
  const keyAt = (offset: number) => socialKitKeys.accounts({ ...filters, offset }, proxyScope(client));

  const key = JSON.stringify([tenantId, network, pageSize]);
  const [paging, setPaging] = useState<Paging>({ key, offset: 0 });
  const chosen = paging.key === key ? paging.offset : 0;
  // A page emptied by disconnects, or past the end after the list shrank, gives way to the last
  // page there is. Not while a disconnect is in flight, so a failed one comes back on this page.
  const holding = Object.keys(pending).length > 0;
  const offset = holding ? chosen : shownOffset(chosen, pageSize, (at) => loadedPage(queryClient, keyAt(at)));
  // What was shown is what is remembered: coming back to earlier filters starts on the first page
  // too, and the page stepped back to stays when the empty one leaves the cache. Before paint,
  // and before any handler can read the offset.
  useBrowserLayoutEffect(() => {
    if (paging.key !== key || paging.offset !== offset) setPaging({ key, offset });
  }, [paging, key, offset]);

  const query = useAccounts({ ...filters, offset });
  const nextKnownEmpty = useKnownEmpty(queryClient, keyAt(offset + pageSize));
  const listed = query.data?.accounts ?? [];
  const { accounts, count } = withoutPending(listed, query.data?.count, { pending });

  // Read at call time: new identities never matter, and a handler sees the latest page.
  const latestRef = useLatest({ key, offset, pageSize, count, keyAt, queryClient });
  // Made once, so every action keeps its identity.
  const [actions] = useState(() => {
    const setOffset = (next: number) => {
      const { key: current, offset: from, keyAt: at, queryClient: cache } = latestRef.current;
      const offset = Math.max(0, next);
      // An empty page held in the cache is asked for again, the page on screen staying meanwhile:
      // else the list would step back from it at once, undoing the press.
      const target = at(offset);
      if (offset > 0 && offset !== from && cache.getQueryData<AccountPage>(target)?.accounts.length === 0) cache.removeQueries({ queryKey: target, exact: true });
      setPaging({ key: current, offset });
    };
    const step = (pages: number) => setOffset(latestRef.current.offset + pages * latestRef.current.pageSize);
    return {
      previousPage: () => step(-1),
      nextPage: () => step(1),
      goToPage: (page: number) => setOffset(offsetOfPage(page, latestRef.current.pageSize, latestRef.current.count)),
    };
  });

  const facts = { offset, pageSize, count, listed: listed.length, shown: accounts.length, isPlaceholderData: query.isPlaceholderData, nextKnownEmpty };
  return { query, accounts, count, pageSize, offset, ...describePage(facts), ...actions };
}

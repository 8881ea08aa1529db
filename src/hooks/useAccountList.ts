import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useState, useSyncExternalStore } from 'react';
import type { SocialKitError } from '../client/errors.js';
import type { AccountPage, NetworkId, SocialAccount } from '../client/types.js';
import { createDisconnect, disconnectReducer, initialDisconnectState, withoutPending } from '../accounts/disconnect.js';
import { useSocialKit } from './context.js';
import { proxyScope, socialKitKeys } from '../query/keys.js';
import { useAccounts, type UseAccountsResult } from './useAccounts.js';
import { useDisconnectAccount } from './useDisconnectAccount.js';
import { useControllableState } from './useControllableState.js';
import { useLatest } from './useLatest.js';
import { useReportOnce } from './useReportOnce.js';

// The app's bundler replaces this; declared here, in this module only, since the library's
// build has no Node types (and a global declaration would clash with the app's @types/node).
declare const process: { env: { NODE_ENV?: string } };

/** The service's own maximum page size. */
const MAX_PAGE_SIZE = 100;

/**
 * `loading` until the first page arrives; `error` when there is no page to show; `empty` and
 * `success` once a page is in (a failed background refresh keeps them, with `error` set).
 */
export type AccountListStatus = 'loading' | 'error' | 'empty' | 'success';

export interface UseAccountListOptions {
  /**
   * Controlled tenant filter. Without it (and without `defaultTenantId`) the provider's tenant is
   * used; `''` asks for every tenant the proxy allows.
   * @default the provider's
   */
  tenantId?: string;
  /** Uncontrolled starting tenant; the provider's without it. */
  defaultTenantId?: string;
  /** The tenant filter applied (the tenant field, or `setTenantId`). */
  onTenantIdChange?: (tenantId: string) => void;
  /**
   * Controlled network filter: an id, or `null` for every network. `undefined` leaves it uncontrolled.
   * @default every network (`null`)
   */
  network?: NetworkId | null;
  /** Uncontrolled starting network filter; every network (`null`) without it. */
  defaultNetwork?: NetworkId | null;
  /** The network filter changed (the network select, or `setNetwork`); `null` is every network. */
  onNetworkChange?: (network: NetworkId | null) => void;
  /**
   * Accounts per page: 20 by default, at most 100 (the service's maximum).
   * @default 20
   */
  pageSize?: number;
  /** After the service confirmed a disconnect. */
  onDisconnected?: (account: SocialAccount) => void;
  /** A failed page load, or a failed disconnect (then with the account, which is back in the list). */
  onError?: (error: SocialKitError, account?: SocialAccount) => void;
}

export interface UseAccountListResult {
  /** `loading` until the first page arrives, `error` when there is no page to show, `empty` or `success` once one is in. */
  status: AccountListStatus;
  /** The accounts of the page on screen (the previous page while the next one loads). */
  accounts: SocialAccount[];
  /** The latest load failure; also set when a page is still shown but its refresh failed. */
  error: SocialKitError | null;
  /** Any request in flight, first load, page change, retry or background refresh. */
  isFetching: boolean;
  /** The accounts on screen belong to the previous page or filter while the requested one loads. */
  isPlaceholderData: boolean;
  /** Loads the page again. */
  retry: () => void;

  /** The tenant asked for; `''` is every tenant, undefined the proxy's default. */
  tenantId: string | undefined;
  /** Applies a tenant filter (and goes back to the first page). */
  setTenantId: (tenantId: string) => void;
  /** The network filter; `null` is every network. */
  network: NetworkId | null;
  /** Applies a network filter (and goes back to the first page); `null` is every network. */
  setNetwork: (network: NetworkId | null) => void;
  /** Whether a network filter narrows the list, so an empty list reads "none match" rather than "none yet". */
  isFiltered: boolean;

  /** Accounts per page, as resolved (at most 100). */
  pageSize: number;
  /** Accounts before this page: `(page - 1) * pageSize`. */
  offset: number;
  /** 1-based. */
  page: number;
  /** Known only when the service sends `count`. */
  pageCount: number | undefined;
  /** All the accounts that match, when the service sends it. */
  count: number | undefined;
  /** 1-based positions of the accounts on screen; null while the page loads or when it is empty. */
  range: { start: number; end: number } | null;
  /** Whether there is a page before this one. */
  hasPreviousPage: boolean;
  /**
   * From `count` when the service sends it; otherwise while pages come back full and the page
   * after has not been found empty since the lists were last invalidated.
   */
  hasNextPage: boolean;
  /** Goes to the page before, if any. */
  previousPage: () => void;
  /** Goes to the page after, if `hasNextPage`. */
  nextPage: () => void;
  /** 1-based; clamped to the pages known. */
  goToPage: (page: number) => void;

  /** The account awaiting confirmation, if any. */
  confirmingId: string | null;
  /** Asks for confirmation before disconnecting (one account at a time). */
  requestDisconnect: (accountId: string) => void;
  /** Drops the confirmation asked for: nothing is disconnected. */
  cancelDisconnect: () => void;
  /**
   * Disconnects the account awaiting confirmation (or the one given): it leaves every list at once
   * and comes back if the call fails. Resolves true when disconnected; never rejects.
   */
  confirmDisconnect: (accountId?: string) => Promise<boolean>;
  /** Accounts whose disconnect is in flight: out of `accounts` and `count` until it settles, whatever a refetch says. */
  disconnectingIds: readonly string[];
  /** Why a disconnect failed, by account id, until the account is tried again or dismissed. */
  disconnectErrors: Readonly<Record<string, SocialKitError>>;
  /** Forgets why an account's disconnect failed (its `disconnectErrors` entry). */
  dismissDisconnectError: (accountId: string) => void;
  /** The last account disconnected, for an announcement. */
  lastDisconnected: SocialAccount | null;

  /** The underlying `useAccounts` result, for anything not covered here. */
  query: UseAccountsResult;
}

export { disconnectReducer, initialDisconnectState, type DisconnectAction, type DisconnectState } from '../accounts/disconnect.js';

interface Paging {
  /** The filters the offset belongs to: another filter starts at the first page again. */
  key: string;
  offset: number;
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

let warnedPageSize = false;
const loadErrors = new WeakSet<object>();

function resolvePageSize(pageSize: number): number {
  if (Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE) return pageSize;
  if (process.env.NODE_ENV !== 'production' && !warnedPageSize) {
    warnedPageSize = true;
    console.warn(`useAccountList: pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}; got ${pageSize}. Using the nearest one.`);
  }
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.round(pageSize) || 20));
}

/**
 * The behaviour of a list of connected accounts: limit/offset paging, tenant and network
 * filters, load states with retry, and a disconnect that asks first, leaves the lists at once
 * and comes back when the call fails. Built on `useAccounts` and `useDisconnectAccount`.
 */
export function useAccountList(options: UseAccountListOptions = {}): UseAccountListResult {
  const context = useSocialKit('useAccountList');
  const pageSize = resolvePageSize(options.pageSize ?? 20);

  const tenant = useControllableState<string | undefined>({
    value: options.tenantId,
    defaultValue: options.defaultTenantId,
    onChange: (next) => options.onTenantIdChange?.(next!),
    name: 'useAccountList: `tenantId`',
  });
  const networkFilter = useControllableState<NetworkId | null>({
    value: options.network,
    defaultValue: options.defaultNetwork ?? null,
    onChange: options.onNetworkChange,
    name: 'useAccountList: `network`',
  });
  const tenantId = tenant.value ?? context.tenantId;
  const network = networkFilter.value;

  const key = JSON.stringify([tenantId, network, pageSize]);
  const [paging, setPaging] = useState<Paging>({ key, offset: 0 });
  const current = paging.key === key ? paging : { key, offset: 0 };
  // Remembered, so coming back to earlier filters starts on the first page too.
  if (paging !== current) setPaging(current);
  const { offset } = current;

  const params = { limit: pageSize, tenantId, network: network ?? undefined };
  const query = useAccounts({ ...params, offset });
  const queryClient = useQueryClient();
  const { client } = context;
  const nextKnownEmpty = useKnownEmpty(queryClient, socialKitKeys.accounts({ ...params, offset: offset + pageSize }, proxyScope(client)));
  const { mutateAsync } = useDisconnectAccount();
  const [state, dispatch] = useReducer(disconnectReducer, initialDisconnectState);

  const list = query.data;
  const listed = list?.accounts ?? [];
  // An account on its way out stays out of the page and its count, whatever the cache says.
  const { accounts, count } = withoutPending(listed, list?.count, state);
  const pendingIds = Object.keys(state.pending);

  // A page emptied by disconnects, or past the end after the list shrank: step back to the last
  // page there is. Not while a disconnect is in flight, so a failed one comes back on this page.
  if (query.isSuccess && !query.isPlaceholderData && accounts.length === 0 && offset > 0 && pendingIds.length === 0) {
    const last = count === undefined ? offset - pageSize : Math.max(0, Math.ceil(count / pageSize) - 1) * pageSize;
    setPaging({ key, offset: Math.max(0, Math.min(last, offset - pageSize)) });
  }

  // Read at call time: new callback identities never matter, and a handler sees the latest page.
  const latestRef = useLatest({ options, accounts, state, key, offset, pageSize, count, query, mutateAsync, queryClient, params, client });
  const { set: setTenant } = tenant;
  const { set: setNetworkFilter } = networkFilter;
  useReportOnce(query.error, loadErrors, (error) => latestRef.current.options.onError?.(error));

  // Made once, so every action keeps its identity; each reads the latest render through the ref.
  const [actions] = useState(() => {
    const cancel = () => dispatch({ type: 'cancel' });
    const disconnect = createDisconnect(dispatch);
    const setOffset = (next: number) => {
      const { key: currentKey, queryClient: cache, params: filters, offset: from, client: proxy } = latestRef.current;
      const offset = Math.max(0, next);
      // An empty page held in the cache is asked for again, the page on screen staying meanwhile:
      // shown, it would read "no accounts", and stepping back from it would undo the press.
      const target = socialKitKeys.accounts({ ...filters, offset }, proxyScope(proxy));
      if (offset > 0 && offset !== from && cache.getQueryData<AccountPage>(target)?.accounts.length === 0) cache.removeQueries({ queryKey: target, exact: true });
      cancel();
      setPaging({ key: currentKey, offset });
    };
    const step = (pages: number) => setOffset(latestRef.current.offset + pages * latestRef.current.pageSize);
    return {
      retry: () => void latestRef.current.query.refetch(),
      setTenantId(next: string) {
        cancel();
        setTenant(next);
      },
      setNetwork(next: NetworkId | null) {
        cancel();
        setNetworkFilter(next);
      },
      previousPage: () => step(-1),
      nextPage: () => step(1),
      goToPage(page: number) {
        const { pageSize: size, count: total } = latestRef.current;
        const last = total === undefined ? Infinity : Math.max(1, Math.ceil(total / size));
        setOffset((Math.min(Math.max(1, Math.floor(page)), last) - 1) * size);
      },
      requestDisconnect: (accountId: string) => dispatch({ type: 'ask', accountId }),
      cancelDisconnect: cancel,
      async confirmDisconnect(accountId?: string) {
        const now = latestRef.current;
        const id = accountId ?? now.state.confirming;
        const account = now.accounts.find((candidate) => candidate.id === id);
        // The callbacks of the moment the call settles, not of the render that sent it.
        return !!account && disconnect(account, now.mutateAsync, () => latestRef.current.options);
      },
      dismissDisconnectError: (accountId: string) => dispatch({ type: 'dismiss', accountId }),
    };
  });

  const hasCount = count !== undefined;
  const hasNextPage = hasCount
    ? offset + pageSize < count
    : // The page as the service sent it: full means more may follow, even while some of it is hidden.
      !query.isPlaceholderData && listed.length >= pageSize && !nextKnownEmpty;
  const pageCount = hasCount ? Math.max(1, Math.ceil(count / pageSize)) : undefined;
  const showing = !query.isPlaceholderData && accounts.length > 0;

  return {
    status: list ? (accounts.length ? 'success' : 'empty') : query.isError ? 'error' : 'loading',
    accounts,
    error: query.error,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    tenantId,
    network,
    isFiltered: network !== null,
    pageSize,
    offset,
    page: Math.floor(offset / pageSize) + 1,
    pageCount,
    count,
    range: showing ? { start: offset + 1, end: offset + accounts.length } : null,
    hasPreviousPage: offset > 0,
    hasNextPage,
    confirmingId: state.confirming,
    disconnectingIds: pendingIds,
    disconnectErrors: state.failed,
    lastDisconnected: state.lastDisconnected,
    query,
    ...actions,
  };
}

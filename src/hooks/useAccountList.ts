import { useReducer, useRef, useState } from 'react';
import type { SocialKitError } from '../client/errors.js';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { createDisconnect, disconnectReducer, initialDisconnectState } from '../accounts/disconnect.js';
import { isSocialKitError } from '../client/errors.js';
import type { ConnectMode } from '../connect/oauth/mode.js';
import { useSocialKit } from './context.js';
import { useConnect, type UseConnectResult } from './useConnect.js';
import type { UseAccountsResult } from './useAccounts.js';
import { useAccountPaging } from './useAccountPaging.js';
import { useDisconnectAccount } from './useDisconnectAccount.js';
import { useControllableState } from './useControllableState.js';
import { useLatest } from './useLatest.js';
import { useReportOnce } from './useReportOnce.js';

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
  /**
   * A failed page load, or a failed disconnect or reconnect (then with the account: a disconnected
   * one is back in the list, a reconnected one still needs reconnecting).
   */
  onError?: (error: SocialKitError, account?: SocialAccount) => void;
  /**
   * The page that renders `ConnectCallback`, for Reconnect: as on `ConnectAccountButton` /
   * `useConnect`, registered with each network's OAuth app.
   */
  redirectUri?: string;
  /**
   * How Reconnect shows the network's consent, as on `ConnectAccountButton` / `useConnect`.
   * @default auto
   */
  mode?: ConnectMode;
  /**
   * A reconnect ended, as on `useConnect`: `matched` when the account is active again under the
   * same id, false when the user signed in to another account (connected now, beside it).
   */
  onReconnected?: (account: SocialAccount, matched: boolean) => void;
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

  /**
   * Connects an account that needs reconnecting (`isActive` false: the service calls it inactive) again: its
   * network's flow for its tenant, as `useConnect`'s `reconnect`. Call inside the click handler.
   * The lists refresh when it ends.
   */
  reconnect: (account: SocialAccount) => void;
  /**
   * The reconnect flow beneath, `useConnect`'s result: `reconnecting` is the account it is for;
   * `pagePickerProps` and `appPasswordFormProps` finish it; `connected` with `matched: false` means
   * the user signed in to another account and this one still needs reconnecting.
   */
  reconnection: UseConnectResult;

  /** The underlying `useAccounts` result, for anything not covered here. */
  query: UseAccountsResult;
}

export { disconnectReducer, initialDisconnectState, type DisconnectAction, type DisconnectState } from '../accounts/disconnect.js';

const loadErrors = new WeakSet<object>();

/**
 * The behaviour of a list of connected accounts: limit/offset paging, tenant and network
 * filters, load states with retry, and a disconnect that asks first, leaves the lists at once
 * and comes back when the call fails. Built on `useAccountPaging` (over `useAccounts`) and `useDisconnectAccount`.
 */
export function useAccountList(options: UseAccountListOptions = {}): UseAccountListResult {
  const context = useSocialKit('useAccountList');
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

  // The account of the latest reconnect, for its failure: a blocked popup fails before any render.
  const reconnectingRef = useRef<SocialAccount | undefined>(undefined);
  const reconnection = useConnect({
    redirectUri: options.redirectUri,
    mode: options.mode,
    // Every tenant ('') is no tenant to connect for: an account without one then takes the provider's.
    tenantId: tenantId || undefined,
    onReconnected: (account, matched) => latestRef.current.options.onReconnected?.(account, matched),
    onError: (error) => {
      if (isSocialKitError(error)) latestRef.current.options.onError?.(error, reconnectingRef.current);
    },
  });
  const { mutateAsync } = useDisconnectAccount();
  const [state, dispatch] = useReducer(disconnectReducer, initialDisconnectState);
  // An account on its way out stays out of the page and its count, whatever the cache says.
  const { query, accounts, previousPage, nextPage, goToPage, ...paging } = useAccountPaging({ tenantId, network, pageSize: options.pageSize ?? 20, pending: state.pending });

  // Read at call time: new callback identities never matter, and a handler sees the latest page.
  const latestRef = useLatest({ options, accounts, state, query, mutateAsync, reconnection });
  const { set: setTenant } = tenant;
  const { set: setNetworkFilter } = networkFilter;
  useReportOnce(query.error, loadErrors, (error) => latestRef.current.options.onError?.(error));

  // Made once, so every action keeps its identity; each reads the latest render through the ref.
  const [actions] = useState(() => {
    const cancel = () => dispatch({ type: 'cancel' });
    const disconnect = createDisconnect(dispatch);
    // Another page or filter drops the confirmation asked for.
    const thenCancel =
      <A extends unknown[]>(go: (...args: A) => void) =>
      (...args: A) => {
        cancel();
        go(...args);
      };
    return {
      retry: () => void latestRef.current.query.refetch(),
      setTenantId: thenCancel(setTenant),
      setNetwork: thenCancel(setNetworkFilter),
      previousPage: thenCancel(previousPage),
      nextPage: thenCancel(nextPage),
      goToPage: thenCancel(goToPage),
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
      reconnect(account: SocialAccount) {
        // A press while a flow runs only brings its popup forward: the flow stays the other account's.
        if (!latestRef.current.reconnection.isBusy) reconnectingRef.current = account;
        latestRef.current.reconnection.reconnect(account);
      },
    };
  });

  return {
    status: query.data ? (accounts.length ? 'success' : 'empty') : query.isError ? 'error' : 'loading',
    accounts,
    error: query.error,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    tenantId,
    network,
    isFiltered: network !== null,
    ...paging,
    confirmingId: state.confirming,
    disconnectingIds: Object.keys(state.pending),
    disconnectErrors: state.failed,
    lastDisconnected: state.lastDisconnected,
    reconnection,
    query,
    ...actions,
  };
}

'use client';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { confirmAccount } from '../connect/accounts.js';
import { createCallbackController, type ConnectCallbackOptions, type ConnectCallbackState } from '../connect/callback/controller.js';
import { callbackState } from '../connect/callback/state.js';
import { useSocialKit } from './context.js';
import { proxyScope, socialKitKeys } from '../query/keys.js';
import { retryPolicy } from '../query/retry.js';
import { useExternalCore } from './useExternalCore.js';
import { usePendingSession } from './usePendingSession.js';
import { useReportOnce } from './useReportOnce.js';

export type { ConnectCallbackState, ConnectCallbackStatus } from '../connect/callback/controller.js';

export type UseConnectCallbackOptions = ConnectCallbackOptions;

export type UseConnectCallbackResult = ConnectCallbackState & {
  /** As the flow recorded it; the one-step callback does not say. */
  network: NetworkId | undefined;
  /**
   * The tenant the flow connects for, as it recorded it, else the provider's: give it to the
   * PagePicker, so a finalize whose answer was lost is looked for under the auth URL's tenant.
   */
  tenantId: string | undefined;
  /** The page the flow started on (same origin), or the `returnTo` option. */
  returnTo: string;
  /** This page is a popup: closing it is the way back. */
  isPopup: boolean;
  /**
   * `close()` or `restart()` asked the browser to close this popup and it refused (a window it
   * does not count as opened by script): tell the user to close it, since no button here can.
   */
  closeRefused: boolean;
  /** The user checked what an unstarted callback connects and goes on (`status: 'confirm'`). */
  confirm: () => void;
  /** Hand over the accounts the PagePicker connected. */
  complete: (accounts: SocialAccount[]) => void;
  /** Reads the pending session (or the accounts a one-step answer is checked against) again after a failure. */
  retry: () => void;
  /** Forgets this flow and goes back to where it started; a popup closes, it never loads the app inside itself. */
  restart: () => void;
  /** Closes this page when it is a popup; when the browser refuses, `closeRefused` says so. */
  close: () => void;
};

/**
 * What this page reported (a confirmed account, a failure to read the session or the account),
 * each once: StrictMode and remounts meet the same objects again. One set serves all three, as no
 * object is two of them.
 */
const reported = new WeakSet<object>();

/**
 * The page the OAuth `redirect_uri` points to. In a popup whose opener is still there, it hands
 * the answer over and closes; otherwise (a redirect, or the opener is gone) it finishes here:
 * the page picker for a session, the account checked with the service for a one-step network,
 * or the outcome with the next step. The page's flow lives in connect/callback/controller.ts; this hook
 * reads what the service says of its result.
 */
export function useConnectCallback(options: UseConnectCallbackOptions = {}): UseConnectCallbackResult {
  const { client, tenantId, retry: retries } = useSocialKit('useConnectCallback');
  const callback = useExternalCore(createCallbackController, options);
  // The server renders the first view too: the page's flow touches nothing before it is attached.
  const view = useSyncExternalStore(callback.subscribe, callback.getSnapshot, callback.getSnapshot);

  // The rest of the view (isPopup, closeRefused) is handed out as it is.
  const { phase, record, waitsForUser, ...shown } = view;
  const result = phase.status === 'local' ? phase.result : undefined;
  const network = record?.network;

  const session = usePendingSession({ sessionToken: result?.type === 'session' ? result.sessionToken : null });
  useReportOnce(session.error, reported, callback.fail);

  // A one-step answer is a claim anyone can put in a link: connected only once the service lists it.
  const flowTenantId = record?.tenantId ?? tenantId;
  const claim = result?.type === 'connected' ? { accountId: result.accountId, network, tenantId: flowTenantId } : undefined;
  const confirmation = useQuery<SocialAccount, Error>({
    queryKey: socialKitKeys.connectedAccount(claim ?? {}, proxyScope(client)),
    // Not cancelled on unmount (see accountsQueryOptions): StrictMode would ask twice.
    queryFn: () => confirmAccount(client, claim!),
    enabled: !!claim,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    ...retryPolicy(retries),
  });
  // An account the user has yet to confirm is not connected yet: nothing is reported until then.
  useReportOnce(waitsForUser ? undefined : confirmation.data, reported, (account) => callback.settle([account]));
  useReportOnce(confirmation.error, reported, callback.fail);

  const returnTo = record?.returnTo ?? options.returnTo ?? '/';
  return {
    ...callbackState(view, session, confirmation),
    ...callback.actions,
    restart: () => callback.restart(returnTo),
    retry: () => void (claim ? confirmation.refetch() : session.refetch()),
    network,
    tenantId: flowTenantId,
    returnTo,
    ...shown,
  };
}

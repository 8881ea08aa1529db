'use client';
import { useQueryClient } from '@tanstack/react-query';
import { createConnectController, type ConnectActions, type ConnectOptions } from '../connect/controller.js';
import { isFlowBusy, type ConnectState } from '../connect/reducer.js';
import { getNetwork } from '../networks/catalogue.js';
import { useSocialKit } from './context.js';
import { socialKitKeys } from '../query/keys.js';
import { useConnectCore } from './useConnectCore.js';
import { usePendingSession } from './usePendingSession.js';
import { useReportOnce } from './useReportOnce.js';

export { LATE_ANSWER_MS, type ConnectActions } from '../connect/controller.js';

export type UseConnectOptions = ConnectOptions;

export type UseConnectResult = ConnectActions & {
  /**
   * A union on `status`: `idle`, `requesting`, `popup-open`, `checking`, `redirecting`, `blocked`, `app-password`, `pending-session` (with `sessionToken`: render a picker), `connected` (with `accounts`), `error` (with `error`), `canceled`.
   */
  state: ConnectState;
  /** How the network connects: an OAuth consent, or our handle and app password form. */
  method: 'oauth' | 'app-password';
  /** A flow is under way: `start()` then only brings its popup forward. */
  isBusy: boolean;
};

const loadedSessions = new WeakSet<object>();

/**
 * One network's connect flow, headless: a popup or a redirect to the consent screen, the callback's
 * answer (a session to pick pages from, or the account itself), and every way it can end. The flow
 * lives in the controller (connect/controller.ts); this hook hands it the latest options and
 * renders its state.
 */
export function useConnect(options: UseConnectOptions): UseConnectResult {
  const { client, tenantId } = useSocialKit('useConnect');
  const queryClient = useQueryClient();
  const [controller, state] = useConnectCore(createConnectController, {
    options,
    client,
    tenantId: options.tenantId ?? tenantId,
    refreshLists: () => void queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }),
  });

  // The picker reads the same query, so this observer costs no request: it only reports the load.
  const session = usePendingSession(state.status === 'pending-session' ? state.sessionToken : null);
  // Keyed by the page list, which a read at the deadline keeps (structural sharing): one report per session.
  useReportOnce(session.data?.availablePages, loadedSessions, controller.pagesLoaded);

  return { ...controller.actions, state, method: getNetwork(options.network).connect, isBusy: isFlowBusy(state) };
}

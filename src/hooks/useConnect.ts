'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { createConnectController, type ConnectActions, type ConnectOptions } from '../connect/oauth/controller.js';
import { flowTenantId, isFlowBusy, type ConnectState } from '../connect/oauth/reducer.js';
import { getNetwork } from '../networks/catalogue.js';
import { useSocialKit } from './context.js';
import { socialKitKeys } from '../query/keys.js';
import { useExternalCore } from './useExternalCore.js';
import { usePendingSession } from './usePendingSession.js';
import { useReportOnce } from './useReportOnce.js';

export { LATE_ANSWER_MS, type ConnectActions } from '../connect/oauth/controller.js';

export type UseConnectOptions = ConnectOptions;

/** What a `PagePicker` (or an app's own picker on `usePagePicker`) needs to finish the flow: spread it on the picker. */
export interface ConnectPagePickerProps {
  sessionToken: string;
  tenantId: string | undefined;
  /** Reconnecting a page: that page, ticked to begin with. */
  defaultSelectedPageIds?: string[];
  /** Hands the accounts back to the flow, which ends `connected`. */
  onConnected: (accounts: SocialAccount[]) => void;
  /** Starts the flow again (the session expired). */
  onRestart: () => void;
  onError: (error: unknown) => void;
}

/** What a `HandleAppPasswordForm` (or an app's form on `useHandleAppPasswordForm`) needs to finish the flow. */
export interface ConnectAppPasswordFormProps {
  network: NetworkId;
  tenantId: string | undefined;
  /** Reconnecting: the account's handle, filled in to begin with. */
  defaultHandle?: string;
  /** Hands the account back to the flow, which ends `connected`. */
  onConnected: (account: SocialAccount) => void;
  /** Ends the flow. */
  onCancel: () => void;
  onError: (error: unknown) => void;
}

/**
 * The flow's state, flat: a union on `status` (`idle`, `requesting`, `popup-open`, `checking`,
 * `redirecting`, `blocked`, `app-password`, `pending-session` with `sessionToken`, `connected`
 * with `accounts`, `error` with `error`, `canceled`), with the actions beside it. A flow started by
 * `reconnect(account)` carries `reconnecting` in every state, and `matched` once `connected`.
 */
export type UseConnectResult = ConnectActions &
  ConnectState & {
    /** How the network connects: an OAuth consent, or our handle and app password form. */
    method: 'oauth' | 'app-password';
    /** A flow is under way: `start()` then only brings its popup forward. */
    isBusy: boolean;
    /** While `pending-session`: the page picker's props, which finish this flow. */
    pagePickerProps: ConnectPagePickerProps | undefined;
    /** While `app-password`: the form's props, which finish this flow. */
    appPasswordFormProps: ConnectAppPasswordFormProps | undefined;
  };

const loadedSessions = new WeakSet<object>();

/**
 * One network's connect flow, headless: a popup or a redirect to the consent screen, the callback's
 * answer (a session to pick pages from, or the account itself), and every way it can end. The flow
 * lives in the controller (connect/oauth/controller.ts); this hook hands it the latest options and
 * renders its state.
 */
export function useConnect(options: UseConnectOptions): UseConnectResult {
  const { client, tenantId } = useSocialKit('useConnect');
  const queryClient = useQueryClient();
  const controller = useExternalCore(createConnectController, {
    options,
    client,
    tenantId: options.tenantId ?? tenantId,
    refreshLists: () => void queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }),
  });
  // The server renders the first state too: the controller touches nothing before it is attached.
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  // The picker reads the same query, so this observer costs no request: it only reports the load.
  const session = usePendingSession({ sessionToken: state.status === 'pending-session' ? state.sessionToken : null });
  // Keyed by the page list, which a read at the deadline keeps (structural sharing): one report per session.
  useReportOnce(session.data?.availablePages, loadedSessions, controller.pagesLoaded);

  const { actions } = controller;
  const reconnecting = state.status === 'idle' ? undefined : state.reconnecting;
  const flowTenant = flowTenantId(reconnecting, options.tenantId ?? tenantId);
  const onError = (error: unknown) => options.onError?.(error);
  // A reconnect starts again as a reconnect: the same account, its network and tenant.
  const restart = () => (reconnecting ? actions.reconnect(reconnecting) : actions.start());
  const pageId = reconnecting?.networkUniqueId;
  return {
    ...state,
    ...actions,
    method: getNetwork(state.status === 'idle' ? (options.network ?? '') : state.network).connect,
    isBusy: isFlowBusy(state),
    pagePickerProps:
      state.status === 'pending-session'
        ? { sessionToken: state.sessionToken, tenantId: flowTenant, ...(pageId && { defaultSelectedPageIds: [pageId] }), onConnected: actions.complete, onRestart: restart, onError }
        : undefined,
    appPasswordFormProps:
      state.status === 'app-password'
        ? {
            network: state.network,
            tenantId: flowTenant,
            ...(reconnecting?.username && { defaultHandle: reconnecting.username }),
            onConnected: (account) => actions.complete([account]),
            onCancel: actions.cancel,
            onError,
          }
        : undefined,
  };
}

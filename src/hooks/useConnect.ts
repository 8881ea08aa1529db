'use client';
import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { SocialKitError } from '../client/errors.js';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { listenForResult } from '../connect/channel.js';
import { ConnectError, callbackError } from '../connect/errors.js';
import { clearFlow, newFlowId, writeFlow } from '../connect/flowRecord.js';
import { resolveConnectMode, type ConnectMode } from '../connect/mode.js';
import { openPopup, watchClosed } from '../connect/popup.js';
import { connectReducer, idleState, isFlowBusy, type ConnectAction, type ConnectEvent, type ConnectState } from '../connect/reducer.js';
import { getNetwork } from '../networks/catalogue.js';
import { useSocialKit } from './context.js';
import { usePendingSession } from './usePendingSession.js';

export interface UseConnectOptions {
  network: NetworkId;
  /** `auto` (the default): a popup on desktops and in frames, a redirect on small touch screens. */
  mode?: ConnectMode;
  /**
   * The page that renders `ConnectCallback` / `useConnectCallback`, registered with the network's
   * OAuth app. Its origin is the only one a popup's answer is accepted from. Without it the service
   * uses its own dashboard, and the flow learns the outcome by asking the server when the popup closes.
   */
  redirectUri?: string;
  /** The provider's tenant by default. */
  tenantId?: string;
  onConnected?(accounts: SocialAccount[]): void;
  onError?(error: unknown): void;
  /** Every transition, for analytics. Events never carry tokens. */
  onEvent?(event: ConnectEvent): void;
}

export type UseConnectResult = {
  state: ConnectState;
  /** How the network connects: an OAuth consent, or our handle and app password form. */
  method: 'oauth' | 'app-password';
  /** A flow is under way: `start()` then only brings its popup forward. */
  isBusy: boolean;
  /** Call inside the click handler, before any await: the popup must open in the click. */
  start: () => void;
  /** After a blocked popup: the same flow by redirect. */
  continueInThisTab: () => void;
  focusPopup: () => void;
  /** Stops the flow and closes its popup. */
  cancel: () => void;
  reset: () => void;
  /** Hand over the accounts a PagePicker or HandleAppPasswordForm connected. */
  complete: (accounts: SocialAccount[]) => void;
};

/** After the popup reads as closed: time for an answer already on its way before asking the server. */
const GRACE_MS = 1500;
const LISTENING = new Set(['requesting', 'popup-open', 'checking', 'canceled']);

interface Flow {
  id: string;
  popup?: Window;
  /** The network's account ids before the consent, to tell a new one when the popup closes silently. */
  before?: Promise<Set<string> | undefined>;
  stops: (() => void)[];
  abort: AbortController;
}

const webUrl = (value: string) => {
  // The auth URL goes into a window of our origin: anything but http(s) (`javascript:`) is refused.
  if (/^https?:$/.test(new URL(value, location.href).protocol)) return value;
  throw new SocialKitError({ kind: 'protocol', message: 'The auth URL is not a web address.', operation: 'authUrl' });
};

/**
 * One network's connect flow, headless: a popup or a redirect to the consent screen, the callback's
 * answer (a session to pick pages from, or the account itself), and every way it can end.
 */
export function useConnect(options: UseConnectOptions): UseConnectResult {
  const context = useSocialKit('useConnect');
  const [state, setState] = useState<ConnectState>(idleState);
  // The truth between renders: dispatches in one handler compose, and events fire exactly once.
  const current = useRef<ConnectState>(idleState);
  const flow = useRef<Flow>(undefined);
  const latest = useRef({ options, context });
  useInsertionEffect(() => {
    latest.current = { options, context };
  });

  const end = useCallback(() => {
    const ended = flow.current;
    flow.current = undefined;
    ended?.abort.abort();
    for (const stop of ended?.stops ?? []) stop();
  }, []);

  const dispatch = useCallback(
    (action: ConnectAction) => {
      const previous = current.current;
      const next = connectReducer(previous, action);
      const { options } = latest.current;
      if (next === previous && !(action.type === 'pages-loaded' && previous.status === 'pending-session')) return;
      current.current = next;
      setState(next);
      if (!LISTENING.has(next.status)) end();
      const { sessionToken: _token, ...event } = action as ConnectAction & { sessionToken?: string };
      options.onEvent?.({ ...event, network: 'network' in next ? next.network : options.network });
      if (next.status === 'connected' && next !== previous) options.onConnected?.(next.accounts);
      if ((next.status === 'error' || next.status === 'blocked') && next !== previous) options.onError?.(next.error);
    },
    [end],
  );

  const run = useCallback(
    (mode: 'popup' | 'redirect') => {
      end();
      const { options, context } = latest.current;
      const { network, redirectUri } = options;
      const tenantId = options.tenantId ?? context.tenantId;
      const self: Flow = { id: newFlowId(), stops: [], abort: new AbortController() };
      flow.current = self;
      const fail = (error: unknown) => {
        self.popup?.close();
        if (!self.popup) clearFlow();
        dispatch({ type: 'error', error });
      };
      dispatch({ type: 'open', network, mode });
      // Redirect: the callback needs the network and the page to return to. Popup: the window
      // gets a copy of this tab's sessionStorage as it opens, so its callback knows the flow too.
      writeFlow({ id: self.id, network, mode, returnTo: location.href, startedAt: Date.now() });

      if (mode === 'popup') {
        const popup = openPopup(window);
        clearFlow();
        if (!popup) return dispatch({ type: 'popup-blocked', error: new ConnectError('popup-blocked') });
        self.popup = popup;
        const listAccounts = () => context.client.listAccounts({ network, tenantId, limit: 100 }, { signal: self.abort.signal });
        self.before = listAccounts().then(
          (list) => new Set(list.accounts.map((account) => account.id)),
          () => undefined,
        );
        const origin = new URL(redirectUri ?? location.href, location.href).origin;
        self.stops.push(
          listenForResult(window, origin, self.id, (message) => {
            if (flow.current !== self) return;
            if (message.type === 'session') dispatch({ type: 'authorized', sessionToken: message.sessionToken });
            else if (message.type === 'error') dispatch({ type: 'error', error: callbackError(message.error) });
            else dispatch({ type: 'authorized', accounts: [{ id: message.accountId, network, username: message.username }] });
          }),
          watchClosed(popup, () => {
            if (flow.current !== self) return;
            dispatch({ type: 'popup-closed' });
            // Closed before the consent loaded: nothing can answer any more.
            if (current.current.status === 'canceled') return end();
            if (current.current.status !== 'checking') return;
            const timer = setTimeout(() => {
              void Promise.all([self.before, listAccounts()]).then(
                ([before, after]) => {
                  if (flow.current !== self) return;
                  const added = before ? after.accounts.filter((account) => !before.has(account.id)) : [];
                  dispatch(added.length ? { type: 'finalized', accounts: added } : { type: 'canceled' });
                },
                (error: unknown) => flow.current === self && dispatch({ type: 'error', error }),
              );
            }, GRACE_MS);
            self.stops.push(() => clearTimeout(timer));
          }),
        );
      }

      context.client.getAuthUrl({ network, redirectUri, tenantId }, { signal: self.abort.signal }).then(
        ({ authUrl }) => {
          if (flow.current !== self || current.current.status !== 'requesting') return;
          try {
            if (self.popup) {
              self.popup.location.replace(webUrl(authUrl));
              dispatch({ type: 'popup-opened' });
            } else {
              dispatch({ type: 'redirecting' });
              location.assign(webUrl(authUrl));
            }
          } catch (error) {
            fail(error);
          }
        },
        (error: unknown) => flow.current === self && fail(error),
      );
    },
    [dispatch, end],
  );

  const start = useCallback(() => {
    if (isFlowBusy(current.current)) return flow.current?.popup?.focus();
    const { network, mode = 'auto' } = latest.current.options;
    if (getNetwork(network).connect === 'app-password') {
      end();
      return dispatch({ type: 'open', network, mode: 'app-password' });
    }
    run(resolveConnectMode(mode, window));
  }, [dispatch, end, run]);

  const continueInThisTab = useCallback(() => {
    if (!isFlowBusy(current.current)) run('redirect');
  }, [run]);

  const focusPopup = useCallback(() => flow.current?.popup?.focus(), []);

  const cancel = useCallback(() => {
    const popup = flow.current?.popup;
    end();
    popup?.close();
    clearFlow();
    dispatch({ type: 'canceled' });
  }, [dispatch, end]);

  const reset = useCallback(() => {
    end();
    dispatch({ type: 'reset' });
  }, [dispatch, end]);

  const complete = useCallback((accounts: SocialAccount[]) => dispatch({ type: 'finalized', accounts }), [dispatch]);

  // The picker reads the same query, so this observer costs no request: it only reports the load.
  const session = usePendingSession(state.status === 'pending-session' ? state.sessionToken : null);
  const reportedPages = useRef<unknown>(undefined);
  useEffect(() => {
    if (!session.data || reportedPages.current === session.data) return;
    reportedPages.current = session.data;
    dispatch({ type: 'pages-loaded', count: session.data.availablePages.length });
  }, [session.data, dispatch]);

  useEffect(() => end, [end]);

  return {
    state,
    method: getNetwork(options.network).connect,
    isBusy: isFlowBusy(state),
    start,
    continueInThisTab,
    focusPopup,
    cancel,
    reset,
    complete,
  };
}

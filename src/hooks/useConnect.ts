'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { SocialKitError } from '../client/errors.js';
import type { NetworkId, SocialAccount } from '../client/types.js';
import { allAccounts, confirmAccount } from '../connect/accounts.js';
import { listenForResult } from '../connect/channel.js';
import { ConnectError, callbackError } from '../connect/errors.js';
import { clearFlow, newFlowId, writeFlow } from '../connect/flowRecord.js';
import { resolveConnectMode, type ConnectMode } from '../connect/mode.js';
import { openPopup, watchClosed } from '../connect/popup.js';
import { connectReducer, idleState, isFlowBusy, type ConnectAction, type ConnectEvent, type ConnectState } from '../connect/reducer.js';
import { getNetwork } from '../networks/catalogue.js';
import { useSocialKit, type SocialKitContextValue } from './context.js';
import { socialKitKeys } from '../query/keys.js';
import { useLatest } from './useLatest.js';
import { usePendingSession } from './usePendingSession.js';
import { useReportOnce } from './useReportOnce.js';

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

/** What the hook does; the same functions for the hook's whole life. */
export interface ConnectActions {
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
}

export type UseConnectResult = ConnectActions & {
  state: ConnectState;
  /** How the network connects: an OAuth consent, or our handle and app password form. */
  method: 'oauth' | 'app-password';
  /** A flow is under way: `start()` then only brings its popup forward. */
  isBusy: boolean;
};

/** After the popup reads as closed: time for an answer already on its way before asking the server. */
const GRACE_MS = 1500;
/** The statuses in which a flow's popup, listeners and requests stay alive. */
const LISTENING = ['requesting', 'popup-open', 'checking', 'canceled'];
/**
 * How long a flow the server check called canceled still hears its popup. A popup that only read
 * as closed (Cross-Origin-Opener-Policy) may answer late, over the channel; but an ear left open
 * for the rest of the page's life is one more thing to get wrong, so it closes after this.
 */
export const LATE_ANSWER_MS = 2 * 60 * 1000;

interface Flow {
  id: string;
  popup?: Window;
  /** The network's accounts before the consent, to tell a new one when the popup closes silently. */
  before?: Promise<SocialAccount[] | undefined>;
  /** A one-step answer being checked with the service; the first answer is the only one checked. */
  confirming?: Promise<void>;
  stops: (() => void)[];
  abort: AbortController;
}

type Latest = RefObject<{ options: UseConnectOptions; context: SocialKitContextValue; queryClient: QueryClient }>;

// The auth URL goes into a window of our origin: anything but http(s) (`javascript:`) is refused.
const webUrl = (value: string) => {
  if (/^https?:$/.test(new URL(value, location.href).protocol)) return value;
  throw new SocialKitError({ kind: 'protocol', message: 'The auth URL is not a web address.', operation: 'authUrl' });
};

/**
 * The flow's machinery, made once per hook. The truth between renders is `state` here, so
 * dispatches in one handler compose and each event fires exactly once; React gets each new state.
 */
function createConnect(latestRef: Latest, render: (state: ConnectState) => void) {
  let state: ConnectState = idleState;
  let flow: Flow | undefined;

  const end = () => {
    const ended = flow;
    flow = undefined;
    ended?.abort.abort();
    for (const stop of ended?.stops ?? []) stop();
  };

  const dispatch = (action: ConnectAction) => {
    const previous = state;
    const { options } = latestRef.current;
    state = connectReducer(previous, action);
    // An action the state ignores is no event; `pages-loaded` changes nothing but is one.
    if (state === previous && !(action.type === 'pages-loaded' && state.status === 'pending-session')) return;
    render(state);
    if (!LISTENING.includes(state.status)) end();
    else if (state.status === 'canceled' && flow) {
      const lingering = flow;
      const timer = setTimeout(() => flow === lingering && end(), LATE_ANSWER_MS);
      lingering.stops.push(() => clearTimeout(timer));
    }
    const { sessionToken: _token, ...event } = action as ConnectAction & { sessionToken?: string };
    options.onEvent?.({ ...event, network: 'network' in state ? state.network : options.network });
    if (state === previous) return;
    if (state.status === 'connected') options.onConnected?.(state.accounts);
    if (state.status === 'error' || state.status === 'blocked') options.onError?.(state.error);
  };

  // A one-step consent or the server check made an account with no mutation of ours to say so:
  // account lists on the page would otherwise show the old rows (the opener tab never lost focus).
  const refreshLists = () => void latestRef.current.queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() });

  const run = (mode: 'popup' | 'redirect') => {
    end();
    const { options, context } = latestRef.current;
    const { network, redirectUri } = options;
    const tenantId = options.tenantId ?? context.tenantId;
    const self: Flow = { id: newFlowId(), stops: [], abort: new AbortController() };
    const { signal } = self.abort;
    flow = self;
    const fail = (error: unknown) => {
      if (flow !== self) return;
      self.popup?.close();
      if (!self.popup) clearFlow();
      dispatch({ type: 'error', error });
    };
    dispatch({ type: 'open', network, mode });
    // Redirect: the callback needs the network and the page to return to. Popup: the window
    // gets a copy of this tab's sessionStorage as it opens, so its callback knows the flow too.
    writeFlow({ id: self.id, network, tenantId, mode, returnTo: location.href, startedAt: Date.now() });

    if (mode === 'popup') {
      const popup = openPopup(window);
      clearFlow();
      if (!popup) return dispatch({ type: 'popup-blocked', error: new ConnectError('popup-blocked') });
      self.popup = popup;
      const accounts = () => allAccounts(context.client, { network, tenantId }, signal);
      self.before = accounts().catch(() => undefined);
      // After a silent close: an account that was not there before means the consent went through.
      // An answer being checked settles the flow first; the list is only asked when it did not.
      const askServer = async () => {
        await self.confirming;
        if (flow !== self) return;
        const [before, after] = await Promise.all([self.before, accounts()]);
        if (flow !== self) return;
        const known = new Set(before?.map((account) => account.id));
        const added = before ? after.filter((account) => !known.has(account.id)) : [];
        if (!added.length) return dispatch({ type: 'canceled' });
        dispatch({ type: 'finalized', accounts: added });
        refreshLists();
      };
      const origin = new URL(redirectUri ?? location.href, location.href).origin;
      self.stops.push(
        listenForResult(window, origin, self.id, popup, (message) => {
          if (flow !== self) return;
          if (message.type === 'session') dispatch({ type: 'authorized', sessionToken: message.sessionToken });
          else if (message.type === 'error') dispatch({ type: 'error', error: callbackError(message.error) });
          else if (!self.confirming) {
            // Connected only once the service lists the account the answer names, as it has it.
            self.confirming = confirmAccount(context.client, { accountId: message.accountId, network, tenantId }, signal).then((account) => {
              if (flow !== self) return;
              dispatch({ type: 'authorized', accounts: [account] });
              refreshLists();
            }, fail);
          }
        }),
        watchClosed(popup, () => {
          if (flow !== self) return;
          dispatch({ type: 'popup-closed' });
          // Closed before the consent loaded: nothing can answer any more.
          if (state.status === 'canceled') return end();
          if (state.status !== 'checking') return;
          const timer = setTimeout(() => void askServer().catch(fail), GRACE_MS);
          self.stops.push(() => clearTimeout(timer));
        }),
      );
    }

    context.client.getAuthUrl({ network, redirectUri, tenantId }, { signal }).then(({ authUrl }) => {
      if (flow !== self || state.status !== 'requesting') return;
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
    }, fail);
  };

  const actions: ConnectActions = {
    start() {
      if (isFlowBusy(state)) return flow?.popup?.focus();
      const { network, mode = 'auto' } = latestRef.current.options;
      if (getNetwork(network).connect === 'oauth') return run(resolveConnectMode(mode, window));
      end();
      dispatch({ type: 'open', network, mode: 'app-password' });
    },
    continueInThisTab() {
      if (!isFlowBusy(state)) run('redirect');
    },
    focusPopup: () => flow?.popup?.focus(),
    cancel() {
      const popup = flow?.popup;
      // Still on this page while redirecting (a slow consent page, or "Stay" on a leave prompt): stay.
      if (state.status === 'redirecting') window.stop();
      end();
      popup?.close();
      clearFlow();
      dispatch({ type: 'canceled' });
    },
    reset() {
      end();
      dispatch({ type: 'reset' });
    },
    complete: (accounts) => dispatch({ type: 'finalized', accounts }),
  };
  // Back from the consent page out of the back/forward cache: this page comes back exactly as it
  // was left, mid-redirect, and nothing would ever end that flow.
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted && state.status === 'redirecting') actions.cancel();
  };
  return { actions, dispatch, end, restored };
}

const loadedSessions = new WeakSet<object>();

/**
 * One network's connect flow, headless: a popup or a redirect to the consent screen, the callback's
 * answer (a session to pick pages from, or the account itself), and every way it can end.
 */
export function useConnect(options: UseConnectOptions): UseConnectResult {
  const context = useSocialKit('useConnect');
  const queryClient = useQueryClient();
  const latestRef = useLatest({ options, context, queryClient });
  const [state, setState] = useState<ConnectState>(idleState);
  const [{ actions, dispatch, end, restored }] = useState(() => createConnect(latestRef, setState));
  useEffect(() => end, [end]);
  useEffect(() => {
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, [restored]);

  // The picker reads the same query, so this observer costs no request: it only reports the load.
  const session = usePendingSession(state.status === 'pending-session' ? state.sessionToken : null);
  // Keyed by the page list, which a read at the deadline keeps (structural sharing): one report per session.
  useReportOnce(session.data?.availablePages, loadedSessions, (pages) => dispatch({ type: 'pages-loaded', count: pages.length }));

  return { ...actions, state, method: getNetwork(options.network).connect, isBusy: isFlowBusy(state) };
}

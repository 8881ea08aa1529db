import type { SocialClient } from '../../client/createSocialClient.js';
import type { AvailablePage, NetworkId, SocialAccount } from '../../client/types.js';
import { getNetwork } from '../../networks/catalogue.js';
import { allAccounts, arrivedAccounts, confirmAccount } from '../accounts.js';
import { listenForResult } from './channel.js';
import { callbackError, connectError } from '../errors.js';
import { clearFlow, newFlowId, writeFlow } from './flowRecord.js';
import { createSubscribable } from '../../client/subscribable.js';
import { resolveConnectMode, type ConnectMode } from './mode.js';
import { openPopup, watchClosed, webUrl } from './popup.js';
import { connectReducer, flowTenantId, idleState, isFlowBusy, type ConnectAction, type ConnectEvent, type ConnectState } from './reducer.js';

export interface ConnectOptions {
  /**
   * The network `start()` connects: an id of the catalogue (`NETWORKS`), or one the service added
   * since. A flow that only reconnects accounts (`reconnect(account)` takes the account's) needs none.
   */
  network?: NetworkId;
  /**
   * `auto` (the default): a popup on desktops and in frames, a redirect on small touch screens.
   * @default auto
   */
  mode?: ConnectMode;
  /**
   * The page that renders `ConnectCallback` / `useConnectCallback`, registered with the network's
   * OAuth app. Its origin is the only one a popup's answer is accepted from. Without it the service
   * uses its own dashboard, and the flow learns the outcome by asking the server when the popup closes.
   */
  redirectUri?: string;
  /**
   * The provider's tenant by default. `reconnect(account)` uses the account's own tenant when it has one.
   * @default the provider's
   */
  tenantId?: string;
  /** The accounts connected, when the flow ends in `connected`. */
  onConnected?(accounts: SocialAccount[]): void;
  /**
   * After `onConnected`, when the flow was a `reconnect(account)`: `matched` is false when the user
   * signed in to another account, which is connected while `account` still needs reconnecting.
   */
  onReconnected?(account: SocialAccount, matched: boolean): void;
  /** What ended the flow in `error`, or the blocked popup (a SocialKitError, `code: 'popup-blocked'`). */
  onError?(error: unknown): void;
  /** Every transition, for analytics. Events never carry tokens. */
  onEvent?(event: ConnectEvent): void;
}

/** What the flow does; the same functions for the controller's whole life. */
export interface ConnectActions {
  /** Call inside the click handler, before any await: the popup must open in the click. */
  start: () => void;
  /**
   * Connects `account` again (one the service reports inactive): its network's flow, for its
   * tenant. Call inside the click handler, as `start`. The flow ends `connected` with `matched`
   * false when the user signed in to another account.
   */
  reconnect: (account: SocialAccount) => void;
  /** After a blocked popup: the same flow by redirect. */
  continueInThisTab: () => void;
  /** Brings the popup of the flow forward (while `popup-open`). */
  focusPopup: () => void;
  /** Stops the flow and closes its popup. */
  cancel: () => void;
  /** Back to `idle`, for another connect. */
  reset: () => void;
  /** Hand over the accounts a PagePicker or HandleAppPasswordForm connected. */
  complete: (accounts: SocialAccount[]) => void;
}

/**
 * The controller's options: the hook's, and what it reads from its provider. The latest (from
 * `setOptions`) is read each time the controller acts: a new callback identity never restarts a flow.
 */
export interface ConnectControllerOptions {
  options: ConnectOptions;
  client: SocialClient;
  /** The tenant the flow connects for: the options', else the provider's. */
  tenantId: string | undefined;
  /**
   * A one-step consent or the server check made an account with no mutation of ours to say so:
   * account lists on the page would otherwise show the old rows (the opener tab never lost focus).
   */
  refreshLists: () => void;
}

export interface ConnectController {
  /** What the hook hands out as they are. */
  actions: ConnectActions;
  subscribe: (listener: () => void) => () => void;
  /** The flow's state; a new object on every change. */
  getSnapshot: () => ConnectState;
  /** Starts hearing the page come back from the back/forward cache; the function it returns stops that and ends any flow. */
  attach: () => () => void;
  /** The pending session's pages arrived: an event for `onEvent`, no change of state. */
  pagesLoaded: (pages: readonly AvailablePage[]) => void;
  /** The latest options, from each render: read when the controller acts, never acted on. */
  setOptions: (options: ConnectControllerOptions) => void;
}

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

/**
 * One network's connect flow without React: the popup or the redirect, the callback's answer over
 * the window and the channel, the close watcher and its server check, and every way it ends.
 * `state` here is the truth between renders, so actions in one handler compose and each event
 * fires exactly once. Creating it has no side effect (StrictMode throws one away); `window` is
 * only touched by the actions and `attach`.
 */
export function createConnectController(initial: ConnectControllerOptions): ConnectController {
  let latest = initial;
  let state: ConnectState = idleState;
  let flow: Flow | undefined;
  const { subscribe, notify } = createSubscribable();

  const end = () => {
    const ended = flow;
    flow = undefined;
    ended?.abort.abort();
    for (const stop of ended?.stops ?? []) stop();
  };

  const dispatch = (action: ConnectAction) => {
    const previous = state;
    const { options } = latest;
    state = connectReducer(previous, action);
    // An action the state ignores is no event; `pages-loaded` changes nothing but is one.
    if (state === previous && !(action.type === 'pages-loaded' && state.status === 'pending-session')) return;
    notify();
    if (!LISTENING.includes(state.status)) end();
    else if (state.status === 'canceled' && flow) {
      const lingering = flow;
      const timer = setTimeout(() => flow === lingering && end(), LATE_ANSWER_MS);
      lingering.stops.push(() => clearTimeout(timer));
    }
    const { sessionToken: _token, reconnecting, ...event } = action as ConnectAction & { sessionToken?: string; reconnecting?: SocialAccount };
    options.onEvent?.({ ...event, network: 'network' in state ? state.network : (options.network ?? ''), ...(reconnecting && { reconnectingId: reconnecting.id }) });
    if (state === previous) return;
    if (state.status === 'connected') {
      options.onConnected?.(state.accounts);
      if (state.reconnecting) options.onReconnected?.(state.reconnecting, !!state.matched);
    }
    if (state.status === 'error' || state.status === 'blocked') options.onError?.(state.error);
  };

  const run = (mode: 'popup' | 'redirect', network: NetworkId, reconnecting: SocialAccount | undefined) => {
    end();
    const { options, client } = latest;
    const { redirectUri } = options;
    const tenantId = flowTenantId(reconnecting, latest.tenantId);
    const self: Flow = { id: newFlowId(), stops: [], abort: new AbortController() };
    const { signal } = self.abort;
    flow = self;
    const fail = (error: unknown) => {
      if (flow !== self) return;
      self.popup?.close();
      if (!self.popup) clearFlow();
      dispatch({ type: 'error', error });
    };
    dispatch({ type: 'open', network, mode, ...(reconnecting && { reconnecting }) });
    // Redirect: the callback needs the network and the page to return to. Popup: the window
    // gets a copy of this tab's sessionStorage as it opens, so its callback knows the flow too.
    writeFlow({ id: self.id, network, tenantId, mode, returnTo: location.href, startedAt: Date.now() });

    if (mode === 'popup') {
      const popup = openPopup(window);
      clearFlow();
      if (!popup) return dispatch({ type: 'popup-blocked', error: connectError('popup-blocked') });
      self.popup = popup;
      const accounts = () => allAccounts(client, { network, tenantId }, signal);
      self.before = accounts().catch(() => undefined);
      // After a silent close: an account that was not there before (or was inactive and is active
      // now) means the consent went through. An answer being checked settles the flow first; the
      // list is only asked when it did not.
      const askServer = async () => {
        await self.confirming;
        if (flow !== self) return;
        const [before, after] = await Promise.all([self.before, accounts()]);
        if (flow !== self) return;
        const added = before ? arrivedAccounts(before, after) : [];
        if (!added.length) return dispatch({ type: 'canceled' });
        dispatch({ type: 'finalized', accounts: added });
        latest.refreshLists();
      };
      const origin = new URL(redirectUri ?? location.href, location.href).origin;
      self.stops.push(
        listenForResult(window, origin, self.id, popup, (message) => {
          if (flow !== self) return;
          if (message.type === 'session') dispatch({ type: 'authorized', sessionToken: message.sessionToken });
          else if (message.type === 'error') dispatch({ type: 'error', error: callbackError(message.error) });
          else if (!self.confirming) {
            // Connected only once the service lists the account the answer names, as it has it.
            self.confirming = confirmAccount(client, { accountId: message.accountId, network, tenantId }, signal).then((account) => {
              if (flow !== self) return;
              dispatch({ type: 'authorized', accounts: [account] });
              latest.refreshLists();
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

    client.getAuthUrl({ network, redirectUri, tenantId }, { signal }).then(({ authUrl }) => {
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

  const focusPopup = () => flow?.popup?.focus();

  const begin = (network: NetworkId, reconnecting?: SocialAccount) => {
    if (isFlowBusy(state)) return focusPopup();
    if (getNetwork(network).connect === 'oauth') return run(resolveConnectMode(latest.options.mode ?? 'auto', window), network, reconnecting);
    end();
    dispatch({ type: 'open', network, mode: 'app-password', ...(reconnecting && { reconnecting }) });
  };

  const cancel = () => {
    const popup = flow?.popup;
    // Still on this page while redirecting (a slow consent page, or "Stay" on a leave prompt): stay.
    if (state.status === 'redirecting') window.stop();
    end();
    popup?.close();
    clearFlow();
    dispatch({ type: 'canceled' });
  };

  // Back from the consent page out of the back/forward cache: this page comes back exactly as it
  // was left, mid-redirect, and nothing would ever end that flow.
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted && state.status === 'redirecting') cancel();
  };

  return {
    subscribe,
    getSnapshot: () => state,
    attach() {
      addEventListener('pageshow', restored);
      return () => {
        removeEventListener('pageshow', restored);
        end();
      };
    },
    pagesLoaded: (pages) => dispatch({ type: 'pages-loaded', count: pages.length }),
    setOptions(next) {
      latest = next;
    },
    actions: {
      start() {
        const { network } = latest.options;
        if (!network) throw new Error('useConnect: start() needs the `network` option.');
        begin(network);
      },
      reconnect: (account) => begin(account.network, account),
      continueInThisTab() {
        if (state.status === 'blocked') run('redirect', state.network, state.reconnecting);
      },
      focusPopup,
      cancel,
      reset() {
        end();
        dispatch({ type: 'reset' });
      },
      complete: (accounts) => dispatch({ type: 'finalized', accounts }),
    },
  };
}

import type { NetworkId, SocialAccount } from '../../client/types.js';
import type { ConnectError } from '../errors.js';

/**
 * One connect flow, as a discriminated union: the status is the whole truth, rendered as
 * `data-state`, and each status carries exactly the data that is valid in it.
 */
export type ConnectState =
  | {
      /** Where the flow is; rendered as `data-state` by ConnectAccountButton. */
      status: 'idle';
    }
  /** Asking the proxy for the auth URL; in popup mode the (still empty) window is already open. */
  | {
      status: 'requesting';
      /** The network being connected. */
      network: NetworkId;
      /** How the consent screen opens: in a popup, or in this tab. */
      mode: 'popup' | 'redirect';
    }
  /** The consent screen is open in the popup; waiting for its answer. */
  | { status: 'popup-open'; network: NetworkId }
  /** The popup reads as closed with no answer yet: asking the server whether an account arrived. */
  | { status: 'checking'; network: NetworkId }
  /** Leaving this page for the consent screen. */
  | { status: 'redirecting'; network: NetworkId }
  /** The browser refused the popup; `continueInThisTab()` goes on by redirect. */
  | {
      status: 'blocked';
      network: NetworkId;
      /** What ended the flow: the blocked popup (`code: 'popup-blocked'`), or at `error` any failure. */
      error: ConnectError;
    }
  /** A network that connects with a handle and an app password: the form is showing. */
  | { status: 'app-password'; network: NetworkId }
  /** Pages to choose from: render a PagePicker with this token. */
  | {
      status: 'pending-session';
      network: NetworkId;
      /** The pending session to pick pages from (`pagePickerProps` carries it). */
      sessionToken: string;
    }
  | {
      status: 'connected';
      network: NetworkId;
      /** The accounts the flow connected. */
      accounts: SocialAccount[];
    }
  | { status: 'error'; network: NetworkId; error: unknown }
  | { status: 'canceled'; network: NetworkId };

export type ConnectStatus = ConnectState['status'];

/**
 * Everything that moves a flow, in the order it happens. Apart from `sessionToken` (state, not an
 * event: tokens do not belong in analytics) these are also what `onEvent` receives.
 */
export type ConnectAction =
  | { type: 'open'; network: NetworkId; mode: 'popup' | 'redirect' | 'app-password' }
  | { type: 'popup-opened' }
  | { type: 'popup-blocked'; error: ConnectError }
  | { type: 'redirecting' }
  | { type: 'popup-closed' }
  /** The consent succeeded: a session to pick pages from, or (one-step) the accounts themselves. */
  | { type: 'authorized'; sessionToken?: string; accounts?: SocialAccount[] }
  | { type: 'pages-loaded'; count: number }
  /** Accounts were created: pages picked and finalized, an app password accepted, or found by the server check. */
  | { type: 'finalized'; accounts: SocialAccount[] }
  | { type: 'error'; error: unknown }
  | { type: 'canceled' }
  | { type: 'reset' };

export const idleState: ConnectState = { status: 'idle' };

/** A flow between its start and its outcome: another start must not begin a second one. */
export const isFlowBusy = (state: ConnectState) =>
  state.status === 'requesting' || state.status === 'popup-open' || state.status === 'checking' || state.status === 'redirecting';

/**
 * Pure. An action that does not fit the current status is ignored and the same state object is
 * returned: a late, repeated or foreign answer cannot rewrite a flow that has moved on.
 */
export function connectReducer(state: ConnectState, action: ConnectAction): ConnectState {
  const { status } = state;
  const network = 'network' in state ? state.network : '';
  switch (action.type) {
    case 'open':
      if (isFlowBusy(state)) return state;
      return action.mode === 'app-password'
        ? { status: 'app-password', network: action.network }
        : { status: 'requesting', network: action.network, mode: action.mode };
    case 'popup-opened':
      return status === 'requesting' && state.mode === 'popup' ? { status: 'popup-open', network } : state;
    case 'popup-blocked':
      return status === 'requesting' ? { status: 'blocked', network, error: action.error } : state;
    case 'redirecting':
      return status === 'requesting' && state.mode === 'redirect' ? { status: 'redirecting', network } : state;
    case 'popup-closed':
      // Closed before the consent screen even loaded: nothing can have happened.
      if (status === 'requesting' && state.mode === 'popup') return { status: 'canceled', network };
      return status === 'popup-open' ? { status: 'checking', network } : state;
    case 'authorized':
      // `canceled` too: a popup that only looked closed (COOP) may still answer.
      if (status !== 'popup-open' && status !== 'checking' && status !== 'canceled') return state;
      if (action.sessionToken) return { status: 'pending-session', network, sessionToken: action.sessionToken };
      return action.accounts ? { status: 'connected', network, accounts: action.accounts } : state;
    case 'finalized':
      return status === 'pending-session' || status === 'app-password' || status === 'checking' || status === 'canceled'
        ? { status: 'connected', network, accounts: action.accounts }
        : state;
    case 'error':
      return status === 'idle' || status === 'connected' || status === 'error' ? state : { status: 'error', network, error: action.error };
    case 'canceled':
      return status === 'idle' || status === 'connected' || status === 'canceled' ? state : { status: 'canceled', network };
    case 'reset':
      return status === 'idle' ? state : idleState;
    case 'pages-loaded':
      return state;
  }
}

type WithoutToken<A> = A extends unknown ? Omit<A, 'sessionToken'> : never;

/** What `onEvent` receives on every transition: the action, its network, and never a token. */
export type ConnectEvent = WithoutToken<ConnectAction> & { network: NetworkId };

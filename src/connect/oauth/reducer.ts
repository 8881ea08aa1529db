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
  | (ConnectFlowBase & {
      status: 'requesting';
      /** How the consent screen opens: in a popup, or in this tab. */
      mode: 'popup' | 'redirect';
    })
  /** The consent screen is open in the popup; waiting for its answer. */
  | (ConnectFlowBase & { status: 'popup-open' })
  /** The popup reads as closed with no answer yet: asking the server whether an account arrived. */
  | (ConnectFlowBase & { status: 'checking' })
  /** Leaving this page for the consent screen. */
  | (ConnectFlowBase & { status: 'redirecting' })
  /** The browser refused the popup; `continueInThisTab()` goes on by redirect. */
  | (ConnectFlowBase & {
      status: 'blocked';
      /** What ended the flow: the blocked popup (`code: 'popup-blocked'`), or at `error` any failure. */
      error: ConnectError;
    })
  /** A network that connects with a handle and an app password: the form is showing. */
  | (ConnectFlowBase & { status: 'app-password' })
  /** Pages to choose from: render a PagePicker with this token. */
  | (ConnectFlowBase & {
      status: 'pending-session';
      /** The pending session to pick pages from (`pagePickerProps` carries it). */
      sessionToken: string;
    })
  | (ConnectFlowBase & {
      status: 'connected';
      /** The accounts the flow connected. */
      accounts: SocialAccount[];
      /**
       * Only when reconnecting: whether `reconnecting` is among `accounts`. False when the user
       * signed in to another account on the network: that one is connected, and the account asked
       * for still needs reconnecting.
       */
      matched?: boolean;
    })
  | (ConnectFlowBase & { status: 'error'; error: unknown })
  | (ConnectFlowBase & { status: 'canceled' });

/** What every state of a started flow carries. */
export interface ConnectFlowBase {
  /** The network being connected. */
  network: NetworkId;
  /** The account this flow connects again (`reconnect(account)`); absent for a new connect. */
  reconnecting?: SocialAccount;
}

export type ConnectStatus = ConnectState['status'];

/**
 * Everything that moves a flow, in the order it happens. Apart from `sessionToken` (state, not an
 * event: tokens do not belong in analytics) these are also what `onEvent` receives.
 */
export type ConnectAction =
  | { type: 'open'; network: NetworkId; mode: 'popup' | 'redirect' | 'app-password'; reconnecting?: SocialAccount }
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

/** The tenant a flow connects for: a reconnected account's own, else the one given (the options', else the provider's). */
export const flowTenantId = (reconnecting: SocialAccount | undefined, tenantId: string | undefined) => reconnecting?.tenantId || tenantId;

/** A flow between its start and its outcome: another start must not begin a second one. */
export const isFlowBusy = (state: ConnectState) =>
  state.status === 'requesting' || state.status === 'popup-open' || state.status === 'checking' || state.status === 'redirecting';

/**
 * Pure. An action that does not fit the current status is ignored and the same state object is
 * returned: a late, repeated or foreign answer cannot rewrite a flow that has moved on.
 */
export function connectReducer(state: ConnectState, action: ConnectAction): ConnectState {
  const { status } = state;
  // The network, and the account being reconnected, go with the flow from state to state.
  const flow: ConnectFlowBase = status === 'idle' ? { network: '' } : { network: state.network, ...(state.reconnecting && { reconnecting: state.reconnecting }) };
  const connected = (accounts: SocialAccount[]): ConnectState => ({
    status: 'connected',
    ...flow,
    accounts,
    ...(flow.reconnecting && { matched: accounts.some((account) => account.id === flow.reconnecting!.id) }),
  });
  switch (action.type) {
    case 'open': {
      if (isFlowBusy(state)) return state;
      const started = { network: action.network, ...(action.reconnecting && { reconnecting: action.reconnecting }) };
      return action.mode === 'app-password' ? { status: 'app-password', ...started } : { status: 'requesting', ...started, mode: action.mode };
    }
    case 'popup-opened':
      return status === 'requesting' && state.mode === 'popup' ? { status: 'popup-open', ...flow } : state;
    case 'popup-blocked':
      return status === 'requesting' ? { status: 'blocked', ...flow, error: action.error } : state;
    case 'redirecting':
      return status === 'requesting' && state.mode === 'redirect' ? { status: 'redirecting', ...flow } : state;
    case 'popup-closed':
      // Closed before the consent screen even loaded: nothing can have happened.
      if (status === 'requesting' && state.mode === 'popup') return { status: 'canceled', ...flow };
      return status === 'popup-open' ? { status: 'checking', ...flow } : state;
    case 'authorized':
      // `canceled` too: a popup that only looked closed (COOP) may still answer.
      if (status !== 'popup-open' && status !== 'checking' && status !== 'canceled') return state;
      if (action.sessionToken) return { status: 'pending-session', ...flow, sessionToken: action.sessionToken };
      return action.accounts ? connected(action.accounts) : state;
    case 'finalized':
      return status === 'pending-session' || status === 'app-password' || status === 'checking' || status === 'canceled' ? connected(action.accounts) : state;
    case 'error':
      return status === 'idle' || status === 'connected' || status === 'error' ? state : { status: 'error', ...flow, error: action.error };
    case 'canceled':
      return status === 'idle' || status === 'connected' || status === 'canceled' ? state : { status: 'canceled', ...flow };
    case 'reset':
      return status === 'idle' ? state : idleState;
    case 'pages-loaded':
      return state;
  }
}

type AsEvent<A> = A extends unknown ? Omit<A, 'sessionToken' | 'reconnecting'> : never;

/**
 * What `onEvent` receives on every transition: the action, its network, and never a token. A
 * reconnect's `open` names the account by its id alone (`reconnectingId`); the accounts a flow
 * connected come whole in `authorized` and `finalized`, as `onConnected` has them.
 */
export type ConnectEvent = AsEvent<ConnectAction> & { network: NetworkId; reconnectingId?: string };

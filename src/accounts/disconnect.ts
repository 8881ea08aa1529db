import type { SocialKitError } from '../client/errors.js';
import type { SocialAccount } from '../client/types.js';
import { createListeners } from '../connect/listeners.js';

/**
 * The disconnect flow of an account list, without React: a row asks first, then is confirmed or
 * canceled; a confirmed account is in flight until the service answers, then done or failed (the
 * failure kept until the account is tried again or dismissed). `useAccountList` adapts it.
 */
export interface DisconnectState {
  confirming: string | null;
  pending: Readonly<Record<string, SocialAccount>>;
  failed: Readonly<Record<string, SocialKitError>>;
  lastDisconnected: SocialAccount | null;
}

export type DisconnectAction =
  | { type: 'ask'; accountId: string }
  | { type: 'cancel' }
  | { type: 'start'; account: SocialAccount }
  | { type: 'succeed'; account: SocialAccount }
  | { type: 'fail'; account: SocialAccount; error: SocialKitError }
  | { type: 'dismiss'; accountId: string };

const without = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const { [key]: _, ...rest } = record;
  return rest;
};

export const initialDisconnectState: DisconnectState = { confirming: null, pending: {}, failed: {}, lastDisconnected: null };

/** The disconnect flow of every row: ask, then confirm or cancel; in flight; done or failed. */
export function disconnectReducer(state: DisconnectState, action: DisconnectAction): DisconnectState {
  switch (action.type) {
    case 'ask':
      return { ...state, confirming: action.accountId };
    case 'cancel':
      return state.confirming === null ? state : { ...state, confirming: null };
    case 'start': {
      const { id } = action.account;
      return {
        ...state,
        confirming: state.confirming === id ? null : state.confirming,
        pending: { ...state.pending, [id]: action.account },
        failed: without(state.failed, id),
      };
    }
    case 'succeed':
      return { ...state, pending: without(state.pending, action.account.id), lastDisconnected: action.account };
    case 'fail':
      return { ...state, pending: without(state.pending, action.account.id), failed: { ...state.failed, [action.account.id]: action.error } };
    case 'dismiss':
      return action.accountId in state.failed ? { ...state, failed: without(state.failed, action.accountId) } : state;
  }
}

/**
 * A page as the list shows it: without the accounts whose disconnect is in flight, and its count
 * lowered by as many. The service lists an account until its call is done, so a refetch (or
 * another call's rollback) would bring it back. The page itself when none is hidden.
 */
export function withoutPending(listed: SocialAccount[], count: number | undefined, state: DisconnectState) {
  const accounts = listed.filter((account) => !(account.id in state.pending));
  const hidden = listed.length - accounts.length;
  return { accounts: hidden ? accounts : listed, count: count === undefined ? undefined : count - hidden };
}

export interface DisconnectHandlers {
  onDisconnected?: (account: SocialAccount) => void;
  onError?: (error: SocialKitError, account: SocialAccount) => void;
}

export interface DisconnectFlow {
  subscribe: (listener: () => void) => () => void;
  /** A new object on every change. */
  getSnapshot: () => DisconnectState;
  /** Asks for confirmation (one account at a time). */
  ask: (accountId: string) => void;
  cancel: () => void;
  /**
   * Sends the disconnect: the account is pending at once, and failed (with the error) or done
   * when `request` settles; then `read()`'s callback is told, read as it settles, not as it was
   * sent. Resolves true when disconnected, false when it failed or the account was on its way out
   * already; never rejects.
   */
  confirm: (account: SocialAccount, request: () => Promise<unknown>, read: () => DisconnectHandlers) => Promise<boolean>;
  dismiss: (accountId: string) => void;
}

/**
 * The flow's one home. Its state changes as each step happens, not at the next render, so two
 * confirms in one tick (a double click, a key repeat) send one request. No side effect until
 * `confirm` is called (StrictMode may make one and throw it away).
 */
export function createDisconnectFlow(): DisconnectFlow {
  let state = initialDisconnectState;
  const [subscribe, notify] = createListeners();
  const dispatch = (action: DisconnectAction) => {
    const next = disconnectReducer(state, action);
    if (next !== state) {
      state = next;
      notify();
    }
  };
  return {
    subscribe,
    getSnapshot: () => state,
    ask: (accountId) => dispatch({ type: 'ask', accountId }),
    cancel: () => dispatch({ type: 'cancel' }),
    async confirm(account, request, read) {
      if (account.id in state.pending) return false;
      dispatch({ type: 'start', account });
      try {
        await request();
      } catch (error) {
        dispatch({ type: 'fail', account, error: error as SocialKitError });
        read().onError?.(error as SocialKitError, account);
        return false;
      }
      dispatch({ type: 'succeed', account });
      read().onDisconnected?.(account);
      return true;
    },
    dismiss: (accountId) => dispatch({ type: 'dismiss', accountId }),
  };
}

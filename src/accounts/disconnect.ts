import type { SocialKitError } from '../client/errors.js';
import type { SocialAccount } from '../client/types.js';

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
export function withoutPending(listed: SocialAccount[], count: number | undefined, state: Pick<DisconnectState, 'pending'>) {
  const accounts = listed.filter((account) => !(account.id in state.pending));
  const hidden = listed.length - accounts.length;
  return { accounts: hidden ? accounts : listed, count: count === undefined ? undefined : count - hidden };
}

export interface DisconnectHandlers {
  onDisconnected?: (account: SocialAccount) => void;
  onError?: (error: SocialKitError, account: SocialAccount) => void;
}

/**
 * Sends disconnects through `dispatch` (the reducer's, wherever its state lives): the account is
 * pending at once, and failed (with the error) or done when `request` settles; then `read()`'s
 * callback is told, read as it settles, not as it was sent. One at a time per account: a second
 * confirm before the state shows the first (a double click, a key repeat) resolves false. Resolves
 * true when disconnected; never rejects.
 */
export function createDisconnect(dispatch: (action: DisconnectAction) => void) {
  const inFlight = new Set<string>();
  return async (account: SocialAccount, request: (params: { accountId: string }) => Promise<unknown>, read: () => DisconnectHandlers): Promise<boolean> => {
    if (inFlight.has(account.id)) return false;
    inFlight.add(account.id);
    dispatch({ type: 'start', account });
    try {
      await request({ accountId: account.id });
    } catch (error) {
      dispatch({ type: 'fail', account, error: error as SocialKitError });
      read().onError?.(error as SocialKitError, account);
      return false;
    } finally {
      inFlight.delete(account.id);
    }
    dispatch({ type: 'succeed', account });
    read().onDisconnected?.(account);
    return true;
  };
}

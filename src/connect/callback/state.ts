import { isSessionExpiredError } from '../../client/errors.js';
import type { PendingSession, SocialAccount } from '../../client/types.js';
import type { CallbackView, ConnectCallbackState } from './controller.js';
import { callbackError, isConnectError } from '../errors.js';

/** What a read of the service gave so far: a query's `data` and `error`. */
interface Read<T> {
  data: T | undefined;
  error: unknown;
}

/**
 * Pure: the callback page's state from its own view (its phase, and whether the user must confirm)
 * and what the service said of the result, the pending session's pages or the one-step account.
 */
export function callbackState({ phase, waitsForUser }: CallbackView, session: Read<PendingSession>, account: Read<SocialAccount>): ConnectCallbackState {
  if (phase.status !== 'local') return phase;
  if (phase.result.type === 'session') {
    const { error, data } = session;
    const { sessionToken } = phase.result;
    // The picker reads the session again when its time runs out: only "expired" ends the picking;
    // another failure of that read leaves the pages already on screen.
    if (isSessionExpiredError(error)) return { status: 'expired', error };
    if (data && waitsForUser) return { status: 'confirm', what: { kind: 'pages', sessionToken, pages: data.availablePages } };
    if (data) return { status: 'pages', sessionToken };
    return error ? { status: 'load-error', error, reading: 'session' } : { status: 'loading', sessionToken };
  }
  if (phase.result.type === 'error') {
    const error = callbackError(phase.result.error);
    return { status: error.code === 'access-denied' ? 'denied' : 'failed', error };
  }
  const { data, error } = account;
  if (data && waitsForUser) return { status: 'confirm', what: { kind: 'account', account: data } };
  if (data) return { status: 'connected', accounts: [data] };
  if (error) return isConnectError(error) ? { status: 'failed', error } : { status: 'load-error', error, reading: 'account' };
  return { status: 'confirming' };
}

import { SocialKitError, isSocialKitError, type SocialKitErrorCode } from '../client/errors.js';

/**
 * How a connect flow fails outside the proxy's answers (those come from the client): the browser
 * refused the popup, the network's consent came back without an account, or it named an account
 * the service does not have. Each is a SocialKitError of kind `connect`, with its `code`.
 */
export type ConnectErrorCode = Extract<SocialKitErrorCode, 'popup-blocked' | 'access-denied' | 'authorization-failed' | 'account-not-found'>;

/** A connect flow's failure; `reason` keeps a callback's raw `?error=` for logs, never shown as it is, since anyone can type it. */
export type ConnectError = SocialKitError & { kind: 'connect'; code: ConnectErrorCode };

export const connectError = (code: ConnectErrorCode, reason?: string): ConnectError =>
  new SocialKitError({ kind: 'connect', code, reason, message: reason ? `${code}: ${reason}` : code }) as ConnectError;

export const isConnectError = (error: unknown): error is ConnectError => isSocialKitError(error) && error.kind === 'connect';

/** The error a callback's `?error=` value stands for. */
export const callbackError = (reason: string) => connectError(reason === 'access_denied' ? 'access-denied' : 'authorization-failed', reason);

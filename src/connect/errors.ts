/**
 * How a connect flow fails outside the proxy's answers (those are SocialKitErrors): the browser
 * refused the popup, the network's consent came back without an account, or it named an account
 * the service does not have.
 */
export type ConnectErrorCode =
  /** `window.open` returned null: the browser blocked the window. Continue in this tab instead. */
  | 'popup-blocked'
  /** The user declined on the network's consent screen (`?error=access_denied`). */
  | 'access-denied'
  /** The callback carried another `?error=`, or parameters that make no sense together. */
  | 'authorization-failed'
  /**
   * A one-step callback named an account (`?success=true&account_id=…`) that the service does not
   * list for the flow's network and tenant: a stale or crafted link. Nothing was connected.
   */
  | 'account-not-found';

export class ConnectError extends Error {
  override readonly name = 'ConnectError';
  readonly code: ConnectErrorCode;
  /** The raw `?error=` value, for logs; never shown to the user as it is, since anyone can type it. */
  readonly reason: string | undefined;

  constructor(code: ConnectErrorCode, reason?: string) {
    super(reason ? `${code}: ${reason}` : code);
    this.code = code;
    this.reason = reason;
  }
}

export const isConnectError = (error: unknown): error is ConnectError => error instanceof ConnectError;

/** The error a callback's `?error=` value stands for. */
export const callbackError = (reason: string) => new ConnectError(reason === 'access_denied' ? 'access-denied' : 'authorization-failed', reason);

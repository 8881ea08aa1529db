/**
 * What the OAuth callback page and the page that opened it say to each other. Messages are
 * namespaced and versioned so that anything else on the page's `message` event (extensions,
 * other libraries, a foreign frame) is ignored, and a later version can change the shape.
 */

export const CONNECT_SOURCE = 'socialkit';
export const CONNECT_VERSION = 1;
/** The BroadcastChannel the callback also answers on, for when `window.opener` is gone. */
export const CONNECT_CHANNEL = 'socialkit-connect';

/** What the callback found in its URL. */
export type CallbackResult =
  /** A network with pages to pick: read the pending session, let the user choose, finalize. */
  | { type: 'session'; sessionToken: string }
  /** A one-step network: the account exists already. */
  | { type: 'connected'; accountId: string; username?: string }
  /** The network's or the service's `?error=` value, such as `access_denied`. */
  | { type: 'error'; error: string };

interface Envelope {
  source: typeof CONNECT_SOURCE;
  v: typeof CONNECT_VERSION;
  /** Names one delivery, so its acknowledgement can be matched and repeats recognised. */
  id: string;
}

export type ConnectMessage =
  | (Envelope & CallbackResult & { flow?: string })
  | (Envelope & { type: 'ack' });

// Generous bounds: enough for any real token, small enough that junk is refused early.
const text = (value: unknown, max = 4096): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A callback result, checked field by field; anything else is undefined. */
export function parseCallbackResult(value: unknown): CallbackResult | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { type, sessionToken, accountId, username, error } = value as Record<string, unknown>;
  if (type === 'session' && text(sessionToken)) return { type, sessionToken };
  if (type === 'connected' && text(accountId, 256)) return text(username, 256) ? { type, accountId, username } : { type, accountId };
  if (type === 'error' && text(error, 256)) return { type, error };
  return undefined;
}

/** A message of this protocol and version, or undefined for anything else. */
export function parseConnectMessage(data: unknown): ConnectMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { source, v, id, flow, type } = data as Record<string, unknown>;
  if (source !== CONNECT_SOURCE || v !== CONNECT_VERSION || !text(id, 128)) return undefined;
  if (type === 'ack') return connectMessage(id, { type });
  if (flow !== undefined && !text(flow, 128)) return undefined;
  const result = parseCallbackResult(data);
  return result && connectMessage(id, result, flow);
}

export const connectMessage = (id: string, result: CallbackResult | { type: 'ack' }, flow?: string): ConnectMessage =>
  ({ source: CONNECT_SOURCE, v: CONNECT_VERSION, id, ...result, ...(flow ? { flow } : {}) });

/** The query parameters a callback may carry; all are removed from the address bar once read. */
export const CALLBACK_PARAMS = ['session', 'success', 'account_id', 'username', 'error', 'error_description'];

/**
 * Reads the callback's result from a URL and returns the URL without it (other parameters and the
 * hash stay). `result` is undefined when the URL carries none of the callback parameters; parameters
 * that make no sense read as the error `invalid_callback`.
 */
export function readCallbackUrl(href: string): { result: CallbackResult | undefined; cleaned: string } {
  const url = new URL(href);
  const params = url.searchParams;
  const get = (name: string) => params.get(name);
  const invalid: CallbackResult = { type: 'error', error: 'invalid_callback' };
  let result: CallbackResult | undefined;
  if (params.has('session')) result = parseCallbackResult({ type: 'session', sessionToken: get('session') }) ?? invalid;
  else if (params.has('error')) result = parseCallbackResult({ type: 'error', error: get('error') }) ?? { type: 'error', error: 'unknown' };
  else if (params.has('success') || params.has('account_id')) {
    const connected = get('success') === 'true' && parseCallbackResult({ type: 'connected', accountId: get('account_id'), username: get('username') });
    result = connected || invalid;
  }
  for (const name of CALLBACK_PARAMS) params.delete(name);
  return { result, cleaned: url.href };
}

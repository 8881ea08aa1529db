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
  const data = value as Record<string, unknown>;
  switch (data.type) {
    case 'session':
      return text(data.sessionToken) ? { type: 'session', sessionToken: data.sessionToken } : undefined;
    case 'connected':
      if (!text(data.accountId, 256)) return undefined;
      return text(data.username, 256) ? { type: 'connected', accountId: data.accountId, username: data.username } : { type: 'connected', accountId: data.accountId };
    case 'error':
      return text(data.error, 256) ? { type: 'error', error: data.error } : undefined;
    default:
      return undefined;
  }
}

/** A message of this protocol and version, or undefined for anything else. */
export function parseConnectMessage(data: unknown): ConnectMessage | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { source, v, id, flow, type } = data as Record<string, unknown>;
  if (source !== CONNECT_SOURCE || v !== CONNECT_VERSION || !text(id, 128)) return undefined;
  const envelope: Envelope = { source, v, id };
  if (type === 'ack') return { ...envelope, type };
  if (flow !== undefined && !text(flow, 128)) return undefined;
  const result = parseCallbackResult(data);
  return result && { ...envelope, ...result, ...(flow === undefined ? {} : { flow }) };
}

export const connectMessage = (id: string, result: CallbackResult | { type: 'ack' }, flow?: string): ConnectMessage =>
  ({ source: CONNECT_SOURCE, v: CONNECT_VERSION, id, ...result, ...(flow ? { flow } : {}) });

/** The query parameters a callback may carry; all are removed from the address bar once read. */
export const CALLBACK_PARAMS = ['session', 'success', 'account_id', 'username', 'error', 'error_description'];

/**
 * Reads the callback's result from a URL and returns the URL without it (other parameters and the
 * hash stay). `result` is undefined when the URL carries none of the callback parameters.
 */
export function readCallbackUrl(href: string): { result: CallbackResult | undefined; cleaned: string } {
  const url = new URL(href);
  const params = url.searchParams;
  const get = (name: string) => params.get(name) ?? undefined;
  let result: CallbackResult | undefined;
  const session = get('session');
  const error = get('error');
  if (session !== undefined) result = parseCallbackResult({ type: 'session', sessionToken: session });
  else if (error !== undefined) result = parseCallbackResult({ type: 'error', error }) ?? { type: 'error', error: 'unknown' };
  else if (params.has('success') || params.has('account_id')) {
    const accountId = get('account_id');
    result =
      get('success') === 'true' && accountId
        ? parseCallbackResult({ type: 'connected', accountId, username: get('username') })
        : { type: 'error', error: 'invalid_callback' };
  }
  if (params.has('session') && !result) result = { type: 'error', error: 'invalid_callback' };
  for (const name of CALLBACK_PARAMS) params.delete(name);
  return { result, cleaned: url.href };
}

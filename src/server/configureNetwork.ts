import { MIN_SECRET_LENGTH, redactText, scrub, secretForms } from './redact.js';

/** How to reach the service: the same key and base URL the proxy is given. */
export interface ServiceAdminOptions {
  /** The service's secret API key (at least 16 characters), from a server-side secret. */
  apiKey: string;
  /** The service's absolute base URL, as the proxy's `upstreamUrl`. */
  upstreamUrl: string | URL;
  /** A fetch to use (a test's, one with a proxy agent); the global one by default. */
  fetch?: typeof fetch;
  /** Give up after this long (ms). 30 s by default. */
  timeoutMs?: number;
}

export interface NetworkCredentials {
  /** The network id (`linkedin`, `facebook`, …). */
  network: string;
  /** The OAuth client id the network gave your organization. Bluesky, which uses app passwords, needs none. */
  clientKey?: string;
  /**
   * The OAuth client secret, at least 16 characters. Sent to the service and nowhere else: never
   * logged, never in an error.
   */
  clientSecret?: string;
}

/** The service's answer: at least the network, and what else it sends. */
export interface NetworkConfiguration {
  network: string;
  [field: string]: unknown;
}

export type NetworkConfigurationErrorCode = 'invalid-input' | 'refused' | 'unreachable' | 'timeout' | 'bad-answer';

/** Why a configuration failed, in a message safe to log: the key and the secret are never in it. */
export class NetworkConfigurationError extends Error {
  override readonly name = 'NetworkConfigurationError';
  constructor(
    readonly code: NetworkConfigurationErrorCode,
    message: string,
    /** The service's HTTP status; 0 when none was read. */
    readonly status = 0,
    /** Per-field messages from the service (`client_key: ['Required']`). */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const NETWORK_ID = /^[a-z0-9_-]{1,64}$/;

/**
 * Configures a network for your organization on the service (`POST /v1/social-networks`), with
 * its OAuth client's key and secret: until then, connecting that network fails with "Network not
 * configured". Server-side only, from an admin action of your app: it carries OAuth secrets, so
 * the browser proxy never forwards this operation.
 */
export async function configureNetwork(options: ServiceAdminOptions, credentials: NetworkCredentials): Promise<NetworkConfiguration> {
  const { apiKey, timeoutMs = 30_000 } = options;
  const fetcher = options.fetch ?? globalThis.fetch;
  const { network, clientKey, clientSecret } = credentials;
  if (typeof apiKey !== 'string' || apiKey === '') throw new NetworkConfigurationError('invalid-input', 'apiKey is required (the service API key, from a server-side secret).');
  // The service's answer is searched for both secrets in several encodings: a short one would match ordinary text.
  if (apiKey.length < MIN_SECRET_LENGTH) throw new NetworkConfigurationError('invalid-input', `apiKey is too short (a service API key, at least ${MIN_SECRET_LENGTH} characters).`);
  if (typeof network !== 'string' || !NETWORK_ID.test(network)) throw new NetworkConfigurationError('invalid-input', 'network must be a network id such as "linkedin".');
  const oauth = network !== 'bluesky';
  for (const [field, value] of [['clientKey', clientKey], ['clientSecret', clientSecret]] as const) {
    if (value === undefined ? oauth : typeof value !== 'string' || value.trim() === '') {
      throw new NetworkConfigurationError('invalid-input', `${field} is required to configure ${network}: the OAuth client's ${field === 'clientKey' ? 'key (client id)' : 'secret'}.`);
    }
  }
  if (clientSecret !== undefined && clientSecret.length < MIN_SECRET_LENGTH) {
    throw new NetworkConfigurationError('invalid-input', `clientSecret is too short (the OAuth client's secret, at least ${MIN_SECRET_LENGTH} characters).`);
  }
  const secrets = secretForms(clientSecret === undefined ? [apiKey] : [apiKey, clientSecret]);
  const safe = (text: string) => redactText(text, secrets);
  let url: URL;
  try {
    url = new URL(`${String(options.upstreamUrl).replace(/\/+$/, '')}/v1/social-networks`);
  } catch {
    throw new NetworkConfigurationError('invalid-input', "upstreamUrl must be the service's absolute base URL.");
  }

  const body: Record<string, string> = { network };
  if (clientKey !== undefined) body.client_key = clientKey;
  if (clientSecret !== undefined) body.client_secret = clientSecret;
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new NetworkConfigurationError(timedOut ? 'timeout' : 'unreachable', timedOut ? `The service did not answer within ${timeoutMs} ms.` : `The service could not be reached at ${url.origin}.`);
  }

  const text = await response.text();
  let envelope: { success?: unknown; data?: unknown; error?: unknown; message?: unknown; details?: Record<string, { _errors?: string[] }> } | undefined;
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || envelope?.success !== true) {
    if (!envelope) throw new NetworkConfigurationError('bad-answer', `The service answered ${response.status} without its JSON envelope.`, response.status);
    const reason = typeof envelope.error === 'string' ? envelope.error : `HTTP ${response.status}`;
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, detail] of Object.entries(envelope.details ?? {})) {
      if (field !== '_errors' && Array.isArray(detail?._errors)) fieldErrors[field] = detail._errors.map(safe);
    }
    throw new NetworkConfigurationError('refused', safe(`The service refused to configure ${network}: ${reason}.`), response.status, fieldErrors);
  }
  const data = typeof envelope.data === 'object' && envelope.data !== null ? (envelope.data as Record<string, unknown>) : {};
  return { ...(scrub(data, secrets).value as Record<string, unknown>), network };
}

import { OPERATIONS, type OperationId, type OperationPaths } from '../client/operations.js';
import type { ProxyLogEvent } from './log.js';
import { MIN_SECRET_LENGTH } from './redact.js';
import { isOperationId } from './routes.js';

export type Awaitable<T> = T | Promise<T>;

/** Where a proxy keeps its policy for `toNodeHandler` (not enumerable, not public). */
export const POLICY = Symbol('socialkit.proxyPolicy');

/** A handler on the Web Fetch API: Next.js route handlers, Hono, Remix, Bun, Deno, Workers. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** The proxy's handler; `basePath` tells `toNodeHandler` which requests are its own. */
export interface SocialProxyHandler extends FetchHandler {
  readonly basePath: string;
}

export interface SocialProxyOptions {
  /**
   * The service's secret API key, at least 16 characters. Server-side only: it is sent to
   * `upstreamUrl` and nowhere else.
   */
  apiKey: string;
  /** The service's base URL, e.g. `https://api.service.example`; paths go under it. */
  upstreamUrl: string | URL;
  /** Where the proxy is mounted, e.g. `/api/social` (the full path, also under Express's `app.use`). */
  basePath?: string;
  /**
   * The tenant of the signed-in user, from the app's own session. When given, every tenant the
   * browser sends is replaced by this one, and nullish refuses the tenant's operations (403).
   * Must not read the request's body. Under `toNodeHandler`, a `resolveTenant` given to the
   * adapter (on Node's request) is used instead of this one.
   */
  resolveTenant?: (request: Request) => Awaitable<string | null | undefined>;
  /**
   * Whether the request may go through: false (or a throw) answers 401; a Response is sent as it
   * is (a redirect, a 403 of the app's own). Must not read the request's body. Under
   * `toNodeHandler`, an `authorize` given to the adapter (on Node's request) is used instead of this one.
   */
  authorize?: (request: Request) => Awaitable<boolean | Response>;
  /** The operations to forward; all of the client's by default. */
  operations?: readonly OperationId[];
  /** The same path overrides as the client's `paths`, e.g. `{ disconnectAccount: '/v1/accounts/{accountId}' }`. */
  paths?: OperationPaths;
  /** The fetch that reaches the service; the global one by default. */
  fetch?: typeof fetch;
  /**
   * How long one request may take, from its arrival to the service's last answer (default 20 s,
   * under the client's 30 s, so the browser reads the proxy's 504 rather than its own timeout).
   */
  timeoutMs?: number;
  /** The largest request body accepted, counted as it streams in (default 64 KiB); 413 past it. */
  maxBodyBytes?: number;
  /** How deep a request body's JSON may nest (default 16; the library's bodies nest 3 deep); 400 past it. */
  maxJsonDepth?: number;
  /** How many object members and array items a request body may hold in all (default 1,000); 400 past it. */
  maxJsonMembers?: number;
  /**
   * The largest answer taken from the service, counted on its decoded bytes as they stream in
   * (default 1 MiB; a page of 100 accounts is about 50 KB); past it the proxy stops reading and answers 502.
   */
  maxResponseBytes?: number;
  /**
   * Origins of other sites whose pages may call the proxy (a dashboard on another domain), e.g.
   * `['https://app.example.com']`. Every other cross-site request is refused (403).
   */
  allowedOrigins?: readonly string[];
  /**
   * Refuse requests that carry no `Sec-Fetch-Site` (default false). Every current browser sends
   * it; requests without it come from servers (a prefetch, a test, curl) or browsers older than
   * 2023, and a state-changing one must still say JSON, which a cross-site page cannot without
   * a preflight.
   */
  requireFetchMetadata?: boolean;
  /** One structured, secret-free event per request. A throwing logger is ignored. */
  onLog?: (event: ProxyLogEvent) => void;
}

export interface ResolvedProxyOptions {
  apiKey: string;
  /** origin + path without a trailing slash; paths are appended to it as strings. */
  upstream: string;
  upstreamOrigin: string;
  basePath: string;
  resolveTenant: SocialProxyOptions['resolveTenant'];
  authorize: SocialProxyOptions['authorize'];
  operations: readonly OperationId[];
  paths: OperationPaths;
  fetch: typeof fetch | undefined;
  timeoutMs: number;
  maxBodyBytes: number;
  maxJsonDepth: number;
  maxJsonMembers: number;
  maxResponseBytes: number;
  allowedOrigins: ReadonlySet<string>;
  requireFetchMetadata: boolean;
  onLog: SocialProxyOptions['onLog'];
}

/** Printable ASCII without spaces: what an HTTP header value can carry as is. */
const HEADER_TOKEN = /^[\x21-\x7e]+$/;
const BASE_PATH = /^(\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*$/;

const misuse = (message: string) => new TypeError(`createSocialProxy: ${message}`);

function optionalFunction<T>(name: string, value: T): T {
  if (value !== undefined && typeof value !== 'function') throw misuse(`${name} must be a function.`);
  return value;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw misuse(`${name} must be a positive number.`);
  return value;
}

/**
 * Checks everything at creation, so a missing environment variable fails the app's start-up rather
 * than every request. Messages never repeat the values: one of them is the key.
 */
export function resolveOptions(options: SocialProxyOptions): ResolvedProxyOptions {
  if (typeof options !== 'object' || options === null) throw misuse('pass an options object.');
  const { apiKey } = options;
  if (typeof apiKey !== 'string' || apiKey === '') throw misuse('apiKey is required (the service API key, from a server-side secret).');
  if (!HEADER_TOKEN.test(apiKey)) throw misuse('apiKey must not contain spaces or control characters.');
  // Answers are searched for the key in several encodings: a short one would match ordinary text.
  if (apiKey.length < MIN_SECRET_LENGTH) throw misuse(`apiKey is too short (a service API key, at least ${MIN_SECRET_LENGTH} characters).`);

  let upstream: URL;
  try {
    upstream = new URL(options.upstreamUrl);
  } catch {
    throw misuse("upstreamUrl is required: the service's absolute base URL.");
  }
  if (upstream.protocol !== 'https:' && upstream.protocol !== 'http:') throw misuse('upstreamUrl must be an http(s) URL.');
  if (upstream.username || upstream.password || upstream.search || upstream.hash) {
    throw misuse('upstreamUrl must not carry credentials, a query or a fragment.');
  }

  if (options.basePath !== undefined && typeof options.basePath !== 'string') throw misuse('basePath must be a string.');
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  if (!BASE_PATH.test(basePath) || /\/\.\.?(\/|$)/.test(basePath)) throw misuse("basePath must be a plain path such as '/api/social'.");

  const operations = options.operations ?? (Object.keys(OPERATIONS) as OperationId[]);
  if (!Array.isArray(operations) || !operations.every(isOperationId)) {
    throw misuse(`operations must list operation ids from OPERATIONS (${Object.keys(OPERATIONS).join(', ')}).`);
  }
  for (const key of Object.keys(options.paths ?? {})) if (!isOperationId(key)) throw misuse(`paths.${key} is not an operation.`);

  const allowedOrigins = options.allowedOrigins ?? [];
  if (!Array.isArray(allowedOrigins)) throw misuse('allowedOrigins must be an array of origins.');
  for (const origin of allowedOrigins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(String(origin));
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin) throw misuse(`allowedOrigins takes origins such as 'https://app.example.com', without a path; got ${JSON.stringify(origin)}.`);
  }

  return {
    apiKey,
    upstream: upstream.origin + upstream.pathname.replace(/\/+$/, ''),
    upstreamOrigin: upstream.origin,
    basePath,
    resolveTenant: optionalFunction('resolveTenant', options.resolveTenant),
    authorize: optionalFunction('authorize', options.authorize),
    operations: [...new Set(operations)],
    paths: options.paths ?? {},
    fetch: optionalFunction('fetch', options.fetch),
    timeoutMs: positive('timeoutMs', options.timeoutMs, 20_000),
    maxBodyBytes: positive('maxBodyBytes', options.maxBodyBytes, 64 * 1024),
    maxJsonDepth: positive('maxJsonDepth', options.maxJsonDepth, 16),
    maxJsonMembers: positive('maxJsonMembers', options.maxJsonMembers, 1000),
    maxResponseBytes: positive('maxResponseBytes', options.maxResponseBytes, 1024 * 1024),
    allowedOrigins: new Set(allowedOrigins),
    requireFetchMetadata: options.requireFetchMetadata === true,
    onLog: optionalFunction('onLog', options.onLog),
  };
}

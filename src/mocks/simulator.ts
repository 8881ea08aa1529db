import { authorizeFlow } from './consent.js';
import type { RouteContext } from './context.js';
import { Store, createDb } from './db.js';
import { fail, s3Error } from './envelope.js';
import { FaultRegistry, playFault } from './faults.js';
import { resolveOptions, type ResolvedOptions } from './options.js';
import { avatarSvg } from './networks.js';
import { matchPath, matchRoute, type Route } from './routes.js';
import { preflight, storagePut, withCors } from './storage.js';
import type { LoggedRequest, SimulatedOperation, SimulatedServiceCore, SimulatedServiceOptions } from './types.js';
import { parseBody, type Body } from './validate.js';

// Secrets never reach the request log: app passwords, and the OAuth client secrets of network configuration.
const REDACTED_KEYS = new Set(['appPassword', 'app_password', 'client_secret', 'clientSecret']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, REDACTED_KEYS.has(key) ? '[redacted]' : redact(item)]));
}

function loggedBody(body: Body): unknown {
  if (body.kind === 'empty') return null;
  return body.kind === 'json' ? redact(body.value) : body.text;
}

function hasApiKey(request: Request, apiKey: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] === apiKey;
}

/**
 * Every answer says the service's time, as an HTTP server does: clients time a session's expiry by
 * it rather than by a browser clock that may be off. `now` skews it, to simulate such a browser.
 */
function withDate(response: Response, now: number): Response {
  // A dropped connection (Response.error()) has no headers to add to, and a fault may set its own.
  if (response.type !== 'error' && !response.headers.has('Date')) response.headers.set('Date', new Date(now).toUTCString());
  return response;
}

/** The simulated networks' pictures (`avatarUrl`), served from storage as a CDN would. */
const AVATAR = { path: '/avatars/:network/:name' };
const STORAGE_PUT: Route = { method: 'PUT', path: '/:id/:name', operation: 'storagePut', public: true, run: storagePut };

/** The service without MSW: `handle` answers Web Fetch requests, so any server can mount it. */
export function createSimulator(input: SimulatedServiceOptions = {}): { core: SimulatedServiceCore; options: ResolvedOptions } {
  const options = resolveOptions(input);
  const store = new Store(options);
  const faults = new FaultRegistry();
  const requests: LoggedRequest[] = [];

  const log = (request: Request, operation: SimulatedOperation | null, body: unknown) => {
    requests.push({ operation, method: request.method, url: request.url, body });
  };

  async function run(request: Request, url: URL, route: Route, params: Record<string, string>, body: Body): Promise<Response> {
    const fault = faults.take(route.operation);
    if (fault) {
      const response = await playFault(fault, route.operation, request.signal, options.now);
      if (response) return response;
    }
    if (!route.public && options.apiKey !== undefined && !hasApiKey(request, options.apiKey)) {
      return fail(401, 'Invalid or missing API key');
    }
    const context: RouteContext = { request, url, params, body, options, store };
    try {
      return await route.run(context);
    } catch (error) {
      if (request.signal.aborted) throw error;
      return fail(500, 'Internal server error', { message: error instanceof Error ? error.message : String(error) });
    }
  }

  async function handleStorage(request: Request, url: URL, path: string): Promise<Response> {
    const method = request.method.toUpperCase();
    const params = matchPath(STORAGE_PUT.path, path);
    if (method === 'OPTIONS') {
      log(request, null, null);
      return preflight(request);
    }
    const avatar = method === 'GET' ? matchPath(AVATAR.path, path) : null;
    if (avatar) {
      log(request, null, null);
      return new Response(avatarSvg((avatar.name ?? '').replace(/\.svg$/, '')), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
    }
    if (method !== 'PUT' || !params) {
      log(request, null, null);
      return withCors(s3Error(method === 'PUT' ? 400 : 405, method === 'PUT' ? 'InvalidRequest' : 'MethodNotAllowed', 'The specified method is not allowed against this resource.'), request);
    }
    // The body is the file: left unread here, the route counts its bytes.
    log(request, 'storagePut', null);
    return withCors(await run(request, url, STORAGE_PUT, params, { kind: 'empty' }), request);
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const storagePath = options.storage.rest(url);
    if (storagePath !== null) return handleStorage(request, url, storagePath);

    const path = options.api.rest(url);
    const match = path === null ? null : matchRoute(request.method, path);
    const method = request.method.toUpperCase();
    const body = parseBody(method === 'GET' || method === 'HEAD' ? '' : await request.text());
    log(request, match?.route.operation ?? null, loggedBody(body));
    if (!match) return withDate(fail(404, 'Not found'), options.now());
    return withDate(await run(request, url, match.route, match.params, body), options.now());
  }

  const core: SimulatedServiceCore = {
    handle,
    authorize: (state, answer) => authorizeFlow(store, options, state, answer),
    matches: (candidate) => {
      const url = new URL(candidate, 'http://localhost');
      return options.api.rest(url) !== null || options.storage.rest(url) !== null;
    },
    faults,
    requests,
    db: createDb(store, options),
    reset() {
      store.reset();
      faults.clear();
      requests.length = 0;
    },
  };
  return { core, options };
}

import { SERVICE_CREDENTIALS_REFUSED } from '../client/serviceTexts.js';
import type { OperationId } from '../client/operations.js';
import { readJsonBody } from './body.js';
import { failure } from './envelope.js';
import { passedBackHeaders, upstreamHeaders } from './headers.js';
import { emit, loggedPath, type ProxyLogEvent, type ProxyLogReason } from './log.js';
import { isCleanTarget, rawTargets, splitPath, underBase } from './normalize.js';
import { resolveOptions, type SocialProxyHandler, type SocialProxyOptions } from './options.js';
import { collectSecrets, rawJsonHoldsSecret, redactText, scrub, secretForms } from './redact.js';
import { compileRoutes, expandRoute, matchRoute, type Route, type RouteMatch } from './routes.js';
import { TENANT_ID, TENANT_SCOPED, checkOwnership, forceBodyTenant } from './tenant.js';
import { UPSTREAM_TIMEOUT, callUpstream, type UpstreamResult } from './upstream.js';

/** Authenticated by the session token in their path (docs/service/interface.md, "Authentication"): the API key is not sent. */
const TOKEN_AUTHENTICATED: ReadonlySet<OperationId> = new Set(['pendingSession', 'finalize']);
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE']);

type Fault = Extract<UpstreamResult, { kind: 'fault' }>;
/** `timeoutMs` ran out before the service was asked: the host's hooks took it, not the service. */
const OUT_OF_TIME: Fault = { kind: 'fault', status: 504, error: 'The request could not be completed in time.', reason: 'proxy_timeout' };
const SERVICE_OUT_OF_TIME: Fault = { kind: 'fault', status: 504, error: UPSTREAM_TIMEOUT, reason: 'upstream_timeout' };
const CANCELLED: Fault = { kind: 'fault', status: 499, error: 'The request was cancelled.', reason: 'client_closed' };

const LATE = Symbol('late');

/**
 * The hook's answer, or LATE once `ms` have passed: a host's hook that hangs must not hold the
 * request. A hook that answers at once (most do: a cookie read) is taken as it is, with no timer.
 */
async function inTime<T>(run: () => T | PromiseLike<T>, ms: number): Promise<T | typeof LATE> {
  const answer = run();
  if (!isThenable(answer)) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms), LATE);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

const isThenable = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

/** What one request did, for its log event. */
interface Trace {
  segments: string[] | 'invalid' | 'outside';
  match: RouteMatch | null;
  event: ProxyLogEvent['event'];
  reason: ProxyLogReason | undefined;
  upstreamRequests: number;
}

function levelOf(trace: Trace, status: number): ProxyLogEvent['level'] {
  if (trace.event === 'failed') return trace.reason === 'client_closed' ? 'info' : 'error';
  if (trace.event === 'rejected') return 'warn';
  return status >= 500 ? 'warn' : 'info';
}

/**
 * The backend proxy: the browser's requests to `basePath` go to the service with the API key, but
 * only the library's operations, only with the tenant the host's session decides, and only with
 * what each operation needs. Everything the proxy refuses is answered in the service's envelope.
 */
export function createSocialProxy(options: SocialProxyOptions): SocialProxyHandler {
  const config = resolveOptions(options);
  const keyForms = secretForms([config.apiKey]);
  const routes = compileRoutes(config.operations, config.paths);
  // The disconnect check lists accounts even when the browser may not.
  const [listRoute] = compileRoutes(['listAccounts'], config.paths) as [Route];

  async function handle(request: Request, trace: Trace, started: number): Promise<Response> {
    const reject = (status: number, error: string, reason: ProxyLogReason) => {
      trace.event = 'rejected';
      trace.reason = reason;
      return failure(status, error);
    };
    const fail = (fault: Pick<Fault, 'status' | 'error' | 'reason'>) => {
      trace.event = 'failed';
      trace.reason = fault.reason;
      return failure(fault.status, fault.error);
    };
    // One budget for the whole request, from its arrival: the body's arrival and every call to the
    // service draw on it.
    const deadline = started + config.timeoutMs;
    const timeLeft = () => deadline - Date.now();

    // 1. The path: refused when odd, then matched against the allowlist by method and pattern.
    const raw = rawTargets.get(request);
    if (raw !== undefined && !isCleanTarget(raw)) return reject(400, 'Invalid path', 'invalid_path');
    const url = new URL(request.url);
    const rest = underBase(url.pathname, config.basePath);
    if (rest === null) {
      trace.segments = 'outside';
      return reject(404, 'Not found', 'not_allowed');
    }
    const segments = splitPath(rest);
    if (!segments) return reject(400, 'Invalid path', 'invalid_path');
    trace.segments = segments;
    const match = (trace.match = matchRoute(routes, request.method, segments));
    if (!match) return reject(404, 'Not found', 'not_allowed');
    const { route, params } = match;

    // 2. From which page: another site's is refused, as the Fetch Metadata resource-isolation
    // policy does (the browser says where a request comes from, and a page cannot change it).
    const site = request.headers.get('sec-fetch-site');
    const sameSite = site === 'same-origin' || site === 'same-site' || site === 'none';
    if (site === null ? config.requireFetchMetadata : !sameSite && !config.allowedOrigins.has(request.headers.get('origin') ?? '')) {
      return reject(403, 'Requests from other sites are not allowed.', 'cross_site');
    }

    // 3. Who is asking, then for which tenant.
    if (config.authorize) {
      const authorize = config.authorize;
      let verdict: boolean | Response | typeof LATE;
      try {
        verdict = await inTime(() => authorize(request), timeLeft());
      } catch {
        return reject(401, 'Unauthorized', 'authorize_failed');
      }
      if (verdict === LATE) return fail(OUT_OF_TIME);
      if (verdict instanceof Response) {
        trace.reason = 'unauthorized';
        return verdict;
      }
      // Only `true`: an async check that forgot its `return` must not let everyone in.
      if (verdict !== true) return reject(401, 'Unauthorized', 'unauthorized');
    }
    let tenant: string | undefined;
    if (config.resolveTenant && TENANT_SCOPED.has(route.operation)) {
      const resolveTenant = config.resolveTenant;
      let value: unknown;
      try {
        value = await inTime(() => resolveTenant(request), timeLeft());
      } catch {
        return reject(500, 'Internal server error', 'tenant_failed');
      }
      if (value === LATE) return fail(OUT_OF_TIME);
      // No tenant must never mean "all tenants": the service's list without a filter is the whole organization.
      if (value === null || value === undefined || value === '') return reject(403, 'No tenant for this user.', 'no_tenant');
      if (typeof value !== 'string' || !TENANT_ID.test(value)) return reject(500, 'Internal server error', 'tenant_failed');
      tenant = value;
    }

    // 4. The body: JSON, bounded, with the tenant forced in.
    let body: string | undefined;
    const requestSecrets: unknown[] = [params.sessionToken];
    if (!WITHOUT_BODY.has(request.method)) {
      // Spent already (slow hooks): not the client's fault, and reading would only blame it.
      if (timeLeft() <= 0) return fail(OUT_OF_TIME);
      const limits = { maxBytes: config.maxBodyBytes, maxDepth: config.maxJsonDepth, maxMembers: config.maxJsonMembers };
      const read = await readJsonBody(request, limits, timeLeft());
      if (!read.ok) return reject(read.status, read.error, read.reason);
      const value = tenant === undefined ? read.value : forceBodyTenant(route.operation, read.value, tenant);
      if (value === null) return reject(400, 'Invalid payload', 'invalid_json');
      // A body the proxy leaves alone goes as it came, byte for byte (integers past 2^53 intact);
      // one it changed is written from the value it checked.
      if (value !== undefined) body = value === read.value ? read.text : JSON.stringify(value);
      if (typeof value === 'object' && value !== null) requestSecrets.push((value as { appPassword?: unknown }).appPassword);
    }
    const secrets = collectSecrets(keyForms, requestSecrets);

    const call = async (target: Route, query: URLSearchParams, payload: string | undefined): Promise<UpstreamResult> => {
      const search = query.toString();
      const href = `${config.upstream}${expandRoute(target, params)}${search ? `?${search}` : ''}`;
      // Cannot fail: literals are checked and params encoded. Kept so a future edit cannot make it so.
      if (new URL(href).origin !== config.upstreamOrigin) throw new Error('upstream origin changed');
      // A call with no time left would be aborted before a byte left: never made, never counted.
      const timeoutMs = timeLeft();
      if (timeoutMs <= 0) return trace.upstreamRequests > 0 ? SERVICE_OUT_OF_TIME : OUT_OF_TIME;
      if (request.signal.aborted) return CANCELLED;
      trace.upstreamRequests += 1;
      return callUpstream({
        fetch: config.fetch ?? globalThis.fetch,
        url: href,
        method: target.method,
        headers: upstreamHeaders(request, { apiKey: TOKEN_AUTHENTICATED.has(target.operation) ? null : config.apiKey, json: payload !== undefined }),
        body: payload,
        timeoutMs,
        maxBytes: config.maxResponseBytes,
        signal: request.signal,
      });
    };

    const answer = (result: UpstreamResult): Response => {
      if (result.kind === 'fault') return fail(result);
      if (result.status === 401 && result.body?.error === SERVICE_CREDENTIALS_REFUSED) {
        // The proxy's configuration (a revoked key, a wrong environment), not the user's session:
        // passed on, a 401 would tell every user to sign in again, which cannot fix it. A fixed
        // text, so nothing the service said about the key travels. On the pending routes too: the
        // key is not sent there, and a service that wants it there is misconfigured just the same.
        return fail({ status: 502, error: 'The social service refused the proxy\'s credentials.', reason: 'api_key_refused' });
      }
      trace.event = 'forwarded';
      const headers = passedBackHeaders(result.headers, (text) => redactText(text, secrets));
      headers.set('Cache-Control', 'no-store');
      if (result.body === null) return new Response(null, { status: result.status, headers });
      headers.set('Content-Type', 'application/json; charset=utf-8');
      // The service's bytes as sent (large integers, key order), unless a secret had to go: then the
      // value that was checked, serialized anew. The raw text is searched as well, for a secret in
      // a member the parser dropped (a duplicate) or spelled with escapes.
      // A parsed string holds a secret only if the text does, as written or through escapes: a
      // clean text is sent untouched, without walking its value.
      if (!rawJsonHoldsSecret(result.text, secrets)) return new Response(result.text, { status: result.status, headers });
      return new Response(JSON.stringify(scrub(result.body, secrets).value), { status: result.status, headers });
    };

    // 5. A disconnect only for an account of the resolved tenant.
    if (route.operation === 'disconnectAccount' && tenant !== undefined) {
      const check = await checkOwnership(params.accountId ?? '', tenant, (query) => call(listRoute, query, undefined));
      if (check.owned === null) return answer(check.answer);
      if (!check.owned) return reject(404, 'Account not found', 'not_in_tenant');
    }

    // 6. Forward, with the query rebuilt from the operation's own parameters.
    const query = new URLSearchParams();
    for (const name of route.query) {
      const value = name === 'tenantId' && tenant !== undefined ? tenant : url.searchParams.get(name);
      if (value !== null && value !== '') query.set(name, value);
    }
    return answer(await call(route, query, body));
  }

  async function socialProxy(request: Request): Promise<Response> {
    const started = Date.now();
    const trace: Trace = { segments: 'invalid', match: null, event: 'rejected', reason: undefined, upstreamRequests: 0 };
    let response: Response;
    try {
      response = await handle(request, trace, started);
    } catch {
      // Whatever it was, its message may quote a header or a body: only the fixed text goes out.
      trace.event = 'failed';
      trace.reason = 'internal_error';
      response = failure(500, 'Internal server error');
    }
    emit(config.onLog, {
      level: levelOf(trace, response.status),
      event: trace.event,
      method: request.method,
      path: loggedPath(trace.match, trace.segments),
      ...(trace.match ? { operation: trace.match.route.operation } : {}),
      status: response.status,
      durationMs: Date.now() - started,
      ...(trace.reason ? { reason: trace.reason } : {}),
      upstreamRequests: trace.upstreamRequests,
    });
    return response;
  }

  return Object.defineProperty(socialProxy, 'basePath', { value: config.basePath, enumerable: true }) as SocialProxyHandler;
}

import { SERVICE_CREDENTIALS_REFUSED } from '../client/serviceTexts.js';
import type { OperationId } from '../client/operations.js';
import type { BodyLimits } from './body.js';
import { answerOf, failed, type Answer } from './envelope.js';
import { passedBackHeaders, upstreamHeaders } from './headers.js';
import { webInbound, type Inbound } from './inbound.js';
import { LATE, inTime, isThenable } from './inTime.js';
import { emit, type ProxyLogReason } from './log.js';
import { pathPart, segmentsUnder, splitPath, targetSegments, underBase } from './normalize.js';
import { POLICY, resolveOptions, type Awaitable, type SocialProxyHandler, type SocialProxyOptions } from './options.js';
import { collectSecrets, rawJsonHoldsSecret, redactText, scrub, secretForms } from './redact.js';
import { compileRoutes, expandRoute, matchRoute, type Route } from './routes.js';
import { TENANT_ID, TENANT_SCOPED, checkOwnership, forceBodyTenant } from './tenant.js';
import { logEvent, type Trace } from './trace.js';
import { UPSTREAM_TIMEOUT, fetchUpstream, withValue, type Upstream, type UpstreamFault, type UpstreamResult } from './upstream.js';

/** Authenticated by the session token in their path (docs/service/interface.md, "Authentication"): the API key is not sent. */
const TOKEN_AUTHENTICATED: ReadonlySet<OperationId> = new Set(['pendingSession', 'finalize']);
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE']);

/** `timeoutMs` ran out before the service was asked: the host's hooks took it, not the service. */
const OUT_OF_TIME: UpstreamFault = { kind: 'fault', status: 504, error: 'The request could not be completed in time.', reason: 'proxy_timeout' };
const SERVICE_OUT_OF_TIME: UpstreamFault = { kind: 'fault', status: 504, error: UPSTREAM_TIMEOUT, reason: 'upstream_timeout' };
const SECRET_WITHHELD: UpstreamFault = { kind: 'fault', status: 502, error: 'The social service\'s answer could not be passed on safely.', reason: 'upstream_secret' };
const CANCELLED: UpstreamFault = { kind: 'fault', status: 499, error: 'The request was cancelled.', reason: 'client_closed' };

/**
 * Hooks an adapter was given: each one given is called instead of the proxy's hook of the same
 * name, with the transport's own request (`Inbound.native`), so no Request is made for it. Typed
 * for any request (`never`): each adapter types its own.
 */
export interface AdapterHooks {
  authorize?: ((request: never) => Awaitable<boolean | Response>) | undefined;
  resolveTenant?: ((request: never) => Awaitable<string | null | undefined>) | undefined;
}

/** What `toNodeHandler` finds on a proxy: the policy alone, to run over Node's own request and response. */
export interface ProxyPolicy {
  /** An app's own `fetch` option: the Node transport then keeps to it for the service. */
  readonly fetch: typeof fetch | undefined;
  run(inbound: Inbound, upstream: Upstream | undefined, hooks?: AdapterHooks): Promise<Answer | Response>;
  /** The proxy on the Fetch API, with an adapter's hooks given `native`: `toNodeHandler` before Node 20.16. */
  respond(request: Request, native: unknown, hooks?: AdapterHooks): Promise<Response>;
}


/**
 * The backend proxy: the browser's requests to `basePath` go to the service with the API key, but
 * only the library's operations, only with the tenant the host's session decides, and only with
 * what each operation needs. Everything the proxy refuses is answered in the service's envelope.
 *
 * The policy below is written once, over `Inbound` and `Upstream`; the handler returned runs it on
 * the Fetch API, and `toNodeHandler` runs the same policy on `node:http` (see node.ts).
 */
export function createSocialProxy(options: SocialProxyOptions): SocialProxyHandler {
  const config = resolveOptions(options);
  const keyForms = secretForms([config.apiKey]);
  const routes = compileRoutes(config.operations, config.paths);
  // The disconnect check lists accounts even when the browser may not.
  const [listRoute] = compileRoutes(['listAccounts'], config.paths) as [Route];
  const bodyLimits: BodyLimits = { maxBytes: config.maxBodyBytes, maxDepth: config.maxJsonDepth, maxMembers: config.maxJsonMembers };
  // The service's base path: calls name the origin apart, so no path can take the key elsewhere.
  const upstreamPath = config.upstream.slice(config.upstreamOrigin.length);
  const baseDepth = config.basePath === '' ? 0 : config.basePath.split('/').length - 1;
  let viaFetch: Upstream | undefined;

  async function handle(request: Inbound, upstream: Upstream, hooks: AdapterHooks | undefined, trace: Trace, started: number): Promise<Answer | Response> {
    const reject = (status: number, error: string, reason: ProxyLogReason) => {
      trace.event = 'rejected';
      trace.reason = reason;
      return failed(status, error);
    };
    const fail = (fault: Pick<UpstreamFault, 'status' | 'error' | 'reason'>) => {
      trace.event = 'failed';
      trace.reason = fault.reason;
      return failed(fault.status, fault.error);
    };
    // One budget for the whole request, from its arrival: the body's arrival and every call to the
    // service draw on it.
    const deadline = started + config.timeoutMs;
    const timeLeft = () => deadline - Date.now();

    // 1. The path: refused when odd, then matched against the allowlist by method and pattern.
    const raw = request.rawTarget;
    const rawSegments = raw === undefined ? undefined : targetSegments(raw);
    if (rawSegments === null) return reject(400, 'Invalid path', 'invalid_path');
    const rest = underBase(request.pathname, config.basePath);
    if (rest === null) {
      trace.segments = 'outside';
      return reject(404, 'Not found', 'not_allowed');
    }
    // Node's path is the raw target's: its segments were just checked, and are not split twice.
    const segments = rawSegments !== undefined && pathPart(raw as string) === request.pathname ? segmentsUnder(rawSegments, baseDepth) : splitPath(rest);
    if (!segments) return reject(400, 'Invalid path', 'invalid_path');
    trace.segments = segments;
    const match = (trace.match = matchRoute(routes, request.method, segments));
    if (!match) return reject(404, 'Not found', 'not_allowed');
    const { route, params } = match;

    // 2. From which page: another site's is refused, as the Fetch Metadata resource-isolation
    // policy does (the browser says where a request comes from, and a page cannot change it).
    const site = request.header('sec-fetch-site');
    const sameSite = site === 'same-origin' || site === 'same-site' || site === 'none';
    if (site === null ? config.requireFetchMetadata : !sameSite && !config.allowedOrigins.has(request.header('origin') ?? '')) {
      return reject(403, 'Requests from other sites are not allowed.', 'cross_site');
    }

    // 3. Who is asking, then for which tenant. An adapter's hook wins over the proxy's of the same
    // name and takes the transport's own request; the proxy's takes a Request, made once, on first
    // use, and let go of after the hooks: kept through the call to the service, it would outlive
    // the young generation and cost a full collection to reclaim.
    let forHooks: Request | undefined;
    const hookRequest = () => (forHooks ??= request.hookRequest());
    const authorize = hooks?.authorize;
    const resolveTenant = hooks?.resolveTenant;
    if (authorize || config.authorize) {
      let verdict: boolean | Response | PromiseLike<boolean | Response> | typeof LATE;
      try {
        verdict = authorize ? authorize(request.native as never) : config.authorize!(hookRequest());
        if (isThenable(verdict)) verdict = await inTime(verdict, timeLeft());
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
    if ((resolveTenant || config.resolveTenant) && TENANT_SCOPED.has(route.operation)) {
      let value: unknown;
      try {
        value = resolveTenant ? resolveTenant(request.native as never) : config.resolveTenant!(hookRequest());
        if (isThenable(value)) value = await inTime(value, timeLeft());
      } catch {
        return reject(500, 'Internal server error', 'tenant_failed');
      }
      if (value === LATE) return fail(OUT_OF_TIME);
      // No tenant must never mean "all tenants": the service's list without a filter is the whole organization.
      if (value === null || value === undefined || value === '') return reject(403, 'No tenant for this user.', 'no_tenant');
      if (typeof value !== 'string' || !TENANT_ID.test(value)) return reject(500, 'Internal server error', 'tenant_failed');
      tenant = value;
    }
    forHooks = undefined;

    // 4. The body: JSON, bounded, with the tenant forced in.
    let body: string | undefined;
    const requestSecrets: unknown[] = [params.sessionToken];
    if (!WITHOUT_BODY.has(request.method)) {
      // Spent already (slow hooks): not the client's fault, and reading would only blame it.
      if (timeLeft() <= 0) return fail(OUT_OF_TIME);
      const reading = request.readBody(bodyLimits, timeLeft());
      const read = isThenable(reading) ? await reading : reading;
      if (!read.ok) return reject(read.status, read.error, read.reason);
      const value = tenant === undefined ? read.value : forceBodyTenant(route.operation, read.value, tenant);
      if (value === null) return reject(400, 'Invalid payload', 'invalid_json');
      // A body the proxy leaves alone goes as it came, byte for byte (integers past 2^53 intact);
      // one it changed is written from the value it checked.
      if (value !== undefined) body = value === read.value ? read.text : JSON.stringify(value);
      if (typeof value === 'object' && value !== null) requestSecrets.push((value as { appPassword?: unknown }).appPassword);
    }
    const secrets = collectSecrets(keyForms, requestSecrets);

    // Not async: the call's own promise is returned as it is, one microtask fewer per request.
    const call = (target: Route, query: URLSearchParams, payload: string | undefined): UpstreamResult | Promise<UpstreamResult> => {
      const search = query.toString();
      const path = `${upstreamPath}${expandRoute(target, params)}${search ? `?${search}` : ''}`;
      // The origin goes apart, and what follows an origin from its first `/` on is path, query
      // and fragment: no path can name another host. Cannot fail (every route's path starts with
      // a literal `/`); kept so a future edit cannot make it so.
      if (path.charCodeAt(0) !== 0x2f) throw new Error('upstream path is not a path');
      // A call with no time left would be aborted before a byte left: never made, never counted.
      const timeoutMs = timeLeft();
      if (timeoutMs <= 0) return trace.upstreamRequests > 0 ? SERVICE_OUT_OF_TIME : OUT_OF_TIME;
      if (request.cancel.aborted) return CANCELLED;
      trace.upstreamRequests += 1;
      return upstream({
        origin: config.upstreamOrigin,
        path,
        method: target.method,
        headers: upstreamHeaders(request, { apiKey: TOKEN_AUTHENTICATED.has(target.operation) ? null : config.apiKey, json: payload !== undefined }),
        body: payload,
        timeoutMs,
        maxBytes: config.maxResponseBytes,
        cancel: request.cancel,
      });
    };

    const answer = (result: UpstreamResult): Answer => {
      if (result.kind === 'fault') return fail(result);
      // Only a success answer is ever taken by its shape: a 401 is parsed.
      if (result.kind === 'envelope' && result.status === 401 && result.body?.error === SERVICE_CREDENTIALS_REFUSED) {
        // The proxy's configuration (a revoked key, a wrong environment), not the user's session:
        // passed on, a 401 would tell every user to sign in again, which cannot fix it. A fixed
        // text, so nothing the service said about the key travels. On the pending routes too: the
        // key is not sent there, and a service that wants it there is misconfigured just the same.
        return fail({ status: 502, error: 'The social service refused the proxy\'s credentials.', reason: 'api_key_refused' });
      }
      trace.event = 'forwarded';
      const headers = passedBackHeaders(result.headers, (text) => redactText(text, secrets));
      headers['cache-control'] = 'no-store';
      if (result.kind === 'envelope' && result.body === null) return { status: result.status, headers, body: null };
      headers['content-type'] = 'application/json; charset=utf-8';
      // The service's bytes as sent (large integers, key order), unless a secret had to go: then the
      // value that was checked, serialized anew. The raw text is searched as well, for a secret in
      // a member the parser dropped (a duplicate) or spelled with escapes.
      // A parsed string holds a secret only if the text does, as written or through escapes: a
      // clean text is sent untouched, without walking its value.
      if (!rawJsonHoldsSecret(result.text, secrets)) return { status: result.status, headers, body: result.text };
      const checked = withValue(result);
      if (checked.kind === 'fault') return fail(checked);
      const scrubbed = JSON.stringify(scrub(checked.body, secrets).value);
      // A secret across JSON's own syntax (digits written as a number, a key holding `","`) is in
      // no single string to replace: the answer is withheld rather than passed on with it.
      if (rawJsonHoldsSecret(scrubbed, secrets)) return fail(SECRET_WITHHELD);
      return { status: result.status, headers, body: scrubbed };
    };

    // 5. A disconnect only for an account of the resolved tenant.
    if (route.operation === 'disconnectAccount' && tenant !== undefined) {
      const check = await checkOwnership(params.accountId ?? '', tenant, (query) => call(listRoute, query, undefined));
      if (check.owned === null) return answer(check.answer);
      if (!check.owned) return reject(404, 'Account not found', 'not_in_tenant');
    }

    // 6. Forward, with the query rebuilt from the operation's own parameters.
    const query = new URLSearchParams();
    if (route.query.length > 0) {
      const given = request.search === '' ? null : new URLSearchParams(request.search);
      for (const name of route.query) {
        const value = name === 'tenantId' && tenant !== undefined ? tenant : (given?.get(name) ?? null);
        if (value !== null && value !== '') query.set(name, value);
      }
    }
    return answer(await call(route, query, body));
  }

  /**
   * The request through the policy, then its log event. Not async: the policy's promise is chained
   * once rather than awaited in a second async function, a promise and a microtask fewer per request.
   */
  function run(request: Inbound, upstream: Upstream | undefined, hooks?: AdapterHooks): Promise<Answer | Response> {
    const started = Date.now();
    const trace: Trace = { segments: 'invalid', match: null, event: 'rejected', reason: undefined, upstreamRequests: 0 };
    const logged = (response: Answer | Response) => {
      // Without a logger, the event is not even made.
      if (config.onLog) emit(config.onLog, logEvent(request, trace, response, started));
      return response;
    };
    const crashed = () => {
      // Whatever it was, its message may quote a header or a body: only the fixed text goes out.
      trace.event = 'failed';
      trace.reason = 'internal_error';
      return logged(failed(500, 'Internal server error'));
    };
    return handle(request, upstream ?? (viaFetch ??= fetchUpstream(config.fetch ?? globalThis.fetch)), hooks, trace, started).then(logged, crashed);
  }

  async function respond(request: Request, native: unknown, hooks?: AdapterHooks): Promise<Response> {
    const response = await run(webInbound(request, native), undefined, hooks);
    return response instanceof Response ? response : answerOf(response);
  }

  const socialProxy = (request: Request) => respond(request, request);
  const policy: ProxyPolicy = { fetch: config.fetch, run, respond };
  Object.defineProperty(socialProxy, POLICY, { value: policy });
  return Object.defineProperty(socialProxy, 'basePath', { value: config.basePath, enumerable: true }) as SocialProxyHandler;
}

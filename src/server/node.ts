import type { AdapterHooks, ProxyPolicy } from './createSocialProxy.js';
import { failed, failure, type Answer } from './envelope.js';
import { NodeInbound } from './nodeInbound.js';
import { pathOf, toRequest } from './nodeRequest.js';
import type { FrameworkRequest, NodeHandler, NodeHooks, NodeNext, NodeRequest, NodeResponse } from './nodeTypes.js';
import { nodeBuiltins, nodeUpstream } from './nodeUpstream.js';
import { underBase } from './normalize.js';
import { POLICY, type FetchHandler } from './options.js';
import type { Upstream } from './upstream.js';

async function send(response: Response, req: NodeRequest, res: NodeResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  // A body still arriving (a 413, a refusal before reading) must not be parsed as the next request.
  if (!req.complete) res.setHeader('Connection', 'close');
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) {
      await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
    }
    if (res.destroyed) {
      // The browser went away: stop producing the rest.
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
  res.end();
}

function writeAnswer({ status, headers, body }: Answer, req: NodeRequest, res: NodeResponse): void {
  res.statusCode = status;
  for (const name in headers) res.setHeader(name, headers[name] ?? '');
  // A body still arriving (a 413, a refusal before reading) must not be parsed as the next request.
  if (!req.complete) res.setHeader('Connection', 'close');
  // The whole body in one call, as a bare pass-through writes it: Node then sends Content-Length and
  // writes the headers and the body as one string. Written chunked (a write, then the end), the
  // same answer took the chunk framing and a writev of its pieces: about 2 µs more per request.
  res.end(body !== null && req.method !== 'HEAD' ? body : undefined);
}

/** What the adapter does when the handler or writing its answer throws. */
function failIn(error: unknown, req: NodeRequest, res: NodeResponse, next: NodeNext | undefined): void {
  if (next) next(error);
  else if (!res.headersSent) void send(failure(500, 'Internal server error'), req, res).catch(() => res.destroy());
  else res.destroy();
}

/** Methods the Fetch API cannot carry: refused as the Fetch path refuses them, before the policy. */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

const policyOf = (handler: FetchHandler): ProxyPolicy | undefined => (handler as { [POLICY]?: ProxyPolicy })[POLICY];

const misuse = (message: string) => new TypeError(`toNodeHandler: ${message}`);

/**
 * The hooks checked and copied at creation: a later change to the object cannot drop a hook, and
 * a misspelt one fails the app's start-up rather than leaving the tenant unforced.
 */
function hooksOf(options: NodeHooks<never> | undefined, policy: ProxyPolicy | undefined): AdapterHooks | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== 'object' || options === null) throw misuse('pass the hooks as an object: { authorize, resolveTenant }.');
  for (const name in options) if (name !== 'authorize' && name !== 'resolveTenant') throw misuse(`${name} is not a hook: it takes authorize and resolveTenant.`);
  // Read by name, not only listed: a hook on the object's prototype (a class's method) counts too.
  const hooks: AdapterHooks = {};
  for (const name of ['authorize', 'resolveTenant'] as const) {
    const hook: unknown = options[name];
    if (hook !== undefined && typeof hook !== 'function') throw misuse(`${name} must be a function.`);
    hooks[name] = hook as never;
  }
  if (!hooks.authorize && !hooks.resolveTenant) return undefined;
  // Hooks no policy would call: the app would believe its requests checked.
  if (!policy) throw misuse('hooks apply only to a proxy made by createSocialProxy: this handler would never call them.');
  return hooks;
}

/**
 * Adapts a Fetch handler (the proxy) to Node: `http.createServer(toNodeHandler(proxy))`, or
 * `app.use('/api/social', toNodeHandler(proxy))` in Express or Connect. Bodies stream both ways.
 * As middleware, requests outside the proxy's `basePath` go to `next()`; Express's `originalUrl` is
 * read, because Express strips the mount path from `req.url`.
 *
 * `hooks` (a proxy only) are `authorize` and `resolveTenant` on Node's request, e.g.
 * `toNodeHandler<express.Request>(proxy, { resolveTenant: (req) => req.user?.teamId })`: each
 * one given here wins over the proxy's of the same name under this adapter (see `NodeHooks`).
 * `Req` is what the framework hands the handler; it is not checked.
 */
export function toNodeHandler<Req extends NodeRequest = NodeRequest>(
  handler: FetchHandler & { readonly basePath?: string },
  hooks?: NodeHooks<Req>,
): NodeHandler {
  const basePath = handler.basePath ?? '';
  // The proxy's own policy runs on Node's request and response directly, the service reached with
  // node:http (unless the app gave its own fetch); any other Fetch handler goes through Request
  // and Response. Before Node 20.16 (no process.getBuiltinModule), the proxy does too, with the
  // adapter's hooks still given Node's request.
  const policy = policyOf(handler);
  const nodeHooks = hooksOf(hooks, policy);
  const builtins = policy ? nodeBuiltins() : undefined;
  const upstream: Upstream | undefined = builtins && !policy?.fetch ? nodeUpstream(builtins) : undefined;
  return (req: FrameworkRequest, res, next) => {
    const target = typeof req.originalUrl === 'string' ? req.originalUrl : (req.url ?? '/');
    const path = pathOf(target);
    if (next && (path === null || underBase(path, basePath) === null)) {
      next();
      return;
    }
    const fail = (error: unknown) => failIn(error, req, res, next);
    if (policy && builtins) {
      if (FORBIDDEN_METHODS.has(req.method ?? '')) {
        writeAnswer(failed(400, 'Bad request'), req, res);
        return;
      }
      policy
        .run(new NodeInbound(req, res, target, path ?? ''), upstream, nodeHooks)
        .then((answer) => (answer instanceof Response ? send(answer, req, res) : writeAnswer(answer, req, res)))
        .catch(fail);
      return;
    }
    // The browser went away: stop waiting for the service on its behalf.
    const controller = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    let request: Request;
    try {
      request = toRequest(req, target, controller.signal);
    } catch {
      // A method the Fetch API refuses (TRACE, CONNECT) or a request it cannot represent.
      void send(failure(400, 'Bad request'), req, res).catch(() => res.destroy());
      return;
    }
    void (async () => {
      const response = await (policy ? policy.respond(request, req, nodeHooks) : handler(request));
      await send(response, req, res);
    })().catch(fail);
  };
}

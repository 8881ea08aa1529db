import { parseJsonBody, refuseByHeaders, refuseRead, type BodyLimits, type BodyResult } from './body.js';
import type { AdapterHooks, Inbound, ProxyPolicy } from './createSocialProxy.js';
import { failed, failure, type Answer } from './envelope.js';
import { nodeBuiltins, nodeUpstream } from './nodeUpstream.js';
import { pathPart, rawTargets, underBase } from './normalize.js';
import { POLICY, type Awaitable, type FetchHandler } from './options.js';
import type { Cancellation, Upstream } from './upstream.js';

/**
 * The parts of `http.IncomingMessage` the adapter uses. Declared here rather than imported from
 * `node:http`, so the declarations need no @types/node (the library's build has none, and a
 * Workers app importing this entry has none either); an IncomingMessage fits it as it is.
 */
export interface NodeRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  socket: object | null;
  /** The whole message has been received (for a request without a body, at once). */
  readonly complete: boolean;
  readonly readableEnded: boolean;
  /** Bytes of the body received and not read yet. */
  readonly readableLength?: number;
  /** null until something reads the body as it flows (a `data` listener, `resume()`, a pipe). */
  readonly readableFlowing?: boolean | null;
  /** What has arrived of the body and not been read, at once. */
  read?(): Uint8Array | null;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeListener(event: 'data' | 'end' | 'error', listener: (...args: never[]) => void): unknown;
  pause(): unknown;
  resume(): unknown;
}

/** The parts of `http.ServerResponse` the adapter uses. */
export interface NodeResponse {
  statusCode: number;
  readonly headersSent: boolean;
  readonly writableFinished: boolean;
  readonly destroyed: boolean;
  setHeader(name: string, value: string | string[]): unknown;
  write(chunk: Uint8Array | string): boolean;
  end(chunk?: string): unknown;
  destroy(): unknown;
  once(event: 'close' | 'drain', listener: () => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** Connect's and Express's `next`. */
export type NodeNext = (error?: unknown) => void;
/** A `node:http` request listener that also works as Express or Connect middleware. */
export type NodeHandler = (req: NodeRequest, res: NodeResponse, next?: NodeNext) => void;

/**
 * `authorize` and `resolveTenant` for apps on Node, given to `toNodeHandler`: they receive Node's
 * request as the framework hands it (Express's `req`, with `req.session` and `req.user`), and no
 * Fetch `Request` is made for them. Each one given here is used instead of the proxy's hook of the
 * same name under `toNodeHandler`, with the same rules (the proxy's `timeoutMs`, 401 for `false` or
 * a throw, a `Response` sent as it is, 403 for no tenant, the tenant forced); the proxy's own hooks
 * still serve its Fetch handler (`proxy(request)`) and fill in a hook not given here.
 */
export interface NodeHooks<Req extends NodeRequest = NodeRequest> {
  /** Whether the request may go through: only `true` does; `false` or a throw answers 401; a Response is sent as it is. */
  authorize?: ((req: Req) => Awaitable<boolean | Response>) | undefined;
  /** The signed-in user's tenant, forced on every tenant-scoped call; nullish answers 403. */
  resolveTenant?: ((req: Req) => Awaitable<string | null | undefined>) | undefined;
}

/** What Express adds to the request: the URL before a mount path was stripped, and a parsed body. */
type FrameworkRequest = NodeRequest & { originalUrl?: unknown; body?: unknown };

const nodeRequests = new WeakMap<Request, NodeRequest>();

/**
 * The Node request behind a Request made by `toNodeHandler`, so the proxy's `authorize` and
 * `resolveTenant` can read what session middleware put on it (`req.session`, `req.user`). Hooks
 * given to `toNodeHandler` itself (`NodeHooks`) get that request directly, without a Request.
 */
export function nodeRequestOf<T extends NodeRequest = NodeRequest>(request: Request): T | undefined {
  return nodeRequests.get(request) as T | undefined;
}

const HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/** The path of a request target; an absolute-form target's own path, only to decide whose it is. */
function pathOf(target: string): string | null {
  if (target.startsWith('/')) return pathPart(target);
  try {
    return new URL(target).pathname;
  } catch {
    return null;
  }
}

/** The request body as a stream with backpressure; cancelling it stops reading (the rest is never read). */
function bodyStream(req: NodeRequest): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk) => {
        if (!open) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      });
      req.on('end', () => {
        if (open) controller.close();
        open = false;
      });
      req.on('error', (error) => {
        if (open) controller.error(error);
        open = false;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      open = false;
      req.pause();
    },
  }, { highWaterMark: 1 });
}

/** The request's own origin, from its Host when that is a plain host (and port). */
function originOf(req: NodeRequest): string {
  const host = typeof req.headers.host === 'string' && HOST.test(req.headers.host) ? req.headers.host : 'localhost';
  const encrypted = req.socket !== null && 'encrypted' in req.socket && req.socket.encrypted === true;
  return `${encrypted ? 'https' : 'http'}://${host}`;
}

/** Origin + a path that starts with one `/`: the URL's host can only be ours. */
const pathFor = (target: string) => (target.startsWith('/') && !target.startsWith('//') ? target : '/');

/** Node's headers into a Headers object, one by one. */
function appendHeaders(headers: Headers, from: NodeRequest['headers']): void {
  for (const name in from) {
    const value = from[name];
    if (name.charCodeAt(0) === 0x3a || value === undefined) continue; // HTTP/2 pseudo-headers
    try {
      if (typeof value === 'string') headers.append(name, value);
      else for (const item of value) headers.append(name, item);
    } catch {
      // A header undici refuses is one the proxy would not forward anyway.
    }
  }
}

function toRequest(req: FrameworkRequest, target: string, signal: AbortSignal | undefined): Request {
  const origin = originOf(req);
  const headers = new Headers();
  appendHeaders(headers, req.headers);
  const method = req.method ?? 'GET';
  let body: BodyInit | null = null;
  if (method !== 'GET' && method !== 'HEAD') {
    // A body parser that ran first (express.json) has read the stream: its result is the body.
    if (!req.readableEnded) body = bodyStream(req);
    else if (typeof req.body === 'string') body = req.body;
    else if (req.body instanceof Uint8Array) body = new Uint8Array(req.body);
    else if (req.body !== undefined) body = JSON.stringify(req.body);
  }
  // Anything but a plain path is refused by the proxy from the raw target recorded below.
  const path = pathFor(target);
  let url: URL;
  try {
    url = new URL(origin + path);
  } catch {
    url = new URL(`${origin}/`);
  }
  const request = new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
  // The policy reads the raw target from the Request it is handed.
  rawTargets.set(request, target);
  nodeRequests.set(request, req);
  return request;
}

/**
 * The Request `authorize` and `resolveTenant` receive: the browser's method, URL and headers, and
 * no body (they must not read it; the policy reads it off the socket). Made without an init
 * object (only a method other than GET), its headers appended after: undici then skips converting
 * an init dictionary and a header record, a third of what a Request costs it.
 */
function toHookRequest(req: FrameworkRequest, target: string): Request {
  const origin = originOf(req);
  const method = req.method ?? 'GET';
  const init = method === 'GET' ? undefined : { method };
  let request: Request;
  try {
    request = new Request(origin + pathFor(target), init);
  } catch {
    // The proxy refuses such a target itself, from the raw target.
    request = new Request(`${origin}/`, init);
  }
  appendHeaders(request.headers, req.headers);
  nodeRequests.set(request, req);
  return request;
}

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

const headerOf = (req: NodeRequest, name: string): string | null => {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};

/** Bytes of a body a parser already read (express.json): what it left on `req.body`. */
function parsedBody(req: FrameworkRequest): Uint8Array {
  const { body } = req;
  if (body === undefined) return new Uint8Array();
  if (body instanceof Uint8Array) return body;
  return new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * Whether the whole body waits in the stream, unread: the message is complete, or as many bytes
 * as its Content-Length says are there (the parser never passes on more than that). Not when
 * something already reads it as it flows.
 */
function arrivedWhole(req: NodeRequest): boolean {
  if (typeof req.read !== 'function' || req.readableLength === undefined || req.readableFlowing !== null) return false;
  if (req.complete) return true;
  // A chunked body's length is known only at its end (a Content-Length beside it counts for nothing).
  if (req.headers['transfer-encoding'] !== undefined) return false;
  const length = headerOf(req, 'content-length');
  return length !== null && Number(length) === req.readableLength;
}

/**
 * The request body straight off the socket, counted as it arrives; past `maxBytes`, or when
 * `timeoutMs` passes first, reading stops (the socket is paused, and the answer then closes the
 * connection), so the rest is never read.
 */
function readNodeBody(req: FrameworkRequest, limits: BodyLimits, timeoutMs: number, waited = false): BodyResult | Promise<BodyResult> {
  const refused = refuseByHeaders(headerOf(req, 'content-type'), headerOf(req, 'content-length'), limits.maxBytes);
  if (refused) return refused;
  if (req.readableEnded) {
    const bytes = parsedBody(req);
    return bytes.byteLength > limits.maxBytes ? refuseRead('too_large', limits.maxBytes) : parseJsonBody(bytes, limits);
  }
  // All of it has arrived (a small body comes in the packet of its headers) and waits, unread, in
  // the stream: taken at once, with no listener, timer or promise. Its size is known before a
  // byte is copied. The policy may ask while Node is still parsing that packet: then once more,
  // a microtask later, when the body has been parsed.
  if (arrivedWhole(req)) {
    if ((req.readableLength ?? 0) > limits.maxBytes) return refuseRead('too_large', limits.maxBytes);
    const bytes = req.read?.() ?? new Uint8Array();
    return bytes.byteLength > limits.maxBytes ? refuseRead('too_large', limits.maxBytes) : parseJsonBody(bytes, limits);
  }
  if (!waited && req.readableFlowing === null) return Promise.resolve().then(() => readNodeBody(req, limits, timeoutMs, true));
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const finish = (result: BodyResult, stopReading: boolean) => {
      clearTimeout(timer);
      req.removeListener('data', onData);
      req.removeListener('end', onEnd);
      req.removeListener('error', onError);
      if (stopReading) req.pause();
      resolve(result);
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > limits.maxBytes) finish(refuseRead('too_large', limits.maxBytes), true);
      else chunks.push(chunk);
    };
    const onEnd = () => {
      if (chunks.length === 1) return finish(parseJsonBody(chunks[0] as Uint8Array, limits), false);
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
      }
      finish(parseJsonBody(bytes, limits), false);
    };
    const onError = () => finish(refuseRead('unreadable', limits.maxBytes), true);
    const timer = setTimeout(() => finish(refuseRead('late', limits.maxBytes), true), Math.max(0, timeoutMs));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.resume();
  });
}

/**
 * The browser went away before its answer was written whole: Node marks the response destroyed
 * when its connection closes, so the state is read off it, and `close` is listened to only while
 * a call to the service waits on it.
 */
class ClosedEarly implements Cancellation {
  private listeners: Set<() => void> | undefined;

  constructor(private readonly res: NodeResponse) {}

  get aborted(): boolean {
    return this.res.destroyed && !this.res.writableFinished;
  }

  onAbort(listener: () => void): () => void {
    if (!this.listeners) {
      const listeners = (this.listeners = new Set());
      const { res } = this;
      // `on`, not `once`: a response closes once, and `once` would wrap the listener in a bound
      // function per request.
      res.on('close', () => {
        if (!res.writableFinished) for (const each of listeners) each();
      });
    }
    this.listeners.add(listener);
    return () => this.listeners?.delete(listener);
  }
}

/**
 * Node's request as the proxy's policy reads it: no Request, Headers or stream is made for it,
 * nor a closure per request.
 */
class NodeInbound implements Inbound {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly cancel: Cancellation;

  constructor(
    readonly native: FrameworkRequest,
    res: NodeResponse,
    readonly rawTarget: string,
    path: string,
  ) {
    this.method = native.method ?? 'GET';
    this.pathname = path;
    const query = rawTarget.indexOf('?');
    const fragment = rawTarget.indexOf('#', query);
    this.search = query < 0 ? '' : rawTarget.slice(query, fragment < 0 ? undefined : fragment);
    this.cancel = new ClosedEarly(res);
  }

  header(name: string): string | null {
    return headerOf(this.native, name);
  }

  // The proxy's `authorize` and `resolveTenant` get a Request with the browser's headers, and no
  // body: they must not read it, and the policy reads it off the socket itself.
  hookRequest(): Request {
    return toHookRequest(this.native, this.rawTarget);
  }

  readBody(limits: BodyLimits, timeoutMs: number): BodyResult | Promise<BodyResult> {
    return readNodeBody(this.native, limits, timeoutMs);
  }
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

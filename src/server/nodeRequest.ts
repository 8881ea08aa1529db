import { pathPart, rawTargets } from './normalize.js';
import type { FrameworkRequest, NodeRequest } from './nodeTypes.js';

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
export function pathOf(target: string): string | null {
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

export function toRequest(req: FrameworkRequest, target: string, signal: AbortSignal | undefined): Request {
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
export function toHookRequest(req: FrameworkRequest, target: string): Request {
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

import { readJsonBody, type BodyLimits, type BodyResult } from './body.js';
import { rawTargets } from './normalize.js';
import type { Cancellation } from './upstream.js';

/**
 * One browser request as the policy reads it, whichever transport it came by: a Fetch API
 * Request (every runtime) or Node's IncomingMessage under `toNodeHandler` (no Request is made
 * unless a hook asks for one).
 */
export interface Inbound {
  method: string;
  /** The request target as read off the wire, when the transport knows it (Node does). */
  rawTarget: string | undefined;
  /** The target's path, parsed. */
  pathname: string;
  /** The target's query string, `?` included or empty. */
  search: string;
  /** A request header by lower-case name; repeated ones joined with `, `. */
  header(name: string): string | null;
  /** The Request the proxy's `authorize` and `resolveTenant` receive (the policy asks once per request). */
  hookRequest(): Request;
  /** The transport's own request, which an adapter's hooks receive instead (Node's under `toNodeHandler`). */
  readonly native: unknown;
  /**
   * The body, JSON only, read within the bounds and the time left (body.ts); at once when it has
   * all arrived already (a small body comes in the packet of its headers).
   */
  readBody(limits: BodyLimits, timeoutMs: number): BodyResult | Promise<BodyResult>;
  cancel: Cancellation;
}

/** A Fetch API Request as the policy reads it. */
export function webInbound(request: Request, native: unknown): Inbound {
  const url = new URL(request.url);
  const { signal } = request;
  return {
    method: request.method,
    rawTarget: rawTargets.get(request),
    pathname: url.pathname,
    search: url.search,
    header: (name) => request.headers.get(name),
    hookRequest: () => request,
    native,
    readBody: (limits, timeoutMs) => readJsonBody(request, limits, timeoutMs),
    cancel: {
      get aborted() {
        return signal.aborted;
      },
      onAbort(listener) {
        signal.addEventListener('abort', listener, { once: true });
        return () => signal.removeEventListener('abort', listener);
      },
    },
  };
}

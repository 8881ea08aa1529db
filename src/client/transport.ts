import { SocialKitError, parseRetryAfter } from './errors.js';
import { isRecord } from './wire.js';

export interface TransportOptions {
  /** A `fetch` of your own (a test's, or one that adds tracing); the global one by default. */
  fetch?: typeof fetch;
  /** Headers for every request to the proxy, or a function that returns them per request (a CSRF token). */
  headers?: HeadersInit | (() => HeadersInit | Promise<HeadersInit>);
  /** The `credentials` of every request to the proxy (`include` for a proxy on another origin that reads cookies). */
  credentials?: RequestCredentials;
  /** Milliseconds before a request to the proxy fails with a timeout; none when omitted or 0. */
  timeoutMs?: number;
}

export interface SendInit {
  operation: string;
  method: string;
  url: string;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Called with the response once its body has arrived, for what its headers say (the server's clock). */
  onResponse?: ((response: Response) => void) | undefined;
}

/** The parsed envelope of a successful answer. */
export type Envelope = Record<string, unknown> & { success: true };

/**
 * One request to the proxy: headers, timeout and abort, then the envelope
 * (docs/service/interface.md, "Envelope"). Every way it can fail ends as a SocialKitError of the
 * right kind, with nothing of the request body in it.
 */
export async function send(options: TransportOptions, init: SendInit): Promise<Envelope> {
  const { operation } = init;
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort, { once: true });
  if (init.signal?.aborted) controller.abort();
  const timer =
    options.timeoutMs && options.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs)
      : undefined;

  try {
    // Both fail before anything is sent, as fetch fails: a headers() that fetches a CSRF token
    // fails when the network does, and fetch itself rejects a value it cannot send (a line break).
    let headerInit: HeadersInit | undefined;
    try {
      headerInit = typeof options.headers === 'function' ? await options.headers() : options.headers;
    } catch (cause) {
      throw failure(operation, cause, timedOut, controller.signal.aborted, options.timeoutMs, 'The headers option failed.');
    }
    let headers: Headers;
    try {
      headers = new Headers(headerInit);
    } catch {
      // Without the TypeError: it quotes the value, which may be a token.
      throw failure(operation, undefined, timedOut, controller.signal.aborted, options.timeoutMs, 'A header value cannot be sent over HTTP (a line break or a control character in it).');
    }
    headers.set('Accept', 'application/json');
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    // Read at call time, so a fetch patched after the client was made (msw, a test) is used.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(init.url, {
        method: init.method,
        headers,
        credentials: options.credentials ?? 'same-origin',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
      });
    } catch (cause) {
      throw failure(operation, cause, timedOut, controller.signal.aborted, options.timeoutMs);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw failure(operation, cause, timedOut, controller.signal.aborted, options.timeoutMs);
    }
    init.onResponse?.(response);
    return readEnvelope(operation, response, text);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
}

function failure(operation: string, cause: unknown, timedOut: boolean, aborted: boolean, timeoutMs = 0, message = 'The network request failed.') {
  if (timedOut) {
    return new SocialKitError({ kind: 'timeout', operation, cause, message: `No answer within ${timeoutMs} ms.` });
  }
  if (aborted) return new SocialKitError({ kind: 'aborted', operation, cause, message: 'The request was cancelled.' });
  return new SocialKitError({ kind: 'network', operation, cause, message });
}

/**
 * Statuses that carry no body by definition. Another 2xx with an empty body is refused: for the
 * operations that return data it is a cut answer, and the proxy refuses an empty 200 from the
 * service too (it is not the envelope), so the two agree on what "done, nothing to say" looks like.
 */
const NO_CONTENT = new Set([204, 205]);

function readEnvelope(operation: string, response: Response, text: string): Envelope {
  const { status } = response;
  if (!text && NO_CONTENT.has(status)) return { success: true };
  // Kept on every failure: a CDN's or gateway's HTML 429 or 503 says when to come back too.
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  const notEnvelope = (message: string) => new SocialKitError({ kind: 'protocol', operation, status, message, retryAfterMs });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notEnvelope(`The server answered HTTP ${status} with a body that is not JSON.`);
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw notEnvelope(`The server answered HTTP ${status} with JSON that is not the service's envelope.`);
  }
  if (body.success && response.ok) return body as Envelope;
  throw new SocialKitError({
    kind: 'http',
    operation,
    status,
    message: typeof body.error === 'string' && body.error ? body.error : `HTTP ${status}`,
    reason: typeof body.message === 'string' ? body.message : undefined,
    details: body.details,
    retryAfterMs,
  });
}

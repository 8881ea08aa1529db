import { SocialKitError, parseRetryAfter } from './errors.js';
import { isRecord, protocolError } from './wire.js';

export interface TransportOptions {
  fetch?: typeof fetch;
  headers?: HeadersInit | (() => HeadersInit | Promise<HeadersInit>);
  credentials?: RequestCredentials;
  timeoutMs?: number;
}

export interface SendInit {
  operation: string;
  method: string;
  url: string;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** The parsed envelope of a successful answer. */
export type Envelope = Record<string, unknown> & { success: true };

/**
 * One request to the proxy: headers, timeout and abort, then the envelope (2.1). Every way it
 * can fail ends as a SocialKitError of the right kind, with nothing of the request body in it.
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
    const headers = new Headers(typeof options.headers === 'function' ? await options.headers() : options.headers);
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
    return readEnvelope(operation, response, text);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
}

function failure(operation: string, cause: unknown, timedOut: boolean, aborted: boolean, timeoutMs = 0) {
  if (timedOut) {
    return new SocialKitError({ kind: 'timeout', operation, cause, message: `No answer within ${timeoutMs} ms.` });
  }
  if (aborted) return new SocialKitError({ kind: 'aborted', operation, cause, message: 'The request was cancelled.' });
  return new SocialKitError({ kind: 'network', operation, cause, message: 'The network request failed.' });
}

function readEnvelope(operation: string, response: Response, text: string): Envelope {
  const { status } = response;
  // A DELETE may answer 204 with nothing to read.
  if (!text && status === 204) return { success: true };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw protocolError(operation, `The server answered HTTP ${status} with a body that is not JSON.`, status);
  }
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    throw protocolError(operation, `The server answered HTTP ${status} with JSON that is not the service's envelope.`, status);
  }
  if (body.success && response.ok) return body as Envelope;
  throw new SocialKitError({
    kind: 'http',
    operation,
    status,
    message: typeof body.error === 'string' && body.error ? body.error : `HTTP ${status}`,
    reason: typeof body.message === 'string' ? body.message : undefined,
    details: body.details,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
  });
}

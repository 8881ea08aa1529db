import type { ProxyLogReason } from './log.js';

export type UpstreamResult =
  /** The service answered with its envelope, kept as sent in `text` (`body` is null for an empty 204/205). */
  | { kind: 'envelope'; status: number; headers: Headers; text: string; body: Record<string, unknown> | null }
  /** The service could not be used; the proxy answers `status` with `error` itself. */
  | { kind: 'fault'; status: number; error: string; reason: ProxyLogReason };

export interface UpstreamCall {
  fetch: typeof fetch;
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  timeoutMs: number;
  /** The most the answer may hold, decoded; reading stops past it. */
  maxBytes: number;
  /** The browser's request: when it goes away, the call to the service is cancelled too. */
  signal: AbortSignal | undefined;
}

export const UPSTREAM_TIMEOUT = 'The social service did not answer in time.';

const fault = (status: number, error: string, reason: ProxyLogReason): UpstreamResult => ({ kind: 'fault', status, error, reason });

/**
 * The answer's text, counted on its decoded bytes as they arrive (a small compressed answer may
 * inflate to any size); null past `max`, when the rest is never read and the connection is given up.
 */
async function readBounded(response: Response, max: number): Promise<{ text: string } | null> {
  if (!response.body) return { text: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const decoder = new TextDecoder();
  return { text: chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode() };
}

const isEnvelope = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { success?: unknown }).success === 'boolean';

/**
 * One request to the service, read whole within the time left. The answer is used only when it is
 * the service's envelope; a gateway's HTML page, a redirect or a cut connection become the
 * proxy's own envelope with a status that says whose fault it was (502, 504).
 */
export async function callUpstream(call: UpstreamCall): Promise<UpstreamResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs);
  const onAbort = () => controller.abort();
  call.signal?.addEventListener('abort', onAbort, { once: true });
  if (call.signal?.aborted) controller.abort();

  const broken = () =>
    timedOut
      ? fault(504, UPSTREAM_TIMEOUT, 'upstream_timeout')
      : call.signal?.aborted
        ? fault(499, 'The request was cancelled.', 'client_closed')
        : fault(502, 'The social service could not be reached.', 'upstream_unreachable');

  try {
    let response: Response;
    let read: { text: string } | null;
    try {
      // `manual`: a redirect is an answer to report, never a hop to another host with the key.
      response = await call.fetch(call.url, { method: call.method, headers: call.headers, body: call.body, redirect: 'manual', signal: controller.signal });
      read = await readBounded(response, call.maxBytes);
    } catch {
      return broken();
    }
    // Past the bound: the rest is never read, so memory holds at most `maxBytes` of it.
    if (!read) return fault(502, `The social service's answer was larger than ${call.maxBytes} bytes.`, 'upstream_too_large');
    const { text } = read;
    const { status } = response;
    // No body may go with these statuses, whatever the service wrote.
    if (status === 204 || status === 205) return { kind: 'envelope', status, headers: response.headers, text: '', body: null };
    if (status >= 300 && status < 400) {
      return fault(502, `The social service answered HTTP ${status}, a redirect, which the proxy does not follow.`, 'upstream_not_json');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fault(502, `The social service answered HTTP ${status} with a body that is not JSON.`, 'upstream_not_json');
    }
    if (!isEnvelope(body)) {
      return fault(502, `The social service answered HTTP ${status} with JSON that is not its envelope.`, 'upstream_not_json');
    }
    return { kind: 'envelope', status, headers: response.headers, text, body };
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

import type { ProxyLogReason } from './log.js';

export type UpstreamResult =
  /**
   * The service answered with its envelope, kept as sent in `text`, and `body` is its value (null
   * for an empty 204/205); `headers` are its headers, lower-case, a repeated one joined with `, `.
   */
  | { kind: 'envelope'; status: number; headers: Iterable<[string, string]>; text: string; body: Record<string, unknown> | null }
  /** A success answer that is the envelope by its shape (`ENVELOPE_SHAPE`), its value not built: `withValue` parses it. */
  | { kind: 'shaped'; status: number; headers: Iterable<[string, string]>; text: string }
  | UpstreamFault;

/** The service could not be used; the proxy answers `status` with `error` itself. */
export interface UpstreamFault {
  kind: 'fault';
  status: number;
  error: string;
  reason: ProxyLogReason;
}

/** An answer whose value, if it has one, is parsed. */
type ParsedResult = Exclude<UpstreamResult, { kind: 'shaped' }>;

/** The browser went away: what an AbortSignal is to fetch, without making one per request on Node. */
export interface Cancellation {
  readonly aborted: boolean;
  /** Calls `listener` once, when the browser goes away; the result stops listening. */
  onAbort(listener: () => void): () => void;
}

export interface UpstreamCall {
  /** The service's origin, as the proxy was configured; the path never changes it. */
  origin: string;
  /** Starts with a single `/`: the service's base path, the operation's path and its query. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  timeoutMs: number;
  /** The most the answer may hold, decoded; reading stops past it. */
  maxBytes: number;
  /** The browser's request: when it goes away, the call to the service is cancelled too. */
  cancel: Cancellation;
}

/**
 * One request to the service, read whole within the time left and `maxBytes`. Two transports
 * implement it (fetch, and `node:http` under `toNodeHandler`); both end in `interpretAnswer`.
 */
export type Upstream = (call: UpstreamCall) => Promise<UpstreamResult>;

export const UPSTREAM_TIMEOUT = 'The social service did not answer in time.';

export const fault = (status: number, error: string, reason: ProxyLogReason): UpstreamFault => ({ kind: 'fault', status, error, reason });

/** Why a call broke before its answer was read whole: whose fault it was decides the status. */
export const brokenCall = (timedOut: boolean, cancelled: boolean): UpstreamResult =>
  timedOut
    ? fault(504, UPSTREAM_TIMEOUT, 'upstream_timeout')
    : cancelled
      ? fault(499, 'The request was cancelled.', 'client_closed')
      : fault(502, 'The social service could not be reached.', 'upstream_unreachable');

export const tooLargeAnswer = (maxBytes: number): UpstreamResult =>
  fault(502, `The social service's answer was larger than ${maxBytes} bytes.`, 'upstream_too_large');

const isEnvelope = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { success?: unknown }).success === 'boolean';

/**
 * A success answer that is the envelope by its shape: an object whose first member is a boolean
 * `success`, closed, with nothing between that a parse could read otherwise than as written: no
 * escape, and no control character at all (none is raw inside a JSON string; the zero bytes of
 * UTF-16, say). Without them every string in the text is its own value, so the search for secrets
 * on the text sees all that a parse would, whatever the rest holds. JSON's own whitespace is
 * allowed only around the first member and after the last brace: a pretty-printed answer is
 * parsed whole.
 *
 * Its value is not built: that parse was the largest part of a forwarded GET's cost (docs/proxy.md,
 * "Speed"), the browser's client parses every answer itself and reports a malformed one, and the
 * proxy needs the value only to replace a secret or to check an ownership, where `withValue` parses it.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const ENVELOPE_SHAPE = /^[ \t\n\r]*\{[ \t\n\r]*"success"[ \t\n\r]*:[ \t\n\r]*(?:true|false)(?:,[^\\\x00-\x1f]*)?\}[ \t\n\r]*$/;

function parsed(status: number, headers: Iterable<[string, string]>, text: string): ParsedResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fault(502, `The social service answered HTTP ${status} with a body that is not JSON.`, 'upstream_not_json');
  }
  if (!isEnvelope(body)) {
    return fault(502, `The social service answered HTTP ${status} with JSON that is not its envelope.`, 'upstream_not_json');
  }
  return { kind: 'envelope', status, headers, text, body };
}

/**
 * The answer is used only when it is the service's envelope; a gateway's HTML page, a redirect or
 * a cut connection become the proxy's own envelope with a status that says whose fault it was.
 */
export function interpretAnswer(status: number, headers: Iterable<[string, string]>, text: string): UpstreamResult {
  // No body may go with these statuses, whatever the service wrote.
  if (status === 204 || status === 205) return { kind: 'envelope', status, headers, text: '', body: null };
  if (status >= 300 && status < 400) {
    return fault(502, `The social service answered HTTP ${status}, a redirect, which the proxy does not follow.`, 'upstream_not_json');
  }
  if (status >= 200 && status < 300 && ENVELOPE_SHAPE.test(text)) return { kind: 'shaped', status, headers, text };
  return parsed(status, headers, text);
}

/** The answer with its value parsed, if only its shape was checked: a fault when the text is not JSON after all. */
export const withValue = (result: UpstreamResult): ParsedResult =>
  result.kind === 'shaped' ? parsed(result.status, result.headers, result.text) : result;

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

/** The transport on the Fetch API, for every runtime (and for an app's own `fetch` option). */
export function fetchUpstream(fetchFn: typeof fetch): Upstream {
  return async (call) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, call.timeoutMs);
    const stop = call.cancel.onAbort(() => controller.abort());
    if (call.cancel.aborted) controller.abort();
    try {
      let response: Response;
      let read: { text: string } | null;
      try {
        // `manual`: a redirect is an answer to report, never a hop to another host with the key.
        response = await fetchFn(call.origin + call.path, { method: call.method, headers: call.headers, body: call.body, redirect: 'manual', signal: controller.signal });
        read = await readBounded(response, call.maxBytes);
      } catch {
        return brokenCall(timedOut, call.cancel.aborted);
      }
      // Past the bound: the rest is never read, so memory holds at most `maxBytes` of it.
      if (!read) return tooLargeAnswer(call.maxBytes);
      return interpretAnswer(response.status, response.headers, read.text);
    } finally {
      clearTimeout(timer);
      stop();
    }
  };
}

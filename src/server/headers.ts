/**
 * Headers by allowlist in both directions. Whatever the browser sends (its cookies, an
 * Authorization of the app's own, hop-by-hop and X-Forwarded-* headers) stays at the proxy; the
 * service's cookies and caching headers stay at the proxy on the way back. Plain records, so the
 * Fetch API and Node transports share them without building a Headers object per request.
 */

/** The browser's headers that are worth passing on, with the shape a value must have. */
const FORWARDED: ReadonlyArray<[name: string, valid: RegExp]> = [
  ['accept-language', /^[\w\s,;=.*-]{1,256}$/],
  ['x-request-id', /^[\w.:-]{1,128}$/],
];

export function upstreamHeaders(request: { header(name: string): string | null }, init: { apiKey: string | null; json: boolean }): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, valid] of FORWARDED) {
    const value = request.header(name);
    if (value !== null && valid.test(value)) headers[name] = value;
  }
  if (init.json) headers['content-type'] = 'application/json';
  // The pending-session routes authenticate by the token in their path: the key stays home.
  if (init.apiKey !== null) headers.authorization = `Bearer ${init.apiKey}`;
  return headers;
}

/**
 * The service's headers a client acts on: rate limits, when to retry, a request id for support,
 * and its clock (a pending session's countdown is timed by the service's `Date`, not the proxy's).
 */
const PASSED_BACK = /^(retry-after|x-ratelimit-[\w-]+|x-request-id|date)$/i;

/** `upstream` as lower-case names and values (a repeated header joined with `, `, as `Headers.get` does). */
export function passedBackHeaders(upstream: Iterable<[string, string]>, redact: (text: string) => string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of upstream) {
    if (PASSED_BACK.test(name)) headers[name] = redact(value);
  }
  return headers;
}

/**
 * Headers by allowlist in both directions. Whatever the browser sends (its cookies, an
 * Authorization of the app's own, hop-by-hop and X-Forwarded-* headers) stays at the proxy; the
 * service's cookies and caching headers stay at the proxy on the way back.
 */

/** The browser's headers that are worth passing on, with the shape a value must have. */
const FORWARDED: ReadonlyArray<[name: string, valid: RegExp]> = [
  ['accept-language', /^[\w\s,;=.*-]{1,256}$/],
  ['x-request-id', /^[\w.:-]{1,128}$/],
];

export function upstreamHeaders(request: Request, init: { apiKey: string | null; json: boolean }): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  for (const [name, valid] of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null && valid.test(value)) headers.set(name, value);
  }
  if (init.json) headers.set('Content-Type', 'application/json');
  // The pending-session routes authenticate by the token in their path: the key stays home.
  if (init.apiKey !== null) headers.set('Authorization', `Bearer ${init.apiKey}`);
  return headers;
}

/**
 * The service's headers a client acts on: rate limits, when to retry, a request id for support,
 * and its clock (a pending session's countdown is timed by the service's `Date`, not the proxy's).
 */
const PASSED_BACK = /^(retry-after|x-ratelimit-[\w-]+|x-request-id|date)$/i;

export function passedBackHeaders(upstream: Headers, redact: (text: string) => string): Headers {
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (PASSED_BACK.test(name)) headers.set(name, redact(value));
  });
  return headers;
}

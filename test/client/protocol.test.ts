import { http, HttpResponse, delay } from 'msw';
import { createSocialClient } from '../../src/client/createSocialClient.js';
import { isRetryableError, isSessionExpiredError, isUnauthorizedError, SocialKitError } from '../../src/client/errors.js';
import { server } from '../support/server.js';

const client = createSocialClient({ baseUrl: '/api/social' });
const LIST = 'http://localhost:3000/api/social/v1/social-accounts';

async function failure(promise: Promise<unknown>): Promise<SocialKitError> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SocialKitError);
  return error as SocialKitError;
}

describe('answers that are not the envelope', () => {
  it('reads a gateway HTML page as a protocol error that keeps its status', async () => {
    server.use(http.get(LIST, () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'protocol', status: 502, operation: 'listAccounts' });
    expect(error.message).toMatch(/not JSON/);
    expect(isRetryableError(error)).toBe(true);
  });

  it("keeps the Retry-After of a CDN's or gateway's HTML 429 and 503, and calls them retryable", async () => {
    server.use(http.get(LIST, () => new HttpResponse('<html>Too Many Requests</html>', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': '120' } })));
    const html429 = await failure(client.listAccounts());
    expect(html429).toMatchObject({ kind: 'protocol', status: 429, retryAfterMs: 120_000 });
    expect(isRetryableError(html429)).toBe(true);
    server.use(http.get(LIST, () => HttpResponse.json({ status: 'down' }, { status: 503, headers: { 'Retry-After': '5' } })));
    expect(await failure(client.listAccounts())).toMatchObject({ kind: 'protocol', status: 503, retryAfterMs: 5000 });
  });

  it('reads a 200 whose body is not JSON as a protocol error', async () => {
    server.use(http.get(LIST, () => new HttpResponse('ok', { status: 200 })));
    expect(await failure(client.listAccounts())).toMatchObject({ kind: 'protocol', status: 200 });
  });

  it('reads JSON without `success` as a protocol error', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ data: [] })));
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'protocol' });
    expect(error.message).toMatch(/not the service's envelope/);
  });

  it('reads a JSON array as a protocol error', async () => {
    server.use(http.get(LIST, () => HttpResponse.json([{ id: 'a' }])));
    expect(await failure(client.listAccounts())).toMatchObject({ kind: 'protocol' });
  });

  it('reads a success without `data` as a protocol error', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ success: true })));
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'protocol' });
    expect(error.message).toMatch(/without data/);
  });

  it('refuses an account without an id at the boundary', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ success: true, data: [{ id: 'acc_1', network: 'x' }, { network: 'x' }] })));
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'protocol' });
    expect(error.message).toMatch(/without an id/);
  });

  it('refuses an upload ticket without a URL', async () => {
    server.use(http.post('http://localhost:3000/api/social/v1/media/upload', () => HttpResponse.json({ success: true, data: { id: 'med_1', expires_in: 3600 } })));
    expect(await failure(client.requestUploadTicket({ filename: 'a.png' }))).toMatchObject({ kind: 'protocol' });
  });

  // Each of these would be PUT somewhere that is not storage: the app's own origin with its
  // cookies ("", a path), nowhere at all yet "200" (data:), or a network error retried forever.
  const NOT_STORAGE = [
    '',
    '/relative/put-target',
    'put-target',
    '//storage.example/a',
    'data:,hello',
    'javascript:alert(1)',
    'blob:https://app.example/1',
    'ftp://storage.example/a',
    'https//storage.example',
  ];
  const ticketWith = (uploadUrl: string) =>
    http.post('http://localhost:3000/api/social/v1/media/upload', () =>
      HttpResponse.json({ success: true, data: { id: 'med_1', upload_url: uploadUrl } }),
    );

  it.each(NOT_STORAGE)('refuses an upload ticket whose URL is %j, and not as something to retry', async (uploadUrl) => {
    server.use(ticketWith(uploadUrl));
    const error = await failure(client.requestUploadTicket({ filename: 'a.png' }));
    expect(error).toMatchObject({ kind: 'protocol', operation: 'uploadTicket', message: expect.stringMatching(/absolute http\(s\) URL/) });
    expect(isRetryableError(error)).toBe(false);
  });

  it.each(['https://storage.example/bucket/med_1/a.png?X-Sig=1', 'http://127.0.0.1:9000/bucket/a.png', 'HTTPS://Storage.Example/a'])(
    'takes an upload ticket whose URL is %j as it was sent',
    async (uploadUrl) => {
      server.use(ticketWith(uploadUrl));
      expect((await client.requestUploadTicket({ filename: 'a.png' })).uploadUrl).toBe(uploadUrl);
    },
  );

  it.each([204, 205])('reads an empty %i as done', async (status) => {
    server.use(http.delete(`${LIST}/acc_1`, () => new HttpResponse(null, { status })));
    await expect(client.disconnectAccount({ accountId: 'acc_1' })).resolves.toBeUndefined();
  });

  it('reads an empty 200 as a cut answer, not as done', async () => {
    server.use(http.delete(`${LIST}/acc_1`, () => new HttpResponse('', { status: 200 })));
    expect(await failure(client.disconnectAccount({ accountId: 'acc_1' }))).toMatchObject({ kind: 'protocol', status: 200 });
  });

  it('reads success:false under a 200 status as an http error', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ success: false, error: 'Nope' })));
    expect(await failure(client.listAccounts())).toMatchObject({ kind: 'http', status: 200, message: 'Nope' });
  });
});

describe('failures below HTTP', () => {
  it('reads a rejected fetch as a network error', async () => {
    server.use(http.get(LIST, () => HttpResponse.error()));
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(isRetryableError(error)).toBe(true);
  });

  it('aborts when the caller aborts, as an aborted error that is not retried', async () => {
    server.use(http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true, data: [] });
    }));
    const controller = new AbortController();
    const pending = client.listAccounts({}, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(isRetryableError(error)).toBe(false);
  });

  it('fails with a timeout error after timeoutMs', async () => {
    server.use(http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true, data: [] });
    }));
    const slow = createSocialClient({ baseUrl: '/api/social', timeoutMs: 30 });
    const error = await failure(slow.listAccounts());
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(error.message).toMatch(/30 ms/);
    expect(isRetryableError(error)).toBe(true);
  });

  it('sends nothing when the signal is already aborted', async () => {
    let calls = 0;
    server.use(http.get(LIST, () => {
      calls++;
      return HttpResponse.json({ success: true, data: [] });
    }));
    const controller = new AbortController();
    controller.abort();
    expect((await failure(client.listAccounts({}, { signal: controller.signal }))).kind).toBe('aborted');
    expect(calls).toBe(0);
  });
});

describe('the retry, expiry and authorization predicates', () => {
  const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
    server.use(http.get(LIST, () => HttpResponse.json(body, { status, headers })));

  it('retries a 429 rate limit and reads Retry-After in seconds', async () => {
    answer(429, { success: false, error: 'Too many requests' }, { 'Retry-After': '7' });
    const error = await failure(client.listAccounts());
    expect(error.retryAfterMs).toBe(7000);
    expect(isRetryableError(error)).toBe(true);
  });

  it('reads Retry-After as an HTTP date', async () => {
    answer(429, { success: false, error: 'Too many requests' }, { 'Retry-After': new Date(Date.now() + 60_000).toUTCString() });
    const error = await failure(client.listAccounts());
    expect(error.retryAfterMs).toBeGreaterThan(55_000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('never retries a 429 whose message says the quota is exhausted', async () => {
    answer(429, { success: false, error: 'Monthly quota exhausted' });
    expect(isRetryableError(await failure(client.listAccounts()))).toBe(false);
  });

  it('never retries 402 subscription_inactive', async () => {
    answer(402, { success: false, error: 'subscription_inactive' });
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'http', status: 402, message: 'subscription_inactive' });
    expect(isRetryableError(error)).toBe(false);
  });

  it("retries a 408 (the proxy's answer to a body that arrived too late: nothing was done with it)", async () => {
    answer(408, { success: false, error: 'The request body did not arrive in time.' });
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ kind: 'http', status: 408 });
    expect(isRetryableError(error)).toBe(true);
  });

  it('retries a 500 and keeps its reason', async () => {
    answer(500, { success: false, error: 'Internal server error', message: 'database down' });
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({ status: 500, message: 'Internal server error', reason: 'database down' });
    expect(isRetryableError(error)).toBe(true);
  });

  it('calls 401 and 403 unauthorized, and does not retry them', async () => {
    answer(401, { success: false, error: 'Unauthorized' });
    const error = await failure(client.listAccounts());
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isRetryableError(error)).toBe(false);
    answer(403, { success: false, error: 'Forbidden' });
    expect(isUnauthorizedError(await failure(client.listAccounts()))).toBe(true);
  });

  it("does not call the service refusing the proxy's API key unauthorized: signing in cannot fix it", async () => {
    // What a proxy that passes the service's answers through sends when its key is revoked.
    answer(401, { success: false, error: 'Invalid or missing API key' });
    const error = await failure(client.listAccounts());
    expect(isUnauthorizedError(error)).toBe(false);
    expect(error.code).toBe('service-credentials-refused');
    expect(isRetryableError(error)).toBe(false);
    answer(401, { success: false, error: 'Unauthorized' });
    expect((await failure(client.listAccounts())).code).toBe('unauthorized');
  });

  it('does not call a 403 from object storage unauthorized: it is about the presigned URL, not the session', () => {
    const storage403 = new SocialKitError({ kind: 'http', status: 403, message: 'Request has expired', operation: 'upload' });
    expect(isUnauthorizedError(storage403)).toBe(false);
    expect(storage403.code).toBe('http');
  });

  it('calls a 404 from the pending endpoints an expired session, and a 404 elsewhere not', async () => {
    server.use(
      http.get('http://localhost:3000/api/social/v1/social-accounts/pending/:token', () =>
        HttpResponse.json({ success: false, error: 'Session expired or invalid' }, { status: 404 })),
      http.delete('http://localhost:3000/api/social/v1/social-accounts/:id', () =>
        HttpResponse.json({ success: false, error: 'Account not found' }, { status: 404 })),
    );
    const expired = await failure(client.getPendingSession({ sessionToken: 'tok' }));
    expect(isSessionExpiredError(expired)).toBe(true);
    expect(expired.code).toBe('session-expired');
    expect(isRetryableError(expired)).toBe(false);
    expect(isSessionExpiredError(await failure(client.disconnectAccount({ accountId: 'acc_1' })))).toBe(false);
  });

  it('calls finalize\'s 400 "Session expired or invalid" an expired session', async () => {
    server.use(http.post('http://localhost:3000/api/social/v1/social-accounts/pending/:token/finalize', () =>
      HttpResponse.json({ success: false, error: 'Session expired or invalid' }, { status: 400 })));
    expect(isSessionExpiredError(await failure(client.finalize({ sessionToken: 't', selectedPageIds: ['p'] })))).toBe(true);
  });

  it('answers false for anything that is not a SocialKitError', () => {
    for (const predicate of [isRetryableError, isSessionExpiredError, isUnauthorizedError]) {
      expect(predicate(new Error('x'))).toBe(false);
      expect(predicate(undefined)).toBe(false);
    }
  });
});

describe('field errors', () => {
  it('flattens zod details, nested and form-level', async () => {
    answer400({
      success: false,
      error: 'Invalid payload',
      details: {
        _errors: ['Body is incomplete'],
        network: { _errors: ['Required'] },
        address: { _errors: [], city: { _errors: ['Too short', 'Letters only'] } },
      },
    });
    const error = await failure(client.listAccounts());
    expect(error.fieldErrors).toEqual({ network: ['Required'], 'address.city': ['Too short', 'Letters only'] });
    expect(error.formErrors).toEqual(['Body is incomplete']);
  });

  function answer400(body: object) {
    server.use(http.get(LIST, () => HttpResponse.json(body, { status: 400 })));
  }
});

describe('requests', () => {
  it('sends headers from a function, JSON bodies, and no API key of its own', async () => {
    let seen: Request | undefined;
    server.use(http.post('http://localhost:3000/api/social/v1/media/upload', ({ request }) => {
      seen = request.clone();
      return HttpResponse.json({ success: true, data: { id: 'med_1', upload_url: 'https://storage.test/x', expires_in: 3600 } });
    }));
    const withHeaders = createSocialClient({ baseUrl: '/api/social/', headers: () => Promise.resolve({ 'X-CSRF-Token': 'csrf-1' }) });
    await withHeaders.requestUploadTicket({ filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(seen!.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(seen!.headers.get('Content-Type')).toBe('application/json');
    expect(seen!.headers.get('Authorization')).toBeNull();
    expect(await seen!.json()).toEqual({ filename: 'photo.jpg', content_type: 'image/jpeg' });
  });

  it('fails as a network error, sending nothing, when the headers function throws (a CSRF token fetch failed)', async () => {
    const send = vi.fn();
    const offline = new TypeError('Failed to fetch');
    const withHeaders = createSocialClient({
      baseUrl: '/api/social',
      fetch: send,
      headers: () => Promise.reject(offline),
    });
    const error = await failure(withHeaders.listAccounts());
    expect(error).toMatchObject({ kind: 'network', status: 0, operation: 'listAccounts', message: 'The headers option failed.', cause: offline });
    expect(isRetryableError(error)).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it('fails as a network error that does not repeat it when a header value cannot be sent', async () => {
    const send = vi.fn();
    const withHeaders = createSocialClient({ baseUrl: '/api/social', fetch: send, headers: { 'X-CSRF-Token': 'csrf-secret\nInjected: 1' } });
    const error = await failure(withHeaders.listAccounts());
    expect(error).toMatchObject({ kind: 'network', operation: 'listAccounts', cause: undefined });
    expect(error.message).toMatch(/header value/);
    expect(error.message).not.toContain('csrf-secret');
    expect(send).not.toHaveBeenCalled();
  });

  it('says baseUrl must be absolute where there is no page to resolve it against (a prefetch on the server)', async () => {
    vi.stubGlobal('location', undefined);
    try {
      const send = vi.fn();
      const error = await failure(createSocialClient({ baseUrl: '/api/social', fetch: send }).getPendingSession({ sessionToken: 'tok_secret' }));
      expect(error).toMatchObject({ kind: 'validation', operation: 'pendingSession' });
      expect(error.message).toMatch(/baseUrl "\/api\/social".*must be absolute/);
      // The path is left out: it holds the session token.
      expect(error.message).not.toContain('tok_secret');
      expect(send).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses overridden paths and encodes path parameters', async () => {
    let url = '';
    server.use(http.delete('http://localhost:3000/api/social/v2/accounts/:id', ({ request }) => {
      url = request.url;
      return new HttpResponse(null, { status: 204 });
    }));
    const moved = createSocialClient({ baseUrl: '/api/social', paths: { disconnectAccount: '/v2/accounts/{accountId}' } });
    await expect(moved.disconnectAccount({ accountId: 'a/b c' })).resolves.toBeUndefined();
    expect(url).toBe('http://localhost:3000/api/social/v2/accounts/a%2Fb%20c');
  });

  it('uses a fetch given in the options', async () => {
    const calls: string[] = [];
    const own = createSocialClient({
      baseUrl: 'https://app.example/api/social',
      fetch: (input) => {
        calls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(new Response(JSON.stringify({ success: true, data: [], count: 0 }), { status: 200 }));
      },
    });
    expect(await own.listAccounts({ tenantId: 't1', limit: 5 })).toEqual({ accounts: [], count: 0, limit: undefined, offset: undefined });
    expect(calls).toEqual(['https://app.example/api/social/v1/social-accounts?tenantId=t1&limit=5']);
  });
});

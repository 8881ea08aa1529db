import { listen } from '../support/loopback.js';
import { jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();
const LIST = '/v1/social-accounts';

describe('faults at the service', () => {
  it('answers a timeout with the 504 envelope, and gives up on the service', async () => {
    upstream.reply(() => ({ delayMs: 2000, body: { success: true, data: [] } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, timeoutMs: 100 });
    const started = Date.now();
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(504);
    expect(response.json).toEqual({ success: false, error: 'The social service did not answer in time.' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(proxy.logs[0]).toMatchObject({ event: 'failed', reason: 'upstream_timeout', level: 'error', status: 504 });
  });

  it('answers a body that is not JSON (a gateway page) with 502 and a clear error', async () => {
    upstream.reply(() => ({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', headers: { 'Content-Type': 'text/html' } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(502);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json).toEqual({ success: false, error: 'The social service answered HTTP 502 with a body that is not JSON.' });
  });

  it.each([
    ['a 200 in plain text', 200, 'ok'],
    ['an empty 200', 200, ''],
    ['JSON that is not the envelope', 200, { data: [] }],
    ['a JSON array', 200, [{ id: 'a' }]],
    ['the envelope cut short', 200, '{"success":true,"data":['],
    ['an object with `success` nested, not its own', 200, '{"data":{"success":true}}'],
  ])('answers %s with 502', async (_, status, body) => {
    upstream.reply(() => ({ status, body }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(502);
    expect(response.json.success).toBe(false);
  });

  it('does not follow a redirect from the service (the key would go along)', async () => {
    upstream.reply((r) => (r.path.endsWith('/elsewhere') ? { body: { success: true, data: 'followed' } } : { status: 302, headers: { Location: `${upstream.url}/elsewhere` } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(502);
    expect(response.json.error).toMatch(/redirect/);
    expect(upstream.received).toHaveLength(1);
  });

  it('answers a refused connection with 502', async () => {
    const gone = await listen(() => undefined);
    await gone.close();
    const proxy = await mountProxy({ upstreamUrl: `${gone.origin}/svc` });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ success: false, error: 'The social service could not be reached.' });
    expect(proxy.logs[0]).toMatchObject({ reason: 'upstream_unreachable' });
  });

  it('answers a rejection of the fetch it is given with 502, without its message', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, fetch: () => Promise.reject(new TypeError('connect ECONNREFUSED secret-host')) });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(502);
    expect(response.text).not.toContain('secret-host');
  });

  it('answers a connection the service cuts mid-answer with 502', async () => {
    const cutting = await listen((_, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
      res.write('{"success":true,');
      setTimeout(() => res.destroy(), 10);
    });
    onTestFinished(() => cutting.close());
    const proxy = await mountProxy({ upstreamUrl: cutting.origin });
    expect((await proxy.fetch(LIST)).status).toBe(502);
  });

  it('cancels the call to the service when the browser goes away', async () => {
    upstream.reply(() => ({ delayMs: 5000, body: { success: true, data: [] } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const controller = new AbortController();
    const pending = fetch(`${proxy.url}${LIST}`, { signal: controller.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(upstream.received).toHaveLength(1));
    controller.abort();
    await pending;
    await vi.waitFor(() => expect(proxy.logs[0]).toMatchObject({ event: 'failed', reason: 'client_closed', level: 'info' }));
  });
});

describe('the service’s own answers', () => {
  it.each([
    [200, '{"success":true,"data":[{"id":"acc_1","customer_social_network_id":12345678901234567890}],"count":1,"limit":20,"offset":0}'],
    [201, '{"success":true,"data":{"id":"acc_1"}}'],
    [400, '{"success":false,"error":"Invalid payload","details":{"network":{"_errors":["Required"]}}}'],
    [401, '{"success":false,"error":"Invalid handle or app password"}'],
    [402, '{"success":false,"error":"subscription_inactive","message":"Your subscription is inactive"}'],
    [404, '{"success":false,"error":"Session expired or invalid"}'],
    [409, '{"success":false,"error":"Account already connected"}'],
    [500, '{"success":false,"error":"Internal server error","message":"Failed to generate upload URL"}'],
    [503, '{ "success": false, "error": "Service unavailable" }'],
  ])('pass through unchanged: HTTP %i', async (status, body) => {
    upstream.reply(() => ({ status, body, headers: { 'Content-Type': 'application/json' } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'a', appPassword: 'b' }));
    expect(response.status).toBe(status);
    expect(response.text).toBe(body);
  });

  it('pass a 204 through, without a body even when the service wrote one', async () => {
    upstream.reply(() => ({ status: 204, body: '{"success":true}' }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
  });

  it('frames a 205 with a length of 0 and a 204 with none', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    upstream.reply(() => ({ status: 205, body: '{"success":true}' }));
    const reset = await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' });
    expect([reset.status, reset.text, reset.headers['content-length'], reset.headers['transfer-encoding']]).toEqual([205, '', '0', undefined]);
    upstream.reply(() => ({ status: 204, body: '{"success":true}' }));
    const none = await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' });
    expect([none.status, none.headers['content-length'], none.headers['transfer-encoding']]).toEqual([204, undefined, undefined]);
  });

  it('answers a refused API key with its own 502, not the 401 that would tell the user to sign in, and logs it as an error', async () => {
    upstream.reply(() => ({
      status: 401,
      body: { success: false, error: 'Invalid or missing API key', message: 'key sk_live_… was revoked' },
      headers: { 'X-Request-Id': 'req_1' },
    }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(502);
    // A fixed text: nothing the service said about the key reaches the browser.
    expect(response.json).toEqual({ success: false, error: 'The social service refused the proxy\'s credentials.' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(proxy.logs).toEqual([expect.objectContaining({ level: 'error', event: 'failed', reason: 'api_key_refused', status: 502, upstreamRequests: 1 })]);
  });

  it('answers a refused API key with 502 on every route: the pending ones and the disconnect check too', async () => {
    upstream.reply(() => ({ status: 401, body: { success: false, error: 'Invalid or missing API key' } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => 'acme' });
    expect((await proxy.fetch('/v1/social-accounts/pending/tok_1')).status).toBe(502);
    expect((await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' })).status).toBe(502);
    expect(proxy.logs.map((e) => [e.operation, e.reason])).toEqual([
      ['pendingSession', 'api_key_refused'],
      ['disconnectAccount', 'api_key_refused'],
    ]);
  });

  it('passes any other 401 on as it is: the app password refused is the user’s to fix', async () => {
    const body = '{"success":false,"error":"Invalid handle or app password"}';
    upstream.reply(() => ({ status: 401, body, headers: { 'Content-Type': 'application/json' } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'a', appPassword: 'b' }));
    expect(response.status).toBe(401);
    expect(response.text).toBe(body);
    expect(proxy.logs[0]).toMatchObject({ event: 'forwarded', level: 'info' });
  });
});

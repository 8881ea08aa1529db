import { jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();
const LIST = '/v1/social-accounts';

describe('authorize', () => {
  it('answers false with the 401 envelope, and nothing reaches the service', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, authorize: () => false });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ success: false, error: 'Unauthorized' });
    expect(upstream.received).toHaveLength(0);
  });

  it('answers a throw with 401, without the thrown message', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, authorize: () => Promise.reject(new Error('jwt secret=abc')) });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(401);
    expect(response.text).not.toContain('abc');
    expect(proxy.logs[0]).toMatchObject({ event: 'rejected', reason: 'authorize_failed' });
    expect(upstream.received).toHaveLength(0);
  });

  it('lets only `true` through: a truthy value from an async check that forgot its boolean does not count', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, authorize: (() => Promise.resolve({ user: 'u' })) as never });
    expect((await proxy.fetch(LIST)).status).toBe(401);
    expect(upstream.received).toHaveLength(0);
  });

  it('sends a Response it returns as it is', async () => {
    const proxy = await mountProxy({
      upstreamUrl: upstream.url,
      authorize: () => new Response('{"success":false,"error":"Sign in first"}', { status: 403, headers: { 'Content-Type': 'application/json', 'X-App': 'mine' } }),
    });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(403);
    expect(response.text).toBe('{"success":false,"error":"Sign in first"}');
    expect(response.headers['x-app']).toBe('mine');
    expect(upstream.received).toHaveLength(0);
  });

  it('receives the browser’s request with its cookies, also on the pending-session routes', async () => {
    const authorize = vi.fn((request: Request) => request.headers.get('cookie') === 'sid=ok');
    const proxy = await mountProxy({ upstreamUrl: upstream.url, authorize });
    expect((await proxy.fetch(LIST, { headers: { Cookie: 'sid=ok' } })).status).toBe(200);
    expect((await proxy.fetch('/v1/social-accounts/pending/sess_0123456789')).status).toBe(401);
    expect((await proxy.fetch('/v1/social-accounts/pending/sess_0123456789/finalize', jsonInit('POST', { selectedPageIds: ['p'] }))).status).toBe(401);
    expect(upstream.received).toHaveLength(1);
    expect(authorize).toHaveBeenCalledTimes(3);
  });

  it('is not asked about requests the allowlist refuses', async () => {
    const authorize = vi.fn(() => true);
    const proxy = await mountProxy({ upstreamUrl: upstream.url, authorize });
    await proxy.fetch('/v1/posts');
    expect(authorize).not.toHaveBeenCalled();
  });
});

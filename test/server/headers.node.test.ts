import { rawRequest } from '../support/loopback.js';
import { API_KEY, jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();

describe('the API key', () => {
  it.each([
    ['authUrl', 'POST', '/v1/social-networks/linkedin/auth-url'],
    ['connectAppPassword', 'POST', '/v1/social-accounts/bluesky'],
    ['listAccounts', 'GET', '/v1/social-accounts'],
    ['disconnectAccount', 'DELETE', '/v1/social-accounts/acc_1'],
    ['uploadTicket', 'POST', '/v1/media/upload'],
    ['confirmUpload', 'POST', '/v1/media/med_1/confirm'],
  ])('is sent as Authorization: Bearer on %s', async (_, method, path) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch(path, method === 'POST' ? jsonInit(method, {}) : { method });
    expect(upstream.received[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it.each([
    ['pendingSession', 'GET', '/v1/social-accounts/pending/sess_0123456789'],
    ['finalize', 'POST', '/v1/social-accounts/pending/sess_0123456789/finalize'],
  ])('is not sent on %s, which authenticates by its session token', async (_, method, path) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch(path, method === 'POST' ? jsonInit(method, { selectedPageIds: ['p'] }, { Authorization: 'Bearer browser' }) : { method, headers: { Authorization: 'Bearer browser' } });
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]?.headers).not.toHaveProperty('authorization');
    expect(JSON.stringify(upstream.received[0])).not.toContain(API_KEY);
  });
});

describe('request headers', () => {
  it('drops the browser’s Authorization, Cookie, hop-by-hop and every other header but a short allowlist', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await rawRequest(proxy.origin, {
      method: 'POST',
      path: '/api/social/v1/media/upload',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        Accept: 'text/html',
        'Accept-Language': 'de-DE,de;q=0.9',
        'X-Request-Id': 'req-42',
        Authorization: 'Bearer users-own-token',
        Cookie: 'session=users-session-cookie',
        Connection: 'keep-alive, X-Hop',
        'X-Hop': 'hop-value',
        'Keep-Alive': 'timeout=5',
        TE: 'trailers',
        'Proxy-Authorization': 'Basic cHJveHk6cHc=',
        'Proxy-Connection': 'keep-alive',
        'X-Forwarded-For': '10.0.0.1',
        'X-Forwarded-Host': 'evil.example',
        'X-Api-Key': 'browser-key',
        Origin: 'https://app.example',
        Referer: 'https://app.example/settings?token=abc',
        'User-Agent': 'browser',
      },
      body: JSON.stringify({ filename: 'a.png' }),
    });
    expect(response.status).toBe(200);

    const { headers } = upstream.received[0]!;
    expect(headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(headers['content-type']).toBe('application/json');
    expect(headers.accept).toBe('application/json');
    expect(headers['accept-language']).toBe('de-DE,de;q=0.9');
    expect(headers['x-request-id']).toBe('req-42');
    for (const name of ['cookie', 'x-hop', 'keep-alive', 'te', 'proxy-authorization', 'proxy-connection', 'x-forwarded-for', 'x-forwarded-host', 'x-api-key', 'origin', 'referer']) {
      expect(headers, name).not.toHaveProperty(name);
    }
    const wire = JSON.stringify(headers);
    for (const value of ['users-own-token', 'users-session-cookie', 'hop-value', 'browser-key', 'evil.example', 'token=abc', '"browser"']) {
      expect(wire).not.toContain(value);
    }
  });

  it('drops an X-Request-Id or Accept-Language that is not shaped like one', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/social-accounts', { headers: { 'X-Request-Id': 'a b <script>', 'Accept-Language': 'x'.repeat(300) } });
    expect(upstream.received[0]?.headers).not.toHaveProperty('x-request-id');
    expect(upstream.received[0]?.headers['accept-language']).not.toBe('x'.repeat(300));
  });
});

describe('response headers', () => {
  it('never passes the service’s Set-Cookie (or its other headers) back', async () => {
    upstream.reply(() => ({
      body: { success: true, data: [] },
      headers: { 'Set-Cookie': ['svc_session=abc; HttpOnly', 'other=1'], 'X-Powered-By': 'svc', 'Cache-Control': 'public, max-age=600', 'Access-Control-Allow-Origin': '*' },
    }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await rawRequest(proxy.origin, { path: '/api/social/v1/social-accounts' });
    expect(response.status).toBe(200);
    expect(response.headers).not.toHaveProperty('set-cookie');
    expect(response.headers).not.toHaveProperty('x-powered-by');
    expect(response.headers).not.toHaveProperty('access-control-allow-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('passes Retry-After, X-RateLimit-* and X-Request-Id back unchanged, with the status and envelope', async () => {
    const envelope = '{"success":false,"error":"Too many requests","message":"Rate limit exceeded, retry later"}';
    upstream.reply(() => ({
      status: 429,
      body: envelope,
      headers: {
        'Content-Type': 'application/json',
        'Retry-After': '7',
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': '1767225600',
        'X-Request-Id': 'svc-req-1',
        Date: 'Thu, 01 Jan 2026 00:00:00 GMT',
      },
    }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts');
    expect(response.status).toBe(429);
    expect(response.text).toBe(envelope);
    expect(response.headers).toMatchObject({
      'retry-after': '7',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '1767225600',
      'x-request-id': 'svc-req-1',
      // The service's clock, not the proxy's: a session's time left is counted by it.
      date: 'Thu, 01 Jan 2026 00:00:00 GMT',
      'content-type': 'application/json; charset=utf-8',
    });
  });
});

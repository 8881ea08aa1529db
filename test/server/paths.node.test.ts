import { createSocialProxy } from '../../src/server/index.js';
import { rawRequest } from '../support/loopback.js';
import { API_KEY, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();

describe('path normalisation', () => {
  // Sent raw (node:http), because fetch would resolve `..` and turn `\` into `/` before sending.
  it.each([
    ['a dot-dot segment', '/api/social/v1/media/../social-accounts'],
    ['a dot-dot that climbs out of the mount', '/api/social/../social/v1/social-accounts'],
    ['a dot segment', '/api/social/v1/./social-accounts'],
    ['an encoded dot-dot', '/api/social/v1/social-accounts/%2e%2e'],
    ['a half-encoded dot-dot', '/api/social/v1/social-accounts/.%2E'],
    ['an encoded slash', '/api/social/v1/social-accounts/acc%2F..%2F..%2Fadmin'],
    ['a lower-case encoded slash', '/api/social/v1/social-accounts/a%2fb'],
    ['an encoded backslash', '/api/social/v1/social-accounts/a%5Cb'],
    ['a backslash', '/api/social/v1\\social-accounts'],
    ['a double slash', '/api/social//v1/social-accounts'],
    ['a double slash inside', '/api/social/v1//social-accounts'],
    ['a trailing slash', '/api/social/v1/social-accounts/'],
    ['an absolute URL as the path', '/api/social/https://evil.example/v1/social-accounts'],
    ['a protocol-relative target', '//evil.example/api/social/v1/social-accounts'],
    ['an absolute-form request target', 'http://evil.example/api/social/v1/social-accounts'],
    ['an encoded NUL', '/api/social/v1/social-accounts/acc%00'],
    ['broken percent-encoding', '/api/social/v1/social-accounts/acc%E0%A4%A'],
    ['a very long path', `/api/social/v1/social-accounts/${'a'.repeat(5000)}`],
  ])('refuses %s with the 400 envelope, before any upstream request', async (_, path) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await rawRequest(proxy.origin, { method: path.includes('social-accounts/') ? 'DELETE' : 'GET', path });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: 'Invalid path' });
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ['GET', '/api/social/v1/social-accounts/pending/..'],
    ['GET', '/api/social/v1/social-accounts/pending/.'],
    ['GET', '/api/social/v1/social-accounts/pending/%2E%2E'],
    ['POST', '/api/social/v1/social-accounts/pending/../finalize'],
    ['POST', '/api/social/v1/social-accounts/pending/%2e/finalize'],
    ['DELETE', '/api/social/v1/social-accounts/.'],
    ['POST', '/api/social/v1/media/%2E%2E/confirm'],
    ['POST', '/api/social/v1/social-networks/tok%2F..%2F..%2Fsocial-accounts/auth-url'],
  ])('refuses %s %s: a parameter that is a dot segment or holds a slash never reaches the service', async (method, path) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const body = method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' };
    const response = await rawRequest(proxy.origin, { method, path, ...body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: 'Invalid path' });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses the same paths when a Fetch runtime already resolved the URL', async () => {
    const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: '/api/social' });
    // What reaches a Fetch handler: `..` resolved away, encoded slashes and `//` kept.
    for (const url of ['/api/social/v1/social-accounts/a%2Fb', '/api/social/v1//social-accounts', '/api/social/v1/social-accounts/%2e%2e%2f']) {
      const response = await proxy(new Request(`http://app.example${url}`, { method: 'DELETE' }));
      expect(response.status).toBe(400);
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('takes a parameter as one safe segment only: unicode, spaces and quotes are not ids', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    for (const id of ['%C3%BC', 'a%20b', '%22', '%3Cscript%3E', 'a%3Fb', 'a%23b', 'x'.repeat(513)]) {
      expect((await proxy.fetch(`/v1/social-accounts/${id}`, { method: 'DELETE' })).status).toBe(404);
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('re-encodes parameters with encodeURIComponent in the matched template', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const id = "acc:1@x!$&'()*+,;=~";
    await proxy.fetch(`/v1/social-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' });
    expect(upstream.received[0]?.path).toBe(`${upstream.prefix}/v1/social-accounts/${encodeURIComponent(id)}`);
  });

  it('reaches the configured upstream whatever Host, X-Forwarded-Host or absolute target the request carries', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await rawRequest(proxy.origin, {
      path: '/api/social/v1/social-accounts',
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example' },
    });
    expect(response.status).toBe(200);
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]?.headers.host).toBe(new URL(upstream.origin).host);
  });
});

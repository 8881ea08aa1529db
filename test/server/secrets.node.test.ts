import { createSocialProxy, type ProxyLogEvent } from '../../src/server/index.js';
import { API_KEY, jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();
const TOKEN = 'sess_Q2hhbmdlTWUtc2Vzc2lvbi10b2tlbg';
const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';

describe('log events', () => {
  it('are one structured event per request', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/social-accounts?tenantId=acme&username=ada');
    expect(proxy.logs).toEqual([
      {
        level: 'info',
        event: 'forwarded',
        method: 'GET',
        path: '/v1/social-accounts',
        operation: 'listAccounts',
        status: 200,
        durationMs: expect.any(Number),
        upstreamRequests: 1,
      } satisfies ProxyLogEvent,
    ]);
  });

  it('redact the session token in the path they log', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}`);
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}/finalize`, jsonInit('POST', { selectedPageIds: ['p'] }));
    expect(proxy.logs.map((e) => e.path)).toEqual(['/v1/social-accounts/pending/[redacted]', '/v1/social-accounts/pending/[redacted]/finalize']);
  });

  it('repeat only the operations’ own words from a path that matched nothing', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}/finalize/extra`, jsonInit('POST', {}));
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}/elsewhere`);
    expect(proxy.logs.map((e) => [e.path, e.reason])).toEqual([
      ['/v1/social-accounts/pending/*/finalize/*', 'not_allowed'],
      ['/v1/social-accounts/pending/*/*', 'not_allowed'],
    ]);
  });

  it('never carry the API key, an app password or a session token, whatever happens', async () => {
    let step = 0;
    upstream.reply(() => {
      step += 1;
      if (step === 2) return { status: 502, body: '<html>bad gateway</html>' };
      if (step === 3) return { delayMs: 500, body: { success: true } };
      return { status: 401, body: { success: false, error: 'Invalid or missing API key' } };
    });
    const proxy = await mountProxy({ upstreamUrl: upstream.url, timeoutMs: 100, maxBodyBytes: 256, resolveTenant: () => 'acme' });
    await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'ada', appPassword: APP_PASSWORD }));
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}`);
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}/finalize`, jsonInit('POST', { selectedPageIds: ['p'] }));
    await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'ada', appPassword: `${APP_PASSWORD}${'x'.repeat(300)}` }));
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}/x`, { headers: { Authorization: `Bearer ${API_KEY}` } });
    await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}%2F..`);
    expect(proxy.logs).toHaveLength(6);
    const lines = proxy.logs.map((event) => JSON.stringify(event)).join('\n');
    for (const secret of [API_KEY, APP_PASSWORD, TOKEN]) expect(lines).not.toContain(secret);
  });

  it('cannot break a request by throwing', async () => {
    const proxy = await mountProxy({
      upstreamUrl: upstream.url,
      onLog: () => {
        throw new Error('logger down');
      },
    });
    expect((await proxy.fetch('/v1/social-accounts')).status).toBe(200);
  });
});

describe('responses', () => {
  it('never carry the API key, even when the service echoes it in its body or headers', async () => {
    upstream.reply((r) => ({
      status: 401,
      body: { success: false, error: `Invalid or missing API key: ${r.headers.authorization}`, details: { [API_KEY]: { _errors: [API_KEY] } } },
      headers: { 'X-RateLimit-Key': `${API_KEY}` },
    }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/social-accounts');
    expect(response.status).toBe(401);
    expect(response.json.error).toBe('Invalid or missing API key: Bearer [redacted]');
    expect(JSON.stringify(response)).not.toContain(API_KEY);
  });

  it('never carry the app password or the session token the request sent, should the service echo them', async () => {
    upstream.reply((r) => ({ status: 400, body: { success: false, error: `Bad ${r.body} at ${r.path}` } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const connect = await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'ada', appPassword: APP_PASSWORD }));
    const pending = await proxy.fetch(`/v1/social-accounts/pending/${TOKEN}`);
    expect(connect.text).not.toContain(APP_PASSWORD);
    expect(pending.text).not.toContain(TOKEN);
    expect(connect.json.error).toContain('[redacted]');
  });

  it('still forward an app password that holds a lone surrogate (it has no URL-encoded form to look for)', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const connect = await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'ada', appPassword: `\ud800${APP_PASSWORD}` }));
    expect(connect.status).toBe(200);
    expect(JSON.parse(upstream.received.at(-1)!.body)).toMatchObject({ appPassword: `\ud800${APP_PASSWORD}` });
  });
});

describe('errors at creation', () => {
  it('never repeat the key or the URL they refuse', () => {
    const refused = [
      () => createSocialProxy({ apiKey: 'sk live secret', upstreamUrl: 'https://api.example' }),
      () => createSocialProxy({ apiKey: 'sk_secret_short', upstreamUrl: 'https://api.example' }),
      () => createSocialProxy({ apiKey: API_KEY, upstreamUrl: 'https://user:pw-secret@api.example' }),
      () => createSocialProxy({ apiKey: API_KEY, upstreamUrl: 'not a url pw-secret' }),
    ];
    for (const create of refused) {
      let message = '';
      try {
        create();
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^createSocialProxy: /);
      expect(message).not.toMatch(/secret/);
      expect(message).not.toContain(API_KEY);
    }
  });
});

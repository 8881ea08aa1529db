import { OPERATIONS, type OperationId } from '../../src/client/operations.js';
import { rawRequest } from '../support/loopback.js';
import { API_KEY, jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();

/** A request of the client's for each operation, and the path the service must receive. */
const CALLS: Record<OperationId, { path: string; body?: unknown }> = {
  authUrl: { path: '/v1/social-networks/linkedin/auth-url', body: {} },
  pendingSession: { path: '/v1/social-accounts/pending/sess_0123456789' },
  finalize: { path: '/v1/social-accounts/pending/sess_0123456789/finalize', body: { selectedPageIds: ['p1'] } },
  connectAppPassword: { path: '/v1/social-accounts/bluesky', body: { handle: 'ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' } },
  listAccounts: { path: '/v1/social-accounts' },
  disconnectAccount: { path: '/v1/social-accounts/acc_1' },
  uploadTicket: { path: '/v1/media/upload', body: { filename: 'a.png' } },
  confirmUpload: { path: '/v1/media/med_1/confirm', body: {} },
};

describe('the allowlist, built from OPERATIONS', () => {
  it.each(Object.keys(OPERATIONS) as OperationId[])('forwards %s by its method and path, under the upstream URL', async (operation) => {
    const { method } = OPERATIONS[operation];
    const { path, body } = CALLS[operation];
    upstream.reply(() => ({ status: 200, body: { success: true, data: { ok: operation } } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url });

    const response = await proxy.fetch(path, body === undefined ? { method } : jsonInit(method, body));

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, data: { ok: operation } });
    expect(upstream.received).toHaveLength(1);
    expect(upstream.received[0]).toMatchObject({ method, path: `${upstream.prefix}${path}` });
  });

  it.each([
    ['GET', '/v1/social-networks'],
    ['POST', '/v1/social-networks'],
    ['GET', '/v1/posts'],
    ['POST', '/v1/posts'],
    ['DELETE', '/v1/posts/post_1'],
    ['GET', '/v1/social-accounts/acc_1/analytics'],
    ['PUT', '/v1/media/upload'],
    ['PUT', '/v1/media/med_1/a.png'],
    ['GET', '/v1/media/upload'],
    ['POST', '/v1/social-accounts'],
    ['PATCH', '/v1/social-accounts/acc_1'],
    ['DELETE', '/v1/social-networks/linkedin'],
    ['GET', '/v1/social-accounts/pending'],
    ['GET', '/v1/social-accounts/pending/tok/finalize'],
    ['POST', '/v1/social-networks/linkedin/auth-url/extra'],
    ['GET', '/v2/social-accounts'],
    ['GET', '/social-accounts'],
    ['GET', ''],
    ['OPTIONS', '/v1/social-accounts'],
    ['HEAD', '/v1/social-accounts'],
  ])('answers %s %s with the 404 envelope and never reaches the service', async (method, path) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch(path, method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? { method } : jsonInit(method, {}));
    expect(response.status).toBe(404);
    if (method !== 'HEAD') expect(response.json).toEqual({ success: false, error: 'Not found' });
    expect(upstream.received).toHaveLength(0);
  });

  it('answers paths outside basePath with the 404 envelope when mounted as a plain listener', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await rawRequest(proxy.origin, { path: '/v1/social-accounts' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, error: 'Not found' });
    expect(upstream.received).toHaveLength(0);
  });

  it('forwards only the operations it is given', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, operations: ['listAccounts', 'disconnectAccount'] });
    expect((await proxy.fetch('/v1/media/upload', jsonInit('POST', { filename: 'a.png' }))).status).toBe(404);
    expect((await proxy.fetch('/v1/social-networks/x/auth-url', jsonInit('POST', {}))).status).toBe(404);
    expect(upstream.received).toHaveLength(0);
    expect((await proxy.fetch('/v1/social-accounts')).status).toBe(200);
    expect(upstream.received.map((r) => r.path)).toEqual([`${upstream.prefix}/v1/social-accounts`]);
  });

  it('takes the same path overrides as the client, and then only those paths', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, paths: { disconnectAccount: '/v1/accounts/{accountId}' } });
    expect((await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' })).status).toBe(404);
    expect((await proxy.fetch('/v1/accounts/acc_1', { method: 'DELETE' })).status).toBe(200);
    expect(upstream.received.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${upstream.prefix}/v1/accounts/acc_1`]);
    expect(upstream.received[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('does not proxy the media upload PUT: it goes from the browser to the presigned storage URL', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    const response = await proxy.fetch('/v1/media/med_1', { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array([1, 2, 3]) });
    expect(response.status).toBe(404);
    expect(upstream.received).toHaveLength(0);
  });
});

describe('the query string', () => {
  it('is rebuilt from the list operation’s own parameters, first value of each', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch(
      '/v1/social-accounts?evil=1&tenantId=t1&network=x&username=ada&limit=5&offset=10&tenantId=t2&url=http%3A%2F%2Fevil.example&callback=x',
    );
    expect(upstream.received[0]?.url).toBe(`${upstream.prefix}/v1/social-accounts?tenantId=t1&network=x&username=ada&limit=5&offset=10`);
  });

  it('is dropped for operations that take none', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/media/upload?redirect=http://evil.example&tenantId=x', jsonInit('POST', { filename: 'a.png' }));
    await proxy.fetch('/v1/social-accounts/pending/sess_0123456789?x=1');
    expect(upstream.received.map((r) => r.url)).toEqual([
      `${upstream.prefix}/v1/media/upload`,
      `${upstream.prefix}/v1/social-accounts/pending/sess_0123456789`,
    ]);
  });

  it('drops empty values', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/social-accounts?network=&limit=20');
    expect(upstream.received[0]?.url).toBe(`${upstream.prefix}/v1/social-accounts?limit=20`);
  });
});

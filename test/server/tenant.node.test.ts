import type { Received } from '../support/loopback.js';
import { jsonInit, mountProxy, recordingUpstream } from './harness.js';

const upstream = recordingUpstream();
const forAcme = { resolveTenant: () => 'acme' };

const account = (id: string, tenantId: string | null = 'acme') => ({ id, network: 'x', username: id, tenantId });
const lists = (r: Received) => r.method === 'GET';
const deletes = (r: Received) => r.method === 'DELETE';

describe('the tenant, forced from resolveTenant', () => {
  it('overwrites tenant_id in an auth-URL body, and removes a camelCase tenantId', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    await proxy.fetch('/v1/social-networks/linkedin/auth-url', jsonInit('POST', { redirect_uri: 'https://app.example/cb', tenant_id: 'globex', tenantId: 'globex' }));
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({ redirect_uri: 'https://app.example/cb', tenant_id: 'acme' });
  });

  it('sets tenant_id in an auth-URL body that had none, also an empty one', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    await proxy.fetch('/v1/social-networks/linkedin/auth-url', jsonInit('POST', {}));
    await proxy.fetch('/v1/social-networks/linkedin/auth-url', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(upstream.received.map((r) => JSON.parse(r.body))).toEqual([{ tenant_id: 'acme' }, { tenant_id: 'acme' }]);
  });

  it('overwrites tenantId in an app-password body, and removes a snake_case tenant_id', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', { handle: 'ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'globex', tenant_id: 'globex' }));
    expect(JSON.parse(upstream.received[0]!.body)).toEqual({ handle: 'ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'acme' });
  });

  it('overwrites tenantId in a list query, and adds it when missing', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    await proxy.fetch('/v1/social-accounts?tenantId=globex&limit=20');
    await proxy.fetch('/v1/social-accounts');
    expect(upstream.received.map((r) => r.query.getAll('tenantId'))).toEqual([['acme'], ['acme']]);
    expect(upstream.received[0]?.query.get('limit')).toBe('20');
  });

  it('waits for an async resolveTenant and receives the browser’s request (its cookies)', async () => {
    const resolveTenant = vi.fn(async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return request.headers.get('cookie') === 'sid=s1' ? 'team_1' : null;
    });
    const proxy = await mountProxy({ upstreamUrl: upstream.url, resolveTenant });
    await proxy.fetch('/v1/social-accounts', { headers: { Cookie: 'sid=s1' } });
    expect(upstream.received[0]?.query.get('tenantId')).toBe('team_1');
  });

  it('refuses a user without a tenant (403), never listing the whole organization', async () => {
    for (const none of [null, undefined, '']) {
      const proxy = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => none });
      const response = await proxy.fetch('/v1/social-accounts');
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ success: false, error: 'No tenant for this user.' });
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('answers 500 without detail when resolveTenant throws or yields an id the service would refuse', async () => {
    const throwing = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => Promise.reject(new Error('db down: password=hunter2')) });
    const response = await throwing.fetch('/v1/social-accounts');
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ success: false, error: 'Internal server error' });
    expect(throwing.logs[0]).toMatchObject({ reason: 'tenant_failed', level: 'warn' });
    expect(JSON.stringify(throwing.logs)).not.toContain('hunter2');

    const odd = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => 'acme&tenantId=globex' });
    expect((await odd.fetch('/v1/social-accounts')).status).toBe(500);
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a body that cannot hold the tenant (not a JSON object)', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    const response = await proxy.fetch('/v1/social-accounts/bluesky', jsonInit('POST', [{ tenantId: 'globex' }]));
    expect(response.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });

  it('is not asked for operations the tenant does not scope (pending session, finalize, media)', async () => {
    const resolveTenant = vi.fn(() => 'acme');
    const proxy = await mountProxy({ upstreamUrl: upstream.url, resolveTenant });
    await proxy.fetch('/v1/social-accounts/pending/sess_0123456789');
    await proxy.fetch('/v1/social-accounts/pending/sess_0123456789/finalize', jsonInit('POST', { selectedPageIds: ['p'] }));
    await proxy.fetch('/v1/media/upload', jsonInit('POST', { filename: 'a.png', tenantId: 'x' }));
    await proxy.fetch('/v1/media/med_1/confirm', jsonInit('POST', {}));
    expect(resolveTenant).not.toHaveBeenCalled();
    expect(upstream.received).toHaveLength(4);
  });

  it('leaves the browser’s tenant as it is without resolveTenant (docs/proxy.md says to set one)', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/social-accounts?tenantId=globex');
    expect(upstream.received[0]?.query.get('tenantId')).toBe('globex');
  });
});

describe('a disconnect, checked against the tenant first', () => {
  it('lists the tenant’s accounts, finds the account, then forwards the DELETE', async () => {
    upstream.reply((r) => (lists(r) ? { body: { success: true, data: [account('acc_1'), account('acc_2')], count: 2 } } : { body: { success: true, data: { id: 'acc_2' } } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    const response = await proxy.fetch('/v1/social-accounts/acc_2', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(upstream.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${upstream.prefix}/v1/social-accounts?tenantId=acme&limit=100&offset=0`,
      `DELETE ${upstream.prefix}/v1/social-accounts/acc_2`,
    ]);
    expect(proxy.logs[0]).toMatchObject({ event: 'forwarded', operation: 'disconnectAccount', upstreamRequests: 2 });
  });

  it('answers 404 for an account of another tenant, and never sends the DELETE', async () => {
    upstream.reply(() => ({ body: { success: true, data: [account('acc_1')], count: 1 } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    const response = await proxy.fetch('/v1/social-accounts/acc_globex', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, error: 'Account not found' });
    expect(upstream.received.filter(deletes)).toHaveLength(0);
    expect(proxy.logs[0]).toMatchObject({ event: 'rejected', reason: 'not_in_tenant', upstreamRequests: 1 });
  });

  it('does not trust a listed record that names another tenant (a service that ignored the filter)', async () => {
    upstream.reply(() => ({ body: { success: true, data: [account('acc_1', 'globex'), account('acc_2', null)] } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    expect((await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' })).status).toBe(404);
    expect((await proxy.fetch('/v1/social-accounts/acc_2', { method: 'DELETE' })).status).toBe(404);
    expect(upstream.received.filter(deletes)).toHaveLength(0);
  });

  it('pages through the tenant’s accounts by what each page returned, until found', async () => {
    const all = Array.from({ length: 250 }, (_, i) => account(`acc_${i}`));
    upstream.reply((r) => {
      if (!lists(r)) return { body: { success: true, data: { id: 'acc_230' } } };
      // A service whose page cap (50) is below the limit asked for.
      const offset = Number(r.query.get('offset'));
      return { body: { success: true, data: all.slice(offset, offset + 50), count: all.length } };
    });
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    expect((await proxy.fetch('/v1/social-accounts/acc_230', { method: 'DELETE' })).status).toBe(200);
    expect(upstream.received.filter(lists).map((r) => r.query.get('offset'))).toEqual(['0', '50', '100', '150', '200']);
    expect(upstream.received.filter(deletes)).toHaveLength(1);
  });

  it('stops at the end of the list without count (an empty page)', async () => {
    upstream.reply((r) => ({ body: { success: true, data: r.query.get('offset') === '0' ? [account('acc_1')] : [] } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    expect((await proxy.fetch('/v1/social-accounts/acc_9', { method: 'DELETE' })).status).toBe(404);
    expect(upstream.received.map((r) => r.query.get('offset'))).toEqual(['0', '1']);
  });

  it('passes the service’s refusal of the listing back, and sends no DELETE', async () => {
    upstream.reply(() => ({ status: 429, body: '{"success":false,"error":"Too many requests"}', headers: { 'Content-Type': 'application/json', 'Retry-After': '3' } }));
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...forAcme });
    const response = await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' });
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('3');
    expect(upstream.received.filter(deletes)).toHaveLength(0);
  });

  it('forwards a disconnect at once without resolveTenant', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url });
    await proxy.fetch('/v1/social-accounts/acc_1', { method: 'DELETE' });
    expect(upstream.received.map((r) => r.method)).toEqual(['DELETE']);
  });
});

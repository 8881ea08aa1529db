import type { IncomingMessage } from 'node:http';
import { createSocialProxy, toNodeHandler, type NodeHooks, type ProxyLogEvent, type SocialProxyOptions } from '../../src/server/index.js';
import { listen, rawRequest } from '../support/loopback.js';
import { API_KEY, BASE_PATH, jsonInit, mountProxy, recordingUpstream } from './harness.js';

// The hooks given to toNodeHandler: they take Node's request as the framework hands it, and keep
// every rule of the proxy's own hooks. (fetch-path.node.test.ts runs this file again where the adapter
// goes through a Request: the hooks must still be called, with Node's request.)

const upstream = recordingUpstream();
const LIST = '/v1/social-accounts';
const AUTH_URL = '/v1/social-networks/linkedin/auth-url';

type AppRequest = IncomingMessage & { user?: { teamId: string } };

/**
 * The proxy behind session middleware of the app's own, Express-style: it puts `req.user` on the
 * request for the cookie `sid=alice`. Every request object the adapter was handed is kept.
 */
async function mountBehindSession(options: Partial<SocialProxyOptions>, hooks: NodeHooks<AppRequest>) {
  const logs: ProxyLogEvent[] = [];
  const handed: AppRequest[] = [];
  const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: BASE_PATH, onLog: (event) => logs.push(event), ...options });
  const handler = toNodeHandler(proxy, hooks);
  const loop = await listen((req: AppRequest, res) => {
    if (req.headers.cookie === 'sid=alice') req.user = { teamId: 'team_alice' };
    handed.push(req);
    handler(req, res);
  });
  onTestFinished(() => loop.close());
  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(loop.origin, { path: `${BASE_PATH}${path}`, headers });
  return { origin: loop.origin, logs, handed, get };
}

const alice = { Cookie: 'sid=alice' };

describe('Node hooks given to toNodeHandler', () => {
  it('receive the very request object the framework handed the adapter, with what its middleware put on it', async () => {
    const authorize = vi.fn((req: AppRequest) => req.user !== undefined);
    const resolveTenant = vi.fn((req: AppRequest) => req.user?.teamId);
    const app = await mountBehindSession({}, { authorize, resolveTenant });
    expect((await app.get(LIST, alice)).status).toBe(200);
    expect(authorize.mock.calls[0]?.[0]).toBe(app.handed[0]);
    expect(resolveTenant.mock.calls[0]?.[0]).toBe(app.handed[0]);
    expect((await app.get(LIST)).status).toBe(401);
  });

  it('force the tenant from a Node resolveTenant, over real HTTP to the service: query and body', async () => {
    const proxy = await mountProxy<AppRequest>({ upstreamUrl: upstream.url }, { resolveTenant: (req) => (req.headers.cookie === 'sid=alice' ? 'team_alice' : null) });
    await proxy.fetch(`${LIST}?tenantId=team_bob&limit=5`, { headers: alice });
    await proxy.fetch(AUTH_URL, jsonInit('POST', { redirect_uri: 'https://app.example/cb', tenant_id: 'team_bob', tenantId: 'team_bob' }, alice));
    expect(upstream.received.map((r) => r.query.getAll('tenantId'))).toEqual([['team_alice'], []]);
    expect(upstream.received[0]?.query.get('limit')).toBe('5');
    expect(JSON.parse(upstream.received[1]!.body)).toEqual({ redirect_uri: 'https://app.example/cb', tenant_id: 'team_alice' });
  });

  it('wait for an async Node resolveTenant', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, { resolveTenant: () => new Promise<string>((resolve) => setTimeout(resolve, 5, 'acme')) });
    expect((await proxy.fetch(LIST)).status).toBe(200);
    expect(upstream.received[0]?.query.get('tenantId')).toBe('acme');
  });

  it('answer 403 when the Node resolveTenant gives no tenant, never listing the whole organization', async () => {
    for (const none of [null, undefined, '']) {
      const proxy = await mountProxy({ upstreamUrl: upstream.url }, { resolveTenant: () => none });
      const response = await proxy.fetch(LIST);
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ success: false, error: 'No tenant for this user.' });
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('answer 500 without detail when the Node resolveTenant throws, as the proxy’s does', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, { resolveTenant: () => Promise.reject(new Error('db down: password=hunter2')) });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(500);
    expect(response.text).not.toContain('hunter2');
    expect(proxy.logs[0]).toMatchObject({ reason: 'tenant_failed' });
    expect(upstream.received).toHaveLength(0);
  });

  it.each<[string, NodeHooks['authorize']]>([
    ['false', () => false],
    ['a throw', () => {
      throw new Error('jwt secret=abc');
    }],
    ['a rejection', () => Promise.reject(new Error('jwt secret=abc'))],
    ['a truthy value that is not true', (() => Promise.resolve({ user: 'u' })) as never],
  ])('answer 401 when the Node authorize gives %s', async (_, authorize) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, { authorize });
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ success: false, error: 'Unauthorized' });
    expect(response.text).not.toContain('abc');
    expect(upstream.received).toHaveLength(0);
  });

  it('send a Response the Node authorize returns as it is', async () => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, {
      authorize: () => new Response('{"success":false,"error":"Sign in first"}', { status: 403, headers: { 'Content-Type': 'application/json', 'X-App': 'mine' } }),
    });
    const response = await proxy.fetch(LIST);
    expect(response).toMatchObject({ status: 403, text: '{"success":false,"error":"Sign in first"}' });
    expect(response.headers['x-app']).toBe('mine');
    expect(upstream.received).toHaveLength(0);
  });

  it.each([
    ['authorize', { authorize: () => new Promise<boolean>((resolve) => setTimeout(resolve, 400, true)) }],
    ['resolveTenant', { resolveTenant: () => new Promise<string>((resolve) => setTimeout(resolve, 400, 'acme')) }],
  ])('answer 504 when a Node %s hangs past the proxy’s timeoutMs, and the service is never asked', async (_, hooks) => {
    const proxy = await mountProxy({ upstreamUrl: upstream.url, timeoutMs: 100 }, hooks);
    const response = await proxy.fetch(LIST);
    expect(response.status).toBe(504);
    expect(response.json).toEqual({ success: false, error: 'The request could not be completed in time.' });
    expect(proxy.logs).toEqual([expect.objectContaining({ event: 'failed', status: 504, reason: 'proxy_timeout', upstreamRequests: 0 })]);
    expect(upstream.received).toHaveLength(0);
  });

  it('do not call the Node resolveTenant for operations the tenant does not scope', async () => {
    const resolveTenant = vi.fn(() => 'acme');
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, { resolveTenant });
    await proxy.fetch('/v1/social-accounts/pending/sess_0123456789');
    await proxy.fetch('/v1/media/upload', jsonInit('POST', { filename: 'a.png', tenantId: 'x' }));
    expect(resolveTenant).not.toHaveBeenCalled();
    expect(upstream.received).toHaveLength(2);
    await proxy.fetch(LIST);
    expect(resolveTenant).toHaveBeenCalledOnce();
  });
});

describe('the adapter’s hooks beside the proxy’s', () => {
  it('the adapter’s wins under toNodeHandler, and the proxy’s of the same name is not called', async () => {
    const own = { authorize: vi.fn(() => false), resolveTenant: vi.fn(() => 'globex') };
    const proxy = await mountProxy({ upstreamUrl: upstream.url, ...own }, { authorize: () => true, resolveTenant: () => 'acme' });
    expect((await proxy.fetch(`${LIST}?tenantId=globex`)).status).toBe(200);
    expect(upstream.received[0]?.query.get('tenantId')).toBe('acme');
    expect(own.authorize).not.toHaveBeenCalled();
    expect(own.resolveTenant).not.toHaveBeenCalled();
  });

  it('the proxy’s hook still runs where the adapter has none of that name: a tenant given in either place is forced', async () => {
    const onlyProxyTenant = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => 'acme' }, { authorize: () => true });
    await onlyProxyTenant.fetch(`${LIST}?tenantId=globex`);
    const onlyAdapterTenant = await mountProxy({ upstreamUrl: upstream.url, authorize: () => true }, { resolveTenant: () => 'acme' });
    await onlyAdapterTenant.fetch(`${LIST}?tenantId=globex`);
    const undefinedInAdapter = await mountProxy({ upstreamUrl: upstream.url, resolveTenant: () => 'acme' }, { resolveTenant: undefined, authorize: () => true });
    await undefinedInAdapter.fetch(`${LIST}?tenantId=globex`);
    expect(upstream.received.map((r) => r.query.get('tenantId'))).toEqual(['acme', 'acme', 'acme']);

    const proxyRefuses = await mountProxy({ upstreamUrl: upstream.url, authorize: () => false }, { resolveTenant: () => 'acme' });
    expect((await proxyRefuses.fetch(LIST)).status).toBe(401);
    expect(upstream.received).toHaveLength(3);
  });

  it('the proxy’s own hooks serve its Fetch handler, whatever an adapter was given', async () => {
    const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: upstream.url, basePath: BASE_PATH, resolveTenant: () => 'acme' });
    toNodeHandler(proxy, { resolveTenant: () => 'globex' });
    expect((await proxy(new Request(`http://app.example${BASE_PATH}${LIST}`))).status).toBe(200);
    expect(upstream.received[0]?.query.get('tenantId')).toBe('acme');
  });

  it('a hook on the options object’s prototype (a class’s method) is used as well', async () => {
    class Session {
      resolveTenant() {
        return 'acme';
      }
    }
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, new Session());
    await proxy.fetch(`${LIST}?tenantId=globex`);
    expect(upstream.received[0]?.query.get('tenantId')).toBe('acme');
  });

  it('a hook replaced on the options object after creation changes nothing: they are read once', async () => {
    const hooks: NodeHooks = { resolveTenant: () => 'acme' };
    const proxy = await mountProxy({ upstreamUrl: upstream.url }, hooks);
    delete hooks.resolveTenant;
    await proxy.fetch(`${LIST}?tenantId=globex`);
    expect(upstream.received[0]?.query.get('tenantId')).toBe('acme');
  });
});

describe('toNodeHandler’s hooks, checked at creation', () => {
  const proxy = createSocialProxy({ apiKey: API_KEY, upstreamUrl: 'https://api.service.example', basePath: BASE_PATH });

  it.each<[string, unknown, RegExp]>([
    ['a resolveTenant that is not a function', { resolveTenant: 'acme' }, /^toNodeHandler: resolveTenant must be a function\.$/],
    ['an authorize that is not a function', { authorize: true }, /^toNodeHandler: authorize must be a function\.$/],
    ['a misspelt hook', { resolveTenent: () => 'acme' }, /^toNodeHandler: resolveTenent is not a hook: it takes authorize and resolveTenant\.$/],
    ['hooks that are not an object', () => true, /^toNodeHandler: pass the hooks as an object: \{ authorize, resolveTenant \}\.$/],
    ['null', null, /^toNodeHandler: pass the hooks as an object: \{ authorize, resolveTenant \}\.$/],
  ])('throws for %s', (_, hooks, message) => {
    expect(() => toNodeHandler(proxy, hooks as NodeHooks)).toThrow(message);
  });

  it('throws for hooks around a handler that is not the proxy: nothing would call them', () => {
    const other = (request: Request) => Promise.resolve(new Response(request.url));
    expect(() => toNodeHandler(other, { authorize: () => true })).toThrow(
      /^toNodeHandler: hooks apply only to a proxy made by createSocialProxy: this handler would never call them\.$/,
    );
    expect(() => toNodeHandler(other, {})).not.toThrow();
    expect(() => toNodeHandler(other)).not.toThrow();
  });

  it('takes typed hooks for the framework’s own request', () => {
    expect(() => toNodeHandler<AppRequest>(proxy, { authorize: (req) => req.user !== undefined, resolveTenant: (req) => req.user?.teamId })).not.toThrow();
  });
});

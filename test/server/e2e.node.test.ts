import { createSocialClient } from '../../src/client/createSocialClient.js';
import { isUnauthorizedError, SocialKitError } from '../../src/client/errors.js';
import { describeError } from '../../src/i18n/messages.js';
import { errorMessages } from '../../src/i18n/en/errors.js';
import { createSimulator } from '../../src/mocks/simulator.js';
import type { SimulatedServiceCore } from '../../src/mocks/index.js';
import { createSocialProxy, toNodeHandler, type ProxyLogEvent } from '../../src/server/index.js';
import { listen, type Loopback } from '../support/loopback.js';
import { API_KEY } from './harness.js';

/**
 * The whole chain on loopback: the library's client → the proxy (node:http) → the simulated
 * service, run as a real HTTP server that demands the API key.
 */
let service: SimulatedServiceCore;
let serviceServer: Loopback;
let proxyServer: Loopback;
const logs: ProxyLogEvent[] = [];

beforeAll(async () => {
  service = createSimulator({ apiKey: API_KEY, baseUrl: '/svc', storageUrl: '/storage' }).core;
  serviceServer = await listen(toNodeHandler((request) => service.handle(request)));
  const proxy = createSocialProxy({
    apiKey: API_KEY,
    upstreamUrl: `${serviceServer.origin}/svc`,
    basePath: '/api/social',
    resolveTenant: () => 'acme',
    onLog: (event) => logs.push(event),
  });
  proxyServer = await listen(toNodeHandler(proxy));
});
afterEach(() => {
  service.reset();
  logs.length = 0;
});
afterAll(async () => {
  await proxyServer.close();
  await serviceServer.close();
});

const client = () => createSocialClient({ baseUrl: `${proxyServer.origin}/api/social` });

describe('client → proxy → simulated service', () => {
  it('is refused by the service without the key, and served through the proxy', async () => {
    const direct = await fetch(`${serviceServer.origin}/svc/v1/social-accounts`);
    expect(direct.status).toBe(401);
    expect(await direct.json()).toEqual({ success: false, error: 'Invalid or missing API key' });

    const { accounts } = await client().listAccounts();
    expect(accounts).toEqual([]);
  });

  it('answers a key the service refuses as the server’s fault, never as “sign in again”', async () => {
    const misconfigured = createSocialProxy({ apiKey: 'sk_revoked_00000000', upstreamUrl: `${serviceServer.origin}/svc`, basePath: '/api/social' });
    const loop = await listen(toNodeHandler(misconfigured));
    try {
      const error = await createSocialClient({ baseUrl: `${loop.origin}/api/social` })
        .listAccounts()
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'http', status: 502, operation: 'listAccounts' });
      expect(isUnauthorizedError(error)).toBe(false);
      expect(describeError(error, errorMessages)).toBe(errorMessages.errorServer);
    } finally {
      await loop.close();
    }
  });

  it('connects with an app password into the resolved tenant, whatever tenant the browser named', async () => {
    const account = await client().connectAppPassword({ handle: '@ada.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'globex' });
    expect(account).toMatchObject({ network: 'bluesky', username: 'ada.bsky.social', tenantId: 'acme' });
    expect(service.db.accounts().map((a) => a.tenantId)).toEqual(['acme']);
    expect(JSON.stringify(logs)).not.toContain('abcd-efgh-ijkl-mnop');
  });

  it('lists only the resolved tenant’s accounts', async () => {
    service.db.addAccount({ network: 'x', username: 'mine', tenantId: 'acme' });
    service.db.addAccount({ network: 'x', username: 'theirs', tenantId: 'globex' });
    service.db.addAccount({ network: 'x', username: 'nobodys', tenantId: null });
    const { accounts, count } = await client().listAccounts({ tenantId: 'globex', limit: 20 });
    expect(accounts.map((a) => a.username)).toEqual(['mine']);
    expect(count).toBe(1);
  });

  it('completes an OAuth connect: auth URL (tenant forced), consent, pending session, finalize', async () => {
    const { authUrl } = await client().getAuthUrl({ network: 'facebook', redirectUri: 'https://app.example/callback', tenantId: 'globex' });
    const redirect = new URL(service.authorize(new URL(authUrl).searchParams.get('state') ?? '', { decision: 'allow', pageCount: 2 }));
    const sessionToken = redirect.searchParams.get('session') ?? '';
    expect(sessionToken).not.toBe('');

    const pending = await client().getPendingSession({ sessionToken });
    expect(pending.availablePages).toHaveLength(2);
    const connected = await client().finalize({ sessionToken, selectedPageIds: pending.availablePages.map((p) => p.id) });
    expect(connected).toHaveLength(2);
    expect(service.db.accounts().map((a) => a.tenantId)).toEqual(['acme', 'acme']);
    expect(JSON.stringify(logs)).not.toContain(sessionToken);
  });

  it('uploads: ticket through the proxy, PUT straight to storage, confirm through the proxy', async () => {
    const ticket = await client().requestUploadTicket({ filename: 'cat.png', contentType: 'image/png' });
    expect(new URL(ticket.uploadUrl).origin).toBe(serviceServer.origin);
    const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array([1, 2, 3, 4]) });
    expect(put.status).toBe(200);
    const media = await client().confirmUpload({ mediaId: ticket.id, size: 4 });
    expect(media).toMatchObject({ id: ticket.id, size: 4, status: 'active' });
    expect(logs.map((e) => e.operation)).toEqual(['uploadTicket', 'confirmUpload']);
  });

  it('disconnects the tenant’s own account, and refuses another tenant’s', async () => {
    const mine = service.db.addAccount({ network: 'x', username: 'mine', tenantId: 'acme' });
    const theirs = service.db.addAccount({ network: 'x', username: 'theirs', tenantId: 'globex' });

    await client().disconnectAccount({ accountId: mine.id });
    const refused = await client()
      .disconnectAccount({ accountId: theirs.id })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SocialKitError);
    expect(refused).toMatchObject({ status: 404, message: 'Account not found' });
    expect(service.db.accounts().map((a) => a.username)).toEqual(['theirs']);
    expect(service.requests.filter((r) => r.operation === 'disconnectAccount')).toHaveLength(1);
  });
});

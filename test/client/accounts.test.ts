import { http, HttpResponse } from 'msw';
import { isRetryableError, isUnauthorizedError } from '../../src/client/errors.js';
import { server } from '../support/server.js';
import { API, failure, simulate } from './helpers.js';

// The account list (`GET /v1/social-accounts`) and disconnecting (`DELETE /v1/social-accounts/{id}`).

describe('listAccounts', () => {
  it('maps each account to camelCase, with isActive true from 1 and false from 0', async () => {
    const { service, client } = simulate();
    const active = service.db.addAccount({
      network: 'linkedin',
      nickname: 'Acme Studio',
      username: 'acme-studio',
      profile_picture_url: 'https://cdn.example/acme.png',
      network_unique_id: 'urn:li:organization:42',
      customer_social_network_id: 7,
      accountType: 'organization',
      isActive: 1,
      createdAt: '2025-01-02T03:04:05.000Z',
      tenantId: 'tenant_1',
    });
    const inactive = service.db.addAccount({ network: 'x', username: 'old_handle', isActive: 0 });

    const { accounts } = await client.listAccounts();

    expect(accounts[0]).toEqual({
      id: active.id,
      orgId: active.orgId,
      nickname: 'Acme Studio',
      network: 'linkedin',
      username: 'acme-studio',
      profilePictureUrl: 'https://cdn.example/acme.png',
      networkUniqueId: 'urn:li:organization:42',
      customerSocialNetworkId: 7,
      accountType: 'organization',
      isActive: true,
      createdAt: '2025-01-02T03:04:05.000Z',
      tenantId: 'tenant_1',
    });
    expect(accounts[1]).toMatchObject({ id: inactive.id, username: 'old_handle', isActive: false });
    expect(service.requests).toEqual([{ operation: 'listAccounts', method: 'GET', url: `${API}/v1/social-accounts`, body: null }]);
  });

  it('sends tenantId, network, limit and offset as query parameters', async () => {
    const { service, client } = simulate();
    await client.listAccounts({ tenantId: 'tenant_1', network: 'x', limit: 2, offset: 4 });
    expect(service.requests[0]).toMatchObject({
      method: 'GET',
      url: `${API}/v1/social-accounts?tenantId=tenant_1&network=x&limit=2&offset=4`,
    });
  });

  it('filters by exact username', async () => {
    const { service, client } = simulate();
    service.db.addAccount({ network: 'x', username: 'ada' });
    service.db.addAccount({ network: 'x', username: 'grace' });
    const list = await client.listAccounts({ username: 'grace' });
    expect(list.accounts.map((account) => account.username)).toEqual(['grace']);
    expect(service.requests[0]!.url).toBe(`${API}/v1/social-accounts?username=grace`);
  });

  it('sends offset 0 rather than dropping it as falsy', async () => {
    const { service, client } = simulate();
    await client.listAccounts({ limit: 20, offset: 0 });
    expect(service.requests[0]!.url).toBe(`${API}/v1/social-accounts?limit=20&offset=0`);
  });

  it('returns only the page asked for, with count, limit and offset read from the top level', async () => {
    const { service, client } = simulate();
    const mine = ['a', 'b', 'c', 'd', 'e'].map((name) => service.db.addAccount({ network: 'x', username: name, tenantId: 'tenant_1' }));
    service.db.addAccount({ network: 'x', username: 'theirs', tenantId: 'tenant_2' });
    service.db.addAccount({ network: 'threads', username: 'mine_elsewhere', tenantId: 'tenant_1' });

    const page = await client.listAccounts({ tenantId: 'tenant_1', network: 'x', limit: 2, offset: 2 });

    expect(page.accounts.map((account) => account.id)).toEqual([mine[2]!.id, mine[3]!.id]);
    // The total of all matches, never the length of the page.
    expect(page).toMatchObject({ count: 5, limit: 2, offset: 2 });
  });

  it('reports the service defaults when no paging is asked for', async () => {
    const { service, client } = simulate();
    service.db.addAccount({ network: 'youtube' });
    expect(await client.listAccounts()).toMatchObject({ count: 1, limit: 50, offset: 0 });
  });

  it('keeps an account of a network it does not know', async () => {
    const { service, client } = simulate();
    const seeded = service.db.addAccount({ network: 'google_business', username: 'acme-bakery' });
    const { accounts } = await client.listAccounts({ network: 'google_business' });
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: seeded.id, network: 'google_business', username: 'acme-bakery' });
    expect(service.requests[0]!.url).toBe(`${API}/v1/social-accounts?network=google_business`);
  });

  it('keeps fields it does not know, camelCased like the rest', async () => {
    const { client } = simulate();
    server.use(
      http.get(`${API}/v1/social-accounts`, () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 'acc_1', network: 'x', username: 'a', isActive: 1, verified: true, follower_count: 12, meta: { plan: 'pro' } }],
        }),
      ),
    );
    const [account] = (await client.listAccounts()).accounts;
    expect(account).toMatchObject({ id: 'acc_1', isActive: true, verified: true, followerCount: 12, meta: { plan: 'pro' } });
  });
});

describe('a service that wants an API key', () => {
  it('answers the account list 401 "Invalid or missing API key": the client never sends one', async () => {
    const { client } = simulate({ apiKey: 'sk_live_secret' });
    const authorization: (string | null)[] = [];
    const record = ({ request }: { request: Request }) => void authorization.push(request.headers.get('Authorization'));
    server.events.on('request:start', record);
    try {
      const error = await failure(client.listAccounts());
      expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid or missing API key', operation: 'listAccounts' });
      // The proxy's key, not the user's session: "sign in again" would not help.
      expect(isUnauthorizedError(error)).toBe(false);
      expect(error.code).toBe('service-credentials-refused');
      expect(isRetryableError(error)).toBe(false);
      expect(authorization).toEqual([null]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('still reads a pending session from such a service: the session token is its authentication', async () => {
    const { service, client } = simulate({ apiKey: 'sk_live_secret' });
    const sessionToken = service.db.createSession({ network: 'facebook', pages: [{ id: 'pg_1', name: 'Acme' }] });
    const session = await client.getPendingSession({ sessionToken });
    expect(session.availablePages.map((page) => page.id)).toEqual(['pg_1']);
  });
});

describe('disconnectAccount', () => {
  it('deletes the account by id and resolves with nothing on a 200', async () => {
    const { service, client } = simulate();
    const gone = service.db.addAccount({ network: 'x' });
    const kept = service.db.addAccount({ network: 'threads' });

    await expect(client.disconnectAccount({ accountId: gone.id })).resolves.toBeUndefined();

    expect(service.requests).toEqual([
      { operation: 'disconnectAccount', method: 'DELETE', url: `${API}/v1/social-accounts/${gone.id}`, body: null },
    ]);
    expect(service.db.accounts().map((account) => account.id)).toEqual([kept.id]);
  });

  it('reads a 404 for an unknown account', async () => {
    const { client } = simulate();
    const error = await failure(client.disconnectAccount({ accountId: 'acc_missing' }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Account not found', operation: 'disconnectAccount' });
    expect(isRetryableError(error)).toBe(false);
  });
});

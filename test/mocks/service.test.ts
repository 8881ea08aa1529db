import { createSimulatedService, signUploadUrl, verifyUploadRequest, type SimulatedService, type SimulatedServiceOptions } from '../../src/mocks/index.js';
import { server } from '../support/server.js';

const ORIGIN = 'http://localhost';
const BASE = `${ORIGIN}/api/social`;
const START = Date.UTC(2025, 0, 15, 12, 0, 0);

let clock = START;
const now = () => clock;

function make(options: SimulatedServiceOptions = {}): SimulatedService {
  return createSimulatedService({ now, ...options });
}

interface CallInit {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function request(method: string, path: string, init: CallInit = {}): Request {
  const { body } = init;
  return new Request(path.startsWith('http') ? path : `${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: init.signal,
  });
}

async function call(service: SimulatedService, method: string, path: string, init?: CallInit) {
  const response = await service.handle(request(method, path, init));
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text) };
}

/** The body as loosely typed JSON (JSON.parse's own type), or undefined when it is not JSON. */
function parseJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Starts an OAuth flow and answers the consent; returns the redirect URL. */
async function consent(service: SimulatedService, network: string, body: Record<string, unknown> = {}, pageCount?: number) {
  const { json } = await call(service, 'POST', `/v1/social-networks/${network}/auth-url`, { body });
  const state = new URL(json.data.auth_url).searchParams.get('state') ?? '';
  return new URL(service.authorize(state, pageCount === undefined ? { decision: 'allow' } : { decision: 'allow', pageCount }));
}

async function sessionFor(service: SimulatedService, network = 'linkedin', body: Record<string, unknown> = {}) {
  const redirect = await consent(service, network, { redirect_uri: 'https://app.example/callback', ...body });
  return redirect.searchParams.get('session') ?? '';
}

beforeEach(() => {
  clock = START;
});

describe('unknown routes', () => {
  it('answers 404 in the envelope for paths and methods the service does not have', async () => {
    const service = make();
    for (const [method, path] of [
      ['GET', '/v1/nothing'],
      ['PUT', '/v1/social-accounts'],
      ['GET', '/v2/social-accounts'],
      ['GET', '/v1/social-accounts/'],
    ] as const) {
      const { status, json } = await call(service, method, path);
      expect({ method, path, status, json }).toEqual({ method, path, status: 404, json: { success: false, error: 'Not found' } });
    }
  });

  it('answers requests outside the mount point with 404 and does not claim them for MSW', async () => {
    const service = make();
    expect((await call(service, 'GET', `${ORIGIN}/elsewhere/v1/social-accounts`)).status).toBe(404);
    expect(service.matches(`${ORIGIN}/elsewhere/v1/social-accounts`)).toBe(false);
    expect(service.matches('https://any.example/api/social/v1/social-accounts')).toBe(true);
    expect(service.matches('/__socialkit/storage/med_1/a.png')).toBe(true);
  });

  it('mounts on an absolute URL prefix only at that origin', async () => {
    const service = make({ baseUrl: 'https://proxy.example/api/' });
    expect((await call(service, 'GET', 'https://proxy.example/api/v1/social-accounts')).status).toBe(200);
    expect(service.matches('https://other.example/api/v1/social-accounts')).toBe(false);
    expect(service.matches('https://proxy.example/apiv1/social-accounts')).toBe(false);
  });
});

describe('POST /v1/social-networks/{network}/auth-url', () => {
  it('answers an auth URL on the consent page and remembers the flow under its state', async () => {
    const service = make();
    const { status, json } = await call(service, 'POST', '/v1/social-networks/linkedin/auth-url', {
      body: { redirect_uri: 'https://app.example/cb?from=settings', tenant_id: 'team_42-a' },
    });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    const authUrl = new URL(json.data.auth_url);
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${ORIGIN}/__socialkit/consent`);
    const state = authUrl.searchParams.get('state');
    expect(state).toMatch(/^st_[\w-]{40,}$/);
    expect(service.db.authFlows()).toEqual([
      expect.objectContaining({ state, network: 'linkedin', redirectUri: 'https://app.example/cb?from=settings', tenantId: 'team_42-a' }),
    ]);
  });

  it('uses an absolute consentUrl as it is', async () => {
    const service = make({ consentUrl: 'https://consent.example/oauth' });
    const { json } = await call(service, 'POST', '/v1/social-networks/x/auth-url', { body: {} });
    expect(json.data.auth_url).toMatch(/^https:\/\/consent\.example\/oauth\?state=st_/);
  });

  it('accepts an empty body, as the fields are optional', async () => {
    const service = make();
    const response = await service.handle(new Request(`${BASE}/v1/social-networks/x/auth-url`, { method: 'POST' }));
    expect(response.status).toBe(200);
  });

  it('answers 404 with validation details for a network id it does not know', async () => {
    const { status, json } = await call(make(), 'POST', '/v1/social-networks/myspace/auth-url', { body: {} });
    expect(status).toBe(404);
    expect(json).toEqual({ success: false, error: 'Invalid payload', details: { network: { _errors: ['Unsupported network'] } } });
  });

  it('answers 400 for a known network the organization has not configured', async () => {
    const service = make({ configuredNetworks: ['x'] });
    const { status, json } = await call(service, 'POST', '/v1/social-networks/linkedin/auth-url', { body: {} });
    expect(status).toBe(400);
    expect(json).toEqual({ success: false, error: 'Network not configured' });
  });

  it('treats extra configured networks as known, so new network ids can be simulated', async () => {
    const service = make({ configuredNetworks: ['vimeo'] });
    expect((await call(service, 'POST', '/v1/social-networks/vimeo/auth-url', { body: {} })).status).toBe(200);
  });

  it('answers form-level details for a body that is not JSON or not an object', async () => {
    const service = make();
    const notJson = await call(service, 'POST', '/v1/social-networks/x/auth-url', { body: '{redirect' });
    expect(notJson.status).toBe(400);
    expect(notJson.json).toEqual({ success: false, error: 'Invalid payload', details: { _errors: ['Malformed JSON in request body'] } });
    const array = await call(service, 'POST', '/v1/social-networks/x/auth-url', { body: [] });
    expect(array.status).toBe(400);
    expect(array.json.details).toEqual({ _errors: ['Expected object, received array'] });
  });

  it('reports every invalid field with zod-style messages', async () => {
    const { status, json } = await call(make(), 'POST', '/v1/social-networks/x/auth-url', {
      body: { redirect_uri: '/callback', tenant_id: 'team 42' },
    });
    expect(status).toBe(400);
    expect(json.error).toBe('Invalid payload');
    expect(json.details.redirect_uri).toEqual({ _errors: ['Invalid url'] });
    expect(json.details.tenant_id._errors).toHaveLength(1);
    const script = await call(make(), 'POST', '/v1/social-networks/x/auth-url', { body: { redirect_uri: 'javascript:alert(1)' } });
    expect(script.json.details).toEqual({ redirect_uri: { _errors: ['Invalid url'] } });
    const wrongType = await call(make(), 'POST', '/v1/social-networks/x/auth-url', { body: { redirect_uri: 42 } });
    expect(wrongType.json.details).toEqual({ redirect_uri: { _errors: ['Expected string, received number'] } });
  });

  it('refuses OAuth for the handle-and-app-password network', async () => {
    const { status, json } = await call(make(), 'POST', '/v1/social-networks/bluesky/auth-url', { body: {} });
    expect(status).toBe(400);
    expect(json.details.network._errors).toHaveLength(1);
  });

  it('answers 500 with a message when the service itself throws', async () => {
    const service = make({
      pagesFor: () => {
        throw new Error('pages exploded');
      },
    });
    const { status, json } = await call(service, 'POST', '/v1/social-networks/linkedin/auth-url', { body: {} });
    expect(status).toBe(500);
    expect(json).toEqual({ success: false, error: 'Internal server error', message: 'pages exploded' });
  });
});

describe('authorize (the simulated consent)', () => {
  it('leaves a pending session for a page network and redirects with ?session=', async () => {
    const service = make();
    const redirect = await consent(service, 'linkedin', { redirect_uri: 'https://app.example/cb?from=settings', tenant_id: 't1' });
    expect(`${redirect.origin}${redirect.pathname}`).toBe('https://app.example/cb');
    expect(redirect.searchParams.get('from')).toBe('settings');
    const token = redirect.searchParams.get('session');
    expect(token).toMatch(/^ses_[\w-]{40,}$/);
    const [session] = service.db.sessions();
    expect(session).toMatchObject({ token, network: 'linkedin', tenantId: 't1', expiresAt: START + 15 * 60 * 1000 });
    expect(session?.pages.map((page) => page.type)).toEqual(['personal', 'organization', 'organization']);
    expect(service.db.accounts()).toEqual([]);
  });

  it('creates the account at once for a one-step network and says so in the redirect', async () => {
    const service = make();
    const redirect = await consent(service, 'x', { redirect_uri: 'https://app.example/cb', tenant_id: 't9' });
    expect(redirect.searchParams.get('success')).toBe('true');
    expect(redirect.searchParams.get('session')).toBeNull();
    const [account] = service.db.accounts();
    expect(account).toMatchObject({ network: 'x', tenantId: 't9', isActive: 1 });
    expect(redirect.searchParams.get('account_id')).toBe(account?.id);
    expect(redirect.searchParams.get('username')).toBe(account?.username);
  });

  it('redirects with error=access_denied on deny and creates nothing', async () => {
    const service = make();
    const { json } = await call(service, 'POST', '/v1/social-networks/facebook/auth-url', { body: { redirect_uri: 'https://app.example/cb' } });
    const state = new URL(json.data.auth_url).searchParams.get('state') ?? '';
    const redirect = new URL(service.authorize(state, { decision: 'deny' }));
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(service.db.sessions()).toEqual([]);
    expect(service.db.accounts()).toEqual([]);
  });

  it('throws for an unknown state and for a state already answered', async () => {
    const service = make();
    expect(() => service.authorize('st_nope', { decision: 'allow' })).toThrow(/st_nope/);
    const { json } = await call(service, 'POST', '/v1/social-networks/x/auth-url', { body: {} });
    const state = new URL(json.data.auth_url).searchParams.get('state') ?? '';
    service.authorize(state, { decision: 'allow' });
    expect(() => service.authorize(state, { decision: 'allow' })).toThrow();
  });

  it('sends a flow without redirect_uri to the consent page origin', async () => {
    const service = make();
    const redirect = await consent(service, 'tiktok', {});
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${ORIGIN}/`);
    expect(redirect.searchParams.get('success')).toBe('true');
  });

  it('generates the number of pages asked for, zero and fifty included', async () => {
    const service = make();
    for (const count of [0, 1, 50]) {
      const redirect = await consent(service, 'facebook', { redirect_uri: 'https://app.example/cb' }, count);
      const { json } = await call(service, 'GET', `/v1/social-accounts/pending/${redirect.searchParams.get('session')}`);
      expect(json.data.availablePages).toHaveLength(count);
    }
  });

  it('offers the default pages of each page network', async () => {
    const service = make();
    for (const [network, count] of [['linkedin', 3], ['facebook', 3], ['youtube', 2], ['instagram', 2]] as const) {
      const token = await sessionFor(service, network);
      const { json } = await call(service, 'GET', `/v1/social-accounts/pending/${token}`);
      expect([network, json.data.availablePages.length]).toEqual([network, count]);
    }
  });

  it('uses pagesFor to decide what a consent yields', async () => {
    const service = make({ pagesFor: (network) => (network === 'x' ? [{ id: 'p1', name: 'Only page' }] : null) });
    const token = await sessionFor(service, 'x');
    const { json } = await call(service, 'GET', `/v1/social-accounts/pending/${token}`);
    expect(json.data.availablePages).toEqual([
      { id: 'p1', type: 'organization', name: 'Only page', username: 'only-page', profilePictureUrl: expect.stringMatching(/^https?:\/\/.+\.svg$/) },
    ]);
    expect((await consent(service, 'linkedin', {})).searchParams.get('success')).toBe('true');
  });
});

describe('GET /v1/social-accounts/pending/{token}', () => {
  it('answers the session in wire form', async () => {
    const service = make();
    const token = await sessionFor(service);
    const { status, json } = await call(service, 'GET', `/v1/social-accounts/pending/${token}`);
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.data.network).toBe('linkedin');
    expect(json.data.expiresAt).toBe(START + 15 * 60 * 1000);
    expect(json.data.availablePages[0]).toEqual({
      id: expect.any(String),
      type: 'personal',
      name: expect.any(String),
      username: expect.any(String),
      profilePictureUrl: expect.stringMatching(/^https?:\/\/.+\.svg$/),
    });
  });

  it('answers 404 for an unknown token and once the session has expired', async () => {
    const service = make({ sessionTtlMs: 60_000 });
    expect((await call(service, 'GET', '/v1/social-accounts/pending/ses_unknown')).json).toEqual({
      success: false,
      error: 'Session expired or invalid',
    });
    const token = await sessionFor(service);
    clock = START + 59_999;
    expect((await call(service, 'GET', `/v1/social-accounts/pending/${token}`)).status).toBe(200);
    clock = START + 60_000;
    const expired = await call(service, 'GET', `/v1/social-accounts/pending/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.json.error).toBe('Session expired or invalid');
  });
});

describe('POST /v1/social-accounts/pending/{token}/finalize', () => {
  it('creates one account per selected page with the flow tenant and deletes the session', async () => {
    const service = make();
    const token = await sessionFor(service, 'linkedin', { tenant_id: 'tenant-a' });
    const pages = service.db.sessions()[0]?.pages ?? [];
    const chosen = [pages[0]?.id, pages[2]?.id];
    const { status, json } = await call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body: { selectedPageIds: chosen } });
    expect(status).toBe(200);
    expect(json).toEqual({
      success: true,
      connectedAccounts: [
        { id: expect.stringMatching(/^acc_/), nickname: pages[0]?.name, username: pages[0]?.username, network: 'linkedin', accountType: 'personal' },
        { id: expect.stringMatching(/^acc_/), nickname: pages[2]?.name, username: pages[2]?.username, network: 'linkedin', accountType: 'organization' },
      ],
    });
    expect(service.db.accounts().map((account) => account.tenantId)).toEqual(['tenant-a', 'tenant-a']);
    expect(service.db.sessions()).toEqual([]);
    expect((await call(service, 'GET', `/v1/social-accounts/pending/${token}`)).status).toBe(404);
    const again = await call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body: { selectedPageIds: chosen } });
    expect(again.status).toBe(404);
    expect(again.json.error).toBe('Session expired or invalid');
    expect(service.db.accounts()).toHaveLength(2);
  });

  it('nests connectedAccounts under data when finalizeShape is data', async () => {
    const service = make({ finalizeShape: 'data' });
    const token = await sessionFor(service, 'facebook');
    const id = service.db.sessions()[0]?.pages[1]?.id;
    const { json } = await call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body: { selectedPageIds: [id] } });
    expect(json).toEqual({ success: true, data: { connectedAccounts: [expect.objectContaining({ network: 'facebook' })] } });
    expect(json.connectedAccounts).toBeUndefined();
  });

  it('answers 400 with details for missing, empty, mistyped and unknown page ids, keeping the session', async () => {
    const service = make();
    const token = await sessionFor(service);
    const path = `/v1/social-accounts/pending/${token}/finalize`;
    const cases: [unknown, string | RegExp][] = [
      [{}, 'Required'],
      [{ selectedPageIds: [] }, 'Array must contain at least 1 element(s)'],
      [{ selectedPageIds: 'pg_1' }, 'Expected array, received string'],
      [{ selectedPageIds: [7] }, 'Expected string, received number'],
      [{ selectedPageIds: ['pg_not_offered'] }, /pg_not_offered/],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await call(service, 'POST', path, { body });
      expect(status).toBe(400);
      expect(json.success).toBe(false);
      expect(json.error).toBe('Invalid payload');
      expect(json.details.selectedPageIds._errors[0]).toMatch(message);
    }
    expect(service.db.sessions()).toHaveLength(1);
    expect(service.db.accounts()).toEqual([]);
  });

  it('answers 404 for an expired session', async () => {
    const service = make();
    const token = await sessionFor(service);
    const id = service.db.sessions()[0]?.pages[0]?.id;
    clock = START + 15 * 60 * 1000;
    const { status } = await call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body: { selectedPageIds: [id] } });
    expect(status).toBe(404);
    expect(service.db.accounts()).toEqual([]);
  });

  it('lets only one of two racing finalizes through', async () => {
    const service = make();
    const token = await sessionFor(service);
    const id = service.db.sessions()[0]?.pages[0]?.id;
    const body = { selectedPageIds: [id] };
    const results = await Promise.all([
      call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body }),
      call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 404]);
    expect(service.db.accounts()).toHaveLength(1);
    expect(service.requests.filter((entry) => entry.operation === 'finalize')).toHaveLength(2);
  });
});

describe('POST /v1/social-accounts/bluesky', () => {
  it('answers 201 with the full account record and its tenant', async () => {
    const service = make();
    const { status, json } = await call(service, 'POST', '/v1/social-accounts/bluesky', {
      body: { handle: 'alice.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'tenant-a' },
    });
    expect(status).toBe(201);
    expect(json).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(/^acc_/),
        orgId: expect.any(String),
        nickname: 'alice',
        network: 'bluesky',
        username: 'alice.bsky.social',
        profile_picture_url: expect.stringMatching(/^https?:\/\/.+\.svg$/),
        network_unique_id: expect.stringMatching(/^did:plc:[a-z2-7]{24}$/),
        customer_social_network_id: expect.any(Number),
        accountType: 'personal',
        isActive: 1,
        createdAt: new Date(START).toISOString(),
        tenantId: 'tenant-a',
      },
    });
    expect(Number.isInteger(json.data.customer_social_network_id)).toBe(true);
    expect(service.db.accounts()).toEqual([json.data]);
  });

  it('keeps a leading @ in the handle: stripping it is the client’s job', async () => {
    const { json } = await call(make(), 'POST', '/v1/social-accounts/bluesky', { body: { handle: '@bob.bsky.social', appPassword: 'pw' } });
    expect(json.data.username).toBe('@bob.bsky.social');
    expect(json.data.tenantId).toBeNull();
  });

  it('answers 400 Invalid payload with Required for missing fields and a length message for empty ones', async () => {
    const service = make();
    const missing = await call(service, 'POST', '/v1/social-accounts/bluesky', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      success: false,
      error: 'Invalid payload',
      details: { handle: { _errors: ['Required'] }, appPassword: { _errors: ['Required'] } },
    });
    const empty = await call(service, 'POST', '/v1/social-accounts/bluesky', { body: { handle: '', appPassword: 'pw' } });
    expect(empty.status).toBe(400);
    expect(empty.json.details).toEqual({ handle: { _errors: ['String must contain at least 1 character(s)'] } });
  });

  it('answers 401 for credentials the network refuses', async () => {
    const { status, json } = await call(make(), 'POST', '/v1/social-accounts/bluesky', { body: { handle: 'a.bsky.social', appPassword: 'invalid' } });
    expect(status).toBe(401);
    expect(json).toEqual({ success: false, error: 'Invalid handle or app password' });
  });

  it('answers 409 when the handle is already connected', async () => {
    const service = make({ seed: [{ network: 'bluesky', username: 'alice.bsky.social' }] });
    const { status, json } = await call(service, 'POST', '/v1/social-accounts/bluesky', { body: { handle: 'alice.bsky.social', appPassword: 'pw' } });
    expect(status).toBe(409);
    expect(json).toEqual({ success: false, error: 'Account already connected' });
    expect(service.db.accounts()).toHaveLength(1);
  });

  it('makes a returning handle whose account is inactive active again, under its id, rather than refusing it', async () => {
    const service = make({ seed: [{ network: 'bluesky', username: 'alice.bsky.social', isActive: 0 }] });
    const [before] = service.db.accounts();
    const { status, json } = await call(service, 'POST', '/v1/social-accounts/bluesky', { body: { handle: 'alice.bsky.social', appPassword: 'pw' } });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ id: before!.id, isActive: 1 });
    expect(service.db.accounts()).toEqual([expect.objectContaining({ id: before!.id, isActive: 1 })]);
  });

  it('answers 404 for any other network in that path, and 400 when bluesky is not configured', async () => {
    expect((await call(make(), 'POST', '/v1/social-accounts/x', { body: { handle: 'a', appPassword: 'b' } })).status).toBe(404);
    const unconfigured = await call(make({ configuredNetworks: ['x'] }), 'POST', '/v1/social-accounts/bluesky', {
      body: { handle: 'a', appPassword: 'b' },
    });
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.json.error).toBe('Network not configured');
  });
});

describe('GET /v1/social-accounts', () => {
  function seeded() {
    const service = make();
    for (let index = 0; index < 7; index += 1) {
      clock = START + index * 1000;
      service.db.addAccount({
        network: index % 2 === 0 ? 'x' : 'linkedin',
        username: `user${index}`,
        tenantId: index < 5 ? 'tenant-a' : 'tenant-b',
      });
    }
    clock = START;
    return service;
  }

  it('answers every account with count, limit and offset at the top level', async () => {
    const { status, json } = await call(seeded(), 'GET', '/v1/social-accounts');
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['count', 'data', 'limit', 'offset', 'success']);
    expect(json).toMatchObject({ success: true, count: 7, limit: 50, offset: 0 });
    expect(json.data.map((account: { username: string }) => account.username)).toEqual(['user0', 'user1', 'user2', 'user3', 'user4', 'user5', 'user6']);
  });

  it('filters by tenant, network and username, and pages with the total count', async () => {
    const service = seeded();
    const tenant = await call(service, 'GET', '/v1/social-accounts?tenantId=tenant-a&limit=2&offset=2');
    expect(tenant.json).toMatchObject({ count: 5, limit: 2, offset: 2 });
    expect(tenant.json.data.map((account: { username: string }) => account.username)).toEqual(['user2', 'user3']);
    const last = await call(service, 'GET', '/v1/social-accounts?tenantId=tenant-a&limit=2&offset=4');
    expect(last.json.data).toHaveLength(1);
    const network = await call(service, 'GET', '/v1/social-accounts?network=linkedin&tenantId=tenant-a');
    expect(network.json.data.map((account: { username: string }) => account.username)).toEqual(['user1', 'user3']);
    const username = await call(service, 'GET', '/v1/social-accounts?username=user6');
    expect(username.json).toMatchObject({ count: 1, data: [expect.objectContaining({ username: 'user6', tenantId: 'tenant-b' })] });
    const beyond = await call(service, 'GET', '/v1/social-accounts?offset=100');
    expect(beyond.json).toMatchObject({ data: [], count: 7 });
  });

  it('orders accounts created in the same millisecond by creation', async () => {
    const service = make({ seed: [{ username: 'first' }, { username: 'second' }, { username: 'third' }] });
    const { json } = await call(service, 'GET', '/v1/social-accounts');
    expect(json.data.map((account: { username: string }) => account.username)).toEqual(['first', 'second', 'third']);
  });

  it('answers 400 Invalid request for a limit or offset out of range', async () => {
    const service = seeded();
    const cases: [string, string, string][] = [
      ['limit=101', 'limit', 'Number must be less than or equal to 100'],
      ['limit=0', 'limit', 'Number must be greater than or equal to 1'],
      ['limit=ten', 'limit', 'Expected number, received nan'],
      ['limit=2.5', 'limit', 'Expected integer, received float'],
      ['offset=-1', 'offset', 'Number must be greater than or equal to 0'],
    ];
    for (const [query, field, message] of cases) {
      const { status, json } = await call(service, 'GET', `/v1/social-accounts?${query}`);
      expect([query, status, json]).toEqual([query, 400, { success: false, error: 'Invalid request', details: { [field]: { _errors: [message] } } }]);
    }
    expect((await call(service, 'GET', '/v1/social-accounts?limit=100')).status).toBe(200);
  });
});

describe('DELETE /v1/social-accounts/{id}', () => {
  it('removes the account and answers its id', async () => {
    const service = make();
    const account = service.db.addAccount({ network: 'x' });
    const { status, json } = await call(service, 'DELETE', `/v1/social-accounts/${account.id}`);
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, data: { id: account.id } });
    expect(service.db.accounts()).toEqual([]);
  });

  it('answers 404 for an unknown account', async () => {
    const { status, json } = await call(make(), 'DELETE', '/v1/social-accounts/acc_missing');
    expect(status).toBe(404);
    expect(json).toEqual({ success: false, error: 'Account not found' });
  });
});

describe('API key', () => {
  it('answers 401 without the key or with a wrong one, and serves with the right one', async () => {
    const service = make({ apiKey: 'sk_test_123' });
    const missing = await call(service, 'GET', '/v1/social-accounts');
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({ success: false, error: 'Invalid or missing API key' });
    expect((await call(service, 'GET', '/v1/social-accounts', { headers: { Authorization: 'Bearer sk_wrong' } })).status).toBe(401);
    expect((await call(service, 'GET', '/v1/social-accounts', { headers: { Authorization: 'sk_test_123' } })).status).toBe(401);
    expect((await call(service, 'GET', '/v1/social-accounts', { headers: { Authorization: 'Bearer sk_test_123' } })).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/v1/social-networks/x/auth-url'],
      ['POST', '/v1/social-accounts/bluesky'],
      ['DELETE', '/v1/social-accounts/acc_1'],
      ['POST', '/v1/media/upload'],
      ['POST', '/v1/media/med_1/confirm'],
    ] as const) {
      expect([method, path, (await call(service, method, path, { body: {} })).status]).toEqual([method, path, 401]);
    }
  });

  it('does not ask for the key on the pending-session routes', async () => {
    const service = make({ apiKey: 'sk_test_123' });
    const { json } = await call(service, 'POST', '/v1/social-networks/linkedin/auth-url', { body: {}, headers: { Authorization: 'Bearer sk_test_123' } });
    const state = new URL(json.data.auth_url).searchParams.get('state') ?? '';
    const token = new URL(service.authorize(state, { decision: 'allow' })).searchParams.get('session');
    expect((await call(service, 'GET', `/v1/social-accounts/pending/${token}`)).status).toBe(200);
    const id = service.db.sessions()[0]?.pages[0]?.id;
    expect((await call(service, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body: { selectedPageIds: [id] } })).status).toBe(200);
  });

  it('checks nothing when no key is configured (the proxy adds it)', async () => {
    expect((await call(make(), 'GET', '/v1/social-accounts')).status).toBe(200);
  });
});

describe('media upload', () => {
  async function ticket(service: SimulatedService, body: unknown = { filename: 'photo.jpg' }) {
    const { json } = await call(service, 'POST', '/v1/media/upload', { body });
    return json.data as { id: string; upload_url: string; expires_in: number };
  }

  function put(url: string, contentType: string | null, bytes: BodyInit = new Uint8Array([1, 2, 3, 4, 5]), headers: Record<string, string> = {}) {
    return new Request(url, { method: 'PUT', body: bytes, headers: { ...(contentType === null ? {} : { 'Content-Type': contentType }), ...headers } });
  }

  it('answers a ticket with a URL signed for the inferred content type', async () => {
    const service = make();
    const { status, json } = await call(service, 'POST', '/v1/media/upload', { body: { filename: 'Summer Photo.JPG' } });
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, data: { id: expect.stringMatching(/^med_/), upload_url: expect.any(String), expires_in: 3600 } });
    const url = new URL(json.data.upload_url);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe(`/__socialkit/storage/${json.data.id}/Summer%20Photo.JPG`);
    expect(url.searchParams.get('X-Sk-Content-Type')).toBe('image/jpeg');
    expect(url.searchParams.get('X-Sk-Expires')).toBe(String(START / 1000 + 3600));
    expect(url.searchParams.get('X-Sk-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('infers types from the extension, falls back to octet-stream and keeps a given content_type', async () => {
    const service = make({ uploadTtlSeconds: 60, storageUrl: 'https://bucket.example/uploads' });
    const typeOf = async (body: unknown) => new URL((await ticket(service, body)).upload_url).searchParams.get('X-Sk-Content-Type');
    expect(await typeOf({ filename: 'clip.mov' })).toBe('video/quicktime');
    expect(await typeOf({ filename: 'clip.webm' })).toBe('video/webm');
    expect(await typeOf({ filename: 'doc.pdf' })).toBe('application/pdf');
    expect(await typeOf({ filename: 'noextension' })).toBe('application/octet-stream');
    expect(await typeOf({ filename: 'data.xyz' })).toBe('application/octet-stream');
    expect(await typeOf({ filename: 'photo.jpg', content_type: 'image/png' })).toBe('image/png');
    const last = await ticket(service);
    expect(last.expires_in).toBe(60);
    expect(last.upload_url).toMatch(/^https:\/\/bucket\.example\/uploads\/med_/);
  });

  it('answers 400 Invalid request for a missing, empty or too long filename and an empty content_type', async () => {
    const service = make();
    const cases: [unknown, string, string][] = [
      [{}, 'filename', 'Required'],
      [{ filename: '' }, 'filename', 'String must contain at least 1 character(s)'],
      [{ filename: `${'a'.repeat(252)}.jpg` }, 'filename', 'String must contain at most 255 character(s)'],
      [{ filename: 12 }, 'filename', 'Expected string, received number'],
      [{ filename: 'a.jpg', content_type: '' }, 'content_type', 'String must contain at least 1 character(s)'],
    ];
    for (const [body, field, message] of cases) {
      const { status, json } = await call(service, 'POST', '/v1/media/upload', { body });
      expect([status, json]).toEqual([400, { success: false, error: 'Invalid request', details: { [field]: { _errors: [message] } } }]);
    }
    expect((await call(service, 'POST', '/v1/media/upload', { body: { filename: `${'a'.repeat(251)}.jpg` } })).status).toBe(200);
    expect(service.db.media()).toHaveLength(1);
  });

  it('accepts the PUT with the signed type, records its size and answers an ETag with CORS headers', async () => {
    const service = make();
    const { id, upload_url } = await ticket(service);
    const response = await service.handle(put(upload_url, 'image/jpeg', new Uint8Array(1234), { Origin: 'http://app.example' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://app.example');
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe('ETag');
    expect(service.db.media()).toEqual([expect.objectContaining({ id, size: 1234, etag: response.headers.get('ETag'), confirmCount: 0 })]);
  });

  it('refuses a PUT with another Content-Type as SignatureDoesNotMatch', async () => {
    const service = make();
    const { upload_url } = await ticket(service);
    for (const type of ['image/png', 'image/jpeg; charset=utf-8', null]) {
      const response = await service.handle(put(upload_url, type));
      expect(response.status).toBe(403);
      expect(response.headers.get('Content-Type')).toBe('application/xml');
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(await response.text()).toMatch(/<Error><Code>SignatureDoesNotMatch<\/Code><Message>[^<]+<\/Message><\/Error>/);
    }
    expect(service.db.media()[0]?.size).toBeNull();
  });

  it('refuses a URL whose signature, type or expiry was edited', async () => {
    const service = make();
    const { upload_url } = await ticket(service);
    const edit = (param: string, value: string | null) => {
      const url = new URL(upload_url);
      if (value === null) url.searchParams.delete(param);
      else url.searchParams.set(param, value);
      return url.href;
    };
    const signature = new URL(upload_url).searchParams.get('X-Sk-Signature') ?? '';
    const tampered = [
      edit('X-Sk-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`),
      edit('X-Sk-Signature', null),
      edit('X-Sk-Expires', String(START / 1000 + 999_999)),
      upload_url.replace('/photo.jpg', '/other.jpg'),
    ];
    for (const url of tampered) {
      const response = await service.handle(put(url, 'image/jpeg'));
      expect([url, response.status, await response.text()]).toEqual([url, 403, expect.stringContaining('<Code>SignatureDoesNotMatch</Code>')]);
    }
    const retyped = await service.handle(put(edit('X-Sk-Content-Type', 'image/png'), 'image/jpeg'));
    expect(retyped.status).toBe(403);
  });

  it('refuses a PUT after the URL has expired as AccessDenied', async () => {
    const service = make();
    const { upload_url } = await ticket(service);
    clock = START + 3600 * 1000;
    expect((await service.handle(put(upload_url, 'image/jpeg'))).status).toBe(200);
    clock = START + 3600 * 1000 + 1;
    const response = await service.handle(put(upload_url, 'image/jpeg'));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
  });

  it('answers the CORS preflight for the storage', async () => {
    const service = make();
    const { upload_url } = await ticket(service);
    const response = await service.handle(
      new Request(upload_url, {
        method: 'OPTIONS',
        headers: { Origin: 'http://app.example', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://app.example');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('content-type');
    expect(service.requests.at(-1)).toMatchObject({ operation: null, method: 'OPTIONS' });
  });

  it('confirms an uploaded file, idempotently, and counts the confirms', async () => {
    const service = make();
    const { id, upload_url } = await ticket(service, { filename: 'clip.mp4' });
    await service.handle(put(upload_url, 'video/mp4', new Uint8Array(2048)));
    clock = START + 5000;
    const first = await call(service, 'POST', `/v1/media/${id}/confirm`, { body: { size: 2048 } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      success: true,
      data: {
        id,
        filename: 'clip.mp4',
        url: `${ORIGIN}/__socialkit/storage/${id}/clip.mp4`,
        content_type: 'video/mp4',
        size: 2048,
        status: 'active',
        created_at: new Date(START).toISOString(),
        expires_at: new Date(START + 5000 + 60 * 24 * 3600 * 1000).toISOString(),
      },
    });
    clock = START + 9000;
    const second = await call(service, 'POST', `/v1/media/${id}/confirm`);
    expect(second.json).toEqual(first.json);
    expect(service.db.media()[0]?.confirmCount).toBe(2);
  });

  it('answers 400 for a confirm before the upload and 404 for unknown media', async () => {
    const service = make();
    const { id } = await ticket(service);
    const early = await call(service, 'POST', `/v1/media/${id}/confirm`, { body: {} });
    expect(early.status).toBe(400);
    expect(early.json).toEqual({ success: false, error: 'File has not been uploaded' });
    const unknown = await call(service, 'POST', '/v1/media/med_missing/confirm', { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, error: 'Media not found' });
    expect(service.db.media()[0]?.confirmCount).toBe(0);
  });

  it('answers 400 with details.size when the size differs from the stored one', async () => {
    const service = make();
    const { id, upload_url } = await ticket(service);
    await service.handle(put(upload_url, 'image/jpeg', new Uint8Array(10)));
    const wrong = await call(service, 'POST', `/v1/media/${id}/confirm`, { body: { size: 11 } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Invalid request');
    expect(wrong.json.details.size._errors[0]).toContain('10');
    const mistyped = await call(service, 'POST', `/v1/media/${id}/confirm`, { body: { size: '10' } });
    expect(mistyped.json.details).toEqual({ size: { _errors: ['Expected number, received string'] } });
    expect(service.db.media()[0]?.confirmCount).toBe(0);
  });
});

describe('signUploadUrl and verifyUploadRequest', () => {
  it('verify what they sign and nothing signed with another secret', async () => {
    const url = await signUploadUrl({ url: 'https://bucket.example/k/a%20b.png', contentType: 'image/png', expires: 2_000_000_000, secret: 's1' });
    expect(await verifyUploadRequest({ method: 'PUT', url, contentType: 'image/png' }, { secret: 's1', now: 0 })).toEqual({
      ok: true,
      path: '/k/a%20b.png',
      contentType: 'image/png',
      expires: 2_000_000_000,
    });
    expect(await verifyUploadRequest({ method: 'PUT', url, contentType: 'image/png' }, { secret: 's2', now: 0 })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(await verifyUploadRequest({ method: 'POST', url, contentType: 'image/png' }, { secret: 's1', now: 0 })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(await verifyUploadRequest(new Request(url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: 'x' }), { secret: 's1', now: 2_000_000_001_000 })).toEqual({
      ok: false,
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });
});

describe('faults', () => {
  it('answers a status fault with the envelope the spec lists, for `times` requests only', async () => {
    const service = make();
    service.faults.set('listAccounts', { status: 500, times: 2 });
    const first = await call(service, 'GET', '/v1/social-accounts');
    expect(first.status).toBe(500);
    expect(first.json).toEqual({ success: false, error: 'Internal server error', message: 'Simulated failure' });
    expect((await call(service, 'GET', '/v1/social-accounts')).status).toBe(500);
    expect((await call(service, 'GET', '/v1/social-accounts')).status).toBe(200);
  });

  it('lasts until cleared when `times` is omitted, and clear(operation) clears only that one', async () => {
    const service = make();
    service.faults.set('listAccounts', { status: 503 });
    service.faults.set('uploadTicket', { status: 500 });
    for (let index = 0; index < 3; index += 1) expect((await call(service, 'GET', '/v1/social-accounts')).status).toBe(503);
    service.faults.clear('listAccounts');
    expect((await call(service, 'GET', '/v1/social-accounts')).status).toBe(200);
    expect((await call(service, 'POST', '/v1/media/upload', { body: { filename: 'a.png' } })).status).toBe(500);
    service.faults.clear();
    expect((await call(service, 'POST', '/v1/media/upload', { body: { filename: 'a.png' } })).status).toBe(200);
  });

  it('answers 429 with Retry-After, and custom bodies and headers when given', async () => {
    const service = make();
    service.faults.set('connectAppPassword', { status: 429, times: 1 });
    const limited = await call(service, 'POST', '/v1/social-accounts/bluesky', { body: { handle: 'a', appPassword: 'b' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('1');
    expect(limited.json).toMatchObject({ success: false, error: expect.any(String) });
    service.faults.set('finalize', { status: 400, body: { success: false, error: 'Session expired or invalid' }, headers: { 'X-Trace': 'abc' }, times: 1 });
    const custom = await call(service, 'POST', '/v1/social-accounts/pending/ses_x/finalize', { body: {} });
    expect([custom.status, custom.json, custom.headers.get('X-Trace')]).toEqual([400, { success: false, error: 'Session expired or invalid' }, 'abc']);
    service.faults.set('pendingSession', { status: 404, times: 1 });
    expect((await call(service, 'GET', '/v1/social-accounts/pending/ses_x')).json).toEqual({ success: false, error: 'Session expired or invalid' });
  });

  it('drops the connection with Response.error()', async () => {
    const service = make();
    service.faults.set('authUrl', { drop: true, times: 1 });
    const response = await service.handle(request('POST', '/v1/social-networks/x/auth-url', { body: {} }));
    expect(response.type).toBe('error');
    expect(response.status).toBe(0);
    expect(service.db.authFlows()).toEqual([]);
  });

  it('answers an HTML gateway page', async () => {
    const service = make();
    service.faults.set('disconnectAccount', { html: 502 });
    const { status, headers, text } = await call(service, 'DELETE', '/v1/social-accounts/acc_1');
    expect(status).toBe(502);
    expect(headers.get('Content-Type')).toBe('text/html');
    expect(text).toMatch(/^<html>[\s\S]*502 Bad Gateway[\s\S]*<\/html>/);
  });

  it('holds a request open until the test releases it, then answers normally, once', async () => {
    const service = make();
    let release!: () => void;
    service.faults.set('pendingSession', { hold: new Promise<void>((resolve) => (release = resolve)), times: 1 });
    let settled = false;
    const held = call(service, 'GET', '/v1/social-accounts/pending/ses_x').finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release();
    expect((await held).status).toBe(404);
    expect((await call(service, 'GET', '/v1/social-accounts/pending/ses_x')).status).toBe(404);
  });

  it('stops holding when the request is aborted', async () => {
    const service = make();
    service.faults.set('listAccounts', { hold: new Promise(() => {}) });
    const controller = new AbortController();
    const pending = service.handle(request('GET', '/v1/social-accounts', { signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('slows a route down with a delay-only fault and then answers normally', async () => {
    const service = make();
    service.faults.set('pendingSession', { delayMs: 60, times: 1 });
    const started = performance.now();
    const { status } = await call(service, 'GET', '/v1/social-accounts/pending/ses_x');
    // A lower bound only: a loaded machine can make it slower, never faster.
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
    expect(status).toBe(404);
  });

  it('stops waiting when the request is aborted', async () => {
    const service = make();
    service.faults.set('listAccounts', { delayMs: 60_000, status: 500 });
    const controller = new AbortController();
    const started = performance.now();
    const pending = service.handle(request('GET', '/v1/social-accounts', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('does not start waiting for a request already aborted', async () => {
    const service = make();
    service.faults.set('listAccounts', { delayMs: 60_000 });
    const controller = new AbortController();
    controller.abort();
    await expect(service.handle(request('GET', '/v1/social-accounts', { signal: controller.signal }))).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers storage faults in S3 XML, with CORS headers so the browser can read them', async () => {
    const service = make();
    const { json } = await call(service, 'POST', '/v1/media/upload', { body: { filename: 'a.png' } });
    service.faults.set('storagePut', { status: 503, times: 1 });
    const response = await service.handle(new Request(json.data.upload_url, { method: 'PUT', body: 'x', headers: { 'Content-Type': 'image/png' } }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.text()).toContain('<Code>SlowDown</Code>');
    expect(service.db.media()[0]?.size).toBeNull();
  });
});

describe('requests log', () => {
  it('records every request with its operation and parsed body, app passwords redacted', async () => {
    const service = make();
    await call(service, 'POST', '/v1/social-accounts/bluesky', { body: { handle: 'a.bsky.social', appPassword: 'secret-pass' } });
    await call(service, 'GET', '/v1/social-accounts?limit=5');
    await call(service, 'GET', '/v1/unknown');
    expect(service.requests).toEqual([
      { operation: 'connectAppPassword', method: 'POST', url: `${BASE}/v1/social-accounts/bluesky`, body: { handle: 'a.bsky.social', appPassword: '[redacted]' } },
      { operation: 'listAccounts', method: 'GET', url: `${BASE}/v1/social-accounts?limit=5`, body: null },
      { operation: null, method: 'GET', url: `${BASE}/v1/unknown`, body: null },
    ]);
    expect(JSON.stringify(service.requests)).not.toContain('secret-pass');
  });

  it('logs requests that a fault answers or drops', async () => {
    const service = make();
    service.faults.set('uploadTicket', { drop: true });
    await service.handle(request('POST', '/v1/media/upload', { body: { filename: 'a.png' } }));
    expect(service.requests.map((entry) => entry.operation)).toEqual(['uploadTicket']);
  });
});

describe('db helpers and reset', () => {
  it('creates sessions for stories and tests', async () => {
    const service = make();
    const token = service.db.createSession({ network: 'facebook', pages: [{ id: 'p1', name: 'Page one' }], tenantId: 't1', expiresAt: START + 10 });
    const { json } = await call(service, 'GET', `/v1/social-accounts/pending/${token}`);
    expect(json.data).toEqual({ network: 'facebook', expiresAt: START + 10, availablePages: [expect.objectContaining({ id: 'p1', name: 'Page one' })] });
    const many = service.db.createSession({ network: 'linkedin', pageCount: 50 });
    expect(service.db.sessions().find((session) => session.token === many)?.pages).toHaveLength(50);
  });

  it('hands out copies, so editing them does not change the service', () => {
    const service = make();
    service.db.addAccount({ username: 'kept' });
    const [account] = service.db.accounts();
    if (account) account.username = 'edited';
    expect(service.db.accounts()[0]?.username).toBe('kept');
  });

  it('reset goes back to the seed and clears faults and the log', async () => {
    const service = make({ seed: [{ username: 'seeded', tenantId: 't' }] });
    const requests = service.requests;
    service.db.addAccount({ username: 'added' });
    service.faults.set('listAccounts', { status: 500 });
    await call(service, 'GET', '/v1/social-accounts');
    service.reset();
    expect(service.requests).toBe(requests);
    expect(requests).toEqual([]);
    const { status, json } = await call(service, 'GET', '/v1/social-accounts');
    expect(status).toBe(200);
    expect(json.data.map((account: { username: string }) => account.username)).toEqual(['seeded']);
  });
});

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

describe('persistence', () => {
  it('shares one service between an opener and its popup through Storage', async () => {
    const storage = new MemoryStorage();
    const seed = [{ username: 'seeded' }];
    const opener = make({ persist: storage, seed });
    const popup = make({ persist: storage, seed });
    expect(popup.db.accounts()).toHaveLength(1);
    expect(storage.length).toBe(1);

    const { json } = await call(opener, 'POST', '/v1/social-networks/linkedin/auth-url', { body: { redirect_uri: 'https://app.example/cb', tenant_id: 't1' } });
    const state = new URL(json.data.auth_url).searchParams.get('state') ?? '';
    const token = new URL(popup.authorize(state, { decision: 'allow' })).searchParams.get('session');
    const pending = await call(opener, 'GET', `/v1/social-accounts/pending/${token}`);
    expect(pending.status).toBe(200);
    const id = pending.json.data.availablePages[1].id;
    expect((await call(popup, 'POST', `/v1/social-accounts/pending/${token}/finalize`, { body: { selectedPageIds: [id] } })).status).toBe(200);
    expect((await call(opener, 'GET', `/v1/social-accounts/pending/${token}`)).status).toBe(404);
    expect(opener.db.accounts().map((account) => account.tenantId)).toEqual([null, 't1']);

    const third = make({ persist: storage });
    expect(third.db.accounts()).toHaveLength(2);
  });

  it('starts again from its seed when the Storage is cleared, as a page clearing its site data does', () => {
    const storage = new MemoryStorage();
    const service = make({ persist: storage, seed: [{ username: 'seeded' }] });
    service.db.addAccount({ username: 'added' });
    expect(service.db.accounts().map((account) => account.username)).toEqual(['seeded', 'added']);
    storage.clear();
    const [seeded] = service.db.accounts();
    expect(seeded?.username).toBe('seeded');
    // The new seed is written at once: the next read, and a popup sharing the Storage, see the same account.
    expect(service.db.accounts()).toEqual([seeded]);
    expect(make({ persist: storage }).db.accounts()).toEqual([seeded]);
  });

  it('keeps state in memory only without persist', () => {
    const one = make();
    const two = make();
    one.db.addAccount({});
    expect(two.db.accounts()).toEqual([]);
  });
});

describe('through MSW with real fetch', () => {
  it('serves the whole upload flow and finalize over the wire', async () => {
    const service = make();
    server.use(...service.handlers);
    const origin = location.origin;

    const ticketResponse = await fetch(`${origin}/api/social/v1/media/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filename: 'cat.png' }),
    });
    expect(ticketResponse.status).toBe(200);
    const { data: ticket } = await ticketResponse.json();
    expect(ticket.upload_url.startsWith(`${origin}/__socialkit/storage/`)).toBe(true);

    const wrongType = await fetch(ticket.upload_url, { method: 'PUT', body: new Uint8Array(3), headers: { 'Content-Type': 'image/jpeg' } });
    expect(wrongType.status).toBe(403);
    const upload = await fetch(ticket.upload_url, { method: 'PUT', body: new Uint8Array(300), headers: { 'Content-Type': 'image/png' } });
    expect(upload.status).toBe(200);
    expect(upload.headers.get('ETag')).toBeTruthy();

    const confirm = await fetch(`${origin}/api/social/v1/media/${ticket.id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ size: 300 }),
    });
    expect((await confirm.json()).data).toMatchObject({ id: ticket.id, size: 300, status: 'active' });

    const token = service.db.createSession({ network: 'youtube', pageCount: 2 });
    const pending = await (await fetch(`http://any-host.test/api/social/v1/social-accounts/pending/${token}`)).json();
    const finalize = await fetch(`${origin}/api/social/v1/social-accounts/pending/${token}/finalize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ selectedPageIds: [pending.data.availablePages[0].id] }),
    });
    expect(await finalize.json()).toMatchObject({ success: true, connectedAccounts: [{ network: 'youtube' }] });
    expect(service.requests.map((entry) => entry.operation)).toEqual(['uploadTicket', 'storagePut', 'storagePut', 'confirmUpload', 'pendingSession', 'finalize']);
  });

  it('turns a dropped connection into a network error', async () => {
    const service = make();
    server.use(...service.handlers);
    service.faults.set('listAccounts', { drop: true, times: 1 });
    await expect(fetch(`${location.origin}/api/social/v1/social-accounts`)).rejects.toThrow(TypeError);
    const response = await fetch(`${location.origin}/api/social/v1/social-accounts`);
    expect(await response.json()).toMatchObject({ success: true, count: 0 });
  });
});

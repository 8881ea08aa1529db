import { http, HttpResponse } from 'msw';
import { isRetryableError, isSessionExpiredError } from '../../src/client/errors.js';
import { server } from '../support/server.js';
import { API, failure, simulate } from './helpers.js';

// The OAuth-style connection: auth URL (4.2), pending session (4.3), finalize (4.4).

const PAGES = [
  { id: 'pg_person', type: 'personal', name: 'Mina Park', username: 'mina', profilePictureUrl: 'https://cdn.example/mina.png' },
  { id: 'pg_acme', type: 'organization', name: 'Acme Studio', username: 'acme-studio', profilePictureUrl: 'https://cdn.example/acme.png' },
];

describe('getAuthUrl', () => {
  it('returns the auth_url and sends redirect_uri and tenant_id in snake_case', async () => {
    const { service, client } = simulate();
    const result = await client.getAuthUrl({ network: 'linkedin', redirectUri: 'https://app.example/oauth/callback', tenantId: 'tenant_42' });

    const flow = service.db.authFlows()[0]!;
    expect(result).toEqual({ authUrl: `http://localhost:3000/__socialkit/consent?state=${flow.state}` });
    expect(service.requests).toEqual([
      {
        operation: 'authUrl',
        method: 'POST',
        url: `${API}/v1/social-networks/linkedin/auth-url`,
        body: { redirect_uri: 'https://app.example/oauth/callback', tenant_id: 'tenant_42' },
      },
    ]);
    expect(flow).toMatchObject({ network: 'linkedin', redirectUri: 'https://app.example/oauth/callback', tenantId: 'tenant_42' });
  });

  it('leaves redirect_uri and tenant_id off the wire when they are not given', async () => {
    const { service, client } = simulate();
    await client.getAuthUrl({ network: 'x' });
    expect(service.requests[0]!.body).toEqual({});
  });

  it('reads a 400 with details as field errors', async () => {
    const { client } = simulate();
    // The handle + app password network has no OAuth: the service refuses it in the payload check.
    const error = await failure(client.getAuthUrl({ network: 'bluesky' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid payload', operation: 'authUrl' });
    expect(error.fieldErrors).toEqual({ network: ['This network connects with a handle and app password'] });
    expect(isRetryableError(error)).toBe(false);
  });

  it('reads the spec sample 400 (`network` Required) as a field error', async () => {
    const { service, client } = simulate();
    service.faults.set('authUrl', { status: 400, body: { success: false, error: 'Invalid payload', details: { network: { _errors: ['Required'] } } } });
    const error = await failure(client.getAuthUrl({ network: 'linkedin' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid payload' });
    expect(error.fieldErrors).toEqual({ network: ['Required'] });
  });

  it('reads a 400 for a network that is not configured, without field errors', async () => {
    const { client } = simulate({ configuredNetworks: ['x'] });
    const error = await failure(client.getAuthUrl({ network: 'linkedin' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Network not configured' });
    expect(error.fieldErrors).toEqual({});
  });

  it('reads a 404 for an unknown network in the validation shape', async () => {
    const { service, client } = simulate();
    const error = await failure(client.getAuthUrl({ network: 'myspace' }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Invalid payload', operation: 'authUrl' });
    expect(error.fieldErrors).toEqual({ network: ['Unsupported network'] });
    expect(service.requests[0]!.url).toBe(`${API}/v1/social-networks/myspace/auth-url`);
  });

  it('reads a 500 with its message as the reason', async () => {
    const { service, client } = simulate();
    service.faults.set('authUrl', { status: 500, body: { success: false, error: 'Internal server error', message: 'OAuth credentials missing' } });
    const error = await failure(client.getAuthUrl({ network: 'linkedin' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Internal server error', reason: 'OAuth credentials missing' });
    expect(isRetryableError(error)).toBe(true);
  });
});

describe('getPendingSession', () => {
  it('returns the network, expiresAt in ms and the available pages', async () => {
    const { service, client } = simulate();
    const expiresAt = Date.now() + 10 * 60_000;
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES, expiresAt });

    const before = Date.now();
    const session = await client.getPendingSession({ sessionToken });
    const after = Date.now();
    expect(session).toEqual({ network: 'linkedin', expiresAt, expiresInMs: expect.any(Number), availablePages: PAGES });
    // Measured from the answer's Date, stamped between the two readings of the clock and counted
    // in whole seconds (the second it began in at the earliest). Bounds, not a tolerance: a busy
    // machine between the answer and the reading moves neither.
    expect(session.expiresInMs).toBeGreaterThanOrEqual(expiresAt - after);
    expect(session.expiresInMs).toBeLessThanOrEqual(expiresAt - Math.floor(before / 1000) * 1000);
    expect(service.requests).toEqual([
      { operation: 'pendingSession', method: 'GET', url: `${API}/v1/social-accounts/pending/${sessionToken}`, body: null },
    ]);
  });

  it('keeps a network id it does not know', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'google_business', pages: [PAGES[1]!] });
    const session = await client.getPendingSession({ sessionToken });
    expect(session.network).toBe('google_business');
    expect(session.availablePages.map((page) => page.id)).toEqual(['pg_acme']);
  });

  it('reads a 404 for an unknown token as an expired session', async () => {
    const { client } = simulate();
    const error = await failure(client.getPendingSession({ sessionToken: 'ses_unknown' }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Session expired or invalid', operation: 'pendingSession' });
    expect(isSessionExpiredError(error)).toBe(true);
    expect(isRetryableError(error)).toBe(false);
  });

  it('reads a 404 once the session has expired on the service clock', async () => {
    let now = Date.UTC(2025, 0, 1);
    const { service, client } = simulate({ now: () => now, sessionTtlMs: 60_000 });
    const sessionToken = service.db.createSession({ network: 'facebook', pages: PAGES });

    expect((await client.getPendingSession({ sessionToken })).expiresAt).toBe(Date.UTC(2025, 0, 1) + 60_000);
    now += 60_001;
    const error = await failure(client.getPendingSession({ sessionToken }));
    expect(error).toMatchObject({ status: 404, message: 'Session expired or invalid' });
    expect(isSessionExpiredError(error)).toBe(true);
  });

  it('reads a 500 with its message as the reason', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });
    service.faults.set('pendingSession', { status: 500 });
    const error = await failure(client.getPendingSession({ sessionToken }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Internal server error', reason: 'Simulated failure' });
    expect(isSessionExpiredError(error)).toBe(false);
  });

  it('converts an expiresAt sent in seconds to milliseconds', async () => {
    // A shape the simulated service does not produce; msw uses the handler added last first.
    const { client } = simulate();
    server.use(
      http.get(`${API}/v1/social-accounts/pending/:token`, () =>
        HttpResponse.json({ success: true, data: { network: 'linkedin', expiresAt: 1_767_225_600, availablePages: [] } }),
      ),
    );
    expect(await client.getPendingSession({ sessionToken: 'ses_1' })).toEqual({ network: 'linkedin', expiresAt: 1_767_225_600_000, availablePages: [] });
  });

  describe('the time left by the server’s clock (expiresInMs)', () => {
    it('is expiresAt less the answer’s Date, however far this clock is from the service’s', async () => {
      // The service's clock says 1 January 2025; this one says whatever it says today.
      const { service, client } = simulate({ now: () => Date.UTC(2025, 0, 1), sessionTtlMs: 15 * 60_000 });
      const sessionToken = service.db.createSession({ network: 'facebook', pages: PAGES });
      expect(await client.getPendingSession({ sessionToken })).toMatchObject({ expiresAt: Date.UTC(2025, 0, 1) + 15 * 60_000, expiresInMs: 15 * 60_000 });
    });

    const answer = (headers: Record<string, string>, expiresAt: number = 1_767_225_600_000) => {
      server.use(
        http.get(`${API}/v1/social-accounts/pending/:token`, () =>
          HttpResponse.json({ success: true, data: { network: 'linkedin', expiresAt, availablePages: [] } }, { headers }),
        ),
      );
    };

    it('keeps expiresAt in seconds converted before it counts', async () => {
      const { client } = simulate();
      answer({ Date: 'Wed, 31 Dec 2025 23:50:00 GMT' }, 1_767_225_600);
      expect(await client.getPendingSession({ sessionToken: 'ses_1' })).toMatchObject({ expiresAt: 1_767_225_600_000, expiresInMs: 10 * 60_000 });
    });

    it('is undefined without a Date header (a cross-origin proxy that hides it) or with one it cannot read', async () => {
      const { client } = simulate();
      answer({});
      expect((await client.getPendingSession({ sessionToken: 'ses_1' })).expiresInMs).toBeUndefined();
      answer({ Date: 'yesterday-ish' });
      expect((await client.getPendingSession({ sessionToken: 'ses_1' })).expiresInMs).toBeUndefined();
      answer({ Date: '' });
      expect((await client.getPendingSession({ sessionToken: 'ses_1' })).expiresInMs).toBeUndefined();
    });

    it('is 0, never negative, when the answer’s clock already counts the session past', async () => {
      const { client } = simulate();
      answer({ Date: 'Thu, 01 Jan 2026 00:00:05 GMT' });
      expect((await client.getPendingSession({ sessionToken: 'ses_1' })).expiresInMs).toBe(0);
    });

    it('is undefined without an expiresAt, Date or not', async () => {
      const { client } = simulate();
      server.use(
        http.get(`${API}/v1/social-accounts/pending/:token`, () =>
          HttpResponse.json({ success: true, data: { network: 'linkedin', availablePages: [] } }, { headers: { Date: 'Wed, 31 Dec 2025 23:50:00 GMT' } }),
        ),
      );
      expect(await client.getPendingSession({ sessionToken: 'ses_1' })).toEqual({ network: 'linkedin', expiresAt: undefined, expiresInMs: undefined, availablePages: [] });
    });
  });

  it('keeps unknown fields on an available page', async () => {
    const { client } = simulate();
    server.use(
      http.get(`${API}/v1/social-accounts/pending/:token`, () =>
        HttpResponse.json({
          success: true,
          data: { network: 'linkedin', expiresAt: 1_767_225_600_000, availablePages: [{ ...PAGES[1], followers: 1200 }] },
        }),
      ),
    );
    const [page] = (await client.getPendingSession({ sessionToken: 'ses_1' })).availablePages;
    expect(page).toEqual({ ...PAGES[1], followers: 1200 });
  });
});

describe('finalize', () => {
  it('returns the connected accounts and sends selectedPageIds', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });

    const accounts = await client.finalize({ sessionToken, selectedPageIds: ['pg_acme'] });

    const [created] = service.db.accounts();
    expect(created).toMatchObject({ network: 'linkedin', network_unique_id: 'pg_acme' });
    expect(accounts).toEqual([{ id: created!.id, nickname: 'Acme Studio', username: 'acme-studio', network: 'linkedin', accountType: 'organization' }]);
    expect(service.requests).toEqual([
      {
        operation: 'finalize',
        method: 'POST',
        url: `${API}/v1/social-accounts/pending/${sessionToken}/finalize`,
        body: { selectedPageIds: ['pg_acme'] },
      },
    ]);
  });

  it('reads connectedAccounts nested under data, as the official client does', async () => {
    const { service, client } = simulate({ finalizeShape: 'data' });
    const sessionToken = service.db.createSession({ network: 'facebook', pages: PAGES });
    const accounts = await client.finalize({ sessionToken, selectedPageIds: ['pg_person', 'pg_acme'] });
    expect(accounts.map(({ username, accountType }) => ({ username, accountType }))).toEqual([
      { username: 'mina', accountType: 'personal' },
      { username: 'acme-studio', accountType: 'organization' },
    ]);
    expect(accounts.map((account) => account.id)).toEqual(service.db.accounts().map((account) => account.id));
  });

  it('deletes the session: a second finalize of the same token is a 404', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });
    await client.finalize({ sessionToken, selectedPageIds: ['pg_acme'] });

    const error = await failure(client.finalize({ sessionToken, selectedPageIds: ['pg_acme'] }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Session expired or invalid', operation: 'finalize' });
    expect(isSessionExpiredError(error)).toBe(true);
    expect(service.db.accounts()).toHaveLength(1);
  });

  it('reads a 404 for an expired session', async () => {
    let now = Date.UTC(2025, 5, 1);
    const { service, client } = simulate({ now: () => now, sessionTtlMs: 1000 });
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });
    now += 1001;
    const error = await failure(client.finalize({ sessionToken, selectedPageIds: ['pg_acme'] }));
    expect(error).toMatchObject({ status: 404, message: 'Session expired or invalid' });
    expect(isSessionExpiredError(error)).toBe(true);
  });

  it('reads a 400 for a page the session does not offer as a field error, not an expired session', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });
    const error = await failure(client.finalize({ sessionToken, selectedPageIds: ['pg_other'] }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid payload' });
    expect(error.fieldErrors).toEqual({ selectedPageIds: ['Page pg_other is not available in this session'] });
    expect(isSessionExpiredError(error)).toBe(false);
    // Nothing was created and the session is still there to pick again.
    expect(service.db.accounts()).toEqual([]);
    expect(service.db.sessions()).toHaveLength(1);
  });

  it('reads the spec sample 400 "Session expired or invalid" as an expired session', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });
    service.faults.set('finalize', { status: 400 });
    const error = await failure(client.finalize({ sessionToken, selectedPageIds: ['pg_acme'] }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Session expired or invalid' });
    expect(isSessionExpiredError(error)).toBe(true);
  });

  it('reads a 500 with its message as the reason', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: PAGES });
    service.faults.set('finalize', { status: 500, body: { success: false, error: 'Internal server error', message: 'Token exchange failed' } });
    const error = await failure(client.finalize({ sessionToken, selectedPageIds: ['pg_acme'] }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Internal server error', reason: 'Token exchange failed' });
    expect(isRetryableError(error)).toBe(true);
  });

  it('carries the tenant_id given for the auth URL through to the listed accounts', async () => {
    const { service, client } = simulate();
    const { authUrl } = await client.getAuthUrl({ network: 'linkedin', redirectUri: 'https://app.example/cb', tenantId: 'tenant_7' });
    const callback = new URL(service.authorize(new URL(authUrl).searchParams.get('state')!, { decision: 'allow' }));
    expect(callback.origin + callback.pathname).toBe('https://app.example/cb');
    const sessionToken = callback.searchParams.get('session')!;

    const { availablePages } = await client.getPendingSession({ sessionToken });
    const [connected] = await client.finalize({ sessionToken, selectedPageIds: [availablePages[0]!.id] });

    const { accounts } = await client.listAccounts({ tenantId: 'tenant_7' });
    expect(accounts.map((account) => account.id)).toEqual([connected!.id]);
    expect(accounts[0]).toMatchObject({ tenantId: 'tenant_7', network: 'linkedin', networkUniqueId: availablePages[0]!.id });
  });
});

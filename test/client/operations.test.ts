import { createSocialClient, type SocialClient } from '../../src/client/createSocialClient.js';
import { isRetryableError, isSessionExpiredError } from '../../src/client/errors.js';
import { failure, simulate } from './helpers.js';

// What every operation shares: validation before sending, cancellation, and failures the service
// can be made to produce (rate limit, dropped connection, a gateway page). Each operation's own
// success and statuses are in auth-flow, app-password, accounts and media.test.ts.

describe('validation before sending', () => {
  const cases: {
    name: string;
    call: (client: SocialClient) => Promise<unknown>;
    operation: string;
    fieldErrors: Record<string, string[]>;
  }[] = [
    {
      name: 'an empty filename',
      call: (client) => client.requestUploadTicket({ filename: '' }),
      operation: 'uploadTicket',
      fieldErrors: { filename: ['Required'] },
    },
    {
      name: 'a filename of 256 characters',
      call: (client) => client.requestUploadTicket({ filename: `${'a'.repeat(252)}.jpg` }),
      operation: 'uploadTicket',
      fieldErrors: { filename: ['Must be at most 255 characters'] },
    },
    {
      name: 'an empty content_type',
      call: (client) => client.requestUploadTicket({ filename: 'photo.png', contentType: '' }),
      operation: 'uploadTicket',
      fieldErrors: { content_type: ['Must not be empty'] },
    },
    {
      name: 'an empty handle and app password',
      call: (client) => client.connectAppPassword({ handle: '', appPassword: '' }),
      operation: 'connectAppPassword',
      fieldErrors: { handle: ['Required'], appPassword: ['Required'] },
    },
    {
      name: 'a handle that is only the @',
      call: (client) => client.connectAppPassword({ handle: ' @ ', appPassword: 'pw' }),
      operation: 'connectAppPassword',
      fieldErrors: { handle: ['Required'] },
    },
    {
      name: 'a tenant_id with a space',
      call: (client) => client.getAuthUrl({ network: 'linkedin', tenantId: 'tenant 1' }),
      operation: 'authUrl',
      fieldErrors: { tenant_id: ['Only letters, digits, underscores and hyphens'] },
    },
    {
      name: 'a redirect_uri that is not a URL',
      call: (client) => client.getAuthUrl({ network: 'linkedin', redirectUri: 'not a url' }),
      operation: 'authUrl',
      fieldErrors: { redirect_uri: ['Invalid url'] },
    },
    {
      name: 'a javascript: redirect_uri, since the browser is sent there after consent',
      call: (client) => client.getAuthUrl({ network: 'linkedin', redirectUri: 'javascript:alert(1)' }),
      operation: 'authUrl',
      fieldErrors: { redirect_uri: ['Invalid url'] },
    },
    {
      name: 'an empty network',
      call: (client) => client.getAuthUrl({ network: '' }),
      operation: 'authUrl',
      fieldErrors: { network: ['Required'] },
    },
    {
      name: 'no selected pages',
      call: (client) => client.finalize({ sessionToken: 'ses_1', selectedPageIds: [] }),
      operation: 'finalize',
      fieldErrors: { selectedPageIds: ['Select at least one'] },
    },
    {
      name: 'an empty session token to finalize',
      call: (client) => client.finalize({ sessionToken: '', selectedPageIds: ['pg_1'] }),
      operation: 'finalize',
      fieldErrors: { sessionToken: ['Required'] },
    },
    {
      name: 'an empty session token to read',
      call: (client) => client.getPendingSession({ sessionToken: '' }),
      operation: 'pendingSession',
      fieldErrors: { sessionToken: ['Required'] },
    },
    {
      name: 'an empty account id',
      call: (client) => client.disconnectAccount({ accountId: '' }),
      operation: 'disconnectAccount',
      fieldErrors: { accountId: ['Required'] },
    },
    {
      name: 'an empty media id',
      call: (client) => client.confirmUpload({ mediaId: '' }),
      operation: 'confirmUpload',
      fieldErrors: { mediaId: ['Required'] },
    },
    // A dot segment would be resolved by the URL parser into another operation's path.
    {
      name: 'a session token of ".." to read (GET …/pending/.. is the account list)',
      call: (client) => client.getPendingSession({ sessionToken: '..' }),
      operation: 'pendingSession',
      fieldErrors: { sessionToken: ['Must not be "." or ".."'] },
    },
    {
      name: 'a session token of "." to read',
      call: (client) => client.getPendingSession({ sessionToken: '.' }),
      operation: 'pendingSession',
      fieldErrors: { sessionToken: ['Must not be "." or ".."'] },
    },
    {
      name: 'a session token of ".." to finalize (POST …/social-accounts/finalize)',
      call: (client) => client.finalize({ sessionToken: '..', selectedPageIds: ['pg_1'] }),
      operation: 'finalize',
      fieldErrors: { sessionToken: ['Must not be "." or ".."'] },
    },
    {
      name: 'an account id of "." to disconnect',
      call: (client) => client.disconnectAccount({ accountId: '.' }),
      operation: 'disconnectAccount',
      fieldErrors: { accountId: ['Must not be "." or ".."'] },
    },
    {
      name: 'an account id of ".." to disconnect',
      call: (client) => client.disconnectAccount({ accountId: '..' }),
      operation: 'disconnectAccount',
      fieldErrors: { accountId: ['Must not be "." or ".."'] },
    },
    {
      name: 'a media id of ".." to confirm',
      call: (client) => client.confirmUpload({ mediaId: '..' }),
      operation: 'confirmUpload',
      fieldErrors: { mediaId: ['Must not be "." or ".."'] },
    },
    {
      name: 'a network of ".." for an auth URL',
      call: (client) => client.getAuthUrl({ network: '..' }),
      operation: 'authUrl',
      fieldErrors: { network: ['Must not be "." or ".."'] },
    },
    {
      name: 'a network of "." for an app password',
      call: (client) => client.connectAppPassword({ handle: 'ada.bsky.social', appPassword: 'pw', network: '.' }),
      operation: 'connectAppPassword',
      fieldErrors: { network: ['Must not be "." or ".."'] },
    },
  ];

  it.each(cases)('refuses $name without sending a request', async ({ call, operation, fieldErrors }) => {
    const { service, client } = simulate();
    const error = await failure(call(client));
    expect(error).toMatchObject({ kind: 'validation', status: 0, message: 'Invalid request', operation });
    expect(error.fieldErrors).toEqual(fieldErrors);
    expect(error.formErrors).toEqual([]);
    expect(isRetryableError(error)).toBe(false);
    expect(service.requests).toEqual([]);
  });

  it('refuses a dot segment in an overridden path too, and lets dots inside an id through', async () => {
    const calls: string[] = [];
    const client = createSocialClient({
      baseUrl: '/api/social',
      paths: { disconnectAccount: '/v2/accounts/{accountId}' },
      fetch: (input) => {
        calls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    expect(await failure(client.disconnectAccount({ accountId: '..' }))).toMatchObject({ kind: 'validation', fieldErrors: { accountId: ['Must not be "." or ".."'] } });
    expect(calls).toEqual([]);
    await client.disconnectAccount({ accountId: 'acc..1.' });
    expect(calls).toEqual(['http://localhost:3000/api/social/v2/accounts/acc..1.']);
  });

  it('reports every invalid field of one call at once', async () => {
    const { service, client } = simulate();
    const error = await failure(client.getAuthUrl({ network: 'linkedin', redirectUri: '/relative', tenantId: 'a/b' }));
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['redirect_uri', 'tenant_id']);
    expect(service.requests).toEqual([]);
  });

  it('does not call a validation failure of the pending operations an expired session', async () => {
    const { client } = simulate();
    expect(isSessionExpiredError(await failure(client.getPendingSession({ sessionToken: '' })))).toBe(false);
  });

  it('lets a tenant_id of letters, digits, underscores and hyphens through', async () => {
    const { service, client } = simulate();
    await client.getAuthUrl({ network: 'linkedin', tenantId: 'Tenant_01-eu' });
    expect(service.requests[0]!.body).toEqual({ tenant_id: 'Tenant_01-eu' });
  });
});

describe('cancelling', () => {
  it('aborts a finalize in flight, and the session is left for another try', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'linkedin', pages: [{ id: 'pg_1', name: 'Acme' }] });
    service.faults.set('finalize', { delayMs: 10_000, times: 1 });
    const controller = new AbortController();

    const pending = client.finalize({ sessionToken, selectedPageIds: ['pg_1'] }, { signal: controller.signal });
    await vi.waitFor(() => expect(service.requests).toHaveLength(1));
    controller.abort();

    const error = await failure(pending);
    expect(error).toMatchObject({ kind: 'aborted', status: 0, operation: 'finalize' });
    expect(isRetryableError(error)).toBe(false);
    expect(service.db.accounts()).toEqual([]);
    expect(await client.finalize({ sessionToken, selectedPageIds: ['pg_1'] })).toHaveLength(1);
  });

  it('aborts a pending-session read in flight', async () => {
    const { service, client } = simulate();
    const sessionToken = service.db.createSession({ network: 'facebook', pages: [{ id: 'pg_1' }] });
    service.faults.set('pendingSession', { delayMs: 10_000 });
    const controller = new AbortController();

    const pending = client.getPendingSession({ sessionToken }, { signal: controller.signal });
    await vi.waitFor(() => expect(service.requests).toHaveLength(1));
    controller.abort();

    expect(await failure(pending)).toMatchObject({ kind: 'aborted', operation: 'pendingSession' });
  });
});

describe('failures the service can be made to produce', () => {
  it('reads a 429 with Retry-After as retryable after that many seconds', async () => {
    const { service, client } = simulate();
    service.faults.set('listAccounts', { status: 429, headers: { 'Retry-After': '3' } });
    const error = await failure(client.listAccounts());
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Too many requests',
      reason: 'Rate limit exceeded, retry later',
      retryAfterMs: 3000,
      operation: 'listAccounts',
    });
    expect(isRetryableError(error)).toBe(true);
  });

  it('answers normally once a fault for one request is spent', async () => {
    const { service, client } = simulate();
    service.db.addAccount({ network: 'x' });
    service.faults.set('listAccounts', { status: 429, times: 1 });
    expect((await failure(client.listAccounts())).retryAfterMs).toBe(1000);
    expect((await client.listAccounts()).accounts).toHaveLength(1);
  });

  it('reads a dropped connection as a network error', async () => {
    const { service, client } = simulate();
    service.faults.set('uploadTicket', { drop: true });
    const error = await failure(client.requestUploadTicket({ filename: 'photo.png' }));
    expect(error).toMatchObject({ kind: 'network', status: 0, operation: 'uploadTicket' });
    expect(isRetryableError(error)).toBe(true);
  });

  it('reads a gateway HTML page as a protocol error that keeps its status', async () => {
    const { service, client } = simulate();
    service.db.addAccount({ network: 'x' });
    const account = service.db.accounts()[0]!;
    service.faults.set('disconnectAccount', { html: 502 });
    const error = await failure(client.disconnectAccount({ accountId: account.id }));
    expect(error).toMatchObject({ kind: 'protocol', status: 502, operation: 'disconnectAccount' });
    expect(isRetryableError(error)).toBe(true);
  });
});

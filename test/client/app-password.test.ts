import { isRetryableError, isSessionExpiredError } from '../../src/client/errors.js';
import { API, failure, simulate } from './helpers.js';

// Connect with a handle and app password (4.1): `POST /v1/social-accounts/bluesky`.

describe('connectAppPassword', () => {
  it('returns the created account in camelCase from a 201', async () => {
    const { service, client } = simulate();
    const account = await client.connectAppPassword({ handle: 'alice.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' });

    const [stored] = service.db.accounts();
    expect(account).toEqual({
      id: stored!.id,
      orgId: stored!.orgId,
      nickname: 'alice',
      network: 'bluesky',
      username: 'alice.bsky.social',
      profilePictureUrl: stored!.profile_picture_url,
      networkUniqueId: stored!.network_unique_id,
      customerSocialNetworkId: stored!.customer_social_network_id,
      accountType: 'personal',
      isActive: true,
      createdAt: stored!.createdAt,
      tenantId: undefined,
    });
    expect(account.networkUniqueId).toMatch(/^did:plc:/);
    expect(typeof account.customerSocialNetworkId).toBe('number');
    // The wire's null tenant reads as absent, one way of saying "none".
    expect(account.tenantId).toBeUndefined();
    // No snake_case twin is left behind beside the mapped field.
    expect(account).not.toHaveProperty('profile_picture_url');
    expect(account).not.toHaveProperty('network_unique_id');
  });

  it('posts handle, appPassword and tenantId to the network path', async () => {
    const { service, client } = simulate();
    await client.connectAppPassword({ handle: 'alice.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop', tenantId: 'tenant_1' });
    // The request log redacts the password, but shows the key went over the wire.
    expect(service.requests).toEqual([
      {
        operation: 'connectAppPassword',
        method: 'POST',
        url: `${API}/v1/social-accounts/bluesky`,
        body: { handle: 'alice.bsky.social', appPassword: '[redacted]', tenantId: 'tenant_1' },
      },
    ]);
    expect(service.db.accounts()[0]!.tenantId).toBe('tenant_1');
  });

  it('strips a leading @ and surrounding spaces from the handle on the wire', async () => {
    const { service, client } = simulate();
    const account = await client.connectAppPassword({ handle: '  @alice.bsky.social ', appPassword: 'pw' });
    expect(service.requests[0]!.body).toMatchObject({ handle: 'alice.bsky.social' });
    expect(account.username).toBe('alice.bsky.social');
  });

  it('keeps a custom-domain handle as it is', async () => {
    const { service, client } = simulate();
    await client.connectAppPassword({ handle: 'news.example.org', appPassword: 'pw' });
    expect(service.requests[0]!.body).toMatchObject({ handle: 'news.example.org' });
  });

  it('reads a 400 with details as field errors', async () => {
    const { service, client } = simulate();
    service.faults.set('connectAppPassword', {
      status: 400,
      body: { success: false, error: 'Invalid payload', details: { handle: { _errors: ['Required'] }, appPassword: { _errors: ['Required'] } } },
    });
    const error = await failure(client.connectAppPassword({ handle: 'alice.bsky.social', appPassword: 'pw' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Invalid payload', operation: 'connectAppPassword' });
    expect(error.fieldErrors).toEqual({ handle: ['Required'], appPassword: ['Required'] });
  });

  it('reads the spec sample 400 text, and does not call it an expired session (there is none here)', async () => {
    const { service, client } = simulate();
    service.faults.set('connectAppPassword', { status: 400 });
    const error = await failure(client.connectAppPassword({ handle: 'alice.bsky.social', appPassword: 'pw' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Session expired or invalid' });
    expect(isSessionExpiredError(error)).toBe(false);
  });

  it('reads a 401 for credentials the network refuses', async () => {
    const { service, client } = simulate();
    const error = await failure(client.connectAppPassword({ handle: 'alice.bsky.social', appPassword: 'invalid' }));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid handle or app password', operation: 'connectAppPassword' });
    expect(isRetryableError(error)).toBe(false);
    expect(service.db.accounts()).toEqual([]);
  });

  it('reads a 409 for an account already connected', async () => {
    const { service, client } = simulate();
    service.db.addAccount({ network: 'bluesky', username: 'alice.bsky.social' });
    const error = await failure(client.connectAppPassword({ handle: '@alice.bsky.social', appPassword: 'pw' }));
    expect(error).toMatchObject({ kind: 'http', status: 409, message: 'Account already connected' });
    expect(isRetryableError(error)).toBe(false);
    expect(service.db.accounts()).toHaveLength(1);
  });

  it('reads a 500 with its message as the reason', async () => {
    const { service, client } = simulate();
    service.faults.set('connectAppPassword', {
      status: 500,
      body: { success: false, error: 'Internal server error', message: 'PDS unreachable' },
    });
    const error = await failure(client.connectAppPassword({ handle: 'alice.bsky.social', appPassword: 'pw' }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Internal server error', reason: 'PDS unreachable' });
    expect(isRetryableError(error)).toBe(true);
  });
});

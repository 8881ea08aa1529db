import type { SocialClient } from '../../../src/client/createSocialClient.js';
import { SocialKitError } from '../../../src/client/errors.js';
import type { AvailablePage, SocialAccount } from '../../../src/client/types.js';
import { finalizeOrFind } from '../../../src/connect/pagePicker/finalize.js';

// The finalize of a page picker without React: at most one request per session, and a finalize
// whose answer was lost told from an expired session by listing the network's accounts.

const PAGES: AvailablePage[] = [
  { id: 'p1', name: 'Acme Studio', username: 'acme' },
  { id: 'p2', name: 'Bistro', username: 'bistro' },
];
const dropped = () => new SocialKitError({ kind: 'network', message: 'dropped', operation: 'finalize' });
const expired = () => new SocialKitError({ kind: 'http', status: 404, message: 'Session expired or invalid', operation: 'finalize' });
const refused = () => new SocialKitError({ kind: 'http', status: 400, message: 'bad pages', operation: 'finalize' });

let proxies = 0;
/** A client of its own proxy each test, so the once-per-session memory of one test never meets another's. */
function fakeClient(accounts: SocialAccount[] = []) {
  const client = {
    baseUrl: `https://app${++proxies}.example/api/social`,
    finalize: vi.fn<SocialClient['finalize']>(),
    listAccounts: vi.fn<SocialClient['listAccounts']>(() => Promise.resolve({ accounts })),
  };
  const context = { client: client as unknown as SocialClient, network: 'facebook', tenantId: 'acme', pages: PAGES };
  return { client, context };
}

describe('finalizeOrFind', () => {
  it('finalizes once per session however often it is called while the first is on its way', async () => {
    const { client, context } = fakeClient();
    const made = [{ id: 'x', network: 'facebook' }];
    client.finalize.mockResolvedValue(made);
    const params = { sessionToken: 's1', selectedPageIds: ['p1'] };
    await expect(Promise.all([finalizeOrFind(context, params), finalizeOrFind(context, params)])).resolves.toEqual([made, made]);
    expect(client.finalize).toHaveBeenCalledTimes(1);
  });

  it('finds the accounts of the pages sent when the answer was lost and the next attempt is "expired"', async () => {
    const acme = { id: 'acc-1', network: 'facebook', username: 'acme' };
    const other = { id: 'acc-2', network: 'facebook', username: 'someone' };
    const bistro = { id: 'acc-3', network: 'facebook', username: 'bistro' };
    const { client, context } = fakeClient([other, acme, bistro]);
    client.finalize.mockRejectedValueOnce(dropped()).mockRejectedValueOnce(expired());
    await expect(finalizeOrFind(context, { sessionToken: 's2', selectedPageIds: ['p1'] })).rejects.toMatchObject({ kind: 'network' });
    // Only the page sent counts, though the account of the other page is listed too.
    await expect(finalizeOrFind(context, { sessionToken: 's2', selectedPageIds: ['p1', 'p2'] })).resolves.toEqual([acme]);
    expect(client.finalize).toHaveBeenCalledTimes(2);
    expect(client.listAccounts).toHaveBeenCalledWith(expect.objectContaining({ network: 'facebook', tenantId: 'acme' }), expect.anything());
  });

  it('is "expired" when nothing was sent before, or none of the pages sent is connected', async () => {
    const { client, context } = fakeClient([{ id: 'acc-2', network: 'facebook', username: 'someone' }]);
    client.finalize.mockRejectedValueOnce(expired());
    await expect(finalizeOrFind(context, { sessionToken: 's3', selectedPageIds: ['p1'] })).rejects.toMatchObject({ status: 404 });
    expect(client.listAccounts).not.toHaveBeenCalled();
    client.finalize.mockRejectedValueOnce(dropped()).mockRejectedValueOnce(expired());
    await expect(finalizeOrFind(context, { sessionToken: 's4', selectedPageIds: ['p1'] })).rejects.toMatchObject({ kind: 'network' });
    await expect(finalizeOrFind(context, { sessionToken: 's4', selectedPageIds: ['p1'] })).rejects.toMatchObject({ status: 404 });
    expect(client.listAccounts).toHaveBeenCalledTimes(1);
  });

  it('remembers nothing of a refusal: the service read it and did nothing', async () => {
    const { client, context } = fakeClient([{ id: 'acc-1', network: 'facebook', username: 'acme' }]);
    client.finalize.mockRejectedValueOnce(refused()).mockRejectedValueOnce(expired());
    await expect(finalizeOrFind(context, { sessionToken: 's5', selectedPageIds: ['p1'] })).rejects.toMatchObject({ status: 400 });
    await expect(finalizeOrFind(context, { sessionToken: 's5', selectedPageIds: ['p1'] })).rejects.toMatchObject({ status: 404 });
    expect(client.listAccounts).not.toHaveBeenCalled();
  });

  it('throws a failure to list as it is, so the user can ask again', async () => {
    const { client, context } = fakeClient();
    client.finalize.mockRejectedValueOnce(dropped()).mockRejectedValueOnce(expired());
    client.listAccounts.mockRejectedValueOnce(dropped());
    await expect(finalizeOrFind(context, { sessionToken: 's6', selectedPageIds: ['p1'] })).rejects.toMatchObject({ kind: 'network' });
    await expect(finalizeOrFind(context, { sessionToken: 's6', selectedPageIds: ['p1'] })).rejects.toMatchObject({ kind: 'network', message: 'dropped' });
    expect(client.listAccounts).toHaveBeenCalledTimes(1);
  });
});

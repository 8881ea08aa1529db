import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { useLayoutEffect } from 'react';
import { createSocialClient, socialKitKeys, useAccountList, type UseAccountListOptions, type UseAccountListResult } from '../../src/index.js';
import { disconnectReducer, initialDisconnectState } from '../../src/hooks/useAccountList.js';
import type { SimulatedServiceOptions } from '../../src/mocks/index.js';
import { BASE_URL, renderHookWithProvider, type ProviderOptions } from '../support/render.js';
import { server } from '../support/server.js';
// Not a React hook, whatever its name says: it starts a simulated service for this test.
import { requestsFor, useService as simulate } from '../support/service.js';

function seed(service: ReturnType<typeof simulate>, count: number, extra: { tenantId?: string; network?: string } = {}) {
  for (let i = 1; i <= count; i++) {
    service.db.addAccount({ network: extra.network ?? 'x', username: `${extra.network ?? 'x'}${i}`, tenantId: extra.tenantId ?? 'acme' });
  }
}

function setup(count: number, options: UseAccountListOptions = {}, service: SimulatedServiceOptions = {}, provider: ProviderOptions = {}) {
  const simulated = simulate(service);
  seed(simulated, count);
  let props = options;
  const view = renderHookWithProvider(() => useAccountList(props), { tenantId: 'acme', ...provider });
  const rerender = (next: UseAccountListOptions) => {
    props = next;
    view.rerender();
  };
  const queries = () => requestsFor(simulated, 'listAccounts').map((request) => Object.fromEntries(new URL(request.url).searchParams));
  return { service: simulated, ...view, rerender, queries };
}

/**
 * As `setup`, watching the hook's renders: every result committed, in order, and the renders that
 * were thrown away before a commit. A state set during render is one: React renders the component
 * again at once, and only the second render is committed.
 */
function setupWatched(count: number, options: UseAccountListOptions = {}, service: SimulatedServiceOptions = {}) {
  const simulated = simulate(service);
  seed(simulated, count);
  let props = options;
  const watched = { committed: [] as UseAccountListResult[], uncommitted: 0 };
  let rendered = false;
  const view = renderHookWithProvider(
    () => {
      if (rendered) watched.uncommitted++;
      rendered = true;
      const list = useAccountList(props);
      useLayoutEffect(() => {
        rendered = false;
        watched.committed.push(list);
      });
      return list;
    },
    { tenantId: 'acme' },
  );
  const rerender = (next: UseAccountListOptions) => {
    props = next;
    view.rerender();
  };
  const queries = () => requestsFor(simulated, 'listAccounts').map((request) => Object.fromEntries(new URL(request.url).searchParams));
  return { service: simulated, ...view, rerender, queries, watched };
}

/** Another tab disconnects the account: the list shrinks under the page on screen. */
const disconnectElsewhere = (accountId: string) => createSocialClient({ baseUrl: BASE_URL }).disconnectAccount({ accountId });

/** Holds the disconnect call until released, so the optimistic state can be looked at. */
function holdDisconnects() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, handler: (service: ReturnType<typeof simulate>) => http.delete(/\/v1\/social-accounts\//, async ({ request }) => (await released, service.handle(request))) };
}

/** Holds the disconnect call of each account given until that account is released; others go through. */
function holdDisconnectsOf(service: ReturnType<typeof simulate>, ids: string[]) {
  const release: Record<string, () => void> = {};
  const gates = new Map(ids.map((id) => [id, new Promise<void>((resolve) => (release[id] = resolve))]));
  server.use(http.delete(/\/v1\/social-accounts\//, async ({ request }) => (await gates.get(request.url.split('/').pop()!), service.handle(request))));
  return release;
}

describe('useAccountList paging', () => {
  it('pages 20 at a time with the service count, asking with limit, offset and the tenant', async () => {
    const { result, queries } = setup(45);
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ page: 1, pageCount: 3, count: 45, range: { start: 1, end: 20 }, hasPreviousPage: false, hasNextPage: true });

    act(() => result.current.nextPage());
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.range).toBeNull();
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 40 }));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 41, end: 45 }));
    expect(result.current).toMatchObject({ page: 3, hasNextPage: false, hasPreviousPage: true });
    expect(result.current.accounts[0]?.username).toBe('x41');

    expect(queries()).toEqual([
      { tenantId: 'acme', limit: '20', offset: '0' },
      { tenantId: 'acme', limit: '20', offset: '20' },
      { tenantId: 'acme', limit: '20', offset: '40' },
    ]);
    act(() => result.current.goToPage(99));
    await waitFor(() => expect(result.current.page).toBe(3));
    act(() => result.current.goToPage(1));
    expect(result.current.offset).toBe(0);
  });

  it('offers "next" while pages come back full when the service sends no count, and learns where the end is', async () => {
    const { result, queries } = setup(40, { pageSize: 20 }, { listShape: 'bare' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ count: undefined, pageCount: undefined, hasNextPage: true, range: { start: 1, end: 20 } });

    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 40 }));
    // Full, so another page may follow: only asking tells.
    expect(result.current.hasNextPage).toBe(true);
    act(() => result.current.nextPage());
    // The third page is empty: back to the second, which now knows it is the last.
    await waitFor(() => expect(queries()[2]).toMatchObject({ offset: '40' }));
    await waitFor(() => expect(result.current).toMatchObject({ page: 2, range: { start: 21, end: 40 }, status: 'success' }));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('offers "next" again once the lists are invalidated after the end was found, and reaches the account added', async () => {
    const { result, service, queryClient, queries } = setup(4, { pageSize: 2 }, { listShape: 'bare' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 3, end: 4 }));
    act(() => result.current.nextPage());
    await waitFor(() => expect(queries().map((query) => query.offset)).toContain('4'));
    await waitFor(() => expect(result.current).toMatchObject({ page: 2, range: { start: 3, end: 4 }, isFetching: false }));
    expect(result.current.hasNextPage).toBe(false);
    // Refreshing this page alone says nothing about the next one.
    const fetchedAt = result.current.query.dataUpdatedAt;
    await act(() => result.current.query.refetch());
    await waitFor(() => expect(result.current.query.dataUpdatedAt).toBeGreaterThan(fetchedAt));
    expect(result.current.hasNextPage).toBe(false);

    // An account is connected, and the lists invalidated (as ConnectAccountButton does).
    service.db.addAccount({ network: 'x', username: 'x5', tenantId: 'acme' });
    await act(() => queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }));
    await waitFor(() => expect(result.current).toMatchObject({ range: { start: 3, end: 4 }, hasNextPage: true }));

    act(() => result.current.nextPage());
    // The empty page found before is asked for again under the page on screen, not shown.
    expect(result.current).toMatchObject({ status: 'success', isPlaceholderData: true, page: 3 });
    await waitFor(() => expect(result.current.range).toEqual({ start: 5, end: 5 }));
    expect(result.current.accounts.map((account) => account.username)).toEqual(['x5']);
    expect(queries().at(-1)).toMatchObject({ offset: '4' });
  });

  it('stops offering "next" on a short page without a count', async () => {
    const { result } = setup(5, { pageSize: 2 }, { listShape: 'bare' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.goToPage(3));
    await waitFor(() => expect(result.current.range).toEqual({ start: 5, end: 5 }));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('warns about a page size the service refuses and uses the nearest one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, queries } = setup(1, { pageSize: 500 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(queries()[0]?.limit).toBe('100');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('useAccountList: pageSize must be a whole number from 1 to 100; got 500'));
  });
});

describe('useAccountList filters', () => {
  it('returns to the first page when the network filter changes, and sends it', async () => {
    const onNetworkChange = vi.fn();
    const { result, service, queries } = setup(25, { onNetworkChange });
    seed(service, 3, { network: 'bluesky' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 28 }));

    act(() => result.current.setNetwork('bluesky'));
    expect(result.current.offset).toBe(0);
    await waitFor(() => expect(result.current.range).toEqual({ start: 1, end: 3 }));
    expect(result.current).toMatchObject({ network: 'bluesky', isFiltered: true, count: 3 });
    expect(onNetworkChange).toHaveBeenCalledWith('bluesky');
    expect(queries().at(-1)).toEqual({ tenantId: 'acme', network: 'bluesky', limit: '20', offset: '0' });
  });

  it('starts on the first page when a filter is left and chosen again', async () => {
    const { result } = setup(25);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 25 }));
    act(() => result.current.setNetwork('bluesky'));
    expect(result.current.page).toBe(1);
    act(() => result.current.setNetwork(null));
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.range).toEqual({ start: 1, end: 20 }));
  });

  it('starts on the first page when a controlled filter is left and given again', async () => {
    const { result, rerender } = setup(25, { network: null });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 25 }));
    rerender({ network: 'bluesky' });
    expect(result.current.page).toBe(1);
    rerender({ network: null });
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.range).toEqual({ start: 1, end: 20 }));
  });

  it('follows a controlled network and tenant, back to the first page on each change', async () => {
    const onNetworkChange = vi.fn();
    const { result, service, rerender, queries } = setup(25, { network: null, tenantId: 'acme', onNetworkChange });
    seed(service, 22, { network: 'youtube', tenantId: 'globex' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.page).toBe(2));

    // Controlled: the hook reports the change and waits for the prop.
    act(() => result.current.setNetwork('youtube'));
    expect(onNetworkChange).toHaveBeenCalledWith('youtube');
    expect(result.current.network).toBeNull();
    expect(result.current.page).toBe(2);

    rerender({ network: 'youtube', tenantId: 'globex' });
    expect(result.current.offset).toBe(0);
    await waitFor(() => expect(result.current.count).toBe(22));
    expect(queries().at(-1)).toEqual({ tenantId: 'globex', network: 'youtube', limit: '20', offset: '0' });
  });

  it('asks for every tenant with an empty tenant, and for the provider tenant by default', async () => {
    const onTenantIdChange = vi.fn();
    const { result, service, queries } = setup(2, { onTenantIdChange });
    seed(service, 3, { tenantId: 'globex', network: 'tiktok' });
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(result.current.tenantId).toBe('acme');
    act(() => result.current.setTenantId(''));
    await waitFor(() => expect(result.current.count).toBe(5));
    expect(onTenantIdChange).toHaveBeenCalledWith('');
    expect(queries().at(-1)).toEqual({ limit: '20', offset: '0' });
    expect(result.current.isFiltered).toBe(false);
  });
});

describe('useAccountList load states', () => {
  it('reports empty, and an error that a retry recovers from, calling onError once even under StrictMode', async () => {
    const onError = vi.fn();
    const simulated = simulate();
    simulated.faults.set('listAccounts', { status: 500, times: 1 });
    const { result } = renderHookWithProvider(() => useAccountList({ onError }), { tenantId: 'nobody', strict: true });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ status: 500 });
    expect(onError).toHaveBeenCalledTimes(1);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('empty'));
    expect(result.current.error).toBeNull();
    expect(result.current.range).toBeNull();
    expect(requestsFor(simulated, 'listAccounts')).toHaveLength(2);
  });
});

describe('useAccountList disconnect', () => {
  it('asks first, removes the account at once, and puts it back with the error when the call fails', async () => {
    const onError = vi.fn();
    const onDisconnected = vi.fn();
    const { result, service } = setup(3, { onError, onDisconnected });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const target = result.current.accounts[1]!;
    service.faults.set('disconnectAccount', { status: 500, times: 1 });
    const hold = holdDisconnects();
    server.use(hold.handler(service));

    act(() => result.current.requestDisconnect(target.id));
    expect(result.current.confirmingId).toBe(target.id);
    act(() => result.current.cancelDisconnect());
    expect(result.current.confirmingId).toBeNull();
    expect(requestsFor(service, 'disconnectAccount')).toHaveLength(0);

    act(() => result.current.requestDisconnect(target.id));
    let outcome: Promise<boolean> | undefined;
    act(() => {
      outcome = result.current.confirmDisconnect();
    });
    expect(result.current.confirmingId).toBeNull();
    await waitFor(() => expect(result.current.accounts.map((a) => a.id)).not.toContain(target.id));
    expect(result.current.count).toBe(2);
    expect(result.current.disconnectingIds).toEqual([target.id]);

    hold.release();
    await act(async () => expect(await outcome).toBe(false));
    await waitFor(() => expect(result.current.accounts.map((a) => a.id)).toEqual(expect.arrayContaining([target.id])));
    expect(result.current.accounts.map((a) => a.id).indexOf(target.id)).toBe(1);
    expect(result.current.disconnectErrors[target.id]).toMatchObject({ status: 500 });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), target);
    expect(onDisconnected).not.toHaveBeenCalled();
    expect(service.db.accounts()).toHaveLength(3);

    // Trying again clears the message; this time it goes through.
    act(() => result.current.requestDisconnect(target.id));
    await act(async () => expect(await result.current.confirmDisconnect()).toBe(true));
    expect(result.current.disconnectErrors).toEqual({});
    expect(result.current.lastDisconnected).toEqual(target);
    expect(onDisconnected).toHaveBeenCalledWith(target);
    expect(service.db.accounts().map((a) => a.id)).not.toContain(target.id);
    expect(requestsFor(service, 'disconnectAccount').map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['DELETE', `/api/social/v1/social-accounts/${target.id}`],
      ['DELETE', `/api/social/v1/social-accounts/${target.id}`],
    ]);
  });

  it('steps back a page when disconnects empty the last one', async () => {
    const { result } = setup(21);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 21 }));
    const last = result.current.accounts[0]!;
    await act(async () => expect(await result.current.confirmDisconnect(last.id)).toBe(true));
    await waitFor(() => expect(result.current.page).toBe(1));
    await waitFor(() => expect(result.current).toMatchObject({ count: 20, pageCount: 1, hasNextPage: false, range: { start: 1, end: 20 } }));
  });

  it('stays on the page it stepped back to when the emptied page leaves the cache', async () => {
    const { result, queryClient, queries } = setup(21);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 21 }));
    await act(async () => expect(await result.current.confirmDisconnect(result.current.accounts[0]!.id)).toBe(true));
    await waitFor(() => expect(result.current).toMatchObject({ page: 1, isFetching: false }));
    const asked = queries().length;
    // As the cache collects a page no one shows.
    act(() => queryClient.removeQueries({ queryKey: socialKitKeys.accounts({ limit: 20, offset: 20, tenantId: 'acme' }), exact: false }));
    expect(result.current).toMatchObject({ page: 1, range: { start: 1, end: 20 }, isPlaceholderData: false });
    expect(queries().slice(asked).map((query) => query.offset)).not.toContain('20');
  });

  it('shows a page emptied by a disconnect at most while the disconnect is in flight', async () => {
    const { result, watched } = setupWatched(21);
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 21 }));
    await act(async () => expect(await result.current.confirmDisconnect(result.current.accounts[0]!.id)).toBe(true));
    await waitFor(() => expect(result.current).toMatchObject({ page: 1, range: { start: 1, end: 20 }, isFetching: false }));
    expect(watched.committed.filter((list) => list.status === 'empty').every((list) => list.disconnectingIds.length === 1)).toBe(true);
    expect(watched.uncommitted).toBe(0);
  });

  it('keeps an account whose disconnect is in flight out of the list when another one settles and the lists refetch', async () => {
    const { result, service, queryClient } = setup(3);
    await waitFor(() => expect(result.current.status).toBe('success'));
    const [a, b, c] = result.current.accounts.map((account) => account.id);
    const release = holdDisconnectsOf(service, [b!]);
    let outcomeB: Promise<boolean> | undefined;
    act(() => {
      outcomeB = result.current.confirmDisconnect(b);
    });
    await waitFor(() => expect(result.current.disconnectingIds).toEqual([b]));
    await act(async () => expect(await result.current.confirmDisconnect(a)).toBe(true));
    // The service still lists B, and a refetch says so (a connect elsewhere invalidates the lists too).
    // TanStack Query hands the refetched list to React on a timer of its own (notifyManager), which
    // React 18's act does not wait for: wait for the render that shows it.
    await act(() => queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }));
    await waitFor(() => expect(result.current.query.data?.accounts.map((account) => account.id)).toEqual([b, c]));
    expect(result.current).toMatchObject({ accounts: [expect.objectContaining({ id: c })], count: 1, disconnectingIds: [b] });

    release[b!]!();
    await act(async () => expect(await outcomeB).toBe(true));
    await waitFor(() => expect(result.current).toMatchObject({ accounts: [expect.objectContaining({ id: c })], count: 1, disconnectingIds: [] }));
    expect(service.db.accounts().map((account) => account.id)).toEqual([c]);
  });

  it('ignores a second confirm of an account already on its way out', async () => {
    const { result, service } = setup(2);
    await waitFor(() => expect(result.current.status).toBe('success'));
    const id = result.current.accounts[0]!.id;
    await act(async () => {
      const outcomes = await Promise.all([result.current.confirmDisconnect(id), result.current.confirmDisconnect(id)]);
      expect(outcomes).toEqual([true, false]);
    });
    expect(requestsFor(service, 'disconnectAccount')).toHaveLength(1);
  });
});

describe('useAccountList renders', () => {
  it('sets no state while rendering: every render is committed, through paging, filters and steps back', async () => {
    const { result, rerender, watched } = setupWatched(45, { network: null });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 40 }));
    // Another filter: back to the first page.
    rerender({ network: 'bluesky' });
    await waitFor(() => expect(result.current).toMatchObject({ page: 1, status: 'empty', isFetching: false }));
    rerender({ network: null, pageSize: 10 });
    await waitFor(() => expect(result.current.range).toEqual({ start: 1, end: 10 }));
    act(() => result.current.goToPage(5));
    await waitFor(() => expect(result.current.range).toEqual({ start: 41, end: 45 }));
    // The last page emptied by disconnects: back to the page before.
    for (const account of result.current.accounts) {
      await act(async () => expect(await result.current.confirmDisconnect(account.id)).toBe(true));
    }
    await waitFor(() => expect(result.current).toMatchObject({ page: 4, range: { start: 31, end: 40 }, isFetching: false }));
    expect(watched.uncommitted).toBe(0);
  });

  it('steps back from a page found empty without ever showing it', async () => {
    const { result, watched, queries } = setupWatched(40, { pageSize: 20 }, { listShape: 'bare' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 21, end: 40 }));
    act(() => result.current.nextPage());
    await waitFor(() => expect(queries()[2]).toMatchObject({ offset: '40' }));
    await waitFor(() => expect(result.current).toMatchObject({ page: 2, hasNextPage: false, isFetching: false }));
    expect(watched.committed.map((list) => list.status)).not.toContain('empty');
    expect(watched.committed.filter((list) => !list.isPlaceholderData).map((list) => list.page)).not.toContain(3);
    expect(watched.uncommitted).toBe(0);
  });

  it('steps back from a page the list shrank away under, without ever showing it empty', async () => {
    const { result, queryClient, watched } = setupWatched(3, { pageSize: 2 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.nextPage());
    await waitFor(() => expect(result.current.range).toEqual({ start: 3, end: 3 }));
    await disconnectElsewhere(result.current.accounts[0]!.id);
    await act(() => queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }));
    await waitFor(() => expect(result.current).toMatchObject({ page: 1, count: 2, pageCount: 1, range: { start: 1, end: 2 }, isFetching: false }));
    expect(watched.committed.map((list) => list.status)).not.toContain('empty');
    expect(watched.uncommitted).toBe(0);
  });
});

describe('disconnectReducer', () => {
  it('moves a row through ask, start and fail, and forgets the failure on the next try', () => {
    const account = { id: 'a', network: 'x' };
    const error = new Error('boom') as never;
    let state = disconnectReducer(initialDisconnectState, { type: 'ask', accountId: 'a' });
    expect(state.confirming).toBe('a');
    state = disconnectReducer(state, { type: 'start', account });
    expect(state).toMatchObject({ confirming: null, pending: { a: account } });
    state = disconnectReducer(state, { type: 'fail', account, error });
    expect(state).toMatchObject({ pending: {}, failed: { a: error } });
    expect(disconnectReducer(state, { type: 'start', account }).failed).toEqual({});
    expect(disconnectReducer(state, { type: 'dismiss', accountId: 'a' }).failed).toEqual({});
    expect(disconnectReducer(initialDisconnectState, { type: 'cancel' })).toBe(initialDisconnectState);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  accountsQueryOptions,
  createSocialClient,
  SocialKitError,
  socialKitKeys,
  useAccounts,
  useAuthUrl,
  useConnectAppPassword,
  useDisconnectAccount,
  useFinalize,
  usePendingSession,
} from '../../src/index.js';
import { MAX_QUERY_RETRY_WAIT_MS, retryPolicy } from '../../src/query/retry.js';
import { deferred } from '../support/deferred.js';
import { BASE_URL, makeQueryClient, renderHookWithProvider } from '../support/render.js';
import { server } from '../support/server.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { requestsFor, useService } from '../support/service.js';

/** An app's QueryClient that retries every mutation three times at once, unless told otherwise. */
const retryingAppClient = () => new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 0 } } });

function seed(service: ReturnType<typeof useService>, count: number, tenantId = 'acme') {
  for (let i = 1; i <= count; i++) service.db.addAccount({ network: 'x', username: `user${i}`, nickname: `User ${i}`, tenantId });
}

/** Holds the disconnect call of each account given until that account is released; others go through. */
function holdDisconnectsOf(service: ReturnType<typeof useService>, ids: string[]) {
  const release: Record<string, () => void> = {};
  const gates = new Map(ids.map((id) => [id, new Promise<void>((resolve) => (release[id] = resolve))]));
  server.use(http.delete(/\/v1\/social-accounts\//, async ({ request }) => (await gates.get(request.url.split('/').pop()!), service.handle(request))));
  return release;
}

describe('useAccounts', () => {
  it('asks for 20 from offset 0 for the provider tenant by default, and reads the count', async () => {
    const service = useService();
    seed(service, 25);
    seed(service, 2, 'other');
    const { result } = renderHookWithProvider(() => useAccounts(), { tenantId: 'acme' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.accounts).toHaveLength(20);
    expect(result.current.data?.count).toBe(25);
    expect(new URL(requestsFor(service, 'listAccounts')[0]!.url).search).toBe('?tenantId=acme&limit=20&offset=0');
  });

  it('reads a page prefetched the way docs/server-rendering.md shows, with no second request', async () => {
    const service = useService();
    seed(service, 3);
    const queryClient = makeQueryClient();
    const client = createSocialClient({ baseUrl: `${location.origin}${BASE_URL}` });
    // No limit or offset given: the hook's defaults; the tenant the provider uses.
    await queryClient.prefetchQuery(accountsQueryOptions(client, { tenantId: 'acme' }));
    const { result } = renderHookWithProvider(() => useAccounts(), { tenantId: 'acme', queryClient });
    expect(result.current.data?.accounts).toHaveLength(3);
    expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
  });

  it('keeps the lists of two proxies apart in one QueryClient', async () => {
    const first = useService();
    seed(first, 3);
    const second = createSimulatedService({ baseUrl: '/api/other' });
    server.use(...second.handlers);
    second.db.addAccount({ network: 'bluesky', username: 'other', nickname: 'Other', tenantId: 'acme' });
    const queryClient = makeQueryClient();
    const one = renderHookWithProvider(() => useAccounts(), { tenantId: 'acme', queryClient });
    const two = renderHookWithProvider(() => useAccounts(), { tenantId: 'acme', queryClient, baseUrl: '/api/other' });
    await waitFor(() => expect(one.result.current.data?.accounts).toHaveLength(3));
    await waitFor(() => expect(two.result.current.data?.accounts.map((account) => account.username)).toEqual(['other']));
    expect(one.result.current.data?.accounts).toHaveLength(3);
    expect(second.requests.filter((request) => request.operation === 'listAccounts')).toHaveLength(1);
  });

  it('keeps the previous page while the next one loads', async () => {
    const service = useService();
    seed(service, 25);
    let offset = 0;
    const { result, rerender } = renderHookWithProvider(() => useAccounts({ limit: 10, offset }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.accounts[0]?.username).toBe('user1');

    const page2 = deferred();
    service.faults.set('listAccounts', { hold: page2.promise, times: 1 });
    offset = 10;
    rerender();
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.accounts[0]?.username).toBe('user1');
    page2.resolve();
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.accounts[0]?.username).toBe('user11');
  });

  it('filters by network and an explicit tenant over the provider default', async () => {
    const service = useService();
    service.db.addAccount({ network: 'bluesky', username: 'sky', tenantId: 'globex' });
    service.db.addAccount({ network: 'x', username: 'ex', tenantId: 'globex' });
    const { result } = renderHookWithProvider(() => useAccounts({ network: 'bluesky', tenantId: 'globex' }), { tenantId: 'acme' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.accounts.map((a) => a.username)).toEqual(['sky']);
  });

  it('retries a retryable failure, honouring Retry-After', async () => {
    const service = useService();
    seed(service, 1);
    service.faults.set('listAccounts', { status: 503, times: 1, headers: { 'Retry-After': '0' } });
    const { result } = renderHookWithProvider(() => useAccounts(), { retry: 2 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requestsFor(service, 'listAccounts')).toHaveLength(2);
  });

  it('fails at once, saying when to come back, when Retry-After asks for longer than a spinner should wait', async () => {
    const service = useService();
    service.faults.set('listAccounts', { status: 429, headers: { 'Retry-After': '3600' } });
    const { result } = renderHookWithProvider(() => useAccounts(), { retry: 3 });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 429, retryAfterMs: 3_600_000 });
    expect(result.current.fetchStatus).toBe('idle');
    expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
  });

  it('waits out a Retry-After of up to MAX_QUERY_RETRY_WAIT_MS by itself, and no longer', () => {
    const { retry, retryDelay } = retryPolicy(3);
    const rateLimited = (retryAfterMs: number) => new SocialKitError({ kind: 'http', status: 429, message: 'Too many requests', retryAfterMs });
    expect(retry(0, rateLimited(MAX_QUERY_RETRY_WAIT_MS))).toBe(true);
    expect(retryDelay(1, rateLimited(MAX_QUERY_RETRY_WAIT_MS))).toBe(MAX_QUERY_RETRY_WAIT_MS);
    expect(retry(0, rateLimited(MAX_QUERY_RETRY_WAIT_MS + 1))).toBe(false);
  });
});

describe('usePendingSession', () => {
  it('stays idle without a token and reads the pages with one', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 3 });
    const props: { token?: string } = {};
    const { result, rerender } = renderHookWithProvider(() => usePendingSession({ sessionToken: props.token }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(service.requests).toHaveLength(0);
    props.token = token;
    rerender();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.network).toBe('facebook');
    expect(result.current.data?.availablePages).toHaveLength(3);
  });

  it('fails at once on an expired session, without retrying, even with retries on', async () => {
    const service = useService();
    const { result } = renderHookWithProvider(() => usePendingSession({ sessionToken: 'no-such-token' }), { retry: 3 });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.code).toBe('session-expired');
    expect(requestsFor(service, 'pendingSession')).toHaveLength(1);
  });
});

describe('useFinalize', () => {
  it('connects the chosen pages and refreshes every account list', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'linkedin', pageCount: 2, tenantId: 'acme' });
    const pageIds = service.db.sessions()[0]!.pages.map((page) => page.id);
    const { result } = renderHookWithProvider(() => ({ accounts: useAccounts(), finalize: useFinalize() }), { tenantId: 'acme' });
    await waitFor(() => expect(result.current.accounts.data?.count).toBe(0));

    act(() => result.current.finalize.mutate({ sessionToken: token, selectedPageIds: pageIds }));
    await waitFor(() => expect(result.current.finalize.isSuccess).toBe(true));
    expect(result.current.finalize.data).toHaveLength(2);
    await waitFor(() => expect(result.current.accounts.data?.count).toBe(2));
    expect(requestsFor(service, 'listAccounts')).toHaveLength(2);
  });

  it('sends one finalize per session, however often it is called at once', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    const pageId = service.db.sessions()[0]!.pages[0]!.id;
    const { result } = renderHookWithProvider(() => [useFinalize(), useFinalize()] as const, { strict: true });
    const params = { sessionToken: token, selectedPageIds: [pageId] };
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current[0].mutateAsync(params), result.current[1].mutateAsync(params), result.current[0].mutateAsync(params)]);
    });
    expect(requestsFor(service, 'finalize')).toHaveLength(1);
    expect(outcomes[0]).toEqual(outcomes[2]);
  });

  it('lets a failed finalize be tried again', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    const pageId = service.db.sessions()[0]!.pages[0]!.id;
    service.faults.set('finalize', { status: 500, times: 1 });
    const { result } = renderHookWithProvider(() => useFinalize());
    const params = { sessionToken: token, selectedPageIds: [pageId] };
    await act(async () => {
      await result.current.mutateAsync(params).catch(() => {});
    });
    // The mutation's state reaches React on TanStack Query's own timer (notifyManager's
    // setTimeout 0), which React 18's act does not wait for: wait for the render that shows it.
    await waitFor(() => expect(result.current.error?.status).toBe(500));
    await act(async () => {
      await result.current.mutateAsync(params);
    });
    expect(requestsFor(service, 'finalize')).toHaveLength(2);
    expect(service.db.accounts()).toHaveLength(1);
  });
});

describe("mutations and the app's QueryClient defaults", () => {
  it('finalizes an expired session with one request, whatever mutations.retry says', async () => {
    const service = useService();
    const { result } = renderHookWithProvider(() => useFinalize(), { queryClient: retryingAppClient() });
    await act(async () => {
      await result.current.mutateAsync({ sessionToken: 'no-such-token', selectedPageIds: ['p1'] }).catch(() => {});
    });
    await waitFor(() => expect(result.current.error?.status).toBe(404));
    expect(requestsFor(service, 'finalize')).toHaveLength(1);
  });

  it('sends a finalize that failed with a 5xx once too: it may have connected the pages', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    service.faults.set('finalize', { status: 503, times: 1 });
    const { result } = renderHookWithProvider(() => useFinalize(), { queryClient: retryingAppClient() });
    await act(async () => {
      await result.current.mutateAsync({ sessionToken: token, selectedPageIds: [service.db.sessions()[0]!.pages[0]!.id] }).catch(() => {});
    });
    await waitFor(() => expect(result.current.error?.status).toBe(503));
    expect(requestsFor(service, 'finalize')).toHaveLength(1);
  });

  it.each([404, 503])('asks for an auth URL once when it fails with %i', async (status) => {
    const service = useService();
    service.faults.set('authUrl', { status, times: 10 });
    const { result } = renderHookWithProvider(() => useAuthUrl(), { queryClient: retryingAppClient() });
    await act(async () => {
      await result.current.mutateAsync({ network: 'youtube' }).catch(() => {});
    });
    await waitFor(() => expect(result.current.error?.status).toBe(status));
    expect(requestsFor(service, 'authUrl')).toHaveLength(1);
  });

  it('sends a failed disconnect once, and puts the account back', async () => {
    const service = useService();
    seed(service, 2);
    const target = service.db.accounts()[0]!.id;
    service.faults.set('disconnectAccount', { status: 503, times: 10 });
    const { result } = renderHookWithProvider(() => ({ accounts: useAccounts(), disconnect: useDisconnectAccount() }), { queryClient: retryingAppClient() });
    await waitFor(() => expect(result.current.accounts.data?.accounts).toHaveLength(2));
    await act(async () => {
      await result.current.disconnect.mutateAsync({ accountId: target }).catch(() => {});
    });
    expect(requestsFor(service, 'disconnectAccount')).toHaveLength(1);
    expect(result.current.accounts.data?.accounts.map((a) => a.id)).toContain(target);
  });
});

describe('useAuthUrl', () => {
  it('asks for the URL with the provider tenant as tenant_id', async () => {
    const service = useService();
    const { result } = renderHookWithProvider(() => useAuthUrl(), { tenantId: 'acme' });
    act(() => result.current.mutate({ network: 'youtube', redirectUri: 'https://app.example/callback' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.authUrl).toMatch(/state=/);
    expect(requestsFor(service, 'authUrl')[0]!.body).toEqual({ redirect_uri: 'https://app.example/callback', tenant_id: 'acme' });
  });
});

describe('useConnectAppPassword', () => {
  it('connects, refreshes the lists, and keeps the password out of every cache', async () => {
    const service = useService();
    const password = 'abcd-efgh-ijkl-mnop';
    const { result, queryClient } = renderHookWithProvider(() => ({ connect: useConnectAppPassword(), accounts: useAccounts() }), {
      tenantId: 'acme',
    });
    await waitFor(() => expect(result.current.accounts.isSuccess).toBe(true));
    act(() => result.current.connect.mutate({ handle: '@ada.bsky.social', appPassword: password }));
    await waitFor(() => expect(result.current.connect.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.accounts.data?.count).toBe(1));

    expect(result.current.connect.data?.username).toBe('ada.bsky.social');
    expect(result.current.connect.variables).toEqual({ handle: '@ada.bsky.social', tenantId: 'acme' });
    const caches = JSON.stringify([
      queryClient.getMutationCache().getAll().map((m) => m.state),
      queryClient.getQueryCache().getAll().map((q) => [q.queryKey, q.state]),
    ]);
    expect(caches).toContain('ada.bsky.social');
    expect(caches).not.toContain(password);
    // It did reach the service, exactly once.
    expect(requestsFor(service, 'connectAppPassword')).toHaveLength(1);
  });

  it('reports 409 when the account is already connected', async () => {
    const service = useService();
    service.db.addAccount({ network: 'bluesky', username: 'ada.bsky.social' });
    const { result } = renderHookWithProvider(() => useConnectAppPassword());
    act(() => result.current.mutate({ handle: 'ada.bsky.social', appPassword: 'x' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 409, message: 'Account already connected' });
  });
});

describe('useDisconnectAccount', () => {
  it('removes the account from the list at once and puts it back when the call fails', async () => {
    const service = useService();
    seed(service, 3);
    const target = service.db.accounts()[1]!.id;
    // The failure is held until the account has been seen gone: a fixed delay raced the check.
    const answer = deferred();
    service.faults.set('disconnectAccount', { status: 500, hold: answer.promise, times: 1 });
    const { result } = renderHookWithProvider(() => ({ accounts: useAccounts(), disconnect: useDisconnectAccount() }));
    await waitFor(() => expect(result.current.accounts.data?.accounts).toHaveLength(3));

    act(() => result.current.disconnect.mutate({ accountId: target }));
    await waitFor(() => expect(result.current.accounts.data?.accounts.map((a) => a.id)).not.toContain(target));
    expect(result.current.accounts.data?.count).toBe(2);
    answer.resolve();
    await waitFor(() => expect(result.current.disconnect.isError).toBe(true));
    await waitFor(() => expect(result.current.accounts.data?.accounts.map((a) => a.id)).toContain(target));
    expect(result.current.accounts.data?.count).toBe(3);
  });

  it('disconnects for good when the call succeeds', async () => {
    const service = useService();
    seed(service, 2);
    const target = service.db.accounts()[0]!.id;
    const { result, queryClient } = renderHookWithProvider(() => ({ accounts: useAccounts(), disconnect: useDisconnectAccount() }));
    await waitFor(() => expect(result.current.accounts.isSuccess).toBe(true));
    await act(() => result.current.disconnect.mutateAsync({ accountId: target }));
    await waitFor(() => expect(result.current.accounts.data?.count).toBe(1));
    expect(service.db.accounts().map((a) => a.id)).not.toContain(target);
    expect(queryClient.getQueryState(socialKitKeys.accounts({ limit: 20, offset: 0 }, '/api/social'))?.isInvalidated).toBe(false);
  });

  it('refetches the lists only after the last of two overlapping disconnects, so the other never comes back', async () => {
    const service = useService();
    seed(service, 3);
    const [a, b, c] = service.db.accounts().map((account) => account.id);
    const release = holdDisconnectsOf(service, [b!]);
    const { result } = renderHookWithProvider(() => ({ accounts: useAccounts(), first: useDisconnectAccount(), second: useDisconnectAccount() }));
    const listed = () => result.current.accounts.data?.accounts.map((account) => account.id);
    await waitFor(() => expect(listed()).toEqual([a, b, c]));

    let second: Promise<void> | undefined;
    act(() => {
      second = result.current.second.mutateAsync({ accountId: b! });
    });
    await waitFor(() => expect(listed()).toEqual([a, c]));
    await act(() => result.current.first.mutateAsync({ accountId: a! }));
    // The service still lists B: a refetch now would bring it back.
    expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
    await waitFor(() => expect(listed()).toEqual([c]));
    expect(result.current.accounts.data?.count).toBe(1);

    release[b!]!();
    await act(() => second!);
    expect(requestsFor(service, 'listAccounts')).toHaveLength(2);
    await waitFor(() => expect(listed()).toEqual([c]));
    expect(result.current.accounts.data?.count).toBe(1);
  });

  it('puts back only its own account, where it stood, when it fails while another is in flight', async () => {
    const service = useService();
    seed(service, 3);
    const [a, b, c] = service.db.accounts().map((account) => account.id);
    const release = holdDisconnectsOf(service, [a!, b!]);
    service.faults.set('disconnectAccount', { status: 500, times: 1 });
    const { result } = renderHookWithProvider(() => ({ accounts: useAccounts(), first: useDisconnectAccount(), second: useDisconnectAccount() }));
    const listed = () => result.current.accounts.data?.accounts.map((account) => account.id);
    await waitFor(() => expect(listed()).toEqual([a, b, c]));

    let first: Promise<unknown> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = result.current.first.mutateAsync({ accountId: a! }).catch((error: unknown) => error);
    });
    await waitFor(() => expect(listed()).toEqual([b, c]));
    act(() => {
      second = result.current.second.mutateAsync({ accountId: b! });
    });
    await waitFor(() => expect(listed()).toEqual([c]));

    release[a!]!();
    await act(async () => expect(await first).toMatchObject({ status: 500 }));
    await waitFor(() => expect(listed()).toEqual([a, c]));
    expect(result.current.accounts.data?.count).toBe(2);
    // B is still on its way out: nothing is refetched until it is done.
    expect(requestsFor(service, 'listAccounts')).toHaveLength(1);

    release[b!]!();
    await act(() => second!);
    expect(requestsFor(service, 'listAccounts')).toHaveLength(2);
    await waitFor(() => expect(listed()).toEqual([a, c]));
    expect(result.current.accounts.data?.count).toBe(2);
    expect(service.db.accounts().map((account) => account.id)).toEqual([a, c]);
  });

  it('puts a failed account back without making its page longer than the service would', async () => {
    const service = useService();
    seed(service, 3);
    const [a, b, c] = service.db.accounts().map((account) => account.id);
    // The service disconnects A, but the proxy loses the answer; meanwhile the lists are refetched.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.delete(/\/v1\/social-accounts\//, async ({ request }) => {
        await service.handle(request);
        await answered;
        return HttpResponse.json({ success: false, error: 'Bad gateway' }, { status: 502 });
      }),
    );
    const { result, queryClient } = renderHookWithProvider(() => ({ accounts: useAccounts({ limit: 2 }), disconnect: useDisconnectAccount() }));
    const listed = () => result.current.accounts.data?.accounts.map((account) => account.id);
    await waitFor(() => expect(listed()).toEqual([a, b]));

    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.disconnect.mutateAsync({ accountId: a! }).catch((error: unknown) => error);
    });
    await waitFor(() => expect(service.db.accounts()).toHaveLength(2));
    await act(() => queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() }));
    await waitFor(() => expect(listed()).toEqual([b, c]));

    // The closing refetch is held, to look at the list before it.
    let refetched!: () => void;
    const refetch = new Promise<void>((resolve) => (refetched = resolve));
    server.use(http.get(/\/v1\/social-accounts/, async ({ request }) => (await refetch, service.handle(request))));
    answer();
    // A is back where it stood; C, pushed off the page, belongs to the next one again.
    await waitFor(() => expect(listed()).toEqual([a, b]));
    expect(result.current.accounts.data?.count).toBe(3);

    refetched();
    await act(async () => expect(await outcome).toMatchObject({ status: 502 }));
    await waitFor(() => expect(listed()).toEqual([b, c]));
    expect(result.current.accounts.data?.count).toBe(2);
  });
});

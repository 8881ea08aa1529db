import { act, waitFor } from '@testing-library/react';
import { usePagePicker, type UsePagePickerOptions } from '../../src/index.js';
import { SocialKitError } from '../../src/index.js';
import { accountsOfPages, foldText, mayHaveArrived, pagePickerStatus, filterPages, searchIndex, sessionDeadline } from '../../src/connect/pagePicker/model.js';
import { safeImageUrl, initials } from '../../src/accounts/avatar.js';
import { renderHookWithProvider } from '../support/render.js';
import { requestsFor, useService as simulate } from '../support/service.js';
import { deferred } from '../support/deferred.js';
import { SETTLE } from '../support/patience.js';

const PAGES = [
  { id: 'a', name: 'Acme Studio', username: 'acme' },
  { id: 'b', name: 'Bistro Été', username: 'bistro' },
];

function setup(options: Partial<UsePagePickerOptions> = {}, pages = PAGES) {
  const service = simulate();
  const token = service.db.createSession({ network: 'facebook', pages });
  const view = renderHookWithProvider(() => usePagePicker({ sessionToken: token, ...options }));
  return { service, token, ...view };
}

describe('usePagePicker', () => {
  it('is idle without a token and reads nothing', () => {
    const service = simulate();
    const { result } = renderHookWithProvider(() => usePagePicker({ sessionToken: null }));
    expect(result.current.status).toBe('idle');
    expect(service.requests).toHaveLength(0);
  });

  it('goes loading → ready → submitting → connected, narrowing accounts', async () => {
    const onConnected = vi.fn();
    const { result, service } = setup({ onConnected });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.network).toBe('facebook');
    expect(result.current.secondsLeft).toBeGreaterThan(800);
    const answer = deferred();
    service.faults.set('finalize', { hold: answer.promise, times: 1 });
    act(() => result.current.setAllVisibleSelected(true));
    expect(result.current.selectedPageIds).toEqual(['a', 'b']);
    act(() => {
      result.current.submit();
      result.current.submit();
    });
    await waitFor(() => expect(result.current.status).toBe('submitting'));
    answer.resolve();
    await waitFor(() => expect(result.current.status).toBe('connected'));
    if (result.current.status !== 'connected') throw new Error('not connected');
    expect(result.current.accounts.map((account) => account.username)).toEqual(['acme', 'bistro']);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(requestsFor(service, 'finalize')).toHaveLength(1);
  });

  it('builds each selection change on what the parent rendered, never on one it refused', async () => {
    const onSelectedPageIdsChange = vi.fn();
    const { result } = setup({ selectedPageIds: [], onSelectedPageIdsChange });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    for (const id of ['a', 'b', 'a']) {
      await act(async () => {
        result.current.toggle(id);
        await Promise.resolve();
      });
    }
    expect(onSelectedPageIdsChange.mock.calls).toEqual([[['a']], [['b']], [['a']]]);
    expect(result.current.selectedPageIds).toEqual([]);
  });

  it('composes two selection changes in one handler, in page order', async () => {
    const onSelectedPageIdsChange = vi.fn();
    const { result } = setup({ onSelectedPageIdsChange });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      result.current.toggle('b');
      result.current.toggle('a');
    });
    expect(result.current.selectedPageIds).toEqual(['a', 'b']);
    expect(onSelectedPageIdsChange).toHaveBeenLastCalledWith(['a', 'b']);
    act(() => result.current.toggle('a', true));
    expect(result.current.selectedPageIds).toEqual(['a', 'b']);
  });

  it('ignores default ids that are not pages of the session', async () => {
    const { result } = setup({ defaultSelectedPageIds: ['zzz', 'b'] });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.selectedPageIds).toEqual(['b']);
  });

  it('flags a submit with nothing selected instead of sending it', async () => {
    const { result, service } = setup();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.submit());
    expect(result.current.selectionRequired).toBe(true);
    act(() => result.current.toggle('a'));
    expect(result.current.selectionRequired).toBe(false);
    expect(requestsFor(service, 'finalize')).toHaveLength(0);
  });

  it('searches only past the threshold', async () => {
    const { result } = setup({ searchThreshold: 1 });
    await waitFor(() => expect(result.current.isSearchable).toBe(true));
    act(() => result.current.setSearchQuery('ete'));
    await waitFor(() => expect(result.current.visiblePages.map((page) => page.id)).toEqual(['b']));
  });

  it('asks the service when this clock runs out, and goes on by the service’s time when it still holds the session', async () => {
    // The service keeps real time; this browser's clock is about to jump 8 seconds ahead.
    const realNow = Date.now.bind(Date);
    let serviceAhead = 0;
    const serviceNow = () => realNow() + serviceAhead;
    const service = simulate({ now: serviceNow });
    const token = service.db.createSession({ network: 'facebook', pages: PAGES, expiresAt: serviceNow() + 6000 });
    const onPagesLoaded = vi.fn();
    const { result } = renderHookWithProvider(() => usePagePicker({ sessionToken: token, onPagesLoaded }), { strict: true });
    await waitFor(() => expect(result.current.secondsLeft).toBeGreaterThan(0));
    // A second on, by the service: its next answer is a new session object, with the same pages.
    serviceAhead = 1000;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 8000);
    // Out of time by this clock: the session is read again, once (StrictMode too), and it is still there.
    await waitFor(() => expect(requestsFor(service, 'pendingSession')).toHaveLength(2), SETTLE);
    await waitFor(() => expect(result.current.secondsLeft).toBeGreaterThan(0));
    expect(result.current.status).toBe('ready');
    expect(requestsFor(service, 'pendingSession')).toHaveLength(2);
    expect(onPagesLoaded).toHaveBeenCalledTimes(1);
  });

  it('searches the label the app gives for a page type, as well as the type sent', async () => {
    const pages = [...PAGES, { id: 'c', name: 'Mina Park', username: 'mina', type: 'personal' }];
    const { result } = setup({ searchThreshold: 1, pageTypeLabel: (type) => (type === 'personal' ? 'Perfil personal' : undefined) }, pages);
    await waitFor(() => expect(result.current.isSearchable).toBe(true));
    act(() => result.current.setSearchQuery('perfil'));
    await waitFor(() => expect(result.current.visiblePages.map((page) => page.id)).toEqual(['c']));
    act(() => result.current.setSearchQuery('personal'));
    await waitFor(() => expect(result.current.visiblePages.map((page) => page.id)).toEqual(['c']));
  });
});

describe('the page picker model', () => {
  const fine = { status: 'success', error: null, pageCount: 2 } as const;
  const idle = { status: 'idle', error: null } as const;
  const expired = new SocialKitError({ kind: 'http', status: 404, message: 'Session expired or invalid', operation: 'pendingSession' });
  it('derives one status from the session and the finalize, never from the clock', () => {
    expect(pagePickerStatus({ hasToken: true, session: fine, finalize: idle })).toBe('ready');
    expect(pagePickerStatus({ hasToken: true, session: { ...fine, pageCount: 0 }, finalize: idle })).toBe('empty');
    expect(pagePickerStatus({ hasToken: true, session: { status: 'pending', error: null, pageCount: undefined }, finalize: idle })).toBe('loading');
    expect(pagePickerStatus({ hasToken: true, session: { status: 'error', error: expired, pageCount: 2 }, finalize: idle })).toBe('expired');
    // A finalize that went through is a connection even if the service has forgotten the session since.
    expect(pagePickerStatus({ hasToken: true, session: { status: 'error', error: expired, pageCount: 2 }, finalize: { status: 'success', error: null } })).toBe('connected');
    expect(pagePickerStatus({ hasToken: false, session: fine, finalize: idle })).toBe('idle');
  });

  it('keeps the pages read before when a later read fails for another reason than expiry', () => {
    const down = new SocialKitError({ kind: 'network', message: 'x', operation: 'pendingSession' });
    expect(pagePickerStatus({ hasToken: true, session: { status: 'error', error: down, pageCount: 2 }, finalize: idle })).toBe('ready');
    expect(pagePickerStatus({ hasToken: true, session: { status: 'error', error: down, pageCount: undefined }, finalize: idle })).toBe('error');
  });

  it('times the session by the service’s clock where this one is off, else by expiresAt to the millisecond', () => {
    const arrived = 1_000_000;
    // The browser's clock is 20 minutes ahead: expiresAt is already past by it, the service says 15 minutes.
    expect(sessionDeadline({ expiresAt: arrived - 5 * 60_000, expiresInMs: 15 * 60_000 }, arrived)).toBe(arrived + 15 * 60_000);
    // 20 minutes behind: the service's measure, not the 35 minutes this clock would count.
    expect(sessionDeadline({ expiresAt: arrived + 35 * 60_000, expiresInMs: 15 * 60_000 }, arrived)).toBe(arrived + 15 * 60_000);
    // Within the Date header's whole seconds and the trip: this clock, which counts milliseconds.
    expect(sessionDeadline({ expiresAt: arrived + 30_000, expiresInMs: 30_900 }, arrived)).toBe(arrived + 30_000);
    // No Date header: this clock is all there is.
    expect(sessionDeadline({ expiresAt: arrived + 60_000 }, arrived)).toBe(arrived + 60_000);
    // Past by this clock as it arrived but not by the service's: the service's.
    expect(sessionDeadline({ expiresAt: arrived - 200, expiresInMs: 1500 }, arrived)).toBe(arrived + 1500);
    // Past as it arrived, yet served: a clock is off, so the time left is unknown.
    expect(sessionDeadline({ expiresAt: arrived - 1 }, arrived)).toBeUndefined();
    expect(sessionDeadline({ expiresAt: arrived - 1, expiresInMs: 0 }, arrived)).toBeUndefined();
    expect(sessionDeadline({ expiresAt: undefined, expiresInMs: 5000 }, arrived)).toBeUndefined();
    expect(sessionDeadline(undefined, arrived)).toBeUndefined();
  });

  it('tells failures that may have reached the service from refusals', () => {
    const error = (init: Partial<ConstructorParameters<typeof SocialKitError>[0]>) => new SocialKitError({ kind: 'http', message: 'x', ...init });
    for (const kind of ['network', 'timeout', 'protocol', 'aborted'] as const) expect(mayHaveArrived(error({ kind }))).toBe(true);
    expect(mayHaveArrived(error({ status: 502 }))).toBe(true);
    expect(mayHaveArrived(error({ status: 404 }))).toBe(false);
    expect(mayHaveArrived(error({ kind: 'validation' }))).toBe(false);
    expect(mayHaveArrived(new Error('x'))).toBe(false);
  });

  it('matches accounts to pages by the network id, else the handle, else the name', () => {
    const pages = [
      { id: '111', name: 'Acme Studio', username: 'acme' },
      { id: '222', name: 'Bistro' },
      { id: '333', name: 'Gone', username: 'gone' },
    ];
    const accounts = [
      { id: 'x', network: 'facebook', username: 'other', nickname: 'Acme Studio' },
      { id: 'b', network: 'facebook', nickname: 'Bistro' },
      { id: 'a', network: 'facebook', username: '@ACME' },
      { id: 'n', network: 'facebook', networkUniqueId: '333', username: 'renamed' },
    ];
    expect(accountsOfPages(accounts, pages).map((account) => account.id)).toEqual(['a', 'b', 'n']);
    expect(accountsOfPages(accounts.slice(0, 1), pages)).toEqual([]);
  });

  it('folds letters that do not decompose, and compatibility forms', () => {
    expect(foldText('Łódź ØRESUND Straße Đà Æsir Œuvre ıstanbul Þór ﬁne')).toBe('lodz oresund strasse da aesir oeuvre istanbul thor fine');
  });

  it('filters on every word, accents and case ignored', () => {
    const pages = [{ id: '1', name: 'Crème Brûlée', username: 'creme', type: 'organization' }, { id: '2', name: 'Other' }];
    expect(filterPages(pages, searchIndex(pages), '  BRULEE crè ').map((page) => page.id)).toEqual(['1']);
    expect(filterPages(pages, searchIndex(pages), '')).toBe(pages);
  });

  it('loads only absolute http(s) images and falls back to initials', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('http://cdn.example/a.png')).toBe('http://cdn.example/a.png');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:image/png;base64,AA', '/a.png', '//evil.example/a.png', 42, undefined]) {
      expect(safeImageUrl(bad)).toBeUndefined();
    }
    expect(initials('Acme Studio Berlin')).toBe('AB');
    expect(initials('  émile ')).toBe('É');
    expect(initials('😀 Party')).toBe('😀P');
    expect(initials('')).toBe('?');
  });
});

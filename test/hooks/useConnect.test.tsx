import { act, waitFor } from '@testing-library/react';
import { LATE_ANSWER_MS } from '../../src/hooks/useConnect.js';
import { useAccounts, useConnect, type ConnectEvent, type UseConnectOptions, type UseConnectResult } from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { BASE_URL, renderHookWithProvider } from '../support/render.js';
import { server } from '../support/server.js';
import { fakePopup, requestsFor } from '../support/service.js';
import { SETTLE } from '../support/patience.js';

/** The flow id the popup's copy of this tab's sessionStorage holds as it opens: what its callback sends. */
let flow = '';

function setup(options: Partial<UseConnectOptions> = {}, { strict = true } = {}) {
  const service = createSimulatedService({ baseUrl: BASE_URL });
  server.use(...service.handlers);
  const popup = fakePopup();
  let opened = 0;
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    // Opened before this flow asked anything of the proxy: still inside the click.
    expect(requestsFor(service, 'authUrl')).toHaveLength(opened++);
    flow = JSON.parse(sessionStorage.getItem('socialkit:connect:flow')!).id;
    popup.closed = false;
    return popup as unknown as Window;
  });
  const events: ConnectEvent[] = [];
  const hook = renderHookWithProvider(
    () => useConnect({ network: 'facebook', mode: 'popup', redirectUri: `${location.origin}/connect/callback`, onEvent: (event) => events.push(event), ...options }),
    { strict, tenantId: 'acme' },
  );
  return { ...hook, service, popup, open, events };
}

/** What the hook's flat result says of the flow: its state, without the actions and what is derived from it. */
const DERIVED = new Set(['method', 'isBusy', 'pagePickerProps', 'appPasswordFormProps']);
const flowState = (result: UseConnectResult) => Object.fromEntries(Object.entries(result).filter(([key, value]) => typeof value !== 'function' && !DERIVED.has(key)));

const envelope = (data: object) => ({ source: 'socialkit', v: 1, id: `d${Math.random()}`, ...data });

/** A window message, as the callback page in the popup posts it; `from` plays `event.source`. */
function answer(data: object, origin = location.origin, from?: object) {
  const event = new MessageEvent('message', { origin, data: envelope(data) });
  if (from) Object.defineProperty(event, 'source', { value: from });
  return act(() => window.dispatchEvent(event));
}

/** A message on the BroadcastChannel, as a callback in another browsing context posts it. */
async function broadcast(data: object) {
  const channel = new BroadcastChannel('socialkit-connect');
  const heard = new BroadcastChannel('socialkit-connect');
  // Delivered to every other instance in order: once `heard` has it, so has the hook's.
  const delivered = new Promise((resolve) => (heard.onmessage = resolve));
  channel.postMessage(envelope(data));
  await act(() => delivered);
  channel.close();
  heard.close();
}

describe('useConnect', () => {
  it('opens the popup at once, then sends it to the auth URL, asking the proxy once under StrictMode', async () => {
    const { result, popup, open, service } = setup();
    act(() => result.current.start());
    expect(open).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('requesting');
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    expect(popup.location.replace).toHaveBeenCalledWith(expect.stringContaining('state='));
    expect(requestsFor(service, 'authUrl')).toHaveLength(1);
    expect(requestsFor(service, 'authUrl')[0]!.body).toEqual({ redirect_uri: `${location.origin}/connect/callback`, tenant_id: 'acme' });
  });

  it('takes a session from the callback’s origin only, and never passes the token to onEvent', async () => {
    const { result, events } = setup();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    await answer({ type: 'session', sessionToken: 'ses_foreign', flow }, 'https://evil.example');
    await answer({ type: 'session', sessionToken: 'ses_other_flow', flow: 'someone-else' });
    expect(result.current.status).toBe('popup-open');
    await answer({ type: 'session', sessionToken: 'ses_1', flow });
    expect(flowState(result.current)).toEqual({ status: 'pending-session', network: 'facebook', sessionToken: 'ses_1' });
    expect(events.map((e) => e.type)).toEqual(['open', 'popup-opened', 'authorized']);
    expect(JSON.stringify(events)).not.toContain('ses_');
  });

  it('takes an answer without the flow’s id only from its own popup window, never from the channel', async () => {
    const { result, popup } = setup();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    // A callback link anyone can write, opened in another tab, knows no flow; nor another tab's flow.
    await broadcast({ type: 'session', sessionToken: 'ses_crafted' });
    await broadcast({ type: 'session', sessionToken: 'ses_other_tab', flow: 'another-flow' });
    // Without the id on the window: only from the flow's popup, not from any other window.
    await answer({ type: 'session', sessionToken: 'ses_other_window' }, location.origin, window);
    await answer({ type: 'session', sessionToken: 'ses_no_source' });
    expect(result.current.status).toBe('popup-open');
    // The flow's own popup, which got no copy of the record (storage off there), answers without it.
    await answer({ type: 'session', sessionToken: 'ses_own_popup' }, location.origin, popup);
    expect(flowState(result.current)).toEqual({ status: 'pending-session', network: 'facebook', sessionToken: 'ses_own_popup' });
    expect(popup.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'ack' }), location.origin);
  });

  it('hears its popup over the channel by the flow’s id, for when the opener link is gone', async () => {
    const { result } = setup();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    await broadcast({ type: 'session', sessionToken: 'ses_by_channel', flow });
    expect(flowState(result.current)).toEqual({ status: 'pending-session', network: 'facebook', sessionToken: 'ses_by_channel' });
  });

  it('connects a one-step answer only once the service lists that account for the flow’s network and tenant', async () => {
    const onConnected = vi.fn();
    const onError = vi.fn();
    const { result, service } = setup({ network: 'x', onConnected, onError });
    // A real account, but another tenant's: the flow connects for acme.
    const theirs = service.db.addAccount({ network: 'x', username: 'mallory', tenantId: 'globex' });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    await answer({ type: 'connected', accountId: theirs.id, username: 'mallory', flow });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(flowState(result.current)).toMatchObject({ error: expect.objectContaining({ name: 'SocialKitError', kind: 'connect', code: 'account-not-found' }) });
    expect(onConnected).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    const checked = new URL(requestsFor(service, 'listAccounts').at(-1)!.url);
    expect(Object.fromEntries(checked.searchParams)).toMatchObject({ network: 'x', tenantId: 'acme' });
  });

  it('reports a blocked popup as a typed error and continues by redirect without a second popup', () => {
    const onError = vi.fn();
    const { result, open } = setup({ onError });
    open.mockReturnValue(null);
    act(() => result.current.start());
    expect(result.current.status).toBe('blocked');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'SocialKitError', kind: 'connect', code: 'popup-blocked' }));
    act(() => result.current.continueInThisTab());
    expect(flowState(result.current)).toEqual({ status: 'requesting', network: 'facebook', mode: 'redirect' });
    expect(open).toHaveBeenCalledTimes(1);
    // The callback will need the network and the page to return to.
    expect(JSON.parse(sessionStorage.getItem('socialkit:connect:flow')!)).toMatchObject({ network: 'facebook', mode: 'redirect', returnTo: location.href });
    act(() => result.current.reset());
  });

  it('refuses an auth URL that is not a web address', async () => {
    const { result, service, popup } = setup();
    service.faults.set('authUrl', { status: 200, body: { success: true, data: { auth_url: 'javascript:alert(document.domain)' } } });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
    expect(flowState(result.current)).toMatchObject({ error: expect.objectContaining({ kind: 'protocol' }) });
  });

  it('reads callbacks at call time: a new onConnected identity neither restarts nor misses the flow', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const props = { onConnected: first };
    // The options are read from `props` on every render, so a rerender passes the new function.
    const { result, rerender, service } = setup({
      network: 'x',
      get onConnected() {
        return props.onConnected;
      },
    });
    const account = service.db.addAccount({ network: 'x', username: 'ada', tenantId: 'acme' });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    props.onConnected = second;
    rerender();
    expect(result.current.status).toBe('popup-open');
    await answer({ type: 'connected', accountId: account.id, username: 'ada', flow });
    await waitFor(() => expect(flowState(result.current)).toMatchObject({ status: 'connected', accounts: [{ id: account.id, network: 'x', username: 'ada' }] }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(requestsFor(service, 'authUrl')).toHaveLength(1);
  });

  it('opens the form for an app password network instead of OAuth', () => {
    const { result, open, service } = setup({ network: 'bluesky' });
    expect(result.current.method).toBe('app-password');
    act(() => result.current.start());
    expect(flowState(result.current)).toEqual({ status: 'app-password', network: 'bluesky' });
    expect(open).not.toHaveBeenCalled();
    expect(service.requests).toHaveLength(0);
    act(() => result.current.complete([{ id: 'acc_b', network: 'bluesky', username: 'ada.bsky.social' }]));
    expect(result.current.status).toBe('connected');
  });

  it('cancels: the popup closes and a late answer is not taken', async () => {
    const { result, popup } = setup();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    act(() => result.current.cancel());
    expect(popup.close).toHaveBeenCalled();
    await answer({ type: 'session', sessionToken: 'ses_late', flow });
    expect(result.current.status).toBe('canceled');
  });
  it('refreshes the account lists on the page after a one-step consent', async () => {
    const service = createSimulatedService({ baseUrl: BASE_URL });
    server.use(...service.handlers);
    service.db.addAccount({ network: 'x', username: 'old', tenantId: 'acme' });
    vi.spyOn(window, 'open').mockImplementation(() => {
      flow = JSON.parse(sessionStorage.getItem('socialkit:connect:flow')!).id;
      return fakePopup() as unknown as Window;
    });
    const { result } = renderHookWithProvider(
      () => ({ connect: useConnect({ network: 'x', mode: 'popup', redirectUri: `${location.origin}/cb` }), list: useAccounts({ limit: 20, offset: 0 }) }),
      { tenantId: 'acme' },
    );
    await waitFor(() => expect(result.current.list.data?.accounts).toHaveLength(1));
    act(() => result.current.connect.start());
    await waitFor(() => expect(result.current.connect.status).toBe('popup-open'));
    // The consent made the account on the service; the callback tells the opener. No mutation of
    // ours ran, and the opener tab never lost focus, so nothing else would refetch the list.
    const created = service.db.addAccount({ network: 'x', username: 'ada', tenantId: 'acme' });
    await answer({ type: 'connected', accountId: created.id, username: 'ada', flow });
    await waitFor(() => expect(result.current.connect.status).toBe('connected'));
    await waitFor(() => expect(result.current.list.data?.accounts.map((account) => account.username)).toEqual(expect.arrayContaining(['old', 'ada'])));
  });

  it('finds the new account after a silent close when the tenant has more than one page of them', async () => {
    const { result, popup, service } = setup();
    for (let i = 0; i < 100; i += 1) service.db.addAccount({ network: 'facebook', username: `page${i}`, tenantId: 'acme' });
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('popup-open'));
    // The snapshot before the consent: one full page, which the count says is all of them.
    await waitFor(() => expect(requestsFor(service, 'listAccounts')).toHaveLength(1));
    // The consent went through, but its answer never reached this page (COOP, a lost opener).
    const added = service.db.addAccount({ network: 'facebook', username: 'new-page', tenantId: 'acme' });
    popup.closed = true;
    await waitFor(() => expect(result.current.status).not.toMatch(/popup-open|checking/), SETTLE);
    expect(flowState(result.current)).toMatchObject({ status: 'connected', accounts: [expect.objectContaining({ id: added.id })] });
  });

  it('ends a redirect when the page comes back from the back/forward cache, so a new start works', async () => {
    const { result, service } = setup({ mode: 'redirect' });
    const stop = vi.spyOn(window, 'stop').mockImplementation(() => undefined);
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('redirecting'));
    // Back from the consent page: the browser shows this page again exactly as it was left.
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(result.current.status).toBe('canceled');
    expect(sessionStorage.getItem('socialkit:connect:flow')).toBeNull();
    expect(stop).toHaveBeenCalled();
    act(() => result.current.start());
    await waitFor(() => expect(result.current.status).toBe('redirecting'));
    expect(requestsFor(service, 'authUrl')).toHaveLength(2);
  });
});

describe('useConnect after the server check found nothing', () => {
  afterEach(() => vi.useRealTimers());

  it('still takes a late answer from its popup (COOP) for a while, then stops listening', async () => {
    // Time moves on its own, and jumps where the test says so.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { result, popup } = setup();
    const closeSilently = async () => {
      act(() => result.current.start());
      await waitFor(() => expect(result.current.status).toBe('popup-open'));
      popup.closed = true;
      // The popup is seen closed, the grace period passes, the server has nothing new.
      await act(() => vi.advanceTimersByTimeAsync(2500));
      await waitFor(() => expect(result.current.status).toBe('canceled'));
    };

    await closeSilently();
    await act(() => vi.advanceTimersByTimeAsync(LATE_ANSWER_MS));
    await broadcast({ type: 'session', sessionToken: 'ses_too_late', flow });
    expect(result.current.status).toBe('canceled');

    await closeSilently();
    await act(() => vi.advanceTimersByTimeAsync(LATE_ANSWER_MS - 5000));
    await broadcast({ type: 'session', sessionToken: 'ses_late', flow });
    expect(flowState(result.current)).toEqual({ status: 'pending-session', network: 'facebook', sessionToken: 'ses_late' });
  });
});

import { act, render, waitFor } from '@testing-library/react';
import { listenForResult } from '../../src/connect/oauth/channel.js';
import { useConnectCallback, type UseConnectCallbackOptions } from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { makeQueryClient, makeWrapper } from '../support/render.js';
import { server } from '../support/server.js';
import { requestsFor, useService } from '../support/service.js';
import { SETTLE } from '../support/patience.js';

const KEY = 'socialkit:connect:flow';
const start = location.href;

beforeEach(() => {
  sessionStorage.clear();
  // jsdom would close the test's own window.
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => history.replaceState(null, '', start));

/** The record a redirect flow started on /settings leaves in this tab. */
const flowRecord = { id: 'f1', network: 'linkedin', mode: 'redirect', returnTo: `${location.origin}/settings`, startedAt: Date.now() };

/** Arrives on the callback page of a redirect flow started on /settings. */
function arrive(query: string, record: object | null = flowRecord) {
  if (record) sessionStorage.setItem(KEY, JSON.stringify(record));
  history.replaceState(null, '', `/connect/callback?tab=1&${query}#done`);
}

/** Mounts the hook in StrictMode; `remount` plays a reload (a new mount over the same tab). */
function mount(options: UseConnectCallbackOptions = {}, provider: Parameters<typeof makeWrapper>[0] = {}) {
  const { Wrapper, reactStrictMode } = makeWrapper({ strict: true, ...provider });
  const view: { current?: ReturnType<typeof useConnectCallback> } = {};
  function Probe() {
    view.current = useConnectCallback(options);
    return null;
  }
  const rendered = render(<Probe />, { wrapper: Wrapper, reactStrictMode });
  return { view, unmount: rendered.unmount };
}

describe('useConnectCallback', () => {
  it('takes the session out of the address bar at once, keeping the rest, and loads the pages once', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'linkedin', pageCount: 2 });
    arrive(`session=${token}`);
    const { view } = mount();
    await waitFor(() => expect(view.current?.status).toBe('pages'));
    expect(location.pathname + location.search + location.hash).toBe('/connect/callback?tab=1#done');
    expect(view.current).toMatchObject({ status: 'pages', sessionToken: token, network: 'linkedin', returnTo: `${location.origin}/settings`, isPopup: false });
    expect(requestsFor(service, 'pendingSession')).toHaveLength(1);
  });

  it('resumes after a reload from sessionStorage, the URL being clean by then', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'linkedin', pageCount: 2 });
    arrive(`session=${token}`);
    const first = mount();
    await waitFor(() => expect(first.view.current?.status).toBe('pages'));
    first.unmount();
    expect(location.search).toBe('?tab=1');

    const second = mount();
    await waitFor(() => expect(second.view.current?.status).toBe('pages'));
    expect(second.view.current).toMatchObject({ sessionToken: token });
  });

  it('calls a declined consent denied, and reports it once across StrictMode and a reload', async () => {
    useService();
    const onError = vi.fn();
    arrive('error=access_denied');
    const first = mount({ onError });
    await waitFor(() => expect(first.view.current?.status).toBe('denied'));
    first.unmount();
    const second = mount({ onError });
    await waitFor(() => expect(second.view.current?.status).toBe('denied'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'access-denied', reason: 'access_denied' });
    expect(location.search).toBe('?tab=1');
  });

  it('finishes a one-step success once the service lists the account, for the network and tenant the flow remembered', async () => {
    const service = useService();
    const onConnected = vi.fn();
    const account = service.db.addAccount({ network: 'linkedin', username: 'ada', tenantId: 'team_42' });
    arrive(`success=true&account_id=${account.id}&username=ada`, { ...flowRecord, tenantId: 'team_42' });
    const { view } = mount({ onConnected });
    expect(view.current?.status).toBe('confirming');
    await waitFor(() => expect(view.current?.status).toBe('connected'));
    // Also what a page picker here is given, so both look under the tenant the auth URL had.
    expect(view.current?.tenantId).toBe('team_42');
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledWith([expect.objectContaining({ id: account.id, network: 'linkedin', username: 'ada', tenantId: 'team_42' })]);
    const checked = new URL(requestsFor(service, 'listAccounts')[0]!.url);
    expect(Object.fromEntries(checked.searchParams)).toMatchObject({ network: 'linkedin', tenantId: 'team_42' });
  });

  it('asks each proxy of one QueryClient itself whether it lists a one-step account', async () => {
    const service = useService();
    const account = service.db.addAccount({ network: 'linkedin', username: 'ada' });
    const other = createSimulatedService({ baseUrl: '/api/other' });
    server.use(...other.handlers);
    const queryClient = makeQueryClient();
    arrive(`success=true&account_id=${account.id}&username=ada`);
    const first = mount({}, { queryClient });
    await waitFor(() => expect(first.view.current?.status).toBe('connected'));
    first.unmount();

    // The same link on a page of another proxy: that proxy's service has never seen the account.
    arrive(`success=true&account_id=${account.id}&username=ada`, { ...flowRecord, id: 'f2' });
    const second = mount({}, { queryClient, baseUrl: '/api/other' });
    await waitFor(() => expect(second.view.current?.status).toBe('failed'));
    expect(other.requests.filter((request) => request.operation === 'listAccounts')).toHaveLength(1);
  });

  it('calls a one-step account the service does not list a failure, never a connection, and reports it once', async () => {
    const service = useService();
    const onConnected = vi.fn();
    const onError = vi.fn();
    // Real, but on another network than the flow's: a link written for another flow.
    const other = service.db.addAccount({ network: 'x', username: 'mallory' });
    arrive(`success=true&account_id=${other.id}&username=mallory`);
    const first = mount({ onConnected, onError });
    await waitFor(() => expect(first.view.current?.status).toBe('failed'));
    expect(first.view.current).toMatchObject({ error: expect.objectContaining({ name: 'SocialKitError', kind: 'connect', code: 'account-not-found' }) });
    first.unmount();
    const second = mount({ onConnected, onError });
    await waitFor(() => expect(second.view.current?.status).toBe('failed'));
    expect(onConnected).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('offers retry when the accounts to check a one-step answer against cannot be read', async () => {
    const service = useService();
    const account = service.db.addAccount({ network: 'linkedin', username: 'ada' });
    service.faults.set('listAccounts', { status: 403, times: 1 });
    arrive(`success=true&account_id=${account.id}`);
    const { view } = mount();
    await waitFor(() => expect(view.current?.status).toBe('load-error'));
    expect(view.current).toMatchObject({ reading: 'account' });
    act(() => view.current!.retry());
    await waitFor(() => expect(view.current?.status).toBe('connected'));
  });

  it('tells an expired session from a failure to read it', async () => {
    const service = useService();
    arrive('session=ses_gone');
    const { view } = mount();
    await waitFor(() => expect(view.current?.status).toBe('expired'));

    history.replaceState(null, '', start);
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    service.faults.set('pendingSession', { drop: true, times: 1 });
    arrive(`session=${token}`);
    const other = mount();
    await waitFor(() => expect(other.view.current?.status).toBe('load-error'));
    expect(other.view.current).toMatchObject({ reading: 'session' });
    act(() => other.view.current!.retry());
    await waitFor(() => expect(other.view.current?.status).toBe('pages'));
  });

  it('is empty on a page opened on its own', async () => {
    useService();
    history.replaceState(null, '', '/connect/callback');
    const { view } = mount({ returnTo: '/home' });
    await waitFor(() => expect(view.current?.status).toBe('empty'));
    expect(view.current?.returnTo).toBe('/home');
  });

  it('offers a popup’s answer on the channel with its flow’s id, taken by that flow and no other, once its opener is gone', async () => {
    useService();
    const ours = vi.fn();
    const another = vi.fn();
    // The app's side, as useConnect listens, in this tab and in another one.
    onTestFinished(listenForResult(window, location.origin, 'f1', undefined, ours));
    onTestFinished(listenForResult(window, location.origin, 'f2', undefined, another));
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    // The copy of the app tab's record the popup got as it opened; COOP then cut it from its opener.
    arrive('session=ses_for_f1', { ...flowRecord, mode: 'popup' });
    const { view } = mount();
    expect(view.current?.status).toBe('delivering');
    await waitFor(() => expect(view.current?.status).toBe('delivered'));
    expect(ours).toHaveBeenCalledWith(expect.objectContaining({ type: 'session', sessionToken: 'ses_for_f1', flow: 'f1' }));
    expect(another).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('refuses a session link this browser did not start: reads nothing, takes the token out, says so after a reload too', async () => {
    const service = useService();
    const taken = vi.fn();
    const onError = vi.fn();
    onTestFinished(listenForResult(window, location.origin, 'f1', undefined, taken));
    // A callback link anyone can write, opened in a new tab: no record, no opener.
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    arrive(`session=${token}`, null);
    const first = mount({ onError });
    await waitFor(() => expect(first.view.current?.status).toBe('unstarted'));
    expect(location.search).toBe('?tab=1');
    expect(sessionStorage.getItem(KEY)).not.toContain(token);
    first.unmount();
    const again = mount({ onError });
    await waitFor(() => expect(again.view.current?.status).toBe('unstarted'));
    expect(requestsFor(service, 'pendingSession')).toHaveLength(0);
    expect(taken).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses a one-step link this browser did not start without asking the service', async () => {
    const service = useService();
    const onConnected = vi.fn();
    arrive('success=true&account_id=acc_1&username=ada', null);
    const { view } = mount({ onConnected });
    await waitFor(() => expect(view.current?.status).toBe('unstarted'));
    expect(service.requests).toEqual([]);
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('refuses a flow record older than an hour as not started here', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'linkedin', pageCount: 1 });
    arrive(`session=${token}`, { ...flowRecord, startedAt: Date.now() - 61 * 60 * 1000 });
    const { view } = mount();
    await waitFor(() => expect(view.current?.status).toBe('unstarted'));
    expect(requestsFor(service, 'pendingSession')).toHaveLength(0);
  });

  it('with acceptUnstartedCallbacks, shows the pages by name to confirm, and only then lets the user pick', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pages: [{ id: 'p1', name: 'Acme Studio', username: 'acme' }] });
    arrive(`session=${token}`, null);
    const { view } = mount({ acceptUnstartedCallbacks: true });
    await waitFor(() => expect(view.current?.status).toBe('confirm'));
    expect(view.current).toMatchObject({ status: 'confirm', what: { kind: 'pages', sessionToken: token, pages: [expect.objectContaining({ name: 'Acme Studio', username: 'acme' })] } });
    act(() => view.current!.confirm());
    await waitFor(() => expect(view.current?.status).toBe('pages'));
    expect(requestsFor(service, 'finalize')).toHaveLength(0);
  });

  it('with acceptUnstartedCallbacks, reports a one-step account only once the user confirms it', async () => {
    const service = useService();
    const onConnected = vi.fn();
    const account = service.db.addAccount({ network: 'x', username: 'ada', tenantId: 'acme' });
    arrive(`success=true&account_id=${account.id}&username=ada`, null);
    const { view } = mount({ acceptUnstartedCallbacks: true, onConnected });
    await waitFor(() => expect(view.current?.status).toBe('confirm'));
    expect(view.current).toMatchObject({ what: { kind: 'account', account: expect.objectContaining({ id: account.id }) } });
    expect(onConnected).not.toHaveBeenCalled();
    act(() => view.current!.confirm());
    await waitFor(() => expect(view.current?.status).toBe('connected'));
    expect(onConnected).toHaveBeenCalledTimes(1);
  });

  it('finishes here when no one takes a popup’s answer', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    arrive(`session=${token}`, { ...flowRecord, mode: 'popup' });
    const { view } = mount();
    expect(view.current?.status).toBe('delivering');
    await waitFor(() => expect(view.current?.status).toBe('pages'), SETTLE);
  });

  it('keeps the session through StrictMode’s second read when storage is off, and asks the user to confirm it', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 2 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    arrive(`session=${token}`, null);
    const { view } = mount();
    // Without storage this page cannot tell a flow it started from a link: the user confirms.
    await waitFor(() => expect(view.current?.status).toBe('confirm'));
    act(() => view.current!.confirm());
    await waitFor(() => expect(view.current?.status).toBe('pages'));
    expect(view.current).toMatchObject({ sessionToken: token });
    expect(location.search).toBe('?tab=1');
  });

  it('reports a declined consent once through StrictMode when storage is off', async () => {
    useService();
    const onError = vi.fn();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    arrive('error=access_denied', null);
    const { view } = mount({ onError });
    await waitFor(() => expect(view.current?.status).toBe('denied'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  describe('in a popup cut off from its opener (COOP)', () => {
    const assign = vi.fn();
    beforeEach(() => {
      arrive('error=access_denied', { ...flowRecord, mode: 'popup' });
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...location, href: location.href, assign });
    });
    afterEach(() => {
      delete (window as { closed?: boolean }).closed;
      assign.mockReset();
    });

    it('closes on "start again" instead of loading the app inside the popup', async () => {
      useService();
      let closed = false;
      Object.defineProperty(window, 'closed', { configurable: true, get: () => closed });
      const close = vi.spyOn(window, 'close').mockImplementation(() => void (closed = true));
      const { view } = mount();
      await waitFor(() => expect(view.current?.status).toBe('denied'));
      expect(view.current?.isPopup).toBe(true);
      act(() => view.current!.restart());
      expect(close).toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(view.current?.closeRefused).toBe(false);
      expect(sessionStorage.getItem(KEY)).toBeNull();
    });

    it('says so when the browser refuses to close it, and still loads nothing in it', async () => {
      useService();
      Object.defineProperty(window, 'closed', { configurable: true, get: () => false });
      vi.spyOn(window, 'close').mockImplementation(() => undefined);
      const { view } = mount();
      await waitFor(() => expect(view.current?.status).toBe('denied'));
      act(() => view.current!.restart());
      expect(view.current?.closeRefused).toBe(true);
      expect(assign).not.toHaveBeenCalled();
    });
  });
});

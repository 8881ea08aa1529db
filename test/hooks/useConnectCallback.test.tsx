import { act, render, waitFor } from '@testing-library/react';
import { listenForResult } from '../../src/connect/channel.js';
import { useConnectCallback, type UseConnectCallbackOptions } from '../../src/index.js';
import { makeWrapper } from '../support/render.js';
import { requestsFor, useService } from '../support/service.js';

const KEY = 'socialkit:connect:flow';
const start = location.href;

beforeEach(() => sessionStorage.clear());
afterEach(() => history.replaceState(null, '', start));

/** Arrives on the callback page of a redirect flow started on /settings. */
function arrive(query: string, record: object | null = { id: 'f1', network: 'linkedin', mode: 'redirect', returnTo: `${location.origin}/settings`, startedAt: Date.now() }) {
  if (record) sessionStorage.setItem(KEY, JSON.stringify(record));
  history.replaceState(null, '', `/connect/callback?tab=1&${query}#done`);
}

/** Mounts the hook in StrictMode; `remount` plays a reload (a new mount over the same tab). */
function mount(options: UseConnectCallbackOptions = {}) {
  const { Wrapper } = makeWrapper({ strict: true });
  const view: { current?: ReturnType<typeof useConnectCallback> } = {};
  function Probe() {
    view.current = useConnectCallback(options);
    return null;
  }
  const rendered = render(<Probe />, { wrapper: Wrapper });
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

  it('finishes a one-step success with the network the flow remembered', async () => {
    useService();
    const onConnected = vi.fn();
    arrive('success=true&account_id=acc_7&username=ada');
    const { view } = mount({ onConnected });
    await waitFor(() => expect(view.current?.status).toBe('connected'));
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onConnected).toHaveBeenCalledWith([{ id: 'acc_7', network: 'linkedin', username: 'ada' }]);
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

  it('offers an answer it cannot place (no record, no opener) on the channel, and stops once the app takes it', async () => {
    useService();
    const taken = vi.fn();
    // The app's side, as useConnect listens: any flow, since this callback knows none.
    const stop = listenForResult(window, location.origin, 'some-flow', taken);
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    arrive('session=ses_from_nowhere', null);
    const { view } = mount();
    expect(view.current?.status).toBe('delivering');
    await waitFor(() => expect(view.current?.status).toBe('delivered'));
    expect(taken).toHaveBeenCalledWith(expect.objectContaining({ type: 'session', sessionToken: 'ses_from_nowhere' }));
    expect(close).toHaveBeenCalled();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    stop();
  });

  it('finishes here when no one takes the answer', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 1 });
    arrive(`session=${token}`, null);
    const { view } = mount();
    expect(view.current?.status).toBe('delivering');
    await waitFor(() => expect(view.current?.status).toBe('pages'), { timeout: 3000 });
  });
});

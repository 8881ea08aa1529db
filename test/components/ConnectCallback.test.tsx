import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConnectCallback } from '../../src/index.js';
import { renderWithProvider } from '../support/render.js';
import { loseNextFinalizeAnswer, requestsFor, useService } from '../support/service.js';
import { SETTLE } from '../support/patience.js';

const KEY = 'socialkit:connect:flow';
const start = location.href;

beforeEach(() => {
  sessionStorage.clear();
  // jsdom would close the test's own window.
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => history.replaceState(null, '', start));

/** The callback page of a redirect flow the button started for `tenantId`; the provider says `acme`. */
function arrive(query: string, tenantId?: string) {
  const record = { id: 'f1', network: 'facebook', tenantId, mode: 'redirect', returnTo: `${location.origin}/settings`, startedAt: Date.now() };
  sessionStorage.setItem(KEY, JSON.stringify(record));
  history.replaceState(null, '', `/connect/callback?${query}`);
}

function render() {
  const onConnected = vi.fn();
  const onError = vi.fn();
  const view = renderWithProvider(<ConnectCallback onConnected={onConnected} onError={onError} />, { tenantId: 'acme', strict: true });
  const root = () => view.container.querySelector<HTMLElement>('[data-scope="connect-callback"][data-part="root"]')!;
  return { ...view, root, onConnected, onError, user: userEvent.setup() };
}

describe('ConnectCallback', () => {
  it('looks for the accounts of a finalize whose answer was lost under the flow’s tenant, not the provider’s', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 1, tenantId: 'team_42' });
    // The service finalizes, and the connection drops before its answer arrives.
    loseNextFinalizeAnswer(service);
    arrive(`session=${token}`, 'team_42');
    const { root, user, onConnected } = render();
    const connect = await screen.findByRole('button', { name: 'Connect 1 account' });
    await user.click(connect);
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => /could not reach the server/.test(alert.textContent ?? ''))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'connected'));
    expect(onConnected).toHaveBeenCalledTimes(1);
    const listed = new URL(requestsFor(service, 'listAccounts')[0]!.url);
    expect(listed.searchParams.get('tenantId')).toBe('team_42');
  });

  it('says the connection could not be checked when the one-step check cannot reach the service, and retries', async () => {
    const service = useService();
    const account = service.db.addAccount({ network: 'facebook', username: 'ada', tenantId: 'acme' });
    service.faults.set('listAccounts', { status: 500, times: 1 });
    arrive(`success=true&account_id=${account.id}&username=ada`);
    const { root, user } = render();
    expect(await screen.findByRole('heading', { name: 'The connection could not be checked' })).toBeInTheDocument();
    expect(root()).toHaveAttribute('data-state', 'load-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Account connected' })).toBeInTheDocument();
  });

  it('says nothing was connected, with no retry, when the service does not list the one-step account', async () => {
    useService();
    arrive('success=true&account_id=acc_not_ours&username=mallory');
    const { root } = render();
    expect(await screen.findByRole('heading', { name: 'The connection did not complete' })).toBeInTheDocument();
    expect(root()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByRole('alert')).toHaveTextContent('The account this link names is not among your connected accounts');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start again' })).toBeInTheDocument();
  });

  it('says what was shared could not be loaded when the pending session cannot be read', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 2 });
    service.faults.set('pendingSession', { status: 500, times: 1 });
    arrive(`session=${token}`);
    render();
    expect(await screen.findByRole('heading', { name: 'What you shared could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the picker when its read at the deadline fails for another reason than expiry', async () => {
    const service = useService({ now: () => Date.now() });
    const token = service.db.createSession({ network: 'facebook', pageCount: 2, expiresAt: Date.now() + 5000 });
    arrive(`session=${token}`);
    const { root, onError } = render();
    await screen.findByRole('timer');
    service.faults.set('pendingSession', { status: 503 });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + 6000);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 })), SETTLE);
    expect(requestsFor(service, 'pendingSession')).toHaveLength(2);
    expect(root()).toHaveAttribute('data-state', 'pages');
    expect(screen.getByRole('button', { name: 'Connect accounts' })).toBeInTheDocument();
  });

  it('refuses a link this browser did not start, with the way to start one, and reads nothing', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pageCount: 2 });
    history.replaceState(null, '', `/connect/callback?session=${token}`);
    const { root, onConnected, onError } = render();
    expect(await screen.findByRole('heading', { name: 'This connection was not started here' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('nothing was connected');
    expect(screen.getByRole('link', { name: 'Connect an account' })).toHaveAttribute('href', '/');
    expect(root()).toHaveAttribute('data-state', 'unstarted');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(requestsFor(service, 'pendingSession')).toHaveLength(0);
    expect([onConnected, onError].map((callback) => callback.mock.calls.length)).toEqual([0, 0]);
  });

  it('shows an opted-in unstarted link’s pages by name, and the picker only after Continue', async () => {
    const service = useService();
    const token = service.db.createSession({ network: 'facebook', pages: [{ id: 'p1', name: 'Acme Studio', username: 'acme' }, { id: 'p2', name: 'Bistro', username: 'bistro' }] });
    history.replaceState(null, '', `/connect/callback?session=${token}`);
    const view = renderWithProvider(<ConnectCallback acceptUnstartedCallbacks />, { tenantId: 'acme', strict: true });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Check before you connect' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acme Studio @acme', 'Bistro @bistro']);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('checkbox', { name: /Acme Studio/ })).toBeVisible();
    view.unmount();
  });
});

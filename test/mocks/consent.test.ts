import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createSimulatedService, renderSimulatedConsent, type SimulatedService } from '../../src/mocks/index.js';

async function startFlow(service: SimulatedService, network: string) {
  const response = await service.handle(
    new Request(`http://localhost/api/social/v1/social-networks/${network}/auth-url`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ redirect_uri: 'https://app.example/callback', tenant_id: 'tenant-a' }),
    }),
  );
  const { data } = await response.json();
  return data.auth_url as string;
}

function fakeLocation(href: string) {
  return { href, assign: vi.fn<(url: string | URL) => void>() };
}

function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('renderSimulatedConsent', () => {
  it('asks for consent with a labelled page count and real Allow and Deny buttons', async () => {
    const service = createSimulatedService();
    const location = fakeLocation(await startFlow(service, 'linkedin'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });
    const view = within(container);

    expect(view.getByRole('heading', { name: 'LinkedIn wants access' })).toBeInTheDocument();
    expect(view.getByRole('region', { name: 'LinkedIn wants access' })).toBeInTheDocument();
    expect(view.getByLabelText('Pages to share')).toHaveValue(3);
    expect(view.getByRole('button', { name: 'Allow' })).toHaveAttribute('type', 'button');
    expect(view.getByRole('button', { name: 'Deny' })).toBeInTheDocument();
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('navigates to the callback with a new session when Allow is clicked', async () => {
    const service = createSimulatedService();
    const location = fakeLocation(await startFlow(service, 'linkedin'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });

    await userEvent.click(within(container).getByRole('button', { name: 'Allow' }));

    expect(location.assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(location.assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('https://app.example/callback');
    const [session] = service.db.sessions();
    expect(target.searchParams.get('session')).toBe(session?.token);
    expect(session).toMatchObject({ network: 'linkedin', tenantId: 'tenant-a' });
    expect(session?.pages).toHaveLength(3);
  });

  it('generates as many pages as the user asks for', async () => {
    const service = createSimulatedService();
    const location = fakeLocation(await startFlow(service, 'facebook'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });
    const input = within(container).getByLabelText('Pages to share');

    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.click(within(container).getByRole('button', { name: 'Allow' }));

    expect(service.db.sessions()[0]?.pages).toEqual([]);
  });

  it('navigates with error=access_denied when Deny is clicked', async () => {
    const service = createSimulatedService();
    const location = fakeLocation(await startFlow(service, 'youtube'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });

    await userEvent.click(within(container).getByRole('button', { name: 'Deny' }));

    const target = new URL(String(location.assign.mock.calls[0]?.[0]));
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(service.db.sessions()).toEqual([]);
  });

  it('creates the account at once for a one-step network, with no page count to pick', async () => {
    const service = createSimulatedService();
    const location = fakeLocation(await startFlow(service, 'threads'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });
    expect(within(container).queryByLabelText('Pages to share')).toBeNull();

    await userEvent.click(within(container).getByRole('button', { name: 'Allow' }));

    const target = new URL(String(location.assign.mock.calls[0]?.[0]));
    const [account] = service.db.accounts();
    expect(target.searchParams.get('success')).toBe('true');
    expect(target.searchParams.get('account_id')).toBe(account?.id);
    expect(account).toMatchObject({ network: 'threads', tenantId: 'tenant-a' });
  });

  it('signs in as the inactive account of the flow’s network and tenant by default: the same id comes back active, and no account is added', async () => {
    const service = createSimulatedService();
    const ada = service.db.addAccount({ network: 'threads', username: 'ada', isActive: 0, tenantId: 'tenant-a' });
    service.db.addAccount({ network: 'threads', username: 'elsewhere', isActive: 0, tenantId: 'tenant-b' });
    const location = fakeLocation(await startFlow(service, 'threads'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });
    const group = within(container).getByRole('group', { name: 'Sign in as' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: '@ada' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Another account' })).not.toBeChecked();

    await userEvent.click(within(container).getByRole('button', { name: 'Allow' }));

    const target = new URL(String(location.assign.mock.calls[0]?.[0]));
    expect(target.searchParams.get('account_id')).toBe(ada.id);
    expect(target.searchParams.get('username')).toBe('ada');
    expect(service.db.accounts().map(({ id, isActive }) => ({ id, isActive }))).toEqual([
      { id: ada.id, isActive: 1 },
      { id: expect.any(String), isActive: 0 },
    ]);
  });

  it('adds a different account when the user signs in as another one', async () => {
    const service = createSimulatedService();
    const ada = service.db.addAccount({ network: 'threads', username: 'ada', isActive: 0, tenantId: 'tenant-a' });
    const location = fakeLocation(await startFlow(service, 'threads'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });

    await userEvent.click(within(container).getByRole('radio', { name: 'Another account' }));
    await userEvent.click(within(container).getByRole('button', { name: 'Allow' }));

    const target = new URL(String(location.assign.mock.calls[0]?.[0]));
    const accounts = service.db.accounts();
    expect(accounts).toHaveLength(2);
    expect(target.searchParams.get('account_id')).toBe(accounts[1]!.id);
    expect(accounts[1]!.id).not.toBe(ada.id);
    expect(accounts[0]).toMatchObject({ id: ada.id, isActive: 0 });
  });

  it('offers a returning account’s page first on a page network, and finalizing it brings the same account back', async () => {
    const service = createSimulatedService();
    const page = service.db.addAccount({ network: 'facebook', nickname: 'Acme', username: 'acme', accountType: 'organization', isActive: 0, tenantId: 'tenant-a' });
    const location = fakeLocation(await startFlow(service, 'facebook'));
    renderSimulatedConsent(mount(), service, { location });
    await userEvent.click(within(document.body).getByRole('button', { name: 'Allow' }));

    const [session] = service.db.sessions();
    expect(session!.pages[0]).toMatchObject({ id: page.network_unique_id, username: 'acme' });
    expect(session!.pages).toHaveLength(4);
    const response = await service.handle(
      new Request(`http://localhost/api/social/v1/social-accounts/pending/${session!.token}/finalize`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ selectedPageIds: [page.network_unique_id] }),
      }),
    );
    expect((await response.json()).connectedAccounts).toEqual([expect.objectContaining({ id: page.id })]);
    expect(service.db.accounts()).toEqual([expect.objectContaining({ id: page.id, isActive: 1 })]);
  });

  it('shows no sign-in choice when no account of the network needs reconnecting', async () => {
    const service = createSimulatedService();
    service.db.addAccount({ network: 'threads', username: 'ada', tenantId: 'tenant-a' });
    const location = fakeLocation(await startFlow(service, 'threads'));
    const container = mount();
    renderSimulatedConsent(container, service, { location });
    expect(within(container).queryByRole('group')).toBeNull();
  });

  it('says so when the state is unknown or already answered', async () => {
    const service = createSimulatedService();
    const authUrl = await startFlow(service, 'x');
    const first = mount();
    const second = mount();
    const location = fakeLocation(authUrl);
    renderSimulatedConsent(first, service, { location });
    renderSimulatedConsent(second, service, { location });
    await userEvent.click(within(first).getByRole('button', { name: 'Allow' }));

    await userEvent.click(within(second).getByRole('button', { name: 'Allow' }));
    expect(location.assign).toHaveBeenCalledTimes(1);
    expect(within(second).getByRole('alert')).toHaveTextContent(/already answered/);

    const stale = mount();
    renderSimulatedConsent(stale, service, { location: fakeLocation(authUrl) });
    expect(within(stale).getByRole('alert')).toHaveTextContent(/unknown or has already been answered/);
    expect(within(stale).queryByRole('button')).toBeNull();
  });

  it('renders names as text, never as markup, and removes itself on cleanup', async () => {
    const service = createSimulatedService({ configuredNetworks: ['<img src=x onerror=alert(1)>'] });
    const location = fakeLocation(await startFlow(service, encodeURIComponent('<img src=x onerror=alert(1)>')));
    const container = mount();
    const cleanup = renderSimulatedConsent(container, service, { location });
    expect(container.querySelector('img')).toBeNull();
    expect(within(container).getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)> wants access');
    cleanup();
    expect(container).toBeEmptyDOMElement();
  });
});

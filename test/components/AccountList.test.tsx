import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountList, createSocialClient, socialKitKeys, type AccountListProps } from '../../src/index.js';
import type { SimulatedServiceOptions } from '../../src/mocks/index.js';
import { BASE_URL, renderWithProvider } from '../support/render.js';
import { server } from '../support/server.js';
// Not a React hook, whatever its name says: it starts a simulated service for this test.
import { fakePopup, requestsFor, useService as simulate } from '../support/service.js';

type Service = ReturnType<typeof simulate>;

function seed(service: Service, count: number, extra: { tenantId?: string; network?: string } = {}) {
  const network = extra.network ?? 'x';
  for (let i = 1; i <= count; i++) service.db.addAccount({ network, nickname: `${network} user ${i}`, username: `${network}${i}`, tenantId: extra.tenantId ?? 'acme' });
}

function setup(props: AccountListProps = {}, { count = 0, service: serviceOptions = {} }: { count?: number; service?: SimulatedServiceOptions } = {}) {
  const service = simulate(serviceOptions);
  seed(service, count);
  const user = userEvent.setup();
  // Under StrictMode: effects run twice, and nothing the user sees may happen twice.
  const view = renderWithProvider(<AccountList {...props} />, { tenantId: 'acme', strict: true });
  const list = () => screen.getByRole('list', { name: 'Connected accounts' });
  const rows = () => within(list()).getAllByRole('listitem');
  const row = (handle: string) => rows().find((item) => item.querySelector('[data-part="username"]')?.textContent === handle)!;
  const queries = () => requestsFor(service, 'listAccounts').map((request) => Object.fromEntries(new URL(request.url).searchParams));
  const announcer = () => view.container.querySelector('[data-part="announcer"]')!;
  return { service, user, list, rows, row, queries, announcer, ...view };
}

/** Holds disconnect calls until released, so the optimistic state can be looked at. */
function holdDisconnects(service: Service) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(http.delete(/\/v1\/social-accounts\//, async ({ request }) => (await released, service.handle(request))));
  return release;
}

describe('AccountList rows', () => {
  it('shows avatar, name, @username, network, type and active state in words', async () => {
    const service = simulate();
    service.db.addAccount({ network: 'youtube', nickname: 'Ada Lovelace', username: 'ada', accountType: 'organization', profile_picture_url: 'https://cdn.example/ada.png', tenantId: 'acme' });
    service.db.addAccount({ network: 'mastodon', nickname: '<b>Grace</b>', username: 'grace', isActive: 0, profile_picture_url: 'javascript:alert(1)', tenantId: 'acme' });
    renderWithProvider(<AccountList />, { tenantId: 'acme' });
    const [ada, grace] = await screen.findAllByRole('listitem');

    expect(within(ada!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(ada!).getByText('@ada')).toBeInTheDocument();
    expect(within(ada!).getByText('YouTube')).toBeInTheDocument();
    expect(within(ada!).getByText('Organization')).toBeInTheDocument();
    expect(within(ada!).getByText('Active')).toHaveAttribute('data-state', 'active');
    const avatar = ada!.querySelector('[data-part="avatar"]')!;
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/ada.png');
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
    expect(ada!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    // Markup is text, a javascript: avatar is never loaded, and an unknown network still renders.
    expect(within(grace!).getByText('<b>Grace</b>')).toBeInTheDocument();
    expect(grace!.querySelector('b')).toBeNull();
    expect(grace!.querySelector('img')).toBeNull();
    expect(grace!.querySelector('[data-part="avatar"]')).toHaveTextContent('<');
    expect(within(grace!).getByText('Mastodon')).toBeInTheDocument();
    expect(within(grace!).getByText('Personal profile')).toBeInTheDocument();
    expect(within(grace!).getByText('Needs reconnecting')).toHaveAttribute('data-state', 'inactive');
    expect(grace).toHaveAttribute('data-inactive', '');
  });

  it('shows an inactive account as needing reconnecting, with an icon and a Reconnect button named for it', async () => {
    const service = simulate();
    service.db.addAccount({ network: 'x', nickname: 'Ada', username: 'ada', tenantId: 'acme' });
    service.db.addAccount({ network: 'x', nickname: 'Grace', username: 'grace', isActive: 0, tenantId: 'acme' });
    renderWithProvider(<AccountList />, { tenantId: 'acme' });
    const [ada, grace] = await screen.findAllByRole('listitem');

    const state = within(grace!).getByText('Needs reconnecting');
    expect(state.querySelector('svg[data-part="state-icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(grace!).getByRole('button', { name: 'Reconnect @grace' })).toHaveTextContent('Reconnect');
    expect(within(grace!).queryByText('Inactive')).toBeNull();

    expect(within(ada!).getByText('Active')).toBeInTheDocument();
    expect(within(ada!).queryByText('Needs reconnecting')).toBeNull();
    expect(within(ada!).queryByRole('button', { name: /Reconnect/ })).toBeNull();
    expect(ada!.querySelector('[data-part="state-icon"]')).toBeNull();
  });

  it('reconnects with the account’s own network and tenant, not the list’s', async () => {
    const service = simulate();
    service.db.addAccount({ network: 'linkedin', username: 'ada', isActive: 0, tenantId: 'team_7' });
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const user = userEvent.setup();
    renderWithProvider(<AccountList tenantId="" redirectUri="https://app.example/callback" mode="popup" />, { tenantId: 'acme' });

    await user.click(await screen.findByRole('button', { name: 'Reconnect @ada' }));

    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
    const [request] = requestsFor(service, 'authUrl');
    expect(new URL(request!.url).pathname).toBe(`${BASE_URL}/v1/social-networks/linkedin/auth-url`);
    expect(request!.body).toEqual({ redirect_uri: 'https://app.example/callback', tenant_id: 'team_7' });
    expect(screen.getByRole('button', { name: 'Reconnect @ada' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Finish connecting in the LinkedIn window.')).toBeInTheDocument();
  });

  it('calls onSelect from the name, renders the actions slot, and takes className and classNames', async () => {
    const onSelect = vi.fn();
    const { user, row, container } = setup(
      { onSelect, renderActions: (account) => <a href={`/accounts/${account.id}`}>Details</a>, className: 'mine', classNames: { item: 'my-row' } },
      { count: 2 },
    );
    await user.click(await screen.findByRole('button', { name: 'x user 2' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ username: 'x2' }));
    expect(within(row('@x1')).getByRole('link', { name: 'Details' })).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('sk-AccountList-root', 'mine');
    expect(row('@x1')).toHaveClass('sk-AccountList-item', 'my-row');
  });
});

describe('AccountList load states', () => {
  it('shows a busy skeleton hidden from assistive technology, with a status message, until the page arrives', async () => {
    const { list, announcer, container } = setup({}, { count: 3 });
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(within(list()).queryAllByRole('listitem')).toHaveLength(0);
    expect(container.querySelectorAll('[data-part="skeleton"][aria-hidden="true"]')).toHaveLength(5);
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveTextContent('Loading accounts…');
    expect(container.firstChild).toHaveAttribute('data-state', 'loading');

    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(list()).not.toHaveAttribute('aria-busy');
    expect(announcer()).toHaveTextContent('');
    expect(container.firstChild).toHaveAttribute('data-state', 'success');
  });

  it('says when a tenant has no accounts at all', async () => {
    setup();
    expect(await screen.findByText('No accounts are connected yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all networks' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows an alert with Try again when the page fails, and the list after a retry', async () => {
    const onError = vi.fn();
    const service = simulate();
    seed(service, 2);
    service.faults.set('listAccounts', { status: 500, times: 1 });
    const user = userEvent.setup();
    renderWithProvider(<AccountList onError={onError} />, { tenantId: 'acme' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The accounts could not be loaded. Something went wrong on our side. Try again in a moment.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'Connected accounts' })).toHaveFocus();
    expect(requestsFor(service, 'listAccounts')).toHaveLength(2);
  });
});

describe('AccountList paging', () => {
  it('pages 20 at a time with "21–40 of 45", asking with limit and offset', async () => {
    const { user, rows, queries, announcer } = setup({}, { count: 45 });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const nav = screen.getByRole('navigation', { name: 'Account pages' });
    expect(within(nav).getByText('1–20 of 45')).toBeInTheDocument();
    const previous = within(nav).getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(nav).getByText('21–40 of 45')).toBeInTheDocument());
    expect(announcer()).toHaveTextContent('21–40 of 45');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(nav).getByText('41–45 of 45')).toBeInTheDocument();
    const next = within(nav).getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Still focusable and pressed without effect.
    await user.click(next);
    expect(queries().map((query) => query.offset)).toEqual(['0', '20', '40']);
    expect(queries()[0]).toEqual({ tenantId: 'acme', limit: '20', offset: '0' });
  });

  it('shows the range alone and offers "next" while pages come back full when the service sends no count', async () => {
    const { user, rows } = setup({ pageSize: 2 }, { count: 3, service: { listShape: 'bare' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('1–2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('3', { selector: '[data-part="range"]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('AccountList filters', () => {
  it('filters by network from the catalogue, back on the first page, with a filtered empty state', async () => {
    const onNetworkChange = vi.fn();
    const { user, service, rows, queries } = setup({ onNetworkChange }, { count: 25 });
    seed(service, 2, { network: 'bluesky' });
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(7));

    const select = screen.getByRole('combobox', { name: 'Network' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All networks', 'X', 'Threads', 'Bluesky', 'LinkedIn', 'YouTube', 'Instagram', 'Facebook', 'TikTok', 'Pinterest',
    ]);
    await user.selectOptions(select, 'Bluesky');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(onNetworkChange).toHaveBeenCalledWith('bluesky');
    expect(queries().at(-1)).toEqual({ tenantId: 'acme', network: 'bluesky', limit: '20', offset: '0' });

    await user.selectOptions(select, 'Pinterest');
    expect(await screen.findByText('No Pinterest accounts are connected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all networks' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(select).toHaveValue('');
    expect(screen.getByRole('list', { name: 'Connected accounts' })).toHaveFocus();
  });

  it('applies a typed tenant on Enter, and keeps a bad one with its message without asking', async () => {
    const { user, service, rows, queries } = setup({ showTenantFilter: true }, { count: 1 });
    seed(service, 3, { tenantId: 'globex', network: 'tiktok' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    const field = screen.getByRole('textbox', { name: 'Tenant' });
    expect(field).toHaveValue('acme');
    expect(field).toHaveAccessibleDescription('Letters, digits, hyphens and underscores. Leave empty for every tenant.');

    await user.clear(field);
    await user.type(field, 'glo bex{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('A tenant has only letters, digits, hyphens (-) and underscores (_).'));
    expect(field).toHaveValue('glo bex');
    expect(queries()).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'globex');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(queries().at(-1)).toEqual({ tenantId: 'globex', limit: '20', offset: '0' });

    await user.clear(field);
    await user.type(field, '{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(queries().at(-1)).toEqual({ limit: '20', offset: '0' });
  });

  it('lists the tenant given as a prop, without a field', async () => {
    const { service, rows, queries } = setup({ tenantId: 'globex' });
    seed(service, 2, { tenantId: 'globex' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('textbox', { name: 'Tenant' })).toBeNull();
    expect(queries()[0]).toMatchObject({ tenantId: 'globex' });
  });
});

describe('AccountList disconnect', () => {
  it('asks in place, moves focus to the confirmation and back on Cancel or Escape', async () => {
    const { user, row, service } = setup({}, { count: 3 });
    const disconnect = await screen.findByRole('button', { name: 'Disconnect @x2' });
    await user.click(disconnect);
    const group = within(row('@x2')).getByRole('group', { name: 'Disconnect @x2?' });
    expect(within(group).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(row('@x2')).toHaveAttribute('data-state', 'confirming');

    await user.click(within(group).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Disconnect @x2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Disconnect @x2' })).toHaveFocus();
    expect(requestsFor(service, 'disconnectAccount')).toHaveLength(0);
  });

  it('removes the row at once, and brings it back with a message when the call fails', async () => {
    const onError = vi.fn();
    const { user, rows, row, service } = setup({ onError }, { count: 3 });
    await user.click(await screen.findByRole('button', { name: 'Disconnect @x2' }));
    service.faults.set('disconnectAccount', { status: 500, times: 1 });
    const release = holdDisconnects(service);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('@x2')).toBeNull();
    expect(screen.getByRole('button', { name: 'Disconnect @x3' })).toHaveFocus();
    expect(screen.getByText('1–2 of 2', { selector: '[data-part="range"]' })).toBeInTheDocument();

    release();
    const alert = await screen.findByRole('alert');
    expect(rows()).toHaveLength(3);
    expect(row('@x2')).toContainElement(alert);
    expect(row('@x2')).toHaveAttribute('data-state', 'failed');
    expect(alert).toHaveTextContent('@x2 could not be disconnected and is back in the list. Something went wrong on our side. Try again in a moment.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), expect.objectContaining({ username: 'x2' }));
    expect(screen.getByRole('button', { name: 'Disconnect @x2' })).toHaveFocus();
    expect(service.db.accounts()).toHaveLength(3);
  });

  it('announces a disconnect, calls onDisconnected, and focuses the empty state after the last one', async () => {
    const onDisconnected = vi.fn();
    const { user, announcer, service } = setup({ onDisconnected }, { count: 1 });
    await user.click(await screen.findByRole('button', { name: 'Disconnect @x1' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('Disconnected @x1.'));
    expect(onDisconnected).toHaveBeenCalledWith(expect.objectContaining({ username: 'x1' }));
    const empty = screen.getByText('No accounts are connected yet.').parentElement!;
    expect(empty).toHaveFocus();
    expect(service.db.accounts()).toHaveLength(0);
  });

  it('moves focus to Previous when the only row of a later page goes, then shows the page before', async () => {
    const { user, rows } = setup({ pageSize: 2 }, { count: 3 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Disconnect @x3' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await waitFor(() => expect(screen.getByText('1–2 of 2', { selector: '[data-part="range"]' })).toBeInTheDocument());
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
  });
});

/** Whether the list's empty state entered the DOM while this watched it, even if it left before paint. */
function watchForEmptyState(root: Element) {
  let seen = false;
  const isEmptyState = (node: Node) => node instanceof Element && (node.matches('[data-part="empty"]') || !!node.querySelector('[data-part="empty"]'));
  const observer = new MutationObserver((records) => (seen ||= records.some((record) => [...record.addedNodes].some(isEmptyState))));
  observer.observe(root, { subtree: true, childList: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

describe('AccountList steps back', () => {
  it('goes back from a page the list shrank away under without showing an empty list', async () => {
    const { rows, service, queryClient, container, user } = setup({ pageSize: 2 }, { count: 3 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('3 of 3', { selector: '[data-part="range"]' })).toBeInTheDocument());
    const stop = watchForEmptyState(container);
    // Another tab disconnects @x3, and the lists refresh.
    await createSocialClient({ baseUrl: BASE_URL }).disconnectAccount({ accountId: service.db.accounts()[2]!.id });
    await queryClient.invalidateQueries({ queryKey: socialKitKeys.accountLists() });
    await waitFor(() => expect(screen.getByText('1–2 of 2', { selector: '[data-part="range"]' })).toBeInTheDocument());
    expect(rows()).toHaveLength(2);
    expect(stop()).toBe(false);
  });

  it('goes back from the empty page after the last one without a count, never showing it', async () => {
    const { rows, queries, container, user } = setup({ pageSize: 2 }, { count: 4, service: { listShape: 'bare' } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('3–4', { selector: '[data-part="range"]' })).toBeInTheDocument());
    const stop = watchForEmptyState(container);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries().map((query) => query.offset)).toContain('4'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText('3–4', { selector: '[data-part="range"]' })).toBeInTheDocument();
    expect(stop()).toBe(false);
  });
});

/** Every text the status region takes, in order: roughly what a screen reader queues. */
function recordAnnouncements(region: Element) {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text && text !== said.at(-1)) said.push(text);
  });
  observer.observe(region, { subtree: true, childList: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

describe('AccountList announcements', () => {
  it('says a page’s range once, as it loads: the disconnect after it says only that', async () => {
    const { user, rows, announcer } = setup({ pageSize: 2 }, { count: 5 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('3–4 of 5'));

    const record = recordAnnouncements(announcer());
    await user.click(screen.getByRole('button', { name: 'Disconnect @x3' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('Disconnected @x3.'));
    // The range on screen follows the list; the status region does not repeat it.
    await waitFor(() => expect(screen.getByText('3–4 of 4', { selector: '[data-part="range"]' })).toBeInTheDocument());
    record.stop();
    expect(record.said).toEqual(['Disconnected @x3.']);
  });

  it('does not read out a range that a refresh changes after the page was announced', async () => {
    const { user, rows, announcer, service, queryClient } = setup({ pageSize: 2 }, { count: 3 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(announcer()).toHaveTextContent('3 of 3'));

    const record = recordAnnouncements(announcer());
    seed(service, 1, { network: 'bluesky' });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByText('3–4 of 4', { selector: '[data-part="range"]' })).toBeInTheDocument());
    record.stop();
    expect(record.said).toEqual([]);
    expect(announcer()).toHaveTextContent('3 of 3');
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { PagePicker, socialKitKeys, type PagePickerProps } from '../../src/index.js';
import type { PageInput } from '../../src/mocks/index.js';
import { BASE_URL, makeWrapper, renderWithProvider } from '../support/render.js';
import { server } from '../support/server.js';
import { loseNextFinalizeAnswer, requestsFor, useService as simulate } from '../support/service.js';
import { deferred } from '../support/deferred.js';
import { SETTLE } from '../support/patience.js';

const PAGES: PageInput[] = [
  { id: 'p1', name: 'Acme Studio', username: 'acme', type: 'organization' },
  { id: 'p2', name: 'Northwind Coffee', username: 'northwind', type: 'organization' },
  { id: 'p3', name: 'Mina Park', username: 'mina', type: 'personal' },
];

function setup(input: { pages?: PageInput[]; pageCount?: number; expiresAt?: number; network?: string } = {}, props: Partial<PagePickerProps> = {}, strict = false) {
  // The service reads the clock when asked, so a test that moves Date.now moves it for both sides.
  const service = simulate({ now: () => Date.now() });
  const token = service.db.createSession({ network: input.network ?? 'facebook', pages: input.pages ?? PAGES, pageCount: input.pageCount, expiresAt: input.expiresAt });
  const onConnected = vi.fn();
  const onError = vi.fn();
  const onRestart = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProvider(
    <PagePicker sessionToken={token} onConnected={onConnected} onError={onError} onRestart={onRestart} {...props} />,
    { strict },
  );
  const root = () => view.container.querySelector<HTMLElement>('[data-scope="page-picker"][data-part="root"]')!;
  return { service, token, user, onConnected, onError, onRestart, root, ...view };
}

const finalizes = (service: ReturnType<typeof simulate>) => requestsFor(service, 'finalize');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('PagePicker', () => {
  it('lists the pages as a checkbox group: avatar, name, @username and type', async () => {
    const { root } = setup();
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(root()).toHaveAttribute('aria-busy', 'true');
    const group = await screen.findByRole('group', { name: 'Choose the Facebook pages to connect' });
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(within(group).getAllByRole('checkbox', { name: /^(Acme|Northwind|Mina)/ })).toHaveLength(3);
    const acme = checkbox('Acme Studio');
    expect(acme).toHaveAccessibleDescription('@acme · Organization');
    expect(checkbox('Mina Park')).toHaveAccessibleDescription('@mina · Personal profile');
    expect(acme.closest('label')).toHaveTextContent('AS');
    expect(screen.getByRole('button', { name: 'Connect accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('reports the loaded pages once, under StrictMode too', async () => {
    const onPagesLoaded = vi.fn();
    setup({}, { onPagesLoaded }, true);
    await screen.findByRole('group');
    expect(onPagesLoaded).toHaveBeenCalledTimes(1);
    expect(onPagesLoaded.mock.calls[0]![0].map((page: { id: string }) => page.id)).toEqual(['p1', 'p2', 'p3']);
  });

  it('renders a page name with markup as text and loads only http(s) avatars', async () => {
    setup({
      pages: [
        { id: 'a', name: '<img src=x onerror=alert(1)>Evil', profilePictureUrl: 'javascript:alert(1)' },
        { id: 'b', name: 'Data', profilePictureUrl: 'data:image/png;base64,AAAA' },
        { id: 'c', name: 'Safe', profilePictureUrl: 'https://cdn.example/safe.png' },
        { id: 'd', name: 'Relative', profilePictureUrl: '/avatar.png' },
      ],
    });
    const evil = await screen.findByRole('checkbox', { name: '<img src=x onerror=alert(1)>Evil' });
    const images = [...document.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['https://cdn.example/safe.png']);
    expect(evil.closest('label')?.querySelector('[data-part="avatar"]')).toHaveAttribute('data-state', 'initials');
  });

  it('preselects the only page of a one-page session and connects it', async () => {
    const { service, user, onConnected } = setup({ pages: [PAGES[0]!] });
    expect(await screen.findByRole('checkbox', { name: 'Acme Studio' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Connected 1 account.');
    expect(onConnected).toHaveBeenCalledWith([expect.objectContaining({ nickname: 'Acme Studio', username: 'acme', network: 'facebook' })]);
    expect(finalizes(service).map((request) => request.body)).toEqual([{ selectedPageIds: ['p1'] }]);
  });

  it('does not preselect when there are several pages, and counts the selection in the button', async () => {
    const { user } = setup();
    await screen.findByRole('group');
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(checkbox('Mina Park'));
    expect(screen.getByRole('button', { name: 'Connect 1 account' })).toBeInTheDocument();
    await user.click(checkbox('Acme Studio'));
    expect(screen.getByRole('button', { name: 'Connect 2 accounts' })).toBeInTheDocument();
    expect(checkbox('Acme Studio').closest('[data-part="item"]')).toHaveAttribute('data-state', 'checked');
  });

  it('selects all and clears all, showing mixed in between', async () => {
    const { user } = setup();
    await screen.findByRole('group');
    const all = checkbox('Select all');
    await user.click(checkbox('Acme Studio'));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect((all as HTMLInputElement).indeterminate).toBe(false);
    await user.click(all);
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
  });

  it('sends the selection in page order, and tells a controlled owner of every change', async () => {
    const changes: string[][] = [];
    function Controlled({ token }: { token: string }) {
      const [ids, setIds] = useState<string[]>(['p3']);
      return (
        <PagePicker
          sessionToken={token}
          selectedPageIds={ids}
          onSelectedPageIdsChange={(next) => {
            changes.push(next);
            setIds(next);
          }}
        />
      );
    }
    const service = simulate();
    const token = service.db.createSession({ network: 'linkedin', pages: PAGES });
    const user = userEvent.setup();
    renderWithProvider(<Controlled token={token} />);
    expect(await screen.findByRole('checkbox', { name: 'Mina Park' })).toBeChecked();
    await user.click(checkbox('Acme Studio'));
    expect(changes).toEqual([['p1', 'p3']]);
    await user.click(screen.getByRole('button', { name: 'Connect 2 accounts' }));
    await screen.findByText('Connected 2 accounts.');
    expect(finalizes(service)[0]!.body).toEqual({ selectedPageIds: ['p1', 'p3'] });
  });

  it('says to choose a page when none is, without a request', async () => {
    const { service, user } = setup();
    await screen.findByRole('group');
    await user.click(screen.getByRole('button', { name: 'Connect accounts' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one page to connect.');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose at least one page to connect.');
    expect(finalizes(service)).toHaveLength(0);
    await user.click(checkbox('Acme Studio'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  describe('with more than eight pages', () => {
    const many: PageInput[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: `n${i}`, name: `Northwind ${i}`, username: `northwind${i}` })),
      { id: 'cafe', name: 'Café Ångström', username: 'cafe' },
    ];

    it('offers a search over name and handle, accents ignored', async () => {
      const { user } = setup({ pages: many });
      const search = await screen.findByRole('searchbox', { name: 'Search pages' });
      await user.type(search, 'cafe angs');
      await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /Café|Northwind/ })).toHaveLength(1));
      expect(screen.getByText('1 of 11 pages shown')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, '@northwind1');
      await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /Northwind/ })).toHaveLength(1));
      await user.type(search, 'zz');
      expect(await screen.findByText('No pages match “@northwind1zz”.')).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Select all/ })).toBeNull();
    });

    it('finds letters that do not decompose by their base letters, and a page by the type its row shows', async () => {
      const pages: PageInput[] = [
        ...many,
        { id: 'lodz', name: 'Łódź Straße Bäckerei', username: 'lodz', type: 'organization' },
        { id: 'mina', name: 'Mina Park', username: 'mina', type: 'personal' },
      ];
      const { user } = setup({ pages });
      const search = await screen.findByRole('searchbox', { name: 'Search pages' });
      await user.type(search, 'lodz strasse');
      await waitFor(() => expect(screen.getByText('1 of 13 pages shown')).toBeInTheDocument());
      expect(screen.getByRole('checkbox', { name: 'Łódź Straße Bäckerei' })).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'profile');
      await waitFor(() => expect(screen.getByText('1 of 13 pages shown')).toBeInTheDocument());
      expect(screen.getByRole('checkbox', { name: 'Mina Park' })).toBeInTheDocument();
    });

    it('searches the type in the provider\'s messages', async () => {
      const service = simulate();
      const token = service.db.createSession({ network: 'facebook', pages: [...many, { id: 'mina', name: 'Mina Park', username: 'mina', type: 'personal' }] });
      const user = userEvent.setup();
      renderWithProvider(<PagePicker sessionToken={token} />, { messages: { commonAccountType_personal: 'Profil personnel' } });
      await user.type(await screen.findByRole('searchbox'), 'personnel');
      await waitFor(() => expect(screen.getByText('1 of 12 pages shown')).toBeInTheDocument());
      expect(screen.getByRole('checkbox', { name: 'Mina Park' })).toHaveAccessibleDescription('@mina · Profil personnel');
    });

    it('selects all shown pages only, and keeps pages hidden by the search selected', async () => {
      const { user, service } = setup({ pages: many });
      await user.click(await screen.findByRole('checkbox', { name: 'Café Ångström' }));
      await user.type(screen.getByRole('searchbox'), 'northwind 1');
      await user.click(await screen.findByRole('checkbox', { name: 'Select all 1 shown' }));
      expect(screen.getByRole('button', { name: 'Connect 2 accounts' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Connect 2 accounts' }));
      await screen.findByText('Connected 2 accounts.');
      expect(finalizes(service)[0]!.body).toEqual({ selectedPageIds: ['n1', 'cafe'] });
    });
  });

  describe('submitting', () => {
    it('sends one finalize for a double click, keeping focus on the pending button', async () => {
      const { service, user, onConnected } = setup();
      const answer = deferred();
      service.faults.set('finalize', { hold: answer.promise, times: 1 });
      await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      const button = screen.getByRole('button', { name: 'Connect 1 account' });
      await user.dblClick(button);
      await user.keyboard('{Enter}');
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toBeDisabled();
      expect(button).toHaveTextContent('Connecting…');
      expect(screen.getByRole('group')).toBeDisabled();
      answer.resolve();
      await screen.findByText('Connected 1 account.');
      expect(finalizes(service)).toHaveLength(1);
      expect(onConnected).toHaveBeenCalledTimes(1);
    });

    it('sends one finalize under StrictMode, and a remount shows the connection instead of asking again', async () => {
      const { service, user, token, unmount, queryClient } = setup({}, {}, true);
      await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
      await screen.findByText('Connected 1 account.');
      unmount();
      const { Wrapper, reactStrictMode } = makeWrapper({ strict: true, queryClient });
      render(<PagePicker sessionToken={token} />, { wrapper: Wrapper, reactStrictMode });
      expect(await screen.findByText('Connected 1 account.')).toBeInTheDocument();
      expect(finalizes(service)).toHaveLength(1);
    });

    it('shows a finalize failure, reports it once, and lets the user try again', async () => {
      const { service, user, onError, onConnected } = setup();
      service.faults.set('finalize', { status: 500, times: 1 });
      await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      const button = screen.getByRole('button', { name: 'Connect 1 account' });
      await user.click(button);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.'));
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError.mock.calls[0]![0]).toMatchObject({ status: 500 });
      expect(button).toHaveFocus();
      expect(checkbox('Acme Studio')).toBeChecked();
      await user.click(button);
      await screen.findByText('Connected 1 account.');
      expect(onConnected).toHaveBeenCalledTimes(1);
      expect(finalizes(service)).toHaveLength(2);
    });

    describe('a finalize whose answer was lost', () => {
      it('connected the pages: the next try finds their accounts, reports them and refreshes the lists (StrictMode)', async () => {
        const { service, user, onConnected, onError, root, queryClient } = setup({}, {}, true);
        service.db.addAccount({ network: 'facebook', username: 'someone_else', nickname: 'Someone Else' });
        queryClient.setQueryData(socialKitKeys.accounts({}), { accounts: [] });
        loseNextFinalizeAnswer(service);
        await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
        await user.click(checkbox('Mina Park'));
        const button = screen.getByRole('button', { name: 'Connect 2 accounts' });
        await user.click(button);
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.'));
        expect(root()).toHaveAttribute('data-state', 'ready');

        await user.click(button);
        expect(await screen.findByText('Connected 2 accounts.')).toBeInTheDocument();
        expect(root()).toHaveAttribute('data-state', 'connected');
        expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acme Studio @acme', 'Mina Park @mina']);
        expect(onConnected).toHaveBeenCalledTimes(1);
        expect(onConnected.mock.calls[0]![0].map((account: { username: string }) => account.username)).toEqual(['acme', 'mina']);
        expect(onError).toHaveBeenCalledTimes(1);
        expect(queryClient.getQueryState(socialKitKeys.accounts({}))?.isInvalidated).toBe(true);
        // The service connected them once; the second finalize found the session spent.
        expect(service.db.accounts().filter((account) => ['acme', 'mina'].includes(account.username))).toHaveLength(2);
        expect(finalizes(service)).toHaveLength(2);
        expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
      });

      it('never arrived: a session gone since still reads as expired', async () => {
        const { service, user, onConnected, root } = setup();
        service.db.addAccount({ network: 'facebook', username: 'someone_else', nickname: 'Someone Else' });
        loseNextFinalizeAnswer(service, { reached: false });
        await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
        await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.'));
        service.faults.set('finalize', { status: 404 });
        await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
        await screen.findByRole('button', { name: 'Start again' });
        expect(root()).toHaveAttribute('data-state', 'expired');
        expect(requestsFor(service, 'listAccounts')).toHaveLength(1);
        expect(onConnected).not.toHaveBeenCalled();
      });
    });

    it('turns a finalize answered "session expired" into the expired state', async () => {
      const { service, user, onRestart, root } = setup();
      // The pages are connected already: without a lost answer before, that says nothing about this session.
      for (const page of PAGES) service.db.addAccount({ network: 'facebook', username: page.username, nickname: page.name });
      service.faults.set('finalize', { status: 404 });
      await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
      const restart = await screen.findByRole('button', { name: 'Start again' });
      expect(root()).toHaveAttribute('data-state', 'expired');
      expect(screen.getByRole('status')).toHaveTextContent('This connection request has expired. Start again to choose your pages.');
      expect(restart).toHaveFocus();
      await user.click(restart);
      expect(onRestart).toHaveBeenCalledTimes(1);
      expect(onRestart).toHaveBeenCalledWith();
      expect(requestsFor(service, 'listAccounts')).toHaveLength(0);
    });
  });

  describe('expiry and empty sessions', () => {
    it('counts down to expiresAt, announces the last minute, then flips to expired once the service says so', async () => {
      const expiresAt = Date.now() + 30_000;
      const { root, service } = setup({ expiresAt });
      expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left to choose: 0:(29|30)$/);
      expect(screen.getByRole('status')).toHaveTextContent('Less than a minute left to choose.');
      const now = Date.now();
      vi.spyOn(Date, 'now').mockImplementation(() => now + 31_000);
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'expired'), SETTLE);
      expect(screen.queryByRole('group')).toBeNull();
      expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
      // At 0 the picker asked once more, and the service's 404 is what expired it.
      expect(requestsFor(service, 'pendingSession')).toHaveLength(2);
    });

    it('does not announce the countdown while more than a minute is left', async () => {
      setup({ expiresAt: Date.now() + 10 * 60_000 });
      expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left to choose: (9:59|10:00)$/);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('reads an unknown or expired session as expired, and reports it once', async () => {
      const service = simulate();
      const onError = vi.fn();
      renderWithProvider(<PagePicker sessionToken="ses_gone" onError={onError} />, { strict: true });
      expect(await screen.findByText('This connection request has expired. Start again to choose your pages.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
      expect(onError).toHaveBeenCalledTimes(1);
      expect(requestsFor(service, 'pendingSession')).toHaveLength(1);
    });

    it('explains an empty page list and offers to start again', async () => {
      const { onRestart, user, root } = setup({ pages: [] });
      expect(await screen.findByText('No pages were shared: grant access to at least one page and try again.')).toBeInTheDocument();
      expect(root()).toHaveAttribute('data-state', 'empty');
      await user.click(screen.getByRole('button', { name: 'Start again' }));
      expect(onRestart).toHaveBeenCalled();
    });

    it('offers to try again when the pages cannot be read', async () => {
      const service = simulate();
      const token = service.db.createSession({ network: 'facebook', pages: PAGES });
      service.faults.set('pendingSession', { status: 500, times: 1 });
      const user = userEvent.setup();
      renderWithProvider(<PagePicker sessionToken={token} />);
      const retry = await screen.findByRole('button', { name: 'Try again' });
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
      await user.click(retry);
      expect(await screen.findByRole('group')).toBeInTheDocument();
    });
  });

  /**
   * The browser's clock is not the service's. The simulated service answers with a `Date` from its
   * own clock (`now`); the fake clock moves both, so the countdown can run out without waiting.
   */
  describe('a browser clock that is off', () => {
    const AHEAD = 20 * 60_000;
    const TTL = 15 * 60_000;
    afterEach(() => vi.useRealTimers());

    function skewed(options: { date?: boolean } = {}) {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      // This browser's clock runs 20 minutes ahead of the service's: by it, the session is over before it starts.
      const service = simulate({ now: () => Date.now() - AHEAD, sessionTtlMs: TTL });
      if (options.date === false) {
        // A cross-origin proxy that does not expose Date: the client cannot read it.
        server.use(
          http.all(`${BASE_URL}/*`, async ({ request }) => {
            const answer = await service.handle(request);
            const headers = new Headers(answer.headers);
            headers.delete('Date');
            return new Response(answer.body, { status: answer.status, headers });
          }),
        );
      }
      const token = service.db.createSession({ network: 'facebook', pages: PAGES });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onConnected = vi.fn();
      const view = renderWithProvider(<PagePicker sessionToken={token} onConnected={onConnected} onRestart={() => {}} />);
      const root = () => view.container.querySelector<HTMLElement>('[data-scope="page-picker"][data-part="root"]')!;
      return { service, user, onConnected, root };
    }

    it('counts down by the service’s clock, from its Date header, and connects', async () => {
      const { service, user, onConnected, root } = skewed();
      expect(await screen.findByRole('timer')).toHaveTextContent(/^Time left to choose: 1[45]:\d\d$/);
      expect(root()).toHaveAttribute('data-state', 'ready');
      await user.click(checkbox('Acme Studio'));
      await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'connected'));
      expect(onConnected).toHaveBeenCalledTimes(1);
      expect(finalizes(service)).toHaveLength(1);
    });

    it('runs out with the service’s time: asks it, and only its 404 expires the picker', async () => {
      const { service, root } = skewed();
      await screen.findByRole('timer');
      // Both clocks jump (not a tick at a time: 900 renders), then the countdown's next tick shows it.
      vi.setSystemTime(Date.now() + TTL - 30_000);
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(screen.getByRole('timer')).toHaveTextContent(/^Time left to choose: 0:[23]\d$/);
      expect(requestsFor(service, 'pendingSession')).toHaveLength(1);
      vi.setSystemTime(Date.now() + 29_000);
      await act(() => vi.advanceTimersByTimeAsync(2100));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'expired'));
      expect(requestsFor(service, 'pendingSession')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    });

    it('without a Date header, a session this clock calls past is still offered: the service decides', async () => {
      const { service, user, onConnected, root } = skewed({ date: false });
      await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      expect(root()).toHaveAttribute('data-state', 'ready');
      // No countdown: the time left cannot be known from a clock that called the session over as it arrived.
      expect(screen.queryByRole('timer')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'connected'));
      expect(onConnected).toHaveBeenCalledTimes(1);
      expect(requestsFor(service, 'pendingSession')).toHaveLength(1);
    });

    it('without a Date header, a session the service has let go turns expired on Connect', async () => {
      const { service, user, root } = skewed({ date: false });
      await user.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      vi.setSystemTime(Date.now() + TTL + 1000);
      expect(root()).toHaveAttribute('data-state', 'ready');
      await user.click(screen.getByRole('button', { name: 'Connect 1 account' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'expired'));
      expect(finalizes(service)).toHaveLength(1);
    });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Profiler, StrictMode } from 'react';
import { userEvent } from 'vitest/browser';
import { PagePicker, SocialKitProvider, type PagePickerProps } from '../../src/index.js';
import { createSimulatedService, type CreateSessionInput } from '../../src/mocks/index.js';
import { expectNoViolations } from '../support/axe.js';
import { deferred } from '../support/deferred.js';
import { worker } from '../support/worker.js';
import '../../src/styles/tokens.css';
import '../../src/styles/page-picker.css';
import { SETTLE } from '../support/patience.js';

const PAGES = [
  { id: 'p1', name: 'Acme Studio', username: 'acme', type: 'organization' },
  { id: 'p2', name: 'Northwind Coffee', username: 'northwind', type: 'organization' },
  { id: 'p3', name: 'Mina Park', username: 'mina', type: 'personal' },
];

function setup(session: Partial<CreateSessionInput> = {}, props: Partial<PagePickerProps> = {}, theme: 'light' | 'dark' = 'light') {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  worker.use(...service.handlers);
  const token = service.db.createSession({ network: 'facebook', pages: PAGES, ...session });
  const onConnected = vi.fn();
  const view = render(
    <StrictMode>
      <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '40rem' }}>
        <SocialKitProvider baseUrl="/api/social" retry={0} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PagePicker sessionToken={token} onConnected={onConnected} onRestart={() => {}} {...props} />
        </SocialKitProvider>
      </div>
    </StrictMode>,
  );
  const finalizes = () => service.requests.filter((request) => request.operation === 'finalize');
  return { service, token, onConnected, finalizes, ...view };
}

const root = () => document.querySelector<HTMLElement>('[data-scope="page-picker"][data-part="root"]')!;
const state = (value: string) => waitFor(() => expect(root()).toHaveAttribute('data-state', value));

describe('PagePicker in real Chromium', () => {
  it('completes with the keyboard alone, one finalize under StrictMode', async () => {
    const { finalizes, onConnected } = setup();
    await screen.findByRole('group');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('checkbox', { name: 'Acme Studio' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab}{Tab} ');
    expect(screen.getByRole('checkbox', { name: 'Mina Park' })).toBeChecked();
    await userEvent.keyboard('{Tab}');
    const button = screen.getByRole('button', { name: 'Connect 2 accounts' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(await screen.findByText('Connected 2 accounts.')).toBeVisible();
    expect(finalizes()).toHaveLength(1);
    expect(finalizes()[0]!.body).toEqual({ selectedPageIds: ['p1', 'p3'] });
    expect(onConnected).toHaveBeenCalledTimes(1);
    // The button went away with the list: focus moved to the message, not to the page's body.
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('keeps focus on the pending button, and on it after a failure', async () => {
    const { service } = setup();
    const answer = deferred();
    service.faults.set('finalize', { hold: answer.promise, times: 1 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
    const button = screen.getByRole('button', { name: 'Connect 1 account' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await state('submitting');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    answer.resolve();
    await state('connected');
  });

  it('keeps focus on the button when a finalize fails, and moves it to "Start again" when the session is gone', async () => {
    const { service } = setup();
    service.faults.set('finalize', { status: 500, times: 1 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
    const button = screen.getByRole('button', { name: 'Connect 1 account' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.'));
    expect(button).toHaveFocus();
    service.faults.set('finalize', { status: 404, times: 1 });
    await userEvent.keyboard('{Enter}');
    await state('expired');
    expect(screen.getByRole('button', { name: 'Start again' })).toHaveFocus();
  });

  it('leaves focus where the user put it when the session expires after they clicked away', async () => {
    // The session's last minute passes once the user has clicked away, on a clock the test moves:
    // a deadline on wall time (it was 2.5 s) ran out before a loaded machine had made the clicks.
    setup({ expiresAt: Date.now() + 60_000 });
    const elsewhere = document.body.appendChild(document.createElement('p'));
    elsewhere.textContent = 'Somewhere else on the page';
    try {
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      // A click on plain text: the checkbox blurs with nowhere to go, yet it is still there.
      await userEvent.click(elsewhere);
      expect(document.activeElement).toBe(document.body);
      expect(root()).toHaveAttribute('data-state', 'ready');
      // Only the date moves: the countdown (src/connect/pagePicker/countdown.ts) reads it at its
      // next tick, the session is read again, and the service finds it past its expiry. Timers
      // stay real, for React Query and the waits.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'expired'), SETTLE);
      expect(screen.getByRole('button', { name: 'Start again' })).not.toHaveFocus();
      expect(document.activeElement).toBe(document.body);
    } finally {
      vi.useRealTimers();
      elsewhere.remove();
    }
  });

  it('never loads a javascript: avatar, and falls back to initials when an image fails', async () => {
    const loaded: string[] = [];
    const observer = new PerformanceObserver((list) => loaded.push(...list.getEntries().map((entry) => entry.name)));
    observer.observe({ type: 'resource', buffered: false });
    setup({
      pages: [
        { id: 'x', name: 'Script', profilePictureUrl: 'javascript:window.__pwned=1' },
        { id: 'y', name: 'Broken', profilePictureUrl: 'https://avatars.socialkit.invalid/broken.png' },
      ],
    });
    await screen.findByRole('group');
    const avatar = (name: string) => screen.getByRole('checkbox', { name }).closest('label')!.querySelector('[data-part="avatar"]')!;
    expect(avatar('Script')).toHaveAttribute('data-state', 'initials');
    expect(avatar('Script').querySelector('img')).toBeNull();
    await waitFor(() => expect(avatar('Broken')).toHaveAttribute('data-state', 'initials'), SETTLE);
    expect(avatar('Broken')).toHaveTextContent('B');
    observer.disconnect();
    expect(loaded.filter((name) => name.startsWith('javascript:'))).toEqual([]);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders and filters 200 pages, rows skipping layout off screen', async () => {
    const service = createSimulatedService({ baseUrl: '/api/social' });
    worker.use(...service.handlers);
    const token = service.db.createSession({ network: 'facebook', pageCount: 200 });
    const commits: { phase: string; duration: number }[] = [];
    render(
      <Profiler id="picker" onRender={(_, phase, duration) => commits.push({ phase, duration })}>
        <SocialKitProvider baseUrl="/api/social" retry={0}>
          <PagePicker sessionToken={token} />
        </SocialKitProvider>
      </Profiler>,
    );
    await screen.findByRole('group');
    const rows = document.querySelectorAll('[data-part="item"]');
    expect(rows).toHaveLength(200);
    expect(getComputedStyle(rows[150]!).contentVisibility).toBe('auto');
    const withList = commits.length;

    // A countdown tick re-renders the picker (memoised rows make it cheap: timed in no test, as a
    // shared machine's timings say nothing).
    await waitFor(() => expect(commits.length).toBeGreaterThan(withList), SETTLE);

    const search = screen.getByRole('searchbox', { name: 'Search pages' });
    await userEvent.fill(search, 'wayne');
    await waitFor(() => expect(document.querySelectorAll('[data-part="item"]').length).toBeLessThan(200));
    const shown = document.querySelectorAll('[data-part="item"]').length;
    expect(shown).toBeGreaterThan(0);
    expect([...document.querySelectorAll('[data-part="name"]')].every((name) => /wayne/i.test(name.textContent ?? ''))).toBe(true);
    expect(screen.getByText(`${shown} of 200 pages shown`)).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: `Select all ${shown} shown` }));
    expect(screen.getByRole('button', { name: `Connect ${shown} accounts` })).toBeVisible();
  });

  describe.each(['light', 'dark'] as const)('axe, %s', (theme) => {
    it('has no violations while loading, choosing (with search and a selection), submitting and failing', async () => {
      const { service, container } = setup({ pages: undefined, pageCount: 12, expiresAt: Date.now() + 45_000 }, {}, theme);
      const sessionRead = deferred();
      service.faults.set('pendingSession', { hold: sessionRead.promise, times: 1 });
      await state('loading');
      await expectNoViolations(container);
      sessionRead.resolve();
      await screen.findByRole('group');
      await expectNoViolations(container);
      await userEvent.click(screen.getByRole('button', { name: 'Connect accounts' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one page to connect.');
      await expectNoViolations(container);
      await userEvent.type(screen.getByRole('searchbox'), 'acme');
      await userEvent.click(await screen.findByRole('checkbox', { name: /^Select all \d+ shown$/ }));
      expect(screen.getByRole('status')).toHaveTextContent('Less than a minute left to choose.');
      await expectNoViolations(container);
      const failure = deferred();
      service.faults.set('finalize', { status: 500, hold: failure.promise, times: 1 });
      await userEvent.click(screen.getByRole('button', { name: /^Connect \d+ accounts?$/ }));
      await state('submitting');
      await expectNoViolations(container);
      failure.resolve();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.'));
      await expectNoViolations(container);
      await userEvent.type(screen.getByRole('searchbox'), 'zzz');
      await screen.findByText(/No pages match/);
      await expectNoViolations(container);
    });

    it('has no violations when connected, expired, empty or unreadable', async () => {
      const connected = setup({ pages: [PAGES[0]!] }, {}, theme);
      await userEvent.click(await screen.findByRole('button', { name: 'Connect 1 account' }));
      await state('connected');
      await expectNoViolations(connected.container);
      connected.unmount();

      const expired = setup({}, {}, theme);
      expired.service.faults.set('finalize', { status: 404 });
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme Studio' }));
      await userEvent.click(screen.getByRole('button', { name: 'Connect 1 account' }));
      await state('expired');
      await expectNoViolations(expired.container);
      expired.unmount();

      const empty = setup({ pages: [] }, {}, theme);
      await state('empty');
      await expectNoViolations(empty.container);
      empty.unmount();

      const broken = createSimulatedService({ baseUrl: '/api/social' });
      broken.faults.set('pendingSession', { status: 500 });
      worker.use(...broken.handlers);
      const unreadable = render(
        <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem' }}>
          <SocialKitProvider baseUrl="/api/social" retry={0}>
            <PagePicker sessionToken="ses_any" />
          </SocialKitProvider>
        </div>,
      );
      await state('error');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoViolations(unreadable.container);
    });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { page, userEvent } from 'vitest/browser';
import { ConnectAccountButton, ConnectAccountButtonGroup, ConnectCallback, SocialKitProvider } from '../../src/index.js';
import { keepPopups, tabTo } from '../support/browserUser.js';
import { expectNoViolations } from '../support/axe.js';
import { fixtureService, fixtureUrl, serviceFetch } from './fixtures/shared.js';
import '../../src/styles/tokens.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/page-picker.css';
import '../../src/styles/handle-app-password-form.css';

const FLOW_KEY = 'socialkit:connect:flow';
const testPage = location.href;
let db: string;
let service: ReturnType<typeof fixtureService>;
const popups: Window[] = [];

beforeEach(() => {
  db = `states-${Math.random().toString(36).slice(2)}`;
  service = fixtureService(db);
  sessionStorage.clear();
});
afterEach(() => {
  history.replaceState(null, '', testPage);
  for (const popup of popups.splice(0)) popup.close();
});

function renderThemed(ui: ReactNode, theme: 'light' | 'dark') {
  return render(
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', minHeight: '20rem' }}>
      <StrictMode>
        <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} retry={0} tenantId="acme">
          {ui}
        </SocialKitProvider>
      </StrictMode>
    </div>,
  );
}

/** This page as the redirect flow's callback: a record the button would have written, then the callback's parameters. */
function arriveWith(query: string, record = true) {
  if (record) sessionStorage.setItem(FLOW_KEY, JSON.stringify({ id: 'f1', network: 'facebook', mode: 'redirect', returnTo: testPage, startedAt: Date.now() }));
  history.replaceState(null, '', `${testPage}${query ? `&${query}` : ''}`);
}

const rootOf = (container: HTMLElement, scope: string) => container.querySelector<HTMLElement>(`[data-scope="${scope}"][data-part="root"]`)!;

describe.each(['light', 'dark'] as const)('ConnectCallback screens in real Chromium, %s', (theme) => {
  // A one-step answer names an account; the callback checks the service has it for the tenant.
  const account = () => service.db.addAccount({ network: 'facebook', username: 'ada', tenantId: 'acme' }).id;
  it.each([
    ['denied', () => 'error=access_denied', 'Access was not granted', 'Start again'],
    ['failed', () => 'error=server_error', 'The connection did not complete', 'Start again'],
    ['connected', () => `success=true&account_id=${account()}&username=ada`, 'Account connected', 'Back to the app'],
    ['failed', () => 'success=true&account_id=acc_not_ours&username=mallory', 'The connection did not complete', 'Start again'],
    [
      'load-error',
      () => {
        // The check itself fails: whether the account connected is unknown, so it says so and offers a retry.
        service.faults.set('listAccounts', { status: 500, times: 1 });
        return `success=true&account_id=${account()}&username=ada`;
      },
      'The connection could not be checked',
      'Start again',
    ],
    ['expired', () => 'session=ses_long_gone', 'This connection request has expired', 'Start again'],
  ])('shows the %s screen with its next step, out of a clean address, without axe violations', async (state, query, heading, next) => {
    const onError = vi.fn();
    const search = query();
    arriveWith(search);
    const { container } = renderThemed(<ConnectCallback onError={onError} />, theme);
    await waitFor(() => expect(rootOf(container, 'connect-callback')).toHaveAttribute('data-state', state));
    expect(location.href).toBe(testPage);
    const title = screen.getByRole('heading', { level: 1, name: heading });
    expect(title).toHaveFocus();
    expect(screen.getByRole('link', { name: next })).toHaveAttribute('href', testPage);
    if (state !== 'connected') expect(onError).toHaveBeenCalledTimes(1);
    if (state === 'connected') expect(screen.getByRole('status')).toHaveTextContent('Connected @ada.');
    if (search.includes('acc_not_ours')) expect(screen.getByRole('alert')).toHaveTextContent('The account this link names is not among your connected accounts');
    if (state === 'load-error') expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoViolations(container);
  });

  it('shows the empty screen when there is nothing to finish', async () => {
    arriveWith('', false);
    const { container } = renderThemed(<ConnectCallback returnTo="/dashboard" />, theme);
    expect(await screen.findByRole('heading', { name: 'Nothing to finish here' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/dashboard');
    await expectNoViolations(container);
  });

  it('in a popup the browser will not close, "Start again" says to close it rather than loading the app in it', async () => {
    // The popup's copy of the record; this test page is no window a script opened, so close() is refused.
    sessionStorage.setItem(FLOW_KEY, JSON.stringify({ id: 'f1', network: 'facebook', mode: 'popup', returnTo: `${location.origin}/elsewhere`, startedAt: Date.now() }));
    history.replaceState(null, '', `${testPage}&error=access_denied`);
    const { container } = renderThemed(<ConnectCallback />, theme);
    const startAgain = await screen.findByRole('link', { name: 'Start again' });
    startAgain.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Your browser kept this window open. Close it yourself to return to the app.');
    expect(location.href).toBe(testPage);
    expect(rootOf(container, 'connect-callback')).toHaveAttribute('data-state', 'denied');
    await expectNoViolations(container);
  });

  it('offers a retry when the pages cannot be read, then picks and finalizes once with the keyboard', async () => {
    const token = service.db.createSession({ network: 'facebook', pageCount: 2, tenantId: 'acme' });
    service.faults.set('pendingSession', { status: 500, times: 1 });
    const onConnected = vi.fn();
    arriveWith(`session=${token}`);
    const { container } = renderThemed(<ConnectCallback onConnected={onConnected} />, theme);
    const root = rootOf(container, 'connect-callback');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'load-error'));
    expect(location.href).toBe(testPage);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await expectNoViolations(container);

    await tabTo(() => screen.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'pages'));
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    await expectNoViolations(container);
    await tabTo(() => selectAll);
    await userEvent.keyboard(' ');
    const submit = () => container.querySelector('[data-part="submit"]');
    await tabTo(submit);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(root).toHaveAttribute('data-state', 'connected'));
    expect(screen.getByRole('heading', { name: 'Account connected' })).toHaveFocus();
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(service.requests.filter((r) => r.operation === 'finalize')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(FLOW_KEY)!).result).toBeUndefined();
    await expectNoViolations(container);
  });
});

describe.each(['light', 'dark'] as const)('ConnectAccountButton states in real Chromium, %s', { timeout: 30_000 }, (theme) => {
  const button = (props: Partial<Parameters<typeof ConnectAccountButton>[0]> = {}) => (
    <ConnectAccountButton network="facebook" mode="popup" redirectUri={fixtureUrl('callback', db)} {...props} />
  );

  it('has no violations idle, waiting on the popup, and canceled', async () => {
    keepPopups(popups);
    const { container } = renderThemed(button(), theme);
    const root = rootOf(container, 'connect-account-button');
    await expectNoViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    await expectNoViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(root).toHaveAttribute('data-state', 'canceled');
    await expectNoViolations(container);
  });

  it('has no violations with a blocked popup, and says so as an alert', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onError = vi.fn();
    const { container } = renderThemed(button({ onError }), theme);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser blocked the Facebook window.');
    expect(screen.getByRole('button', { name: 'Continue in this tab' })).toBeVisible();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'popup-blocked' }));
    // Nothing was asked of the proxy for a window that never opened.
    expect(service.requests).toEqual([]);
    await expectNoViolations(container);
  });

  it('has no violations when the proxy fails, and closes the empty popup', async () => {
    keepPopups(popups);
    service.faults.set('authUrl', { status: 500 });
    const { container } = renderThemed(button(), theme);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(rootOf(container, 'connect-account-button')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    expect(popups[0]!.closed).toBe(true);
    await expectNoViolations(container);
  });

  it('connects Bluesky in a dialog by keyboard, returning focus to the button', async () => {
    const onConnected = vi.fn();
    const { container } = renderThemed(button({ network: 'bluesky', onConnected }), theme);
    const trigger = screen.getByRole('button', { name: 'Connect Bluesky' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Connect Bluesky' });
    await expectNoViolations(container);
    // The form fills the dialog, with no empty strip at its end (on a screen wider than the dialog).
    await page.viewport(1024, 800);
    onTestFinished(() => page.viewport(414, 896));
    const form = dialog.querySelector<HTMLElement>('[data-scope="handle-app-password-form"][data-part="root"]')!;
    const inner = parseFloat(getComputedStyle(dialog).paddingInlineEnd) + parseFloat(getComputedStyle(dialog).borderInlineEndWidth);
    expect(dialog.getBoundingClientRect().right - form.getBoundingClientRect().right).toBeCloseTo(inner, 0);

    // Escape closes it, and focus comes back.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(rootOf(container, 'connect-account-button')).toHaveAttribute('data-state', 'canceled');

    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Connect Bluesky' });
    expect(again).not.toBe(dialog);
    const handle = within(again).getByRole('textbox', { name: /handle/i });
    await waitFor(() => expect(handle).toHaveFocus());
    await userEvent.keyboard(`ada${Date.now()}.bsky.social`);
    await tabTo(() => within(again).getByLabelText('App password'));
    await userEvent.keyboard('abcd-efgh-ijkl-mnop{Enter}');
    await waitFor(() => expect(rootOf(container, 'connect-account-button')).toHaveAttribute('data-state', 'connected'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onConnected).toHaveBeenCalledWith([expect.objectContaining({ network: 'bluesky' })]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Connected @ada\d+\.bsky\.social\.$/);
    await expectNoViolations(container);
  });

  it('shows the Bluesky form inline as a disclosure', async () => {
    const { container } = renderThemed(button({ network: 'bluesky', appPasswordPresentation: 'inline' }), theme);
    const trigger = screen.getByRole('button', { name: 'Connect Bluesky' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(trigger.getAttribute('aria-controls')!)).toContainElement(screen.getByLabelText('App password'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoViolations(container);
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('connects Bluesky inline by keyboard, and the form going away hands focus back to the button', async () => {
    const { container } = renderThemed(button({ network: 'bluesky', appPasswordPresentation: 'inline' }), theme);
    const trigger = screen.getByRole('button', { name: 'Connect Bluesky' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /handle/i })).toHaveFocus());
    await userEvent.keyboard(`ada${Date.now()}.bsky.social`);
    await tabTo(() => screen.getByLabelText('App password'));
    // The field that has focus leaves with the form once the account is connected.
    await userEvent.keyboard('abcd-efgh-ijkl-mnop{Enter}');
    await waitFor(() => expect(rootOf(container, 'connect-account-button')).toHaveAttribute('data-state', 'connected'));
    expect(screen.queryByLabelText('App password')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it.each(['horizontal', 'vertical', 'grid'] as const)('lays out a labelled group %s without violations', async (layout) => {
    const { container } = renderThemed(<ConnectAccountButtonGroup networks={['x', 'linkedin', 'bluesky', 'youtube']} layout={layout} mode="popup" />, theme);
    const group = screen.getByRole('group', { name: 'Connect an account' });
    expect(group).toHaveAttribute('data-layout', layout);
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Connect X', 'Connect LinkedIn', 'Connect Bluesky', 'Connect YouTube']);
    const [first, second] = within(group).getAllByRole('button').map((b) => b.getBoundingClientRect());
    if (layout === 'horizontal') expect(second!.left).toBeGreaterThan(first!.left);
    if (layout === 'vertical') expect(second!.top).toBeGreaterThan(first!.top);
    if (layout === 'grid') expect(getComputedStyle(group).display).toBe('grid');
    await expectNoViolations(container);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { userEvent } from 'vitest/browser';
import { ConnectAccountButton, SocialKitProvider, type ConnectAccountButtonProps, type ConnectEvent } from '../../src/index.js';
import { keepPopups, tabTo } from '../support/browserUser.js';
import { fixtureService, fixtureUrl, serviceFetch } from './fixtures/shared.js';
import '../../src/styles/tokens.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/page-picker.css';
import { FLOW, PAGE_LOAD } from '../support/patience.js';

let db: string;
const popups: Window[] = [];
const frames: HTMLIFrameElement[] = [];

beforeEach(() => {
  db = `popup-${Math.random().toString(36).slice(2)}`;
  sessionStorage.clear();
});
afterEach(() => {
  for (const popup of popups.splice(0)) popup.close();
  for (const frame of frames.splice(0)) frame.remove();
});

/**
 * Another browsing context of the app's origin, as a new tab would be (it shares the BroadcastChannel
 * and, being a frame of this tab, this tab's sessionStorage, which holds no flow while a popup is open).
 */
function openElsewhere(url: string) {
  const frame = document.createElement('iframe');
  frame.title = 'Another tab';
  frame.src = url;
  document.body.append(frame);
  frames.push(frame);
  return frame;
}

/** The state of the ConnectCallback rendered in a window, once it has rendered. */
const callbackState = (win: Window | null) => win?.document.querySelector('[data-scope="connect-callback"]')?.getAttribute('data-state');

/** The button in StrictMode over a fresh shared service, with a spy that keeps the real window.open. */
function setup(props: Partial<ConnectAccountButtonProps> = {}) {
  const service = fixtureService(db);
  const events: ConnectEvent[] = [];
  const onConnected = vi.fn();
  const onError = vi.fn();
  const openedDuring: (string | undefined)[] = [];
  // The popup's address when its answer arrives: the token must already be out of it.
  const addressAtAnswer: string[] = [];
  // What the browser is dispatching when the popup opens: the click itself, or nothing (after an await).
  keepPopups(popups, () => openedDuring.push(window.event?.type));
  render(
    <StrictMode>
      <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} retry={0} tenantId="acme">
        <ConnectAccountButton
          network="linkedin"
          mode="popup"
          redirectUri={fixtureUrl('callback', db)}
          onEvent={(event) => {
            events.push(event);
            if (event.type === 'authorized') addressAtAnswer.push(popups[0]!.location.href);
          }}
          onConnected={onConnected}
          onError={onError}
          {...props}
        />
      </SocialKitProvider>
    </StrictMode>,
  );
  const trigger = screen.getByRole('button', { name: `Connect ${props.network === 'x' ? 'X' : 'LinkedIn'}` });
  const root = trigger.parentElement!;
  return { service, events, onConnected, onError, openedDuring, addressAtAnswer, trigger, root };
}

const count = (service: ReturnType<typeof fixtureService>, operation: string) => service.requests.filter((r) => r.operation === operation).length;

/** Waits for the simulated consent screen in the popup and answers it with a plain DOM click. */
async function answerConsent(popup: Window, answer: 'Allow' | 'Deny') {
  const button = await waitFor(
    () => {
      const found = [...popup.document.querySelectorAll('button')].find((b) => b.textContent === answer);
      if (!found) throw new Error('consent not loaded yet');
      return found;
    },
    PAGE_LOAD,
  );
  button.click();
}

/** Resolves once every message posted to this window before it has been dispatched (they arrive in order). */
function messagesHandled() {
  return new Promise<void>((resolve) => {
    const sentinel = `sentinel-${Math.random()}`;
    window.addEventListener('message', (event) => event.data === sentinel && resolve());
    window.postMessage(sentinel, location.origin);
  });
}

describe('ConnectAccountButton in a real popup, StrictMode', FLOW, () => {
  it('opens the popup inside the click, then completes a page flow with the keyboard alone', async () => {
    const { service, events, onConnected, openedDuring, trigger, root, addressAtAnswer } = setup();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(openedDuring).toEqual(['click']);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    expect(screen.getByRole('status')).toHaveTextContent('Finish connecting in the LinkedIn window.');
    // Pending keeps focus: aria-disabled, not disabled.
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    expect(trigger).toHaveFocus();

    await answerConsent(popups[0]!, 'Allow');
    const dialog = await screen.findByRole('dialog', { name: 'Choose what to connect from LinkedIn' }, PAGE_LOAD);
    await waitFor(() => expect(popups[0]!.closed).toBe(true), PAGE_LOAD);
    expect(addressAtAnswer).toHaveLength(1);
    expect(addressAtAnswer[0]).toMatch(/callback\.html\?db=[\w-]+$/);

    const selectAll = await screen.findByRole('checkbox', { name: 'Select all' });
    await tabTo(() => selectAll);
    await userEvent.keyboard(' ');
    const submit = () => dialog.querySelector('[data-part="submit"]');
    await tabTo(submit);
    expect(submit()).toHaveTextContent('Connect 3 accounts');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(root).toHaveAttribute('data-state', 'connected'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Connected .+\.$/);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(onConnected.mock.calls[0]![0]).toHaveLength(3);
    expect(count(service, 'authUrl')).toBe(1);
    expect(count(service, 'pendingSession')).toBe(1);
    expect(count(service, 'finalize')).toBe(1);
    expect(events.map((event) => event.type)).toEqual(['open', 'popup-opened', 'authorized', 'pages-loaded', 'finalized']);
    expect(JSON.stringify(events)).not.toMatch(/session|token/i);
  });

  it('finishes a one-step network when the popup answers', async () => {
    const { trigger, root, onConnected } = setup({ network: 'x' });
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    // A keyboard user waiting on "Show X window": it goes away with the answer, focus must not.
    screen.getByRole('button', { name: 'Show X window' }).focus();
    await answerConsent(popups[0]!, 'Allow');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'connected'), PAGE_LOAD);
    expect(trigger).toHaveFocus();
    expect(onConnected).toHaveBeenCalledWith([expect.objectContaining({ network: 'x', username: expect.any(String) })]);
    await waitFor(() => expect(popups[0]!.closed).toBe(true), PAGE_LOAD);
  });

  it('reports a declined consent and keeps the popup open on its error', async () => {
    const { trigger, root, onError } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    await answerConsent(popups[0]!, 'Deny');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'), PAGE_LOAD);
    expect(screen.getByRole('alert')).toHaveTextContent('Access to LinkedIn was not granted.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'SocialKitError', kind: 'connect', code: 'access-denied' }));
    await waitFor(() => expect(popups[0]!.document.querySelector('[data-state="denied"]')).not.toBeNull());
    expect(popups[0]!.closed).toBe(false);
    expect(popups[0]!.location.search).not.toContain('error=');
  });

  it('ignores a perfectly shaped answer from another origin', async () => {
    const { trigger, root } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));

    const forgeDone = new Promise((resolve) => window.addEventListener('message', (event) => event.data === 'forge-done' && resolve(event.origin)));
    const foreign = new URL('/test/components/fixtures/forge.html', location.href);
    foreign.hostname = foreign.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    popups.push(window.open(foreign.href, '_blank', 'popup,width=300,height=300')!);
    expect(await forgeDone).toBe(foreign.origin);
    // Same origin but another protocol version or source: ignored as well.
    window.postMessage({ source: 'socialkit', v: 2, id: 'v2', type: 'session', sessionToken: 'future' }, location.origin);
    window.postMessage({ source: 'other', v: 1, id: 'o', type: 'session', sessionToken: 'other' }, location.origin);
    // Messages to a window arrive in order: once a later one is here, the two above were handled.
    await messagesHandled();
    expect(root).toHaveAttribute('data-state', 'popup-open');
    expect(screen.queryByRole('dialog')).toBeNull();

    await answerConsent(popups[0]!, 'Allow');
    expect(await screen.findByRole('dialog', {}, PAGE_LOAD)).toBeVisible();
  });

  it('hears the answer over the BroadcastChannel when the popup lost its opener', async () => {
    const { trigger, root } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    const popup = popups[0]!;
    await waitFor(() => expect(popup.document.querySelector('button')).not.toBeNull(), PAGE_LOAD);
    // As Cross-Origin-Opener-Policy on a consent page would do.
    popup.opener = null;
    await answerConsent(popup, 'Allow');
    expect(await screen.findByRole('dialog', {}, PAGE_LOAD)).toBeVisible();
    expect(root).toHaveAttribute('data-state', 'pending-session');
    await waitFor(() => expect(popup.closed).toBe(true), PAGE_LOAD);
  });

  it('takes no answer from a callback link opened elsewhere: it knows no flow, and refuses it on its own page', async () => {
    const { trigger, root, service } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    // An attacker's link to the app's own callback page, with their session, opened in another tab.
    const crafted = service.db.createSession({ network: 'linkedin', pageCount: 2, tenantId: 'acme' });
    const frame = openElsewhere(`${fixtureUrl('callback', db)}&session=${crafted}`);
    // Nothing read for it is checked on the service's own log in the example apps (test/examples):
    // this frame answers from its own simulator instance, whose log this page cannot see.
    await waitFor(() => expect(callbackState(frame.contentWindow)).toBe('unstarted'), PAGE_LOAD);
    // The same shape on this window, but from a window that is not the flow's popup.
    window.postMessage({ source: 'socialkit', v: 1, id: 'not-from-popup', type: 'session', sessionToken: crafted }, location.origin);
    await messagesHandled();
    expect(root).toHaveAttribute('data-state', 'popup-open');
    expect(screen.queryByRole('dialog')).toBeNull();

    // The flow's own popup still answers.
    await answerConsent(popups[0]!, 'Allow');
    expect(await screen.findByRole('dialog', {}, PAGE_LOAD)).toBeVisible();
  });

  it('takes an answer without the flow’s id from its own popup, when storage gave the popup no record', async () => {
    const { trigger, root } = setup();
    // sessionStorage refuses in this tab (as in a sandboxed frame), so the popup's copy holds no flow.
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    refused.mockRestore();
    await answerConsent(popups[0]!, 'Allow');
    expect(await screen.findByRole('dialog', {}, PAGE_LOAD)).toBeVisible();
    expect(root).toHaveAttribute('data-state', 'pending-session');
  });

  it('in a popup cut off from its opener, shows a declined consent and closes on "Start again" rather than loading the app', async () => {
    const { trigger, root, onError } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    const popup = popups[0]!;
    await waitFor(() => expect(popup.document.querySelector('button')).not.toBeNull(), PAGE_LOAD);
    popup.opener = null;
    await answerConsent(popup, 'Deny');
    // The error still reaches this flow, over the channel, by the flow's id.
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'error'), PAGE_LOAD);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'access-denied' }));
    await waitFor(() => expect(callbackState(popup)).toBe('denied'), PAGE_LOAD);
    const startAgain = [...popup.document.querySelectorAll('a')].find((link) => link.textContent === 'Start again')!;
    startAgain.click();
    await waitFor(() => expect(popup.closed).toBe(true));
  });

  it('asks the server when the popup closes without an answer: canceled when nothing arrived', async () => {
    const { trigger, root, events, service } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    popups[0]!.close();
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'checking'));
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether LinkedIn connected…');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'canceled'), PAGE_LOAD);
    expect(events.map((event) => event.type)).toEqual(['open', 'popup-opened', 'popup-closed', 'canceled']);
    // The snapshot at the start and the check at the end.
    expect(count(service, 'listAccounts')).toBe(2);
  });

  it('asks the server when the popup closes without an answer: connected when a new account is there', async () => {
    const { trigger, root, service, onConnected } = setup({ network: 'x' });
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    await waitFor(() => expect(count(service, 'listAccounts')).toBe(1));
    // The account appeared by another way (the consent finished in a window we lost track of).
    const account = service.db.addAccount({ network: 'x', username: 'quiet', tenantId: 'acme' });
    popups[0]!.close();
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'connected'), PAGE_LOAD);
    expect(onConnected).toHaveBeenCalledWith([expect.objectContaining({ id: account.id })]);
    expect(screen.getByRole('status')).toHaveTextContent('Connected @quiet.');
  });

  it('cancels from the waiting state, closing the popup, and focuses the popup on demand', async () => {
    const { trigger, root } = setup();
    await userEvent.click(trigger);
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'));
    // Spied once the consent page has loaded: a navigation brings a new Window behind the proxy.
    await waitFor(() => expect(popups[0]!.document.querySelector('button')).not.toBeNull(), PAGE_LOAD);
    const focus = vi.spyOn(popups[0]!, 'focus').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Show LinkedIn window' }));
    // The busy button (aria-disabled, so Playwright will not click it) still answers the keyboard.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(focus).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(root).toHaveAttribute('data-state', 'canceled');
    expect(popups[0]!.closed).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Connecting LinkedIn was canceled.');
  });
});

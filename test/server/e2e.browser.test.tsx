import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { commands, userEvent } from 'vitest/browser';
import { createSocialClient } from '../../src/client/createSocialClient.js';
import { SocialKitError } from '../../src/client/errors.js';
import { AccountList, ConnectAccountButton, HandleAppPasswordForm, MediaUploader, SocialKitProvider } from '../../src/index.js';
import { keepPopups, tabTo } from '../support/browserUser.js';
import { E2E_BASE_PATH, E2E_SIGN_IN, E2E_TENANT } from '../support/e2ePaths.js';
import type { WireEntry } from '../support/e2eStack.js';
import { makeQueryClient } from '../support/render.js';
import '../../src/styles/tokens.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/connect-callback.css';
import '../../src/styles/page-picker.css';
import '../../src/styles/handle-app-password-form.css';
import '../../src/styles/account-list.css';
import '../../src/styles/media-uploader.css';
import { FLOW, PAGE_LOAD } from '../support/patience.js';

// The whole chain, nothing simulated in the page: components -> the proxy, mounted on this page's
// own dev server at /api/e2e as an app mounts it, behind the app's cookie session -> the simulated
// service as a real HTTP server on another origin, which refuses calls without the API key -> the
// loopback presigned storage for the bytes. test/support/e2eStack.ts starts it; the key is made per
// run and never comes to this page, so the commands only say whether it was sent or seen.

// A real browser with a real event loop: updates from fetches need no act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const popups: Window[] = [];
let scope: string;

async function signIn() {
  const response = await fetch(E2E_SIGN_IN, { method: 'POST' });
  expect(response.status).toBe(204);
}

beforeEach(async () => {
  ({ scope } = await commands.e2eReset());
  await signIn();
  sessionStorage.clear();
});
afterEach(() => {
  for (const popup of popups.splice(0)) popup.close();
});

/** The page as an app writes it: the proxy's path and nothing else; the page names another tenant than its session's. */
function renderApp(children: ReactNode, tenantId = 'globex') {
  return render(
    <StrictMode>
      <SocialKitProvider baseUrl={E2E_BASE_PATH} tenantId={tenantId} retry={0} queryClient={makeQueryClient()}>
        {children}
      </SocialKitProvider>
    </StrictMode>,
  );
}

/** Everything this page holds that the key could hide in: its document, storage, cookies and every URL it loaded. */
const pageTexts = () => [
  document.documentElement.outerHTML,
  JSON.stringify({ ...localStorage }),
  JSON.stringify({ ...sessionStorage }),
  document.cookie,
  location.href,
  ...performance.getEntriesByType('resource').map((entry) => entry.name),
];

/** The key went over the wire only between the proxy and the service. */
async function expectKeyNeverReachedThePage(...more: string[]) {
  const search = await commands.e2eFindKey([...pageTexts(), ...more]);
  expect(search.responses).toBeGreaterThan(0);
  expect(search).toEqual({ responses: search.responses, responsesWithKey: 0, textsWithKey: [] });
}

/**
 * Every request the service received came through the proxy: keyed (but the pending-session
 * routes, which go by their token), cookie-free, and naming the session's tenant wherever it names
 * one. Returns the tenants named.
 */
function expectForwardedByTheProxy(wire: WireEntry[]) {
  expect(wire.length).toBeGreaterThan(0);
  for (const entry of wire) {
    expect(entry.auth, `${entry.method} ${entry.path}`).toBe(entry.path.includes('/pending/') ? 'none' : 'api-key');
    expect(entry.headers).not.toContain('cookie');
  }
  const body = (entry: WireEntry) => (entry.body ?? {}) as Record<string, unknown>;
  const tenants = wire.flatMap((entry) => [body(entry).tenant_id, body(entry).tenantId, entry.query.tenantId].filter((tenant) => tenant !== undefined));
  expect(tenants.filter((tenant) => tenant !== E2E_TENANT)).toEqual([]);
  return tenants;
}

/** Method and path, with ids and tokens (`acc_…`, `med_…`, `ses_…`) as `:id`. */
const operations = (wire: WireEntry[]) => wire.map((entry) => `${entry.method} ${entry.path.replace(/\/(acc|med|ses)_[^/]+/g, '/:id')}`);

describe('components -> proxy -> simulated service over HTTP, in real Chromium', FLOW, () => {
  it('connects LinkedIn pages in a popup with the keyboard alone, through a consent page on the service’s origin', async () => {
    keepPopups(popups);
    const onConnected = vi.fn();
    const onError = vi.fn();
    renderApp(
      <ConnectAccountButton
        network="linkedin"
        mode="popup"
        redirectUri={new URL('/test/components/fixtures/callback.html?e2e', location.href).href}
        onConnected={onConnected}
        onError={onError}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Connect LinkedIn' });
    const root = trigger.parentElement!;

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'popup-open'), PAGE_LOAD);
    expect(screen.getByRole('status')).toHaveTextContent('Finish connecting in the LinkedIn window.');

    const consent = await commands.e2eConsent('Allow');
    const { serviceOrigin } = await commands.e2eLog();
    expect(consent).toEqual({ origin: serviceOrigin, heading: 'LinkedIn wants access' });
    expect(serviceOrigin).not.toBe(location.origin);

    const dialog = await screen.findByRole('dialog', { name: 'Choose what to connect from LinkedIn' }, PAGE_LOAD);
    await waitFor(() => expect(popups[0]!.closed).toBe(true), PAGE_LOAD);
    const selectAll = await within(dialog).findByRole('checkbox', { name: 'Select all' }, PAGE_LOAD);
    await tabTo(() => selectAll);
    await userEvent.keyboard(' ');
    const submit = () => dialog.querySelector('[data-part="submit"]');
    await tabTo(submit);
    expect(submit()).toHaveTextContent('Connect 3 accounts');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(root).toHaveAttribute('data-state', 'connected'), PAGE_LOAD);
    expect(screen.getByRole('status')).toHaveTextContent(/^Connected .+\.$/);
    expect(trigger).toHaveFocus();
    expect(onError).not.toHaveBeenCalled();
    expect(onConnected).toHaveBeenCalledTimes(1);
    const connected = onConnected.mock.calls[0]![0] as { id: string; network: string; tenantId: string }[];

    const log = await commands.e2eLog();
    expect(connected.map((account) => account.id).sort()).toEqual(log.accounts.map((account) => account.id).sort());
    expect(log.accounts).toHaveLength(3);
    expect(log.accounts.every((account) => account.network === 'linkedin' && account.tenantId === E2E_TENANT)).toBe(true);
    expect(new Set(operations(log.wire))).toEqual(
      new Set([
        'GET /svc/v1/social-accounts',
        'POST /svc/v1/social-networks/linkedin/auth-url',
        'GET /svc/v1/social-accounts/pending/:id',
        'POST /svc/v1/social-accounts/pending/:id/finalize',
      ]),
    );
    // The page named globex in the auth URL and the list; the service heard acme.
    expect(expectForwardedByTheProxy(log.wire)).toHaveLength(2);
    expect(log.proxy.every((event) => event.event === 'forwarded')).toBe(true);
    await expectKeyNeverReachedThePage(JSON.stringify(connected));
  });

  it('connects Bluesky with a handle and app password', async () => {
    const onConnected = vi.fn();
    renderApp(<HandleAppPasswordForm onConnected={onConnected} autoFocus />);
    await userEvent.keyboard('@nora.bsky.social');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('abcd-efgh-ijkl-mnop');
    const submit = screen.getByRole('button', { name: 'Connect Bluesky' });
    await tabTo(() => submit);
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Connected @nora.bsky.social.'), PAGE_LOAD);
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ network: 'bluesky', username: 'nora.bsky.social', tenantId: E2E_TENANT }));
    expect(screen.getByLabelText('App password')).toHaveValue('');

    const log = await commands.e2eLog();
    expect(log.wire).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/svc/v1/social-accounts/bluesky',
        auth: 'api-key',
        body: { handle: 'nora.bsky.social', appPassword: '[redacted]', tenantId: E2E_TENANT },
      }),
    ]);
    expect(log.accounts).toEqual([expect.objectContaining({ network: 'bluesky', tenantId: E2E_TENANT })]);
    expect(expectForwardedByTheProxy(log.wire)).toEqual([E2E_TENANT]);
    await expectKeyNeverReachedThePage();
    expect(pageTexts().some((text) => text.includes('abcd-efgh-ijkl-mnop'))).toBe(false);
  });

  it('uploads: ticket through the proxy, bytes straight to storage with real progress, confirm through the proxy', async () => {
    const { container } = renderApp(<MediaUploader />);
    // Every byte-progress value a row's bar showed while the PUT was under way.
    const shown: number[] = [];
    const observer = new MutationObserver(() => {
      for (const bar of container.querySelectorAll<HTMLProgressElement>('[data-part="item"][data-state="uploading"] progress')) shown.push(bar.value);
    });
    observer.observe(container, { subtree: true, attributes: true, attributeFilter: ['value'] });
    onTestFinished(() => observer.disconnect());

    const file = new File([new Uint8Array(8 * 1024 * 1024)], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(screen.getByLabelText('Choose files to upload'), [file]);
    const row = () => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name: 'clip.mp4' });
    await waitFor(() => expect(row()).toHaveAttribute('data-state', 'done'), PAGE_LOAD);
    expect(within(row()).getByText('Uploaded')).toBeVisible();
    // Several steps in between, as bytes reached the storage (which reads them at a set pace).
    expect(new Set(shown.filter((value) => value > 0 && value < 1)).size).toBeGreaterThanOrEqual(2);

    // The bytes went from this page to the storage's origin, never through the proxy.
    const storage = await commands.storageState(scope);
    expect(storage.objects).toEqual([expect.objectContaining({ size: file.size, contentType: 'video/mp4' })]);
    const puts = storage.requests.filter((request) => request.method === 'PUT');
    expect(puts).toEqual([expect.objectContaining({ origin: location.origin, contentType: 'video/mp4' })]);

    const log = await commands.e2eLog();
    expect(operations(log.wire)).toEqual(['POST /svc/v1/media/upload', 'POST /svc/v1/media/:id/confirm']);
    expect(log.proxy.map((event) => event.operation)).toEqual(['uploadTicket', 'confirmUpload']);
    expect(log.requests.find((request) => request.operation === 'confirmUpload')?.body).toEqual({ size: file.size });
    expect(log.media).toEqual([expect.objectContaining({ filename: 'clip.mp4', size: file.size, confirmCount: 1 })]);
    expectForwardedByTheProxy(log.wire);
    await expectKeyNeverReachedThePage();
  });

  it('refuses, before the service, a path outside the allowlist and a disconnect of another tenant’s account', async () => {
    const { accounts } = await commands.e2eReset([
      { network: 'x', username: 'mine', tenantId: E2E_TENANT },
      { network: 'x', username: 'theirs', tenantId: 'globex' },
    ]);
    await signIn();
    const theirs = accounts.find((account) => account.username === 'theirs')!;
    // The page asks for globex; the session says acme, and that is what it gets.
    renderApp(<AccountList />, 'globex');
    const list = await screen.findByRole('list', { name: 'Connected accounts' }, PAGE_LOAD);
    // The list shows as loading first: its rows come with the proxy's answer.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), PAGE_LOAD);
    expect(within(list).getByText('@mine')).toBeVisible();
    expect(screen.queryByText('@theirs')).toBeNull();

    // A page that tampered with its own code.
    const outside = await fetch(`${E2E_BASE_PATH}/v1/api-keys`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ success: false });
    const refused = await createSocialClient({ baseUrl: E2E_BASE_PATH })
      .disconnectAccount({ accountId: theirs.id })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SocialKitError);
    expect(refused).toMatchObject({ status: 404 });

    const log = await commands.e2eLog();
    expect(log.proxy.filter((event) => event.event === 'rejected')).toEqual([
      expect.objectContaining({ status: 404, reason: 'not_allowed', upstreamRequests: 0 }),
      expect.objectContaining({ status: 404, reason: 'not_in_tenant', operation: 'disconnectAccount' }),
    ]);
    // The service saw the lists (the component's, and the proxy's own check), for acme only; no DELETE, nothing outside.
    expect(operations(log.wire)).toEqual(['GET /svc/v1/social-accounts', 'GET /svc/v1/social-accounts']);
    expect(expectForwardedByTheProxy(log.wire)).toEqual([E2E_TENANT, E2E_TENANT]);
    expect(log.accounts.map((account) => account.username).sort()).toEqual(['mine', 'theirs']);
    await expectKeyNeverReachedThePage();
  });

  it('answers 401 without the app’s session, and the service never hears of it', async () => {
    await commands.e2eReset();
    const response = await fetch(`${E2E_BASE_PATH}/v1/social-accounts`);
    expect(response.status).toBe(401);
    const log = await commands.e2eLog();
    expect(log.wire).toEqual([]);
    expect(log.proxy).toEqual([expect.objectContaining({ status: 401, event: 'rejected', upstreamRequests: 0 })]);
  });
});

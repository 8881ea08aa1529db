import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { AccountList, SocialKitProvider } from '../../src/index.js';
import { expectNoViolations } from '../support/axe.js';
import { keepPopups, tabTo } from '../support/browserUser.js';
import { fixtureService, fixtureUrl, serviceFetch } from './fixtures/shared.js';
import { FLOW, PAGE_LOAD } from '../support/patience.js';
import '../../src/styles/tokens.css';
import '../../src/styles/account-list.css';
import '../../src/styles/connect-account-button.css';
import '../../src/styles/page-picker.css';

// Reconnect from the list in a real popup, over a simulated service the popup and its callback
// page share with this page (localStorage, under this test's own name).
let db: string;
const popups: Window[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  db = `reconnect-${Math.random().toString(36).slice(2)}`;
  sessionStorage.clear();
});
afterEach(() => {
  for (const popup of popups.splice(0)) popup.close();
});

function setup(network: 'x' | 'linkedin' = 'x', theme: 'light' | 'dark' = 'light') {
  const service = fixtureService(db);
  service.db.addAccount({ network: 'youtube', nickname: 'Grace', username: 'grace', tenantId: 'acme' });
  const ada = service.db.addAccount({ network, nickname: 'Ada', username: 'ada', accountType: 'organization', tenantId: 'acme' });
  // The network stopped accepting Ada's sign-in: the service reports her account inactive.
  service.db.setAccountActive(ada.id, false);
  keepPopups(popups);
  const onReconnected = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '48rem' }}>
      <SocialKitProvider baseUrl="/api/social" fetch={serviceFetch(service)} tenantId="acme" queryClient={queryClient} retry={0}>
        <AccountList redirectUri={fixtureUrl('callback', db)} mode="popup" onReconnected={onReconnected} />
      </SocialKitProvider>
    </div>,
  );
  const row = () => screen.getAllByRole('listitem').find((item) => item.getAttribute('data-account-id') === ada.id)!;
  return { service, ada, row, onReconnected, ...view };
}

/** Chooses who to sign in as on the simulated consent screen in the popup, then Allow. */
async function consent(popup: Window, as: '@ada' | 'Another account') {
  const allow = await waitFor(() => {
    const found = [...popup.document.querySelectorAll('button')].find((button) => button.textContent === 'Allow');
    if (!found) throw new Error('consent not loaded yet');
    return found;
  }, PAGE_LOAD);
  const radio = [...popup.document.querySelectorAll('label')].find((label) => label.textContent === as)?.control as HTMLInputElement;
  radio.click();
  allow.click();
}

describe('AccountList reconnect in a real popup', FLOW, () => {
  it('shows an inactive account as needing reconnecting, and Reconnect by keyboard brings the same account back', async () => {
    const { service, ada, row, onReconnected } = setup();
    await waitFor(() => expect(within(row()).getByText('Needs reconnecting')).toBeVisible(), PAGE_LOAD);
    const reconnect = () => within(row()).queryByRole('button', { name: 'Reconnect @ada' });

    await tabTo(reconnect);
    await userEvent.keyboard('{Enter}');
    expect(popups).toHaveLength(1);
    await waitFor(() => expect(within(row()).getByText('Finish connecting in the X window.')).toBeVisible(), PAGE_LOAD);
    expect(reconnect()).toHaveAttribute('aria-disabled', 'true');

    await consent(popups[0]!, '@ada');
    await waitFor(() => expect(within(row()).getByText('Active')).toBeVisible(), PAGE_LOAD);
    expect(within(row()).getByRole('status')).toHaveTextContent('Connected @ada.');
    expect(reconnect()).toBeNull();
    // The keyboard's place survives the button going away.
    expect(row().contains(document.activeElement)).toBe(true);
    // The same account, active again, and no second one on the service.
    expect(service.db.accounts().map(({ id, isActive }) => ({ id, isActive }))).toEqual([
      { id: expect.any(String), isActive: 1 },
      { id: ada.id, isActive: 1 },
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(onReconnected).toHaveBeenCalledWith(expect.objectContaining({ id: ada.id }), true);
  });

  it('says so when the user signs in to another account, and the row still needs reconnecting', async () => {
    const { service, ada, row, onReconnected } = setup();
    const reconnect = await screen.findByRole('button', { name: 'Reconnect @ada' }, PAGE_LOAD);
    await tabTo(() => reconnect);
    await userEvent.keyboard('{Enter}');

    await consent(popups[0]!, 'Another account');
    const other = await waitFor(() => {
      const added = service.db.accounts().find((account) => account.id !== ada.id && account.network === 'x');
      if (!added) throw new Error('no other account yet');
      return added;
    }, PAGE_LOAD);
    await waitFor(() => expect(within(row()).getByRole('alert')).toHaveTextContent(`You signed in to @${other.username}, so @ada still needs reconnecting.`), PAGE_LOAD);
    expect(within(row()).getByText('Needs reconnecting')).toBeVisible();
    expect(within(row()).getByRole('button', { name: 'Reconnect @ada' })).not.toHaveAttribute('aria-disabled');
    expect(service.db.accounts().find((account) => account.id === ada.id)).toMatchObject({ isActive: 0 });
    // The other account is listed as connected, beside the one that still needs reconnecting.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3), PAGE_LOAD);
    expect(onReconnected).toHaveBeenCalledWith(expect.objectContaining({ id: ada.id }), false);
  });

  it('reconnects a page through the page picker, with the account’s page ticked', async () => {
    const { service, ada, row } = setup('linkedin');
    const reconnect = await screen.findByRole('button', { name: 'Reconnect @ada' }, PAGE_LOAD);
    await tabTo(() => reconnect);
    await userEvent.keyboard('{Enter}');
    await consent(popups[0]!, '@ada');

    const dialog = await screen.findByRole('dialog', { name: 'Choose what to connect from LinkedIn' }, PAGE_LOAD);
    const submit = await within(dialog).findByRole('button', { name: 'Connect 1 account' }, PAGE_LOAD);
    await tabTo(() => submit, 30);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(row()).getByText('Active')).toBeVisible(), PAGE_LOAD);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(service.db.accounts().filter((account) => account.network === 'linkedin')).toEqual([expect.objectContaining({ id: ada.id, isActive: 1 })]);
  });
});

describe.each(['light', 'dark'] as const)('AccountList reconnect axe checks, %s', (theme) => {
  it('has no violations on a row that needs reconnecting, and on its mismatch alert', FLOW, async () => {
    const { container, row } = setup('x', theme);
    const reconnect = await screen.findByRole('button', { name: 'Reconnect @ada' }, PAGE_LOAD);
    await expectNoViolations(container);
    await userEvent.click(reconnect);
    await consent(popups[0]!, 'Another account');
    await waitFor(() => expect(within(row()).getByRole('alert')).toHaveTextContent(/still needs reconnecting/), PAGE_LOAD);
    await expectNoViolations(container);
  });
});

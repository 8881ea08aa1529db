import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { AccountList, SocialKitProvider, type AccountListProps } from '../../src/index.js';
import { createSimulatedService } from '../../src/mocks/index.js';
import { expectNoViolations } from '../support/axe.js';
import { worker } from '../support/worker.js';
import '../../src/styles/tokens.css';
import '../../src/styles/account-list.css';

type Theme = 'light' | 'dark';

// A real browser with a real event loop: updates from fetches need no act(), whose warnings
// would only bury the results.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

interface SetupOptions {
  count?: number;
  theme?: Theme;
  /** Runs before the first request can leave, to arm faults. */
  before?: (service: ReturnType<typeof createSimulatedService>) => void;
}

function setup(props: AccountListProps = {}, { count = 3, theme = 'light', before }: SetupOptions = {}) {
  const service = createSimulatedService({ baseUrl: '/api/social' });
  before?.(service);
  const people = ['Ada', 'Grace', 'Alan', 'Edsger'];
  const networks = ['youtube', 'bluesky', 'linkedin', 'mastodon'];
  for (let i = 1; i <= count; i++) {
    service.db.addAccount({
      network: networks[i % networks.length],
      nickname: `${people[i % people.length]} ${i}`,
      username: `user${i}`,
      accountType: i % 2 ? 'organization' : 'personal',
      isActive: i === 2 ? 0 : 1,
      tenantId: 'acme',
    });
  }
  worker.use(...service.handlers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <div data-theme={theme} style={{ background: 'var(--sk-color-bg)', padding: '1rem', width: '48rem' }}>
      <SocialKitProvider baseUrl="/api/social" tenantId="acme" queryClient={queryClient} retry={0}>
        <AccountList {...props} />
      </SocialKitProvider>
    </div>,
  );
  const rows = () => within(screen.getByRole('list', { name: 'Connected accounts' })).getAllByRole('listitem');
  const disconnects = () => service.requests.filter((request) => request.operation === 'disconnectAccount');
  return { service, rows, disconnects, ...view };
}

/** Tabs forward until `name` has focus, as a keyboard user would. */
async function tabTo(name: string | RegExp) {
  for (let i = 0; i < 30; i++) {
    await userEvent.keyboard('{Tab}');
    const active = document.activeElement;
    if (active && (typeof name === 'string' ? active.getAttribute('aria-label') === name || active.textContent === name : name.test(active.textContent ?? ''))) return active;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

describe('AccountList in real Chromium: keyboard and focus', () => {
  it('disconnects with the keyboard alone, focus following the rows', async () => {
    const { rows, service } = setup();
    await waitFor(() => expect(rows()).toHaveLength(3));

    await tabTo('Disconnect @user1');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Disconnect @user1?' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Disconnect @user1' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Disconnect @user2' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Disconnected @user1.'));
    expect(service.db.accounts().map((account) => account.username)).toEqual(['user2', 'user3']);

    // The last row goes to the previous one, and then the empty state takes focus.
    await tabTo('Disconnect @user3');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Disconnect @user2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    const empty = await screen.findByText('No accounts are connected yet.');
    await waitFor(() => expect(empty.parentElement).toHaveFocus());
  });

  it('does not confirm on a held Enter key: its repeats land on Confirm', async () => {
    const { rows, disconnects } = setup();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await tabTo('Disconnect @user1');
    await userEvent.keyboard('{Enter>3}{/Enter}');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(rows()).toHaveLength(3);
    expect(disconnects()).toHaveLength(0);
  });

  it('returns focus to a row whose disconnect failed, with its message', async () => {
    const { rows, service } = setup();
    await waitFor(() => expect(rows()).toHaveLength(3));
    service.faults.set('disconnectAccount', { status: 500, times: 1 });
    await tabTo('Disconnect @user3');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('@user3 could not be disconnected and is back in the list.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disconnect @user3' })).toHaveFocus());
    expect(rows()).toHaveLength(3);
  });

  it('pages with the keyboard, focus staying on Next', async () => {
    const { rows } = setup({ pageSize: 2 }, { count: 5 });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const next = await tabTo('Next');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('3–4 of 5', { selector: '[data-part="range"]' })).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('5 of 5', { selector: '[data-part="range"]' })).toBeVisible());
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(getComputedStyle(next).outlineStyle).toBe('solid');
  });

  it('keeps the focused Previous in view when a longer page pushes it down', async () => {
    const { rows } = setup({ pageSize: 20 }, { count: 25 });
    await waitFor(() => expect(rows()).toHaveLength(20));
    const next = await tabTo('Next');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('21–25 of 25', { selector: '[data-part="range"]' })).toBeVisible());
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await waitFor(() => expect(screen.getByText('1–20 of 25', { selector: '[data-part="range"]' })).toBeVisible());
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveFocus();
    // Twenty rows now stand above it: the page follows it, so a sighted keyboard user still sees where focus is.
    await waitFor(() => expect(previous.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
    expect(previous.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  });
});

describe.each(['light', 'dark'] as const)('AccountList axe checks, %s', (theme) => {
  it('has no violations while loading', async () => {
    const { container, unmount } = setup({}, { theme, before: (service) => service.faults.set('listAccounts', { delayMs: 30_000, times: 1 }) });
    expect(screen.getByRole('list', { name: 'Connected accounts' })).toHaveAttribute('aria-busy', 'true');
    await expectNoViolations(container);
    unmount();
  });

  it('has no violations with the list, the confirmation and a failed row', async () => {
    const { rows, service, container } = setup({ showTenantFilter: true, onSelect: () => {} }, { theme, count: 4 });
    await waitFor(() => expect(rows()).toHaveLength(4));
    await expectNoViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect @user1' }));
    expect(screen.getByRole('group', { name: 'Disconnect @user1?' })).toBeVisible();
    await expectNoViolations(container);

    service.faults.set('disconnectAccount', { status: 500, times: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alert');
    await expectNoViolations(container);
  });

  it('has no violations when empty, filtered empty, and with a bad tenant', async () => {
    const { container } = setup({ showTenantFilter: true, defaultNetwork: 'pinterest' }, { theme });
    await screen.findByText('No Pinterest accounts are connected.');
    await expectNoViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Show all networks' }));
    const field = screen.getByRole('textbox', { name: 'Tenant' });
    await userEvent.clear(field);
    await userEvent.type(field, 'no tenant{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(container);
  });

  it('has no violations in the error state', async () => {
    const { container } = setup({}, { theme, before: (service) => service.faults.set('listAccounts', { status: 500 }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoViolations(container);
  });
});

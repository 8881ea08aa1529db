import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountList, ConnectAccountButton, type AccountListProps, type NetworkId } from '../src/index.js';
import { accountSeed, disconnectService, uncountedService } from './support/accountList.js';
// `ownService` here names the disconnect stories' msw parameters; the loader is the support file's.
import { never, ownService as serviceOfItsOwn, serviceOf, withOwnService } from './support/ownService.js';
import { networkFilterSelect } from './support/controls.js';
import { pressedAsItOpens } from './support/asItOpens.js';
import { callbackUrl } from './support/connect.js';
import { simulated } from './support/simulated.js';

/**
 * The accounts connected for a tenant, a page at a time: avatar, name, handle, network, type and
 * whether the account is active (in words, never colour alone), with a network filter, loading,
 * empty and error states, and a disconnect that asks first, in place.
 *
 * **In the flow:** the settings page where users see what they connected, beside a
 * [ConnectAccountButton](?path=/docs/components-connectaccountbutton--docs) group; a connect or a
 * disconnect anywhere on the page refreshes it. The stories list tenant `acme` of the simulated
 * service: 45 seeded accounts, three pages of 20.
 *
 * **Props that matter:** `pageSize` (20, at most 100); the network filter controlled (`network`,
 * `onNetworkChange`: pick one in the Controls panel and the list's own select moves it too) or not
 * (`defaultNetwork`), `null` for every network; `tenantId` (the provider's by default, `''` for
 * every tenant the proxy allows) and `showTenantFilter` for operators; `onDisconnected(account)`,
 * `onError(error, account?)`; `onSelect(account)` makes names buttons, `renderActions(account)`
 * adds the app's own controls to each row; `redirectUri` and `mode`, as on ConnectAccountButton,
 * for Reconnect, and `onReconnected(account, matched)`.
 *
 * **States:** the root's `data-state` is `loading`, `error`, `empty` or `success`, with
 * `data-fetching` while a request is out; a row's `data-state` is `idle`, `confirming` or `failed`.
 * Loading and Load Error hold or fail the list's request on a simulated service of their own, so
 * they open here beside the others. A row's `confirming` and `failed` follow a press of
 * Disconnect: Confirming As Opened and Failed As Opened press as they open, on services of their
 * own (Disconnect Confirm and Disconnect Failure Restores Row play the same by hand).
 *
 * **Reconnect:** an account the service reports inactive shows "Needs reconnecting" with an icon
 * and a Reconnect button (Needs Reconnecting). Reconnect runs its network's connect flow for its
 * tenant (the popup, the page picker or the Bluesky form, as ConnectAccountButton does); the account
 * comes back active under its id, or, when the user signed in to another account, the row says so
 * and still needs reconnecting (Reconnect Flow, by hand).
 *
 * **Keyboard and screen readers:** a list named "Connected accounts", each account one item whose
 * Disconnect is named for it. Disconnect turns into a Confirm and Cancel group with focus on
 * Confirm (Escape cancels); once the row goes, focus moves to the next row. While a page loads the
 * list is `aria-busy` and the skeleton rows are hidden from screen readers; a status region says
 * "Loading accounts…", then the new range, once. Load failures are an alert with Try again.
 *
 * **Callbacks:** `onDisconnected(account)` once the service has confirmed a disconnect, with the
 * account. `onError(error, account?)` when a page fails to load, or when a disconnect fails (then
 * with the account, which is back in the list). `onNetworkChange(network)` when the network filter
 * changes, by its select or `setNetwork`, with the network or `null` for every network.
 * `onTenantIdChange(tenantId)` when the tenant field applies a tenant. `onSelect(account)` when the
 * user presses an account's name, which it turns into a button.
 *
 * **Headless:** [useAccountList](?path=/docs/hooks-useaccountlist--docs) gives the paging, filters
 * and disconnect for your own table; [useAccounts](?path=/docs/hooks-useaccounts--docs) is the bare
 * query.
 */
const meta = {
  title: 'Components/AccountList',
  tags: ['autodocs'],
  component: AccountList,
  args: { onDisconnected: fn(), onError: fn(), onNetworkChange: fn() },
  argTypes: { network: networkFilterSelect, defaultNetwork: networkFilterSelect },
  render: function Render(args) {
    const [, updateArgs] = useArgs<AccountListProps>();
    // A `network` from the Controls panel makes the filter controlled: the list's own select moves it too.
    const onNetworkChange = (network: NetworkId | null) => {
      args.onNetworkChange?.(network);
      if (args.network !== undefined) updateArgs({ network });
    };
    // A `defaultNetwork` from the Controls panel is the starting value of a list made anew.
    return <AccountList key={String(args.defaultNetwork)} {...args} onNetworkChange={onNetworkChange} />;
  },
  parameters: { states: ['loading', 'error', 'empty', 'success', 'item:idle', 'item:confirming', 'item:failed'], layout: 'padded' },
} satisfies Meta<typeof AccountList>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' show their state only once their play function has run, or set up
// the whole page (faults, spies, the address bar): the docs page, where every story renders at once
// and none plays, leaves them to the sidebar.

const list = (canvas: ReturnType<typeof within>) => canvas.getByRole('list', { name: 'Connected accounts' });
const rows = (canvas: ReturnType<typeof within>) => within(list(canvas)).getAllByRole('listitem');
const range = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-part="range"]');

/** Stories that disconnect: a service of their own, back to its four accounts each time. */
const ownService = { msw: { handlers: { service: disconnectService.handlers } } };

/**
 * Tenant `acme` of the shared simulated service: its 45 seeded accounts are three pages of 20
 * (accounts connected in other stories join them), on the first page. Filters by network; pages
 * with Previous/Next (Paging Flow).
 */
export const Default: Story = {
  parameters: { showsState: ['success', 'item:idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(20));
    await expect(range(canvasElement)?.textContent).toMatch(/^1–20 of \d+$/);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Default, then Next: the second page, announced in the status line. */
export const PagingFlow: Story = {
  play: async (context) => {
    await Default.play!(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(range(canvasElement)?.textContent).toMatch(/^21–40 of \d+$/));
    await expect(canvas.getByRole('status')).toHaveTextContent(/21–40 of/);
  },
};

/** `defaultNetwork`: only YouTube accounts (Filtered By Network Flow lifts the filter). */
export const FilteredByNetwork: Story = {
  args: { defaultNetwork: 'youtube' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(0));
    for (const row of rows(canvas)) await expect(within(row).getByText('YouTube')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveDisplayValue('YouTube');
  },
};

/** Filtered By Network, then "All networks": the filter lifts, back to page one of every network. */
export const FilteredByNetworkFlow: Story = {
  ...FilteredByNetwork,
  parameters: { showsState: [] },
  play: async (context) => {
    await FilteredByNetwork.play!(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Network' }), 'All networks');
    await expect(args.onNetworkChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(rows(canvas)).toHaveLength(20));
  },
};

/** A tenant without accounts: the empty state for "none yet", with the app's own action that fills it (`emptyAction`). */
export const EmptyTenant: Story = {
  parameters: { showsState: ['empty'] },
  args: { tenantId: 'initech', emptyAction: <ConnectAccountButton network="youtube" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No accounts are connected yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect YouTube' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A filter that matches nothing says so, and offers to show every network (Filtered Empty Flow takes the offer). */
export const FilteredEmpty: Story = {
  parameters: { showsState: ['empty'] },
  args: { tenantId: 'globex', defaultNetwork: 'pinterest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Pinterest accounts are connected.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all networks' })).toBeVisible();
  },
};

/** Filtered Empty, then "Show all networks": the tenant's three accounts, with focus on the list. */
export const FilteredEmptyFlow: Story = {
  ...FilteredEmpty,
  parameters: { showsState: [] },
  play: async (context) => {
    await FilteredEmpty.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all networks' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(list(canvas)).toHaveFocus();
  },
};

/**
 * The first page is slow (its request held, on a service of the story's own): a skeleton hidden
 * from screen readers, the list busy, a status message.
 */
export const Loading: Story = {
  parameters: { showsState: ['loading'] },
  loaders: [serviceOfItsOwn((service) => void service.faults.set('listAccounts', { hold: never() }), { seed: accountSeed(45) })],
  decorators: [withOwnService()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(list(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading accounts…');
    await expect(canvasElement.querySelectorAll('[data-part="skeleton"][aria-hidden="true"]')).toHaveLength(5);
    await expect(canvasElement.querySelector('[data-scope="account-list"][data-part="root"]')).toHaveAttribute('data-state', 'loading');
  },
};

/**
 * The service fails (a 500, on a service of the story's own, no automatic retries underneath): an
 * alert with Try again (Load Error Flow presses it once the service answers again).
 */
export const LoadError: Story = {
  parameters: { showsState: ['error'] },
  loaders: [serviceOfItsOwn((service) => void service.faults.set('listAccounts', { status: 500 }), { seed: accountSeed(45) })],
  decorators: [withOwnService({ retry: 0 })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The accounts could not be loaded. Something went wrong on our side.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
    await expect(canvasElement.querySelector('[data-scope="account-list"][data-part="root"]')).toHaveAttribute('data-state', 'error');
  },
};

/** Load Error, then Try again: the list once the service answers, with focus on it. */
export const LoadErrorFlow: Story = {
  ...LoadError,
  parameters: { showsState: [], playsToState: ['success'] },
  tags: ['!autodocs'],
  play: async (context) => {
    await LoadError.play!(context);
    const canvas = within(context.canvasElement);
    serviceOf(context).faults.clear('listAccounts');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(20));
    await expect(list(canvas)).toHaveFocus();
  },
};

/** Disconnect asks in place; Confirm removes the row at once and announces it. */
export const DisconnectConfirm: Story = {
  tags: ['!autodocs'],
  parameters: { ...ownService, showsState: ['item:confirming'] },
  beforeEach: () => disconnectService.reset(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect @ada1' }));
    const confirm = within(canvas.getByRole('group', { name: 'Disconnect @ada1?' })).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'Disconnect @grace2' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Disconnected @ada1.'));
    await expect(args.onDisconnected).toHaveBeenCalledWith(expect.objectContaining({ username: 'ada1' }));
  },
};

/** The disconnect call fails (a 500 fault on its route): the row comes back with the reason. */
export const DisconnectFailureRestoresRow: Story = {
  tags: ['!autodocs'],
  parameters: { ...ownService, showsState: ['item:failed'] },
  beforeEach: () => {
    disconnectService.reset();
    disconnectService.faults.set('disconnectAccount', { status: 500, delayMs: 400 });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect @grace2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('@grace2 could not be disconnected and is back in the list.');
    await expect(rows(canvas)).toHaveLength(4);
    await expect(alert.closest('li')).toHaveAttribute('data-state', 'failed');
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), expect.objectContaining({ username: 'grace2' }));
  },
};

/** Disconnect pressed as it opens (four accounts on a service of its own): the row asks in place, Confirm or Cancel (`confirming`). */
export const ConfirmingAsOpened: Story = {
  parameters: { showsState: ['item:confirming'] },
  loaders: [serviceOfItsOwn(undefined, { seed: accountSeed(4) })],
  decorators: [pressedAsItOpens('Disconnect @ada1'), withOwnService()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Disconnect @ada1?' });
    await expect(group.closest('li')).toHaveAttribute('data-state', 'confirming');
    await expect(within(group).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(args.onDisconnected).not.toHaveBeenCalled();
  },
};

/** Disconnect and Confirm pressed as it opens, the service failing the disconnect (a 500, on a service of its own): the row back with the reason (`failed`). */
export const FailedAsOpened: Story = {
  parameters: { showsState: ['item:failed'] },
  loaders: [serviceOfItsOwn((service) => void service.faults.set('disconnectAccount', { status: 500 }), { seed: accountSeed(4) })],
  decorators: [pressedAsItOpens('Disconnect @grace2', 'Confirm'), withOwnService({ retry: 0 })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('@grace2 could not be disconnected and is back in the list.');
    await expect(alert.closest('li')).toHaveAttribute('data-state', 'failed');
    await expect(rows(canvas)).toHaveLength(4);
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), expect.objectContaining({ username: 'grace2' }));
  },
};

/**
 * A service that sends no `count` (the simulator's `listShape: 'bare'`): the range alone, and
 * "Next" while pages come back full.
 */
export const WithoutCount: Story = {
  tags: ['!autodocs'],
  parameters: { msw: { handlers: { service: uncountedService.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(range(canvasElement)).toHaveTextContent('1–20'));
    await expect(range(canvasElement)?.textContent).toBe('1–20');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(range(canvasElement)?.textContent).toBe('21–40'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(range(canvasElement)?.textContent).toBe('41–45'));
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** `showTenantFilter`: a tenant field for operators; it applies on Enter and refuses what no tenant can be. */
export const TenantFilter: Story = {
  args: { showTenantFilter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Tenant' });
    await waitFor(() => expect(rows(canvas)).toHaveLength(20));
    await userEvent.clear(field);
    await userEvent.type(field, 'glo bex{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'globex{Enter}');
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
  },
};

/** `onSelect` makes names buttons; `renderActions` adds the app's own controls before Disconnect. */
export const SelectAndActions: Story = {
  tags: ['!autodocs'],
  parameters: ownService,
  beforeEach: () => disconnectService.reset(),
  args: {
    onSelect: fn(),
    renderActions: (account) => <a href={`#account-${account.id}`}>Details</a>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alan 3' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ username: 'alan3' }));
    await expect(canvas.getAllByRole('link', { name: 'Details' })).toHaveLength(4);
  },
};

/**
 * An account the service reports inactive (`isActive: 0`): "Needs reconnecting" with its icon, and
 * a Reconnect button named for the account, on a service of its own with one such account.
 */
export const NeedsReconnecting: Story = {
  parameters: { showsState: ['success', 'item:idle'] },
  loaders: [serviceOfItsOwn(undefined, { seed: accountSeed(2).concat({ ...accountSeed(1)[0], nickname: 'Radia 10', username: 'radia10', isActive: 0 }) })],
  decorators: [withOwnService()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await expect(canvas.getByText('Needs reconnecting')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reconnect @radia10' })).toBeVisible();
  },
};

/**
 * Reconnect by hand, on the shared simulated service: as it opens, the story marks @ada1 (X)
 * inactive (`simulated.db.setAccountActive(id, false)`). Press Reconnect: the simulated consent
 * opens in a popup with "Sign in as" @ada1 or another account. @ada1 comes back active under the
 * same id; another account is connected beside it, and the row says @ada1 still needs reconnecting.
 */
export const ReconnectFlow: Story = {
  tags: ['!autodocs'],
  parameters: { showsState: [] },
  args: { defaultNetwork: 'x', redirectUri: callbackUrl(), mode: 'popup', onReconnected: fn() },
  loaders: [
    () => {
      const ada = simulated.db.accounts().find((account) => account.username === 'ada1');
      if (ada) simulated.db.setAccountActive(ada.id, false);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reconnect @ada1' })).toBeVisible();
  },
};

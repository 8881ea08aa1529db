import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PagePicker } from '../src/index.js';
import type { CreateSessionInput, Fault } from '../src/mocks/index.js';
import { never, ownService, serviceOf, withOwnService } from './support/ownService.js';
import { pressedAsItOpens } from './support/asItOpens.js';
import { simulated } from './support/simulated.js';

/**
 * Each story opens a fresh pending session on the simulated service (what an OAuth callback's
 * `?session=` would carry), and arms the faults it shows.
 */
function session(input: Partial<CreateSessionInput> = {}, faults: { finalize?: Fault; pendingSession?: Fault } = {}) {
  return () => {
    simulated.faults.clear('finalize');
    simulated.faults.clear('pendingSession');
    if (faults.finalize) simulated.faults.set('finalize', faults.finalize);
    if (faults.pendingSession) simulated.faults.set('pendingSession', faults.pendingSession);
    return { sessionToken: simulated.db.createSession({ network: 'facebook', tenantId: 'acme', ...input }) };
  };
}

const PAGES = [
  { name: 'Acme Studio', username: 'acmestudio', type: 'organization' },
  { name: 'Northwind Coffee', username: 'northwindcoffee', type: 'organization' },
  { name: 'Mina Park', username: 'minapark', type: 'personal' },
];

/**
 * The pages a network's consent shared (Facebook pages, LinkedIn organizations, YouTube channels,
 * Instagram business accounts), as a checkbox group to choose which to connect. It reads the
 * pending session the callback brought back and finalizes the choice, once.
 *
 * **In the flow:** after the consent, when the callback carries `?session=`. The
 * [ConnectAccountButton](?path=/docs/components-connectaccountbutton--docs) and
 * [ConnectCallback](?path=/docs/components-connectcallback--docs) already render it; render it
 * yourself only in a callback page of your own. Each story here opens a fresh session on the
 * simulated service.
 *
 * **Props that matter:** `sessionToken` (required), `onConnected(accounts)`, `onRestart` (offers
 * Start again when the session has expired or shared no pages), `onError(error)`; the selection
 * controlled (`selectedPageIds`, `onSelectedPageIdsChange`) or not (`defaultSelectedPageIds`; a
 * single page comes selected); `searchThreshold` (a search past 8 pages); `tenantId` when the flow
 * connected for another tenant than the provider's.
 *
 * **States:** the root's `data-state` is the picker's status and each row's is `checked` or
 * `unchecked`. No session token means `idle` (Idle); `loading` is the session being read, held
 * here (Loading), and `error` a session that could not be read, with Try again (Load Error). Those
 * two have a simulated service of their own, so what they hold or fail holds no other story here.
 * `submitting` and `connected` follow a press of Connect: Submitting As Opened (the finalize held)
 * and Connected As Opened press it as they open.
 *
 * **Keyboard and screen readers:** a native `fieldset` of checkboxes with a `legend`, each row
 * described by its handle and type; "Select all" acts on what the search shows. The submit button
 * keeps focus while it runs (`aria-disabled`, not `disabled`). The countdown is a `role="timer"`
 * that speaks twice only: at one minute left and at expiry. When the part holding focus goes away
 * (expired, connected), focus moves to the state's action or message.
 *
 * **Callbacks:** `onConnected(accounts)` once the finalize succeeds, with the accounts it created
 * (or, after an answer lost on the way, the accounts found connected). `onError(error)` when the
 * session cannot be read or the finalize fails, each error once. `onRestart()` when the user
 * presses Start again, offered once the session has expired or shared no pages (without it, the
 * message alone). `onSelectedPageIdsChange(ids)` at every change of the selection, in page order;
 * with `selectedPageIds`, a change not rendered back does not stick. `onPagesLoaded(pages)` when
 * the session's pages arrive, once per session.
 *
 * **Headless:** [usePagePicker](?path=/docs/hooks-usepagepicker--docs) is the same with your own
 * markup.
 */
const meta = {
  title: 'Components/PagePicker',
  tags: ['autodocs'],
  component: PagePicker,
  args: { sessionToken: '', onConnected: fn(), onError: fn(), onRestart: fn(), onSelectedPageIdsChange: fn() },
  // The session each story opens, whatever the Controls panel says.
  argTypes: { sessionToken: { control: false } },
  render: (args, { loaded }) => <PagePicker {...args} sessionToken={(loaded as { sessionToken: string }).sessionToken} />,
  parameters: { states: ['idle', 'loading', 'error', 'empty', 'ready', 'submitting', 'connected', 'expired', 'item:checked', 'item:unchecked'], layout: 'padded' },
} satisfies Meta<typeof PagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' show their state only once their play function has run, or set up
// the whole page (faults, spies, the address bar): the docs page, where every story renders at once
// and none plays, leaves them to the sidebar.

/** A session with one page: it comes selected, so connecting is one press (One Page Preselected Flow presses it). */
export const OnePagePreselected: Story = {
  parameters: { showsState: ['ready', 'item:checked'] },
  loaders: [session({ pages: [PAGES[0]!] })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Acme Studio' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Connect 1 account' })).toBeVisible();
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** One Page Preselected, then Connect: the one page connects. */
export const OnePagePreselectedFlow: Story = {
  ...OnePagePreselected,
  parameters: { showsState: [], playsToState: ['connected'] },
  play: async (context) => {
    await OnePagePreselected.play!(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect 1 account' }));
    await expect(await canvas.findByText('Connected 1 account.')).toBeVisible();
    await expect(args.onConnected).toHaveBeenCalledTimes(1);
  },
};

/** Three pages from a LinkedIn consent: the member's profile and two organizations. */
export const SeveralPages: Story = {
  parameters: { showsState: ['ready', 'item:checked', 'item:unchecked'] },
  loaders: [session({ network: 'linkedin', pages: PAGES })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Choose the LinkedIn pages to connect' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mina Park' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Acme Studio' }));
    await expect(canvas.getByRole('button', { name: 'Connect 2 accounts' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Mina Park' })).toHaveAccessibleDescription('@minapark · Personal profile');
  },
};

/** Twelve pages: a search appears, and "select all" works on what it shows. */
export const ManyPagesWithSearch: Story = {
  loaders: [session({ pageCount: 12 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search pages' }), 'northwind');
    await waitFor(() => expect(canvas.getAllByRole('checkbox', { name: /Northwind/ })).toHaveLength(2));
    await expect(canvas.getByText('2 of 12 pages shown')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all 2 shown' }));
    await expect(canvas.getByRole('button', { name: 'Connect 2 accounts' })).toBeVisible();
  },
};

/** Sixty pages: rows off screen skip layout (content-visibility), the list scrolls, the search filters. */
export const SixtyPages: Story = {
  loaders: [session({ pageCount: 60 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group');
    await expect(canvasElement.querySelectorAll('[data-part="item"]')).toHaveLength(60);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByRole('button', { name: 'Connect 60 accounts' })).toBeVisible();
  },
};

/** The user shared no page on the consent screen. */
export const Empty: Story = {
  parameters: { showsState: ['empty'] },
  loaders: [session({ pages: [] })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No pages were shared: grant access to at least one page and try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

/** Less than a minute left: the countdown turns urgent and the status says so once. */
export const LastMinute: Story = {
  loaders: [() => session({ pages: PAGES, expiresAt: Date.now() + 50_000 })()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('timer')).toHaveTextContent(/^Time left to choose: 0:[0-5]\d$/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Less than a minute left to choose.');
  },
};

/** The session is past its `expiresAt`: the service answers 404 and the picker offers to start again. */
export const Expired: Story = {
  parameters: { showsState: ['expired'] },
  loaders: [() => session({ pages: PAGES, expiresAt: Date.now() - 1000 })()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This connection request has expired. Start again to choose your pages.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

/** Finalize fails once with a 500: the message shows, the selection stays, and trying again works. */
export const FinalizeError: Story = {
  tags: ['!autodocs'],
  loaders: [session({ pages: PAGES }, { finalize: { status: 500, times: 1 } })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Acme Studio' }));
    const button = canvas.getByRole('button', { name: 'Connect 1 account' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.'));
    await expect(args.onError).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('checkbox', { name: 'Acme Studio' })).toBeChecked();
    await expect(button).toHaveFocus();
  },
};

/** Finalize takes a while (held here): the button says so, keeps focus (aria-disabled, not disabled), and a second press sends nothing (Pending Flow counts). */
export const Pending: Story = {
  parameters: { showsState: ['submitting'] },
  tags: ['!autodocs'],
  loaders: [session({ pages: PAGES }, { finalize: { delayMs: 24 * 60 * 60 * 1000, times: 1 } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Northwind Coffee' }));
    const button = canvas.getByRole('button', { name: 'Connect 1 account' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Connecting…');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('group')).toBeDisabled();
  },
};

/** Pending, until finalize answers: one request was sent for the two presses, and the page connected. */
export const PendingFlow: Story = {
  ...Pending,
  parameters: { showsState: [], playsToState: ['connected'] },
  loaders: [session({ pages: PAGES }, { finalize: { delayMs: 4000, times: 1 } })],
  play: async (context) => {
    await Pending.play!(context);
    const { canvasElement, loaded } = context;
    const canvas = within(canvasElement);
    // Requests reach the simulated service through msw's worker a moment after the click: count
    // them once finalize has answered, when a second one would have been sent too.
    await expect(await canvas.findByText('Connected 1 account.')).toBeVisible();
    const token = (loaded as { sessionToken: string }).sessionToken;
    await expect(simulated.requests.filter((request) => request.operation === 'finalize' && request.url.includes(token))).toHaveLength(1);
  },
};

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-scope="page-picker"][data-part="root"]');

/** No session token yet (`idle`): the picker says there is nothing to continue, and reads nothing. */
export const Idle: Story = {
  parameters: { showsState: ['idle'] },
  loaders: [() => ({ sessionToken: '' })],
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).getByText('There is no connection request to continue.')).toBeVisible();
  },
};

/** The session is being read (its read held here, on a service of its own): a skeleton of rows, hidden from screen readers, and a busy status. */
export const Loading: Story = {
  parameters: { showsState: ['loading'] },
  loaders: [
    ownService((service) => {
      service.faults.set('pendingSession', { hold: never() });
      return { sessionToken: service.db.createSession({ network: 'facebook', tenantId: 'acme', pages: PAGES }) };
    }),
  ],
  decorators: [withOwnService()],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loading'));
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Loading the pages you shared…')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="skeleton"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The session could not be read (a 500 on a service of its own, no automatic retry): the reason in an alert, and Try again (Load Error Flow presses it). */
export const LoadError: Story = {
  parameters: { showsState: ['error'] },
  loaders: [
    ownService((service) => {
      service.faults.set('pendingSession', { status: 500 });
      return { sessionToken: service.db.createSession({ network: 'facebook', tenantId: 'acme', pages: PAGES }) };
    }),
  ],
  decorators: [withOwnService({ retry: 0 })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** Load Error, then the service answers again and Try again is pressed: the pages to choose. */
export const LoadErrorFlow: Story = {
  ...LoadError,
  parameters: { showsState: [], playsToState: ['ready'] },
  tags: ['!autodocs'],
  play: async (context) => {
    await LoadError.play!(context);
    const canvas = within(context.canvasElement);
    serviceOf(context).faults.clear('pendingSession');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Acme Studio' })).toBeVisible();
    await expect(root(context.canvasElement)).toHaveAttribute('data-state', 'ready');
  },
};

/** One page, preselected, with Connect pressed as it opens while the finalize is held (on a service of its own): `submitting`, the button busy yet focusable, the list disabled. */
export const SubmittingAsOpened: Story = {
  parameters: { showsState: ['submitting'] },
  loaders: [
    ownService((service) => {
      service.faults.set('finalize', { hold: never() });
      return { sessionToken: service.db.createSession({ network: 'facebook', tenantId: 'acme', pages: [PAGES[0]!] }) };
    }),
  ],
  decorators: [pressedAsItOpens('Connect 1 account'), withOwnService()],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'submitting'));
    const button = canvas.getByRole('button', { name: 'Connecting…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('group')).toBeDisabled();
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** One page, preselected, with Connect pressed as it opens (on a service of its own): `connected`, and `onConnected` called once. */
export const ConnectedAsOpened: Story = {
  parameters: { showsState: ['connected'] },
  loaders: [ownService((service) => ({ sessionToken: service.db.createSession({ network: 'facebook', tenantId: 'acme', pages: [PAGES[0]!] }) }))],
  decorators: [pressedAsItOpens('Connect 1 account'), withOwnService()],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'connected'));
    await expect(within(canvasElement).getByText('Connected 1 account.')).toBeVisible();
    await expect(args.onConnected).toHaveBeenCalledTimes(1);
  },
};

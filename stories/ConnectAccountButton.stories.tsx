import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectAccountButton, ConnectAccountButtonGroup, NETWORKS } from '../src/index.js';
import { networkSelect } from './support/controls.js';
import { callbackUrl } from './support/connect.js';
import { never, ownService, withOwnService } from './support/ownService.js';
import { pressedAsItOpens } from './support/asItOpens.js';
import { redirectLanding } from './support/redirectLanding.js';
import { simulated } from './support/simulated.js';

/**
 * The button that connects one network's account, labelled with the network's name and mark. An
 * OAuth network opens its consent screen in a popup (or sends this tab there), and the pages to
 * connect are then picked in a dialog; Bluesky opens the handle and app password form instead.
 *
 * **In the flow:** the first step. Its `redirectUri` is your callback page, which renders
 * [ConnectCallback](?path=/docs/components-connectcallback--docs); the button itself shows the
 * [PagePicker](?path=/docs/components-pagepicker--docs) and the
 * [HandleAppPasswordForm](?path=/docs/components-handleapppasswordform--docs) when the network
 * needs them. `ConnectAccountButtonGroup` lays out several (the Group stories).
 *
 * **Props that matter:** `network` (required), `redirectUri` (registered with each network's OAuth
 * app), `mode` (`auto` by default: a popup on desktops and in frames, a redirect on small touch
 * screens), `onConnected(accounts)`, `onError(error)`, and `onEvent(event)` for analytics (events
 * never carry tokens).
 *
 * **States:** the root's `data-state` is the flow's status, and `data-network` names the network.
 * Every flow starts with a click. The As Opened stories press as they open, so their state shows
 * below: `requesting` and `canceled` (a redirect whose auth URL is held), `error` (one refused) and
 * `app-password` (Bluesky inline). The states of a popup (`popup-open`, `checking`, `blocked`), of
 * a redirect under way and of what the consent brings back (`pending-session`, `connected`) need a
 * window opened by a real click, or this page to leave: each is reached by a story's play function,
 * on a page of its own.
 *
 * **Keyboard and screen readers:** a real `button`. While a flow runs it keeps focus and is
 * `aria-disabled`, never `disabled`; pressing it again brings the popup forward. What is happening
 * is said in a `role="status"` line and failures in a `role="alert"`, both describing the button.
 * The picker and the Bluesky form open in a native modal `dialog`: Escape cancels, and focus
 * returns to the button whenever the part that held it goes away.
 *
 * **Callbacks:** `onConnected(accounts)` when a flow ends in `connected`, with the accounts
 * connected (the pages picked, or the one account). `onError(error)` with what ended the flow in
 * `error`, and also for a blocked popup (a `SocialKitError`, `code: 'popup-blocked'`), which leaves
 * the flow waiting for Continue in this tab. `onEvent(event)` at every transition of every flow, `{
 * type, network, … }`, for analytics: many per flow, and never with a token. They are read when
 * called: a new function does not restart a flow.
 *
 * **Headless:** [useConnect](?path=/docs/hooks-useconnect-and-useconnectcallback--docs) is the same
 * flow without markup: its status, `start` for the click, `focusPopup`, `cancel` and
 * `continueInThisTab`.
 *
 * **In Storybook:** the consent screen is the simulated service's: click Connect, then Allow or
 * Deny.
 */
const meta = {
  title: 'Components/ConnectAccountButton',
  tags: ['autodocs'],
  component: ConnectAccountButton,
  args: { network: 'facebook', mode: 'popup', redirectUri: callbackUrl(), onConnected: fn(), onError: fn(), onEvent: fn() },
  argTypes: {
    network: networkSelect(true),
    mode: { control: 'inline-radio', options: ['popup', 'redirect', 'auto'] },
    appPasswordPresentation: { control: 'inline-radio', options: ['dialog', 'inline'] },
  },
  parameters: { states: ['idle', 'requesting', 'popup-open', 'checking', 'redirecting', 'blocked', 'app-password', 'pending-session', 'connected', 'error', 'canceled'], layout: 'padded' },
} satisfies Meta<typeof ConnectAccountButton>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' show their state only once their play function has run, or set up
// the whole page (faults, spies, the address bar): the docs page, where every story renders at once
// and none plays, leaves them to the sidebar.

const root = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-scope="connect-account-button"][data-part="root"]')!;

/** Keeps the popups a play function opens, so it can answer and close them. */
function capturePopups() {
  const realOpen = window.open.bind(window);
  const popups: Window[] = [];
  const spy = spyOn(window, 'open').mockImplementation((...args) => {
    const popup = realOpen(...args);
    if (popup) popups.push(popup);
    return popup;
  });
  return { popups, restore: () => spy.mockRestore() };
}

/**
 * The popups each story's play opened, by the story's context (the one object its beforeEach and
 * its play both get), so a cleanup closes its own story's popups and no other's.
 */
const openedPopups = new WeakMap<object, Window[]>();
const popupsOf = (context: object) => {
  let popups = openedPopups.get(context);
  if (!popups) openedPopups.set(context, (popups = []));
  return popups;
};

/**
 * A story's beforeEach: closes the popups its play opens when it goes. It sets no spy: a spy set
 * in beforeEach can be undone by the story before's cleanup, which may run after it (as Waiting
 * Flow saw on CI), so `window.open` is spied only around the click that opens one.
 */
const closePopupsAfter = (context: object) => {
  const popups = popupsOf(context);
  return () => {
    for (const popup of popups) popup.close();
  };
};

/** Clicks a connect button, keeping the popup the click opens (synchronously, as the flow does) for the story's context. */
async function clickKeepingPopups(context: object, trigger: HTMLElement) {
  const { popups, restore } = capturePopups();
  try {
    await userEvent.click(trigger);
  } finally {
    restore();
    popupsOf(context).push(...popups);
  }
}

/** Ready to connect. */
export const Idle: Story = {
  parameters: { showsState: ['idle'] },
  play: async ({ canvasElement }) => {
    // Mode "redirect" from the Controls panel: this frame is showing the consent or callback step.
    if (redirectLanding()) return;
    // Whichever network the button shows: the Controls panel's, read from the render itself. A
    // frame back from a redirect renders the default args first and gets the panel's a moment
    // later, sometimes after this play read them; on a loaded machine the play has started before
    // the button was back in the frame at all.
    await waitFor(() => expect(root(canvasElement)).toBeTruthy());
    const network = root(canvasElement).getAttribute('data-network');
    const name = NETWORKS.find((entry) => entry.id === network)?.name ?? network;
    await expect(within(canvasElement).getByRole('button', { name: `Connect ${name}` })).toBeEnabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Every network, each with its own icon and name; an unknown id gets the neutral icon. */
export const EachNetwork: Story = {
  render: (args) => <ConnectAccountButtonGroup {...args} networks={[...NETWORKS.map((n) => n.id), 'mastodon']} layout="grid" />,
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Connect X', 'Connect Threads', 'Connect Bluesky', 'Connect LinkedIn', 'Connect YouTube', 'Connect Instagram', 'Connect Facebook', 'Connect TikTok', 'Connect Pinterest', 'Connect Mastodon']);
  },
};

/** A group in a row (wraps when narrow). */
export const GroupHorizontal: Story = {
  render: (args) => <ConnectAccountButtonGroup {...args} networks={['x', 'linkedin', 'bluesky']} layout="horizontal" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Connect an account' })).toHaveAttribute('data-layout', 'horizontal');
  },
};

/** A group in a column, buttons full width. */
export const GroupVertical: Story = {
  render: (args) => <ConnectAccountButtonGroup {...args} networks={['x', 'linkedin', 'bluesky']} layout="vertical" label="Add a channel" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Add a channel' })).toHaveAttribute('data-layout', 'vertical');
  },
};

/** A group as a grid. */
export const GroupGrid: Story = {
  render: (args) => <ConnectAccountButtonGroup {...args} networks={['x', 'threads', 'linkedin', 'youtube', 'instagram', 'facebook']} layout="grid" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(6);
  },
};

/** Asking the proxy for the auth URL (held here): the button keeps focus and says what is happening (Pending Flow cancels). */
export const Pending: Story = {
  parameters: { showsState: ['requesting'] },
  tags: ['!autodocs'],
  beforeEach: (context) => {
    simulated.faults.set('authUrl', { delayMs: 24 * 60 * 60 * 1000 });
    const closePopups = closePopupsAfter(context);
    return () => {
      closePopups();
      simulated.faults.clear('authUrl');
    };
  },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Connect Facebook' });
    await clickKeepingPopups(context, trigger);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'requesting');
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening Facebook…');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Pending, then Cancel: the flow ends canceled. */
export const PendingFlow: Story = {
  ...Pending,
  parameters: { showsState: [], playsToState: ['canceled'] },
  play: async (context) => {
    await Pending.play!(context);
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'canceled');
  },
};

/** The consent screen is open in the popup: bring it back, or cancel (Waiting Flow cancels). */
export const Waiting: Story = {
  parameters: { showsState: ['popup-open'] },
  tags: ['!autodocs'],
  beforeEach: closePopupsAfter,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await clickKeepingPopups(context, canvas.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'popup-open'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Finish connecting in the Facebook window.');
    await expect(canvas.getByRole('button', { name: 'Show Facebook window' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Waiting, then Cancel: the popup closes. */
export const WaitingFlow: Story = {
  tags: ['!autodocs'],
  // Its popups are caught in the play itself (Waiting's click keeps them): a spy set in beforeEach
  // can be undone by the story before's cleanup, which may run after it (a CI run saw no popup
  // caught at all).
  play: async (context) => {
    const popups = popupsOf(context);
    try {
      await Waiting.play!(context);
      await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Cancel' }));
      // Chrome closes a window once its page lets go, a moment after close() is called; with two
      // suites at once (load 18) the consent page, still loading its modules from the dev server,
      // kept it open past a minute. A story's play has 240 s under the test runner.
      await waitFor(() => expect(popups[0]?.closed).toBe(true), { timeout: 150_000 });
    } finally {
      for (const popup of popups) popup.close();
    }
  },
};

/** The browser blocked the popup: continue in this tab instead (a redirect, not played here). */
export const BlockedPopup: Story = {
  parameters: { showsState: ['blocked'] },
  tags: ['!autodocs'],
  // The browser's refusal is set up in the play, around the click, for the reason Waiting Flow's
  // popups are: a spy set in beforeEach can be undone by the story before's cleanup.
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const blocked = spyOn(window, 'open').mockReturnValue(null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Connect Facebook' }));
    } finally {
      blocked.mockRestore();
    }
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your browser blocked the Facebook window.');
    await expect(canvas.getByRole('button', { name: 'Continue in this tab' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'popup-blocked' }));
  },
};

/** The proxy failed: the reason, and the button tries again. */
export const Error: Story = {
  parameters: { showsState: ['error'] },
  tags: ['!autodocs'],
  beforeEach: () => {
    simulated.faults.set('authUrl', { status: 500 });
    return () => simulated.faults.clear('authUrl');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Facebook' }));
    await expect(await canvas.findByText('Something went wrong on our side. Try again in a moment.')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
  },
};

/** Bluesky connects with a handle and an app password, in a dialog: focus goes in (Bluesky Dialog Flow connects, and focus comes back to the button). */
export const BlueskyDialog: Story = {
  parameters: { playsToState: ['app-password'] },
  args: { network: 'bluesky' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Bluesky' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Connect Bluesky' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(within(dialog).getByLabelText('App password')).toBeVisible();
  },
};

/** Bluesky Dialog, filled in and sent: connected, and focus back on the button. */
export const BlueskyDialogFlow: Story = {
  ...BlueskyDialog,
  parameters: { showsState: [], playsToState: ['connected'] },
  tags: ['!autodocs'],
  play: async (context) => {
    await BlueskyDialog.play!(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    const trigger = root(canvasElement).querySelector('button')!;
    const dialog = within(canvas.getByRole('dialog', { name: 'Connect Bluesky' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /handle/i }), `@story${Date.now()}.bsky.social`);
    await userEvent.type(dialog.getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(dialog.getByRole('button', { name: 'Connect Bluesky' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'connected'));
    await expect(trigger).toHaveFocus();
    await expect(args.onConnected).toHaveBeenCalledTimes(1);
  },
};

/** Bluesky's form inline, below the button (`appPasswordPresentation="inline"`). */
export const BlueskyInline: Story = {
  parameters: { playsToState: ['app-password'] },
  args: { network: 'bluesky', appPasswordPresentation: 'inline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Connect Bluesky' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('App password')).toBeVisible();
  },
};

/**
 * The whole flow on the simulated service: the popup, the consent (answered here as a click on
 * Allow would: in Storybook you can click it yourself), the callback page answering the opener,
 * the pages picked in the dialog, one finalize.
 */
export const EndToEnd: Story = {
  parameters: { playsToState: ['pending-session', 'connected'] },
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { popups, restore } = capturePopups();
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Connect Facebook' }));
      await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'popup-open'));
      const flow = simulated.db.authFlows().at(-1)!;
      popups[0]!.location.replace(simulated.authorize(flow.state, { decision: 'allow', pageCount: 2 }));

      const dialog = within(await canvas.findByRole('dialog', { name: 'Choose what to connect from Facebook' }));
      await userEvent.click(await dialog.findByRole('checkbox', { name: 'Select all' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Connect 2 accounts' }));
      await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'connected'));
      await expect(args.onConnected).toHaveBeenCalledWith([expect.objectContaining({ network: 'facebook' }), expect.objectContaining({ network: 'facebook' })]);
      await waitFor(() => expect(popups[0]!.closed).toBe(true));
    } finally {
      restore();
    }
  },
};

/** A redirect whose auth URL is held (on a simulated service of the story's own): pressed as it opens, `requesting` with Cancel. */
export const RequestingAsOpened: Story = {
  parameters: { showsState: ['requesting'] },
  args: { mode: 'redirect' },
  loaders: [ownService((service) => void service.faults.set('authUrl', { hold: never() }))],
  decorators: [pressedAsItOpens('Connect Facebook'), withOwnService()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'requesting'));
    await expect(canvas.getByRole('button', { name: 'Connect Facebook' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening Facebook…');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Requesting As Opened, then Cancel pressed as it opens too: `canceled`, and the button ready again. */
export const CanceledAsOpened: Story = {
  parameters: { showsState: ['canceled'] },
  args: { mode: 'redirect' },
  loaders: [ownService((service) => void service.faults.set('authUrl', { hold: never() }))],
  decorators: [pressedAsItOpens('Connect Facebook', 'Cancel'), withOwnService()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'canceled'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting Facebook was canceled.');
    await expect(canvas.getByRole('button', { name: 'Connect Facebook' })).not.toHaveAttribute('aria-disabled');
  },
};

/** A redirect whose auth URL the proxy refuses (a 500, on a service of the story's own): pressed as it opens, `error` with the reason. */
export const ErrorAsOpened: Story = {
  parameters: { showsState: ['error'] },
  args: { mode: 'redirect' },
  loaders: [ownService((service) => void service.faults.set('authUrl', { status: 500 }))],
  decorators: [pressedAsItOpens('Connect Facebook'), withOwnService()],
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  },
};

/** Bluesky's form below the button (`appPasswordPresentation="inline"`), pressed as it opens: `app-password`. */
export const AppPasswordAsOpened: Story = {
  parameters: { showsState: ['app-password'] },
  args: { network: 'bluesky', appPasswordPresentation: 'inline' },
  decorators: [pressedAsItOpens('Connect Bluesky')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'app-password'));
    // The first of two: the form below has its own Connect Bluesky.
    await expect(canvas.getAllByRole('button', { name: 'Connect Bluesky' })[0]).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('App password')).toBeVisible();
  },
};

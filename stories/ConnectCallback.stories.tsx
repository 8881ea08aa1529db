import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectCallback } from '../src/index.js';
import { arriveAtCallback, leaveCallback, newSession } from './support/connect.js';
import { simulated } from './support/simulated.js';

/**
 * The page your `redirect_uri` points to, where a connect flow comes back from the network's
 * consent screen. It reads the answer from the address bar (and removes it at once), hands it to
 * the window that opened the popup, or finishes the flow on this page: the pages to pick, the
 * account connected, or what went wrong and the way on.
 *
 * **In the flow:** the second step, after
 * [ConnectAccountButton](?path=/docs/components-connectaccountbutton--docs). Render it on its own
 * route (Next.js `app/connect/callback/page.tsx`, a React Router route) inside `SocialKitProvider`;
 * it renders the [PagePicker](?path=/docs/components-pagepicker--docs) itself. Opened on its own,
 * as below, it says there is nothing to finish.
 *
 * **Props that matter:** `onConnected(accounts)` and `onError(error)`; `returnTo`, where Back and
 * Start again lead when the flow did not record its page; `targetOrigin`, when the callback is
 * served from another origin than the app; `acceptUnstartedCallbacks`, to finish callbacks this
 * browser did not start (after the user confirms what they connect); `headingLevel` (1 by default).
 *
 * **States:** the root's `data-state` is the callback's status, and `data-network` names the
 * network when the flow recorded it. Each outcome arrives with an answer in the address bar and the
 * flow's record in this tab's session storage, which every story on one page would share, so each
 * opens on a page of its own. `reading`, `delivering`, `delivered` and `loading` pass by.
 *
 * **Keyboard and screen readers:** each screen has one heading, focused when the screen appears
 * (unless the user is elsewhere) so reading starts there; progress is a `role="status"` line, a
 * failure a `role="alert"`, and the root is `aria-busy` while it reads or checks. Every screen ends
 * in one obvious next step (Back to the app, Start again, Try again, Connect an account).
 *
 * **Callbacks:** `onConnected(accounts)` when accounts are connected on this page: picked and
 * finalized, or a one-step account the service confirmed; an account the user has yet to confirm is
 * not reported until then. `onError(error)` when something goes wrong on this page (a refused
 * consent, an expired session, a failed read), each once. In a popup that hands its answer to the
 * opener, the opener's button reports instead.
 *
 * **Headless:** [useConnectCallback](?path=/docs/hooks-useconnect-and-useconnectcallback--docs) is
 * the same logic without markup.
 */
const meta = {
  title: 'Components/ConnectCallback',
  tags: ['autodocs'],
  component: ConnectCallback,
  args: { onConnected: fn(), onError: fn() },
  // These stories are the callback page itself, arriving with each answer.
  parameters: { states: ['empty', 'pages', 'confirming', 'connected', 'expired', 'load-error', 'denied', 'failed', 'unstarted', 'confirm', 'reading', 'delivering', 'delivered', 'loading'], layout: 'padded', redirectLanding: false },
} satisfies Meta<typeof ConnectCallback>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' show their state only once their play function has run, or set up
// the whole page (faults, spies, the address bar): the docs page, where every story renders at once
// and none plays, leaves them to the sidebar.

const state = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-scope="connect-callback"][data-part="root"]')?.getAttribute('data-state');

/** The callback page itself, as the connect stories' popups and redirects reach it. Opened on its own, it says there is nothing to finish. */
export const Page: Story = {
  parameters: { showsState: ['empty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(location.search).not.toMatch(/[?&](session|success|account_id|error)=/);
  },
};

/** A session with three pages: the picker, under a clean address. */
export const PagesLoaded: Story = {
  parameters: { showsState: ['pages'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ session: newSession('facebook', 3) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Select all' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(location.search).not.toContain('session=');
  },
};

/** One page: it comes preselected, one press from connecting (One Page Flow presses it). */
export const OnePage: Story = {
  parameters: { showsState: ['pages'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ session: newSession('youtube', 1) }, 'youtube')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Connect 1 account' })).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(state(canvasElement)).toBe('pages');
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/** One Page, then Connect: the outcome and the way back. */
export const OnePageFlow: Story = {
  ...OnePage,
  parameters: { showsState: [] },
  play: async (context) => {
    await OnePage.play!(context);
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect 1 account' }));
    await expect(await canvas.findByRole('heading', { name: 'Account connected' })).toBeVisible();
    await expect(args.onConnected).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  },
};

/** Fifty pages: search appears. */
export const FiftyPages: Story = {
  parameters: { showsState: ['pages'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ session: newSession('facebook', 50) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search pages' })).toBeVisible();
  },
};

/** The consent shared no pages. */
export const NoPages: Story = {
  parameters: { showsState: ['pages'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ session: newSession('linkedin', 0) }, 'linkedin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No pages were shared/)).toBeVisible();
  },
};

/** The session is gone (expired or already used): its own screen, with "Start again". */
export const Expired: Story = {
  parameters: { showsState: ['expired'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ session: 'ses_expired_long_ago' })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This connection request has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** The pages could not be read (the proxy refused, 403; a 5xx is retried first): "Try again" (Load Error Flow presses it). */
export const LoadError: Story = {
  parameters: { showsState: ['load-error'] },
  tags: ['!autodocs'],
  loaders: [
    () => {
      simulated.faults.set('pendingSession', { status: 403, times: 1 });
      arriveAtCallback({ session: newSession('facebook', 2) });
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What you shared could not be loaded' })).toBeVisible();
    await expect(state(canvasElement)).toBe('load-error');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Load Error, then Try again: the pages to pick. */
export const LoadErrorFlow: Story = {
  ...LoadError,
  parameters: { showsState: [] },
  play: async (context) => {
    await LoadError.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Select all' })).toBeVisible();
  },
};

/** Finalize fails: the picker says why and keeps the choice. */
export const FinalizeError: Story = {
  parameters: { showsState: ['pages'] },
  tags: ['!autodocs'],
  loaders: [
    () => {
      simulated.faults.set('finalize', { status: 500, times: 1 });
      arriveAtCallback({ session: newSession('facebook', 1) });
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect 1 account' }));
    await waitFor(() => expect(canvas.getAllByRole('alert').some((alert) => /went wrong/.test(alert.textContent ?? ''))).toBe(true));
    await expect(state(canvasElement)).toBe('pages');
  },
};

/**
 * A one-step network answered `?success=true&account_id=…&username=…`: the account exists already,
 * and the page checks that the service lists it before it says connected.
 */
export const OneStepSuccess: Story = {
  parameters: { showsState: ['connected'] },
  tags: ['!autodocs'],
  loaders: [
    () => {
      const account = simulated.db.addAccount({ network: 'x', username: 'ada', tenantId: 'acme' });
      arriveAtCallback({ success: 'true', account_id: account.id, username: 'ada' }, 'x');
    },
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Account connected' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Connected @ada.');
    await expect(args.onConnected).toHaveBeenCalledTimes(1);
  },
};

/** While the service is asked whether it has the account a one-step network named (held here): a busy status (One Step Checking Flow lets it answer). */
export const OneStepChecking: Story = {
  parameters: { showsState: ['confirming'] },
  tags: ['!autodocs'],
  loaders: [
    () => {
      const account = simulated.db.addAccount({ network: 'x', username: 'grace', tenantId: 'acme' });
      let release = () => {};
      simulated.faults.set('listAccounts', { times: 1, hold: new Promise<void>((resolve) => (release = resolve)) });
      arriveAtCallback({ success: 'true', account_id: account.id, username: 'grace' }, 'x');
      return { release: () => release() };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking the connection…')).toBeVisible();
    await expect(state(canvasElement)).toBe('confirming');
    await expect(canvasElement.querySelector('[data-scope="connect-callback"]')).toHaveAttribute('aria-busy', 'true');
  },
};

/** One Step Checking, then the service answers: the outcome. */
export const OneStepCheckingFlow: Story = {
  ...OneStepChecking,
  parameters: { showsState: [] },
  play: async (context) => {
    await OneStepChecking.play!(context);
    (context.loaded as { release: () => void }).release();
    await expect(await within(context.canvasElement).findByRole('heading', { name: 'Account connected' })).toBeVisible();
  },
};

/**
 * The check of a one-step answer could not be made (the proxy refused the account list, 403): whether
 * it connected is unknown, so the screen says the connection could not be checked and offers a retry
 * (One Step Check Failed Flow takes it).
 */
export const OneStepCheckFailed: Story = {
  parameters: { showsState: ['load-error'] },
  tags: ['!autodocs'],
  loaders: [
    () => {
      const account = simulated.db.addAccount({ network: 'x', username: 'lin', tenantId: 'acme' });
      simulated.faults.set('listAccounts', { status: 403, times: 1 });
      arriveAtCallback({ success: 'true', account_id: account.id, username: 'lin' }, 'x');
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The connection could not be checked' })).toBeVisible();
    await expect(state(canvasElement)).toBe('load-error');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** One Step Check Failed, then Try again: the service lists the account, and it says connected. */
export const OneStepCheckFailedFlow: Story = {
  ...OneStepCheckFailed,
  parameters: { showsState: [] },
  play: async (context) => {
    await OneStepCheckFailed.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Account connected' })).toBeVisible();
  },
};

/** A one-step answer naming an account the service does not list (a stale or crafted link): a failure, never a connection. */
export const OneStepUnconfirmed: Story = {
  parameters: { showsState: ['failed'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ success: 'true', account_id: 'acc_not_in_this_tenant', username: 'mallory' }, 'x')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The connection did not complete' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The account this link names is not among your connected accounts');
    await expect(args.onConnected).not.toHaveBeenCalled();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** The user declined on the consent screen (`?error=access_denied`). */
export const DeniedConsent: Story = {
  parameters: { showsState: ['denied'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ error: 'access_denied' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access was not granted' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nothing was connected/);
  },
};

/** Another `?error=`: shown in our messages, never the raw value from the address bar. */
export const Failed: Story = {
  parameters: { showsState: ['failed'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ error: 'server_error', error_description: 'Call +1 555 0100 to fix your account' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The connection did not complete' })).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('555');
  },
};

/** Opened on its own, with nothing to finish. */
export const Empty: Story = {
  parameters: { showsState: ['empty'] },
  tags: ['!autodocs'],
  loaders: [() => leaveCallback()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing to finish here' })).toBeVisible();
  },
};

/**
 * A callback link this browser did not start (someone sent it, or it was opened in another
 * browser): refused, nothing read or connected, with the way to start a connection here.
 */
export const NotStartedHere: Story = {
  parameters: { showsState: ['unstarted'] },
  tags: ['!autodocs'],
  loaders: [() => arriveAtCallback({ session: newSession('facebook', 2) }, 'facebook', { startedHere: false })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This connection was not started here' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect an account' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(location.search).not.toContain('session=');
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

/**
 * The same link where the app lets such callbacks in (`acceptUnstartedCallbacks`): the pages are
 * shown by name first, and picking starts only once the user says they are theirs.
 */
export const NotStartedHereConfirm: Story = {
  parameters: { showsState: ['confirm'] },
  tags: ['!autodocs'],
  args: { acceptUnstartedCallbacks: true },
  loaders: [() => arriveAtCallback({ session: newSession('facebook', 2) }, 'facebook', { startedHere: false })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check before you connect' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

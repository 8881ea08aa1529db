import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConnectCallback } from '../src/index.js';
import { arriveAtCallback, leaveCallback, newSession } from './support/connect.js';
import { simulated } from './support/simulated.js';

/**
 * The page a `redirect_uri` points to. `Page` is the real one: the connect stories send their
 * popups and redirects here, so flows complete for real. The other stories arrive with each
 * outcome the service and the networks can send.
 */
const meta = {
  title: 'Components/ConnectCallback',
  component: ConnectCallback,
  args: { onConnected: fn(), onError: fn() },
  // These stories are the callback page itself, arriving with each answer.
  parameters: { layout: 'padded', redirectLanding: false },
} satisfies Meta<typeof ConnectCallback>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-scope="connect-callback"][data-part="root"]')?.getAttribute('data-state');

/** The callback page itself, as the connect stories' popups and redirects reach it. Opened on its own, it says there is nothing to finish. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(location.search).not.toMatch(/[?&](session|success|account_id|error)=/);
  },
};

/** A session with three pages: the picker, under a clean address. */
export const PagesLoaded: Story = {
  loaders: [() => arriveAtCallback({ session: newSession('facebook', 3) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Select all' })).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await expect(location.search).not.toContain('session=');
  },
};

/** One page: it comes preselected; connecting it shows the outcome and the way back. */
export const OnePage: Story = {
  loaders: [() => arriveAtCallback({ session: newSession('youtube', 1) }, 'youtube')],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect 1 account' }));
    await expect(await canvas.findByRole('heading', { name: 'Account connected' })).toBeVisible();
    await expect(args.onConnected).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to the app' })).toBeVisible();
  },
};

/** Fifty pages: search appears. */
export const FiftyPages: Story = {
  loaders: [() => arriveAtCallback({ session: newSession('facebook', 50) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search pages' })).toBeVisible();
  },
};

/** The consent shared no pages. */
export const NoPages: Story = {
  loaders: [() => arriveAtCallback({ session: newSession('linkedin', 0) }, 'linkedin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No pages were shared/)).toBeVisible();
  },
};

/** The session is gone (expired or already used): its own screen, with "Start again". */
export const Expired: Story = {
  loaders: [() => arriveAtCallback({ session: 'ses_expired_long_ago' })],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This connection request has expired' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start again' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** The pages could not be read (the proxy refused, 403; a 5xx is retried first): "Try again". */
export const LoadError: Story = {
  loaders: [
    () => {
      simulated.faults.set('pendingSession', { status: 403, times: 1 });
      arriveAtCallback({ session: newSession('facebook', 2) });
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'What you shared could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Select all' })).toBeVisible();
  },
};

/** Finalize fails: the picker says why and keeps the choice. */
export const FinalizeError: Story = {
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

/** While the service is asked whether it has the account a one-step network named: a busy status, then the outcome. */
export const OneStepChecking: Story = {
  loaders: [
    () => {
      const account = simulated.db.addAccount({ network: 'x', username: 'grace', tenantId: 'acme' });
      let release = () => {};
      simulated.faults.set('listAccounts', { times: 1, hold: new Promise<void>((resolve) => (release = resolve)) });
      arriveAtCallback({ success: 'true', account_id: account.id, username: 'grace' }, 'x');
      return { release: () => release() };
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking the connection…')).toBeVisible();
    await expect(state(canvasElement)).toBe('confirming');
    await expect(canvasElement.querySelector('[data-scope="connect-callback"]')).toHaveAttribute('aria-busy', 'true');
    (loaded as { release: () => void }).release();
    await expect(await canvas.findByRole('heading', { name: 'Account connected' })).toBeVisible();
  },
};

/**
 * The check of a one-step answer could not be made (the proxy refused the account list, 403): whether
 * it connected is unknown, so the screen says the connection could not be checked and offers a retry.
 */
export const OneStepCheckFailed: Story = {
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
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Account connected' })).toBeVisible();
  },
};

/** A one-step answer naming an account the service does not list (a stale or crafted link): a failure, never a connection. */
export const OneStepUnconfirmed: Story = {
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
  loaders: [() => arriveAtCallback({ error: 'access_denied' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access was not granted' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nothing was connected/);
  },
};

/** Another `?error=`: shown in our words, never the raw value from the address bar. */
export const Failed: Story = {
  loaders: [() => arriveAtCallback({ error: 'server_error', error_description: 'Call +1 555 0100 to fix your account' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The connection did not complete' })).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('555');
  },
};

/** Opened on its own, with nothing to finish. */
export const Empty: Story = {
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

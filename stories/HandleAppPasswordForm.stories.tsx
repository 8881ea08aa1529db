import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HandleAppPasswordForm } from '../src/index.js';
import type { Fault } from '../src/mocks/index.js';
import { sentAsItOpens } from './support/asItOpens.js';
import { networkSelect } from './support/controls.js';
import { never, ownService, withOwnService } from './support/ownService.js';
import { simulated } from './support/simulated.js';

/**
 * The simulated service connects any plausible handle with any app password, refuses the app
 * password `invalid` (401), answers 409 for a handle already connected, and plays the faults a
 * story arms.
 */
const fault = (value?: Fault) => () => {
  simulated.faults.clear('connectAppPassword');
  if (value) simulated.faults.set('connectAppPassword', value);
  return {};
};

const TAKEN = 'taken.bsky.social';
const unique = (name: string) => `${name}${Date.now().toString(36)}.bsky.social`;

/**
 * Connects a handle and app password account (Bluesky, which does not use OAuth here). The app
 * password is a separate credential the user makes in Bluesky's settings: the form says so, links
 * there, checks both fields before any request, and empties the password the moment it is sent.
 *
 * **In the flow:** [ConnectAccountButton](?path=/docs/components-connectaccountbutton--docs) with
 * `network="bluesky"` opens it in a dialog or below the button; render it yourself for a settings
 * page of your own. The simulated service connects any plausible handle, refuses the app password
 * `invalid`, and answers 409 for a handle already connected.
 *
 * **Props that matter:** `onConnected(account)`, `onError(error)`, `onCancel` (shows a Cancel
 * button, as in a dialog), `autoFocus`, `tenantId` (the provider's by default), `appPasswordUrl`
 * for a self-hosted server, `network` (`bluesky`, the one handle and app password network today).
 *
 * **States:** the root's `data-state` is `idle`, `invalid` (a field has a problem), `submitting`,
 * `connected` or `error`. The stories that show a state as they open fill the form and send it
 * themselves (Submitting As Opened to a service of its own that holds the request); the others
 * type and submit in their play function.
 *
 * **Keyboard and screen readers:** labelled fields; a field's problem is tied to it
 * (`aria-invalid`, `aria-describedby`) and the first field with one takes focus; the form's own
 * failure is a `role="alert"` and progress a `role="status"`. Show and Hide is one toggle button
 * (`aria-pressed`). The submit button keeps focus while it runs (`aria-disabled`), and only one
 * submit runs at a time. Both fields are `autocomplete="off"`, so the dashboard's own sign-in is
 * never offered or saved here.
 *
 * **Callbacks:** `onConnected(account)` when the service has connected the account, with it; the
 * form is empty again. `onError(error)` when a connect fails (a refused app password, a handle
 * already connected, a failure of the service), once per failed send; a field left empty or
 * malformed is shown on the field, never reported. `onCancel()` when the user presses Cancel, a
 * button shown only when `onCancel` is given.
 *
 * **Headless:** [useHandleAppPasswordForm](?path=/docs/hooks-usehandleapppasswordform--docs) is the
 * form's logic for your own markup;
 * [useConnectAppPassword](?path=/docs/hooks-useconnectapppassword--docs) is the bare mutation.
 */
const meta = {
  title: 'Components/HandleAppPasswordForm',
  tags: ['autodocs'],
  component: HandleAppPasswordForm,
  args: { onConnected: fn(), onError: fn() },
  argTypes: { network: networkSelect() },
  loaders: [fault()],
  parameters: { states: ['idle', 'invalid', 'submitting', 'connected', 'error'], layout: 'padded' },
} satisfies Meta<typeof HandleAppPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' show their state only once their play function has run, or set up
// the whole page (faults, spies, the address bar): the docs page, where every story renders at once
// and none plays, leaves them to the sidebar.

async function fill(canvasElement: HTMLElement, handle: string, password = 'abcd-efgh-ijkl-mnop') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Bluesky handle' }), handle);
  await userEvent.type(canvas.getByLabelText('App password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Connect Bluesky' }));
  return canvas;
}

/** A handle as people paste it (`@…`) and an app password: connected, the form emptied. */
export const Success: Story = {
  parameters: { showsState: ['idle'], playsToState: ['connected'] },
  play: async ({ canvasElement, args }) => {
    const handle = unique('story');
    const canvas = await fill(canvasElement, `@${handle}`);
    await expect(await canvas.findByText(`Connected @${handle}.`)).toBeVisible();
    await expect(canvas.getByLabelText('App password')).toHaveValue('');
    await expect(args.onConnected).toHaveBeenCalledWith(expect.objectContaining({ username: handle, network: 'bluesky' }));
  },
};

/** With Cancel, as in a dialog; the handle field takes focus. The password can be shown. */
export const WithCancel: Story = {
  tags: ['!autodocs'],
  args: { onCancel: fn(), autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Bluesky handle' })).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('App password'), 'abcd-efgh');
    await userEvent.click(canvas.getByRole('button', { name: 'Show app password' }));
    await expect(canvas.getByLabelText('App password')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Checked before any request: empty fields, and a handle without its domain. */
export const FieldErrors: Story = {
  parameters: { showsState: ['invalid'] },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Bluesky' }));
    const handle = canvas.getByRole('textbox', { name: 'Bluesky handle' });
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    await expect(handle).toHaveFocus();
    await expect(canvas.getByLabelText('App password')).toHaveAccessibleDescription(/^Enter an app password\./);
    await userEvent.type(handle, 'alice');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Bluesky' }));
    await expect(handle).toHaveAccessibleDescription(/^Enter your full handle with its domain/);
  },
};

/** The service's own field messages (400 with `details`) land on their fields. */
export const ServiceFieldErrors: Story = {
  parameters: { showsState: ['invalid'] },
  tags: ['!autodocs'],
  loaders: [
    fault({
      status: 400,
      times: 1,
      body: { success: false, error: 'Invalid payload', details: { handle: { _errors: ['This handle does not resolve to an account'] } } },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, unique('ghost'));
    const handle = canvas.getByRole('textbox', { name: 'Bluesky handle' });
    await waitFor(() => expect(handle).toHaveAccessibleDescription(/^This handle does not resolve to an account/));
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some fields need attention.');
  },
};

/** 409: the account is connected already. */
export const Conflict: Story = {
  parameters: { showsState: ['error'] },
  tags: ['!autodocs'],
  loaders: [
    () => {
      if (!simulated.db.accounts().some((account) => account.network === 'bluesky' && account.username === TAKEN)) {
        simulated.db.addAccount({ network: 'bluesky', username: TAKEN, tenantId: 'acme' });
      }
      return fault()();
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, TAKEN);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(`@${TAKEN} is already connected.`));
  },
};

/** 401: Bluesky refused the handle or app password (the simulated one refuses `invalid`). Not "sign in again". */
export const Refused: Story = {
  parameters: { showsState: ['error'] },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, unique('refused'), 'invalid');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Bluesky did not accept this handle and app password.'));
    await expect(canvas.getByRole('alert')).not.toHaveTextContent(/sign in/i);
    await expect(canvas.getByLabelText('App password')).toHaveValue('');
  },
};

/** 400 without details. */
export const Rejected: Story = {
  parameters: { showsState: ['error'] },
  tags: ['!autodocs'],
  loaders: [fault({ status: 400, times: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, unique('rejected'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The service did not accept this request.'));
  },
};

/** 500 from the service. */
export const ServerError: Story = {
  parameters: { showsState: ['error'] },
  tags: ['!autodocs'],
  loaders: [fault({ status: 500, times: 1 })],
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement, unique('broken'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Connecting Bluesky failed on our side. Try again in a moment.'));
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }));
  },
};

/** The connect takes a while (held here): the button says so and keeps focus, a second press sends nothing (Pending Flow counts). */
export const Pending: Story = {
  parameters: { showsState: ['submitting'] },
  tags: ['!autodocs'],
  loaders: [fault({ delayMs: 24 * 60 * 60 * 1000, times: 1 })],
  play: async ({ canvasElement }) => {
    const handle = unique('slow');
    const canvas = await fill(canvasElement, handle);
    const button = canvas.getByRole('button', { name: 'Connecting…' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(`Connecting @${handle}…`);
  },
};

/** Pending, until the service answers: connected, after one request for the two presses. */
export const PendingFlow: Story = {
  ...Pending,
  parameters: { showsState: [], playsToState: ['connected'] },
  loaders: [fault({ delayMs: 4000, times: 1 })],
  play: async (context) => {
    await Pending.play!(context);
    const canvas = within(context.canvasElement);
    const handle = /Connecting @(\S+)…/.exec(canvas.getByRole('status').textContent ?? '')![1]!;
    // The request reaches the simulated service through msw's worker a moment after the click, so
    // count only once the connect has finished: a second request would have been sent by then.
    await expect(await canvas.findByText(`Connected @${handle}.`)).toBeVisible();
    const sent = simulated.requests.filter((request) => request.operation === 'connectAppPassword' && JSON.stringify(request.body).includes(handle));
    await expect(sent).toHaveLength(1);
  },
};

const formRoot = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-scope="handle-app-password-form"][data-part="root"]')!;

/** Sent empty as it opens: each field says what it needs, before any request (`invalid`). */
export const InvalidAsOpened: Story = {
  decorators: [sentAsItOpens(() => '', () => '')],
  parameters: { showsState: ['invalid'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(formRoot(canvasElement)).toHaveAttribute('data-state', 'invalid'));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Bluesky handle' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent as it opens with the app password Bluesky refuses (`error`): the form's failure, in an alert. */
export const RefusedAsOpened: Story = {
  decorators: [sentAsItOpens(() => unique('refused'), () => 'invalid')],
  parameters: { showsState: ['error'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(formRoot(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Bluesky did not accept this handle and app password.');
  },
};

/** Sent as it opens with a handle and app password the service takes (`connected`): the form says so, emptied. */
export const ConnectedAsOpened: Story = {
  decorators: [sentAsItOpens(() => unique('opened'), () => 'abcd-efgh-ijkl-mnop')],
  parameters: { showsState: ['connected'] },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(formRoot(canvasElement)).toHaveAttribute('data-state', 'connected'));
    await expect(within(canvasElement).getByLabelText('App password')).toHaveValue('');
    await expect(args.onConnected).toHaveBeenCalledWith(expect.objectContaining({ network: 'bluesky' }));
  },
};

/**
 * Sent as it opens while the service takes its time (the connect held, on a simulated service of
 * the story's own, so the stories beside it still get their answers): `submitting`, the button
 * saying so and the status line naming the handle.
 */
export const SubmittingAsOpened: Story = {
  decorators: [sentAsItOpens(() => 'held.bsky.social', () => 'abcd-efgh-ijkl-mnop'), withOwnService()],
  loaders: [ownService((service) => void service.faults.set('connectAppPassword', { hold: never() }))],
  parameters: { showsState: ['submitting'] },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(formRoot(canvasElement)).toHaveAttribute('data-state', 'submitting'));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Connecting…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting @held.bsky.social…');
    await expect(args.onConnected).not.toHaveBeenCalled();
  },
};

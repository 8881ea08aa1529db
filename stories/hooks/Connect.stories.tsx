import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadlessCallback, HeadlessConnect } from '../examples/HeadlessConnect.js';
import { arriveAtCallback, callbackUrl } from '../support/connect.js';
import { simulated } from '../support/simulated.js';

const meta: Meta = { title: 'Hooks/useConnect and useConnectCallback' };
export default meta;

/** `useConnect` with the app's own markup: the popup opens in the click, and every transition reaches `onEvent`. */
export const HeadlessConnectFlow: StoryObj = {
  render: () => <HeadlessConnect redirectUri={callbackUrl()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add LinkedIn' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('popup-open'));
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('canceled');
    await expect(canvas.getByText('Events: open, popup-opened, canceled')).toBeVisible();
  },
};

/** `useConnectCallback` with the app's own markup, arriving from a one-step network. */
export const HeadlessCallbackPage: StoryObj = {
  parameters: { redirectLanding: false },
  loaders: [
    () => {
      // The callback checks that the service lists the account the network named.
      const account = simulated.db.addAccount({ network: 'x', username: 'grace', tenantId: 'acme' });
      arriveAtCallback({ success: 'true', account_id: account.id, username: 'grace' }, 'x');
    },
  ],
  render: () => <HeadlessCallback />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('connected'));
    await expect(canvas.getByText('Welcome, grace.')).toBeVisible();
  },
};

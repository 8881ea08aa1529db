import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DisconnectAccountExample } from '../examples/DisconnectAccountExample.js';
import { disconnectService } from '../support/accountList.js';

// A service of its own (four accounts, back to them for each story): the shared one keeps the
// accounts other stories count on.
const meta: Meta = {
  title: 'Hooks/useDisconnectAccount',
  parameters: { msw: { handlers: { service: disconnectService.handlers } } },
};
export default meta;

/** The account leaves the list at once, before the service has answered. */
export const Disconnect: StoryObj = {
  beforeEach: () => disconnectService.reset(),
  render: () => <DisconnectAccountExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect @ada1' }));
    await expect(canvas.queryByRole('button', { name: 'Disconnect @ada1' })).toBeNull();
    await expect(await canvas.findByText('Disconnected.')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The service fails (a 500 fault): the account comes back where it stood, with the reason. */
export const DisconnectFails: StoryObj = {
  beforeEach: () => {
    disconnectService.reset();
    disconnectService.faults.set('disconnectAccount', { status: 500, delayMs: 300 });
  },
  render: () => <DisconnectAccountExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disconnect @grace2' }));
    await expect(await canvas.findByText(/^Not disconnected: /)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Disconnect @grace2' })).toBeVisible());
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^@ada1 /),
      expect.stringMatching(/^@grace2 /),
      expect.stringMatching(/^@alan3 /),
      expect.stringMatching(/^@edsger4 /),
    ]);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadlessPagePicker } from '../examples/HeadlessPagePicker.js';
import { simulated } from '../support/simulated.js';

const meta: Meta = { title: 'Hooks/usePagePicker' };
export default meta;

/** `usePagePicker` with the app's own markup: pages, search, select all, time left, one finalize. */
export const Headless: StoryObj = {
  loaders: [
    () => {
      simulated.faults.clear('finalize');
      return { sessionToken: simulated.db.createSession({ network: 'facebook', tenantId: 'acme', pageCount: 5 }) };
    },
  ],
  render: (_, { loaded }) => <HeadlessPagePicker sessionToken={(loaded as { sessionToken: string }).sessionToken} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('State: ready')).toBeVisible();
    await expect(canvas.getByText(/seconds left$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add 0' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pick one first.');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find' }), 'acme');
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1' }));
    await expect(await canvas.findByText('Added Acme Studio.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadlessAppPasswordForm } from '../examples/HeadlessAppPasswordForm.js';
import { simulated } from '../support/simulated.js';

const meta: Meta = { title: 'Hooks/useHandleAppPasswordForm' };
export default meta;

/** `useHandleAppPasswordForm` with the app's own markup: checks, a refusal, then a connect. */
export const Headless: StoryObj = {
  loaders: [
    () => {
      simulated.faults.clear('connectAppPassword');
      return {};
    },
  ],
  render: () => <HeadlessAppPasswordForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByText('Handle, please.')).toBeVisible();
    const handle = `headless${Date.now().toString(36)}.bsky.social`;
    await userEvent.type(canvas.getByLabelText('Handle'), `@${handle}`);
    await userEvent.type(canvas.getByLabelText('App password'), 'invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Bluesky said no.'));
    await expect(canvas.getByLabelText('App password')).toHaveValue('');
    await userEvent.type(canvas.getByLabelText('App password'), 'abcd-efgh-ijkl-mnop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText(`Added ${handle}.`)).toBeVisible();
  },
};

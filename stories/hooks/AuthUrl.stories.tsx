import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthUrlExample } from '../examples/AuthUrlExample.js';
import { callbackUrl } from '../support/connect.js';
import { simulated } from '../support/simulated.js';

const meta: Meta = { title: 'Hooks/useAuthUrl' };
export default meta;

/** Pick a network and ask: the simulated service answers with its consent screen's address (open it to Allow or Deny). */
export const GetAuthUrl: StoryObj = {
  loaders: [
    () => {
      simulated.faults.clear('authUrl');
      return {};
    },
  ],
  render: () => <AuthUrlExample redirectUri={callbackUrl()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Network'), 'YouTube');
    await userEvent.click(canvas.getByRole('button', { name: 'Get the auth URL' }));
    const link = await canvas.findByRole('link', { name: /state=/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(simulated.db.authFlows().at(-1)).toMatchObject({ network: 'youtube', tenantId: 'acme' });
  },
};

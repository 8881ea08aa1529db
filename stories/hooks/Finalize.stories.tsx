import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FinalizeExample } from '../examples/FinalizeExample.js';
import { simulated } from '../support/simulated.js';

const meta: Meta = { title: 'Hooks/useFinalize' };
export default meta;

type Loaded = { sessionToken: string };

/** A LinkedIn session with two pages: choose, connect, and the accounts the service made. */
export const ConnectPages: StoryObj = {
  loaders: [
    () => {
      simulated.faults.clear('finalize');
      simulated.faults.clear('pendingSession');
      return { sessionToken: simulated.db.createSession({ network: 'linkedin', tenantId: 'acme', pageCount: 2 }) };
    },
  ],
  render: (_, { loaded }) => <FinalizeExample sessionToken={(loaded as Loaded).sessionToken} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Acme Studio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Connect 1' }));
    await expect(await canvas.findByText(/^Connected @\S+\.$/)).toBeVisible();
    // Finalize deletes the session: connected once, and the token is spent.
    const token = (loaded as Loaded).sessionToken;
    await expect(simulated.db.sessions().some((session) => session.token === token)).toBe(false);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingSessionExample } from '../examples/PendingSessionExample.js';
import { simulated } from '../support/simulated.js';

const meta: Meta = { title: 'Hooks/usePendingSession' };
export default meta;

type Loaded = { sessionToken: string };

/** A session the simulated consent left with three Facebook pages: what it offers, and until when. */
export const Pages: StoryObj = {
  loaders: [
    () => {
      simulated.faults.clear('pendingSession');
      return { sessionToken: simulated.db.createSession({ network: 'facebook', tenantId: 'acme', pageCount: 3 }) };
    },
  ],
  render: (_, { loaded }) => <PendingSessionExample sessionToken={(loaded as Loaded).sessionToken} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Facebook shared 3 pages' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A token the service no longer knows (expired, or already finalized): an error at once, unretried. */
export const Expired: StoryObj = {
  render: () => <PendingSessionExample sessionToken="ses_expired_long_ago" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This connection request has expired: start again.');
  },
};

/** No token yet: the query waits (`enabled` is false) and sends nothing. */
export const NoToken: StoryObj = {
  render: () => <PendingSessionExample sessionToken={null} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No session to read.')).toBeVisible();
  },
};

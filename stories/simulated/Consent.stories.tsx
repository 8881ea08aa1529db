import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SimulatedConsent } from '../support/SimulatedConsent.js';

/**
 * The simulated OAuth consent step. Auth URLs from the simulated service lead here (with
 * `?state=…`); Allow or Deny sends the browser back to the flow's redirect URI the way the real
 * network and service would: `?session=…` for page networks, `?success=true&account_id=…` for
 * one-step ones, `?error=access_denied` when denied.
 */
const meta: Meta = { title: 'Simulated service/Consent', parameters: { layout: 'fullscreen', redirectLanding: false } };
export default meta;

export const Page: StoryObj = {
  render: () => <SimulatedConsent />,
  play: async ({ canvasElement }) => {
    // Opened without a flow (as here, from the sidebar), it says so instead of failing silently.
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

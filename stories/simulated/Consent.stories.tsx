import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { renderSimulatedConsent } from '../../src/mocks/index.js';
import { simulated } from '../support/simulated.js';

/**
 * The simulated OAuth consent step. Auth URLs from the simulated service lead here (with
 * `?state=…`); Allow or Deny sends the browser back to the flow's redirect URI the way the real
 * network and service would: `?session=…` for page networks, `?success=true&account_id=…` for
 * one-step ones, `?error=access_denied` when denied.
 */
const meta: Meta = { title: 'Simulated service/Consent', parameters: { layout: 'fullscreen' } };
export default meta;

function Consent() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? renderSimulatedConsent(root.current, simulated) : undefined), []);
  return <div ref={root} />;
}

export const Page: StoryObj = {
  render: () => <Consent />,
  play: async ({ canvasElement }) => {
    // Opened without a flow (as here, from the sidebar), it says so instead of failing silently.
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialKitExample } from '../examples/SocialKitExample.js';

const meta: Meta = { title: 'Hooks/useSocialKit' };
export default meta;

/** The provider every story runs in (tenant `acme`), and one nested inside it with settings of its own. */
export const ProviderValues: StoryObj = {
  render: () => <SocialKitExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const outer = within(canvas.getByRole('region', { name: "This Storybook's provider" }));
    await expect(outer.getByText('acme')).toBeVisible();
    const inner = within(canvas.getByRole('region', { name: 'An inner provider' }));
    await expect(inner.getByText('globex')).toBeVisible();
    await expect(inner.getByText('de-DE')).toBeVisible();
    await expect(inner.getByText('dark')).toBeVisible();
  },
};

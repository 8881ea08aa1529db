import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeadlessPlatformOptions } from '../examples/HeadlessPlatformOptions.js';

const meta: Meta = { title: 'Hooks/usePlatformOptions' };
export default meta;

/** `usePlatformOptions` with the app's own markup: values, allowed values, counts and problems. */
export const Headless: StoryObj = {
  render: () => <HeadlessPlatformOptions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('YouTube title');
    await userEvent.type(title, 'a <b>');
    await expect(canvas.getByText('No < or > please')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Some options need attention.');
    await userEvent.clear(title);
    await userEvent.type(title, 'Fine');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY']);
    await userEvent.selectOptions(canvas.getByLabelText('TikTok audience'), 'SELF_ONLY');
    await expect(canvas.getByText('{"youtube":{"title":"Fine"},"tiktok":{"privacyLevel":"SELF_ONLY"}}')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Options are valid.');
  },
};

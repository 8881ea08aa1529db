import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HeadlessMediaGallery } from '../examples/HeadlessMediaGallery.js';

const meta: Meta = { title: 'Hooks/useMediaGallery' };
export default meta;

/** `useMediaGallery` with the app's own markup: a grid of choices, roving focus, selection, removal. */
export const Headless: StoryObj = {
  render: () => <HeadlessMediaGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('gridcell', { name: 'Sunrise' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ }');
    await expect(canvas.getByRole('gridcell', { name: 'Harbour' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{ }');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: Harbour, Glacier');
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('gridcell', { name: 'Glacier' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: Harbour');
  },
};

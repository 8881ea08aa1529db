import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadlessUpload } from '../examples/HeadlessUpload.js';

// The simulated storage answers through msw's service worker, which reports no upload progress
// in Chrome: bars jump from 0 to the end here; the Chromium tests check the bytes in between.

const meta: Meta = { title: 'Hooks/useUpload' };
export default meta;

/** `useUpload` with the app's own markup: a file input, a row per file with its actions, totals, refusals. */
export const Headless: StoryObj = {
  render: () => <HeadlessUpload />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = [new File([new Uint8Array(64 * 1024)], 'clip.mp4', { type: 'video/mp4' }), new File([], 'empty.png', { type: 'image/png' })];
    await userEvent.upload(canvas.getByLabelText('Choose files'), files);

    const row = await canvas.findByRole('listitem', { name: 'clip.mp4' });
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'done'));
    await expect(within(row).getByText('Uploaded')).toBeVisible();
    await expect(within(row).getByRole('progressbar', { name: 'clip.mp4 progress' })).toHaveAttribute('value', '1');
    // Totals follow on the next animation frame.
    await expect(await canvas.findByText(/1 of 1 uploaded/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Not added' })).getByText('empty.png was not added: it is empty.')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: 'Remove clip.mp4' }));
    // The list follows on the next animation frame.
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'clip.mp4' })).toBeNull());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HeadlessMediaUploader } from '../examples/HeadlessMediaUploader.js';

// The simulated storage answers through msw's service worker, which reports no upload progress
// in Chrome: bars jump from 0 to the end here; the Chromium tests check the bytes in between.

const meta: Meta = { title: 'Hooks/useMediaUploader' };
export default meta;

/** `useMediaUploader` with the app's own markup: drop, paste and a Browse button, refusals in words, a live region, focus kept. */
export const Headless: StoryObj = {
  render: () => <HeadlessMediaUploader />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('Accepted: images and videos. Up to 50 MB each.');
    const files = [new File([new Uint8Array(64 * 1024)], 'clip.mp4', { type: 'video/mp4' }), new File([], 'empty.png', { type: 'image/png' })];
    await userEvent.upload(canvas.getByLabelText('Choose files to upload'), files);

    const row = await canvas.findByRole('listitem', { name: 'clip.mp4' });
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'done'));
    await expect(within(row).getByText('Uploaded')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Not added' })).getByRole('listitem')).toHaveTextContent('empty.png is empty.');
    const live = canvasElement.querySelector('[aria-live="polite"]')!;
    await waitFor(() => expect(live).toHaveTextContent('clip.mp4 uploaded.'));

    // The last row goes: focus goes back to the button that adds files.
    await userEvent.click(within(row).getByRole('button', { name: 'Remove clip.mp4' }));
    await waitFor(() => expect(canvas.queryByRole('listitem', { name: 'clip.mp4' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  },
};

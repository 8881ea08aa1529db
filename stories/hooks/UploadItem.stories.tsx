import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploadItemExample } from '../examples/UploadItemExample.js';

// The simulated storage answers through msw's service worker, which reports no upload progress
// in Chrome: bytes jump from 0 to the end here.

const meta: Meta = { title: 'Hooks/useUploadItem' };
export default meta;

/** Two files, each row reading its own item: status, bytes, progress, and the media id once confirmed. */
export const EachFile: StoryObj = {
  render: () => <UploadItemExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = [new File([new Uint8Array(48 * 1024)], 'clip.mp4', { type: 'video/mp4' }), new File([new Uint8Array(16 * 1024)], 'cover.png', { type: 'image/png' })];
    await userEvent.upload(canvas.getByLabelText('Choose files'), files);
    for (const name of ['clip.mp4', 'cover.png']) {
      const row = await canvas.findByRole('row', { name: new RegExp(`^${name.replace('.', '\\.')}`) });
      await waitFor(() => expect(row).toHaveAttribute('data-state', 'done'));
      await expect(row).toHaveTextContent('100%');
      await expect(within(row).getAllByRole('cell')[3]).not.toHaveTextContent('…');
    }
  },
};

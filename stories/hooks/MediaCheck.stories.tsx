import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MediaCheckExample } from '../examples/MediaCheckExample.js';

const meta: Meta = { title: 'Hooks/useMediaCheck' };
export default meta;

/** A JPEG of the given size, drawn in the browser. */
async function jpeg(name: string, width: number, height: number) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#2a7';
  context.fillRect(0, 0, width, height);
  return new File([await canvas.convertToBlob({ type: 'image/jpeg' })], name, { type: 'image/jpeg' });
}

/**
 * A tall phone picture (9:16) and four square ones, for Instagram's feed and Bluesky: Instagram
 * refuses the tall one and says where it would go, Bluesky counts five images against its four.
 */
export const Checks: StoryObj = {
  render: () => <MediaCheckExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = [await jpeg('tall.jpg', 1080, 1920), ...(await Promise.all([1, 2, 3, 4].map((n) => jpeg(`square-${n}.jpg`, 1080, 1080))))];
    await userEvent.upload(canvas.getByLabelText('Choose files'), files);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The post is refused.'));
    const tall = within(canvas.getByText('tall.jpg').closest('li')!);
    await expect(tall.getByText('9:16 is taller than Instagram feed allows (4:5). Post it as a Story, or crop it.')).toBeVisible();
    await expect(canvas.getByText('Bluesky allows 4 images; 5 are attached.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Instagram post kind'), 'STORIES');
    await waitFor(() => expect(tall.queryByText(/taller than Instagram/)).not.toBeInTheDocument());
  },
};

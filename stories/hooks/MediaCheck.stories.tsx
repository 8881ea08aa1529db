import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MediaCheckExample } from '../examples/MediaCheckExample.js';
import { drawnJpeg } from '../support/pictures.js';

const meta: Meta = { title: 'Hooks/useMediaCheck' };
export default meta;

/** A green JPEG of the given size, drawn in the browser. */
const jpeg = (name: string, width: number, height: number) => drawnJpeg(name, width, height, { fill: '#2a7', quality: 1 });

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

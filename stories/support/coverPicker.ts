import { expect, waitFor, within, type userEvent } from 'storybook/test';
import { makeVideo } from './videos.js';

/**
 * What a play function does to pick a video's cover: drops a 3-second 640 × 360 video named
 * harbour.mp4 into the uploader, waits for its upload, opens its cover picker, moves the slider to
 * 2 s with the keyboard and presses Use this frame.
 */
export async function pickCoverAt2s(canvasElement: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const canvas = within(canvasElement);
  await user.upload(canvas.getByLabelText('Choose files to upload'), [await makeVideo({ codec: 'avc', width: 640, height: 360, seconds: 3, name: 'harbour.mp4' })]);
  const files = () => within(canvas.getByRole('list', { name: 'Files' }));
  await waitFor(() => expect(files().getByRole('listitem', { name: 'harbour.mp4' })).toHaveAttribute('data-state', 'done'), { timeout: 30_000 });
  await user.click(await canvas.findByRole('button', { name: 'Cover for harbour.mp4' }));
  const slider = await canvas.findByRole('slider', { name: 'Frame of harbour.mp4' });
  await waitFor(() => expect(slider).toBeEnabled());
  slider.focus();
  await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
  await expect(slider).toHaveAttribute('aria-valuetext', '2.00s of 3.00s');
  await user.click(canvas.getByRole('button', { name: 'Use this frame' }));
}

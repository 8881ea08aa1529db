import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UploadTotalsExample } from '../examples/UploadTotalsExample.js';

const meta: Meta = { title: 'Hooks/useUploadTotals' };
export default meta;

/** Three files held in `queued` until Start, then counted as they finish; the bar reaches 1 only when all are done. */
export const Counts: StoryObj = {
  render: () => <UploadTotalsExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const files = ['a.png', 'b.png', 'c.png'].map((name, index) => new File([new Uint8Array((index + 1) * 8 * 1024)], name, { type: 'image/png' }));
    await userEvent.upload(canvas.getByLabelText('Choose files'), files);
    // Totals follow on the next animation frame.
    await waitFor(() => expect(canvas.getByRole('row', { name: 'queued 3' })).toBeVisible());
    await expect(canvas.getByText(/^0%, 0 of 49152 bytes$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(canvas.getByRole('row', { name: 'done 3' })).toBeVisible());
    await expect(canvas.getByRole('progressbar', { name: 'All files' })).toHaveAttribute('value', '1');
  },
};

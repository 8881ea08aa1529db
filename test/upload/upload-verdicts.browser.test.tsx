import { waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { drawnJpeg } from '../../stories/support/pictures.js';
import { renderUploader, until } from '../support/uploadHarness.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';

// Real images, real facts: the browser's reader decodes each generated JPEG, the rules table
// judges it, and only then may a ticket be asked for (real uploads to the loopback storage, as in
// test/components/MediaUploader.browser.test.tsx, in the chromium-upload project).

const NETWORKS = ['instagram', 'bluesky'] as const;

describe('MediaUploader with the networks chosen for the post', () => {
  it('uploads a photo at the very 4:5 edge of Instagram feed, and says it fits both networks', async () => {
    const { input, row, tickets } = renderUploader({ networks: NETWORKS });
    await userEvent.upload(input(), await drawnJpeg('edge.jpg', 1080, 1350));
    await until(() => row('edge.jpg'), 'done');
    // The verdict line's messages load with the first verdict.
    await waitFor(() => expect(row('edge.jpg')).toHaveTextContent('Fits Instagram and Bluesky'));
    expect(tickets()).toHaveLength(1);
  });

  it('never asks for a ticket for a photo one pixel taller, says why and offers only Remove', async () => {
    const { input, row, live, tickets } = renderUploader({ networks: NETWORKS });
    await userEvent.upload(input(), await drawnJpeg('taller.jpg', 1080, 1351));
    await until(() => row('taller.jpg'), 'refused');
    const refused = row('taller.jpg');
    expect(refused).toHaveTextContent('Not uploaded');
    await waitFor(() => expect(refused).toHaveTextContent(/is taller than Instagram feed allows \(4:5\)\. Post it as a Story, or crop it\./));
    expect(within(refused).getByRole('button', { name: 'Remove taller.jpg' })).toBeVisible();
    expect(within(refused).queryByRole('button', { name: /Retry/ })).toBeNull();
    await waitFor(() => expect(live()).toContain('taller.jpg was not uploaded: '));
    expect(tickets()).toHaveLength(0);
  });

  it('uploads the refused photo once Instagram switches from Feed to Story', async () => {
    const { input, row, tickets, setProps } = renderUploader({ networks: NETWORKS });
    await userEvent.upload(input(), await drawnJpeg('story.jpg', 1080, 1920));
    await until(() => row('story.jpg'), 'refused');
    expect(tickets()).toHaveLength(0);

    setProps({ postKind: { instagram: 'STORIES' } });
    await until(() => row('story.jpg'), 'done');
    await waitFor(() => expect(row('story.jpg')).toHaveTextContent('Fits Instagram and Bluesky'));
    expect(tickets()).toHaveLength(1);
  });

  it("uploads a refused photo with the reason beside it when the app says 'warn'", async () => {
    const { input, row, tickets } = renderUploader({ networks: NETWORKS, onRefused: 'warn' });
    await userEvent.upload(input(), await drawnJpeg('warned.jpg', 1080, 1351));
    await until(() => row('warned.jpg'), 'done');
    await waitFor(() => expect(row('warned.jpg')).toHaveTextContent(/is taller than Instagram feed allows \(4:5\)/));
    expect(tickets()).toHaveLength(1);
  });
});

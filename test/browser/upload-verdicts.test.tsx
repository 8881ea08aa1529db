import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { MediaUploader, SocialKitProvider, type MediaUploaderProps } from '../../src/index.js';
import { drawnJpeg } from '../../stories/support/pictures.js';
import { makeQueryClient } from '../support/render.js';
import { loopbackService } from '../support/uploadHarness.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';
import { TRANSFER } from '../support/patience.js';

// Real images, real facts: the browser's reader decodes each generated JPEG, the rules table
// judges it, and only then may a ticket be asked for (real uploads to the loopback storage, as in
// MediaUploader.test.tsx, in the chromium-upload project).

function setup(props: Partial<MediaUploaderProps> = {}) {
  const { service } = loopbackService();
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => service.handle(new Request(input, init));
  const queryClient = makeQueryClient();
  const tree = (changes: Partial<MediaUploaderProps> = {}) => (
    <SocialKitProvider baseUrl="/api/social" fetch={fetch} retry={0} queryClient={queryClient}>
      <MediaUploader previews={false} retryDelay={() => 0} {...props} {...changes} />
    </SocialKitProvider>
  );
  const view = render(tree());
  const root = view.container.querySelector<HTMLElement>('[data-scope="media-uploader"][data-part="root"]')!;
  return {
    root,
    tickets: () => service.requests.filter((request) => request.operation === 'uploadTicket').length,
    input: () => screen.getByLabelText<HTMLInputElement>('Choose files to upload'),
    live: () => root.querySelector('[data-part="live"]')!.textContent ?? '',
    row: (name: string) => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name }),
    setProps: (changes: Partial<MediaUploaderProps>) => view.rerender(tree(changes)),
  };
}

/** Waits for a row's state; uploads take a while on a shared machine. */
const until = (row: () => HTMLElement, state: string) => waitFor(() => expect(row()).toHaveAttribute('data-state', state), TRANSFER);

const NETWORKS = ['instagram', 'bluesky'] as const;

describe('MediaUploader with the networks chosen for the post', () => {
  it('uploads a photo at the very 4:5 edge of Instagram feed, and says it fits both networks', async () => {
    const { input, row, tickets } = setup({ networks: NETWORKS });
    await userEvent.upload(input(), await drawnJpeg('edge.jpg', 1080, 1350));
    await until(() => row('edge.jpg'), 'done');
    // The verdict line's words load with the first verdict.
    await waitFor(() => expect(row('edge.jpg')).toHaveTextContent('Fits Instagram and Bluesky'));
    expect(tickets()).toBe(1);
  });

  it('never asks for a ticket for a photo one pixel taller, says why and offers only Remove', async () => {
    const { input, row, live, tickets } = setup({ networks: NETWORKS });
    await userEvent.upload(input(), await drawnJpeg('taller.jpg', 1080, 1351));
    await until(() => row('taller.jpg'), 'refused');
    const refused = row('taller.jpg');
    expect(refused).toHaveTextContent('Not uploaded');
    await waitFor(() => expect(refused).toHaveTextContent(/is taller than Instagram feed allows \(4:5\)\. Post it as a Story, or crop it\./));
    expect(within(refused).getByRole('button', { name: 'Remove taller.jpg' })).toBeVisible();
    expect(within(refused).queryByRole('button', { name: /Retry/ })).toBeNull();
    await waitFor(() => expect(live()).toContain('taller.jpg was not uploaded: '));
    expect(tickets()).toBe(0);
  });

  it('uploads the refused photo once Instagram switches from Feed to Story', async () => {
    const { input, row, tickets, setProps } = setup({ networks: NETWORKS });
    await userEvent.upload(input(), await drawnJpeg('story.jpg', 1080, 1920));
    await until(() => row('story.jpg'), 'refused');
    expect(tickets()).toBe(0);

    setProps({ postKind: { instagram: 'STORIES' } });
    await until(() => row('story.jpg'), 'done');
    await waitFor(() => expect(row('story.jpg')).toHaveTextContent('Fits Instagram and Bluesky'));
    expect(tickets()).toBe(1);
  });

  it("uploads a refused photo with the reason beside it when the app says 'warn'", async () => {
    const { input, row, tickets } = setup({ networks: NETWORKS, onRefused: 'warn' });
    await userEvent.upload(input(), await drawnJpeg('warned.jpg', 1080, 1351));
    await until(() => row('warned.jpg'), 'done');
    await waitFor(() => expect(row('warned.jpg')).toHaveTextContent(/is taller than Instagram feed allows \(4:5\)/));
    expect(tickets()).toBe(1);
  });
});

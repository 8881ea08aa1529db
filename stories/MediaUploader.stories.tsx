import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MediaGallery, MediaUploader, SocialKitError, useUpload, type ImageFitter, type MediaUploaderProps, type PostMedia, type UploadItem } from '../src/index.js';
import { UPLOAD_OPERATION } from '../src/client/errors.js';
import { never, ownService, withOwnService } from './support/ownService.js';
import { heicPhoto } from './support/heic.js';
import { keptFiles } from './support/kept.js';
import { phonePhoto } from './support/pictures.js';
import { simulated } from './support/simulated.js';
import { STATES, staticItem, staticUpload } from './support/staticUpload.js';
import { makeVideo } from './support/videos.js';
import { pickCoverAt2s } from './support/coverPicker.js';

// Storybook's simulated storage answers through msw's service worker. Chrome reports no upload
// progress for a request the worker takes, so bars here jump from 0 to the end; the Chromium
// tests upload to a real loopback storage and check the bytes in between.

/**
 * Files in, uploaded: a drop zone with a real Browse files button, paste, the files that were not
 * taken with the reason in words, one row per file with its progress, state and actions, and a
 * total. Each file gets an upload ticket from your proxy, goes straight to storage, and is
 * confirmed; what comes out is the service's media id.
 *
 * **In the flow:** the start of a post's media. Share one `useUpload` result with a
 * [MediaGallery](?path=/docs/components-mediagallery--docs) (`upload` on both, as in With Gallery
 * below) to choose the uploaded media for a post. Try it here: Browse, drop or paste files.
 *
 * **Props that matter:** the rules a file is checked against before any request (`accept` as MIME
 * types, `image/*` or `.heic`; `maxSize`, `minSize`, `maxFiles`, `validate`); the queue
 * (`concurrency`, `retry`, `retryDelay`, `autoStart`); `onUploaded(media)`, `onComplete(media)`,
 * `onError(error, item)`, `onRejected(rejections)`; `upload`, a `useUpload` result to drive instead
 * of its own; `warnBeforeUnload`, `previews`, `paste`; `persist`, which keeps unfinished files on
 * the device through a reload, with `persistScope` on the provider ([Interrupted
 * Uploads](?path=/story/components-mediauploader--interrupted-uploads)). With the networks of the
 * post (`networks`, `postKind`, `onRefused`), each file is checked before its ticket, and
 * `fitImages` fits a photo they take once fitted ([Fits Photos For
 * Bluesky](?path=/story/components-mediauploader--fits-photos-for-bluesky)), `fitVideos` a video
 * ([Fits Videos For X](?path=/story/components-mediauploader--fits-videos-for-x)).
 *
 * **States:** the root's `data-state` is `idle` or `uploading`, with `data-drag-active`,
 * `data-drag-reject` and `data-offline`; the drop zone's is `idle`, `accept` or `reject`; each
 * row's is its file's status, and with `networks` also `refused` and, with `fitImages` or `fitVideos`, `fitting`;
 * with `persist`, a file a reload cut off comes back `interrupted` (Interrupted Uploads reloads its
 * frame to show it). Uploading, Refused and Fitting open in their state with files added as they
 * open, and stay there (a ticket held on a service of the story's own, a PDF Instagram refuses, an
 * encoder that has not answered). The drop zone's `accept` and `reject` last only while a drag is over it, so
 * Drag Active and Drag Rejected start one in their play function. The stories that upload play it
 * out on a page of their own; the failures recover in Error With Retry Flow, Flaky Storage Flow
 * and Asked To Wait Flow.
 *
 * **Keyboard and screen readers:** the drop zone is no focus stop; Browse files is a real button,
 * described by the limits in words. Cancel, Retry and Remove are named with the file; when one goes
 * away, focus moves to the row's next action or the next row. Progress bars are native `progress`
 * elements with a spoken value ("4.5 MB of 10 MB, 45%"); one polite live region says each file
 * added, uploaded or failed, once, and never a progress tick. With two files or more, each row has
 * arrows named with the file ("Move b.png earlier", "Move b.png later"): a press moves it one
 * place, focus stays on the arrow, and its new place is said ("b.png, position 1 of 3"); at either
 * end the arrow stays focusable, `aria-disabled`. Each image has an Alt text field named with the
 * file ("Alt text for b.png").
 *
 * **Callbacks:** `onUploaded(media, item)` each time a file is confirmed by the service, with its
 * media record. `onComplete(media)` when the queue settles with every file not canceled done, with
 * every done file's media in list order. `onError(error, item)` when a file ends in `error` with no
 * automatic retry left (a scheduled retry is not reported). `onRejected(rejections)` with the files
 * `add` refused and their reasons, and with a canceled file `retry` had no place for.
 * `onMediaChange(media)` with the post's media whenever it changes: each uploaded file's media id
 * in the order the user set, with its alt text ([Alt Text And
 * Order](?path=/story/components-mediauploader--alt-text-and-order)). All are read when called: a
 * new function restarts nothing.
 *
 * **Headless:** [useMediaUploader](?path=/docs/hooks-usemediauploader--docs) gives all of it but
 * the markup (drop, paste and Browse, refusals in words, announcements, focus kept) through prop
 * getters; rows read their file with [useUploadItem](?path=/docs/hooks-useuploaditem--docs) and the
 * total with [useUploadTotals](?path=/docs/hooks-useuploadtotals--docs). Beneath it,
 * [useUpload](?path=/docs/hooks-useupload--docs) is the engine alone.
 *
 * **In Storybook:** In Storybook the simulated storage answers through the service worker, which
 * reports no upload progress in Chrome: bars jump from 0 to the end here.
 */
const meta = {
  title: 'Components/MediaUploader',
  tags: ['autodocs'],
  component: MediaUploader,
  args: { onUploaded: fn(), onError: fn(), onRejected: fn() },
  argTypes: {
    upload: { control: false },
    // The kinds a dashboard usually takes, as boxes to tick rather than a JSON text box.
    accept: { control: 'check', options: ['image/*', 'video/*', 'image/jpeg', 'image/png', 'image/gif', 'video/mp4', '.heic'] },
  },
  parameters: { states: ['idle', 'uploading', 'dropzone:idle', 'dropzone:accept', 'dropzone:reject', 'item:queued', 'item:requesting', 'item:uploading', 'item:confirming', 'item:done', 'item:error', 'item:canceled', 'item:refused', 'item:fitting', 'item:interrupted'], layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof MediaUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

// Stories tagged '!autodocs' show their state only once their play function has run, or set up
// the whole page (faults, spies, the address bar): the docs page, where every story renders at once
// and none plays, leaves them to the sidebar.

const KB = 1024;
const MB = 1024 * KB;
const file = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });
/** user-event would drop files the chooser's filter hides; the engine's reasons are the point here. */
const user = userEvent.setup({ applyAccept: false });
const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText<HTMLInputElement>('Choose files to upload');
const row = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('list', { name: 'Files' })).getByRole('listitem', { name });

async function picture(name: string, hue: number) {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  context.fillStyle = `hsl(${hue} 60% 45%)`;
  context.fillRect(0, 0, 320, 240);
  context.fillStyle = 'white';
  context.font = 'bold 64px sans-serif';
  context.fillText(name.slice(0, 3), 40, 150);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Nothing added yet: the drop zone, a real Browse button (keyboard and screen readers), and the limits in words. */
export const Idle: Story = {
  parameters: { showsState: ['idle', 'dropzone:idle'] },
  args: { accept: ['image/*', 'video/*', '.heic'], maxSize: 20 * MB, maxFiles: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Browse files' });
    await expect(browse).toHaveAccessibleDescription('Accepted: images, videos, and HEIC. Up to 20 MB each. At most 10 files.');
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Upload media' })).toHaveAttribute('data-state', 'idle');
  },
};

/** Files dragged over the uploader: the frame turns solid and the words change. */
export const DragActive: Story = {
  parameters: { showsState: ['dropzone:accept'] },
  tags: ['!autodocs'],
  args: { accept: ['image/*'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector<HTMLElement>('[data-part="dropzone"]')!;
    const data = new DataTransfer();
    data.items.add(file('cat.png', 10, 'image/png'));
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'accept'));
    await expect(canvas.getByText('Drop the files to add them')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Upload media' })).toHaveAttribute('data-drag-active');
  },
};

/** Every state side by side (a frozen upload): waiting, starting, uploading, finishing, uploaded, failed, canceled. */
export const EachState: Story = {
  parameters: { showsState: ['item:queued', 'item:requesting', 'item:uploading', 'item:confirming', 'item:done', 'item:error', 'item:canceled'] },
  args: {
    upload: staticUpload(
      STATES.map((status, index) => staticItem(`${status}-${index + 1}.${index % 2 ? 'mp4' : 'jpg'}`, status, (index + 1) * 3 * MB, index % 2 ? 'video/mp4' : 'image/jpeg', 0.42)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
    await expect(rows.map((item) => item.dataset.state)).toEqual(STATES);
    await expect(within(rows[2]!).getByText('Uploading, 41%')).toBeVisible();
    await expect(within(rows[2]!).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3.8 MB of 9 MB, 41%');
    await expect(within(rows[5]!).getByText(/^Failed: We could not reach the server/)).toBeVisible();
    await expect(within(rows[5]!).getByRole('button', { name: 'Retry error-6.mp4' })).toBeVisible();
    await expect(within(rows[6]!).getByRole('button', { name: 'Remove canceled-7.jpg' })).toBeVisible();
    await expect(canvas.getByText('1 of 6 uploaded')).toBeVisible();
  },
};

/** Files the rules refuse are listed with the reason in words; the others upload. */
export const Rejections: Story = {
  tags: ['!autodocs'],
  args: { accept: ['image/*', '.heic'], maxSize: 1 * MB },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), [file('notes.pdf', 2 * KB, 'application/pdf'), file('photo.heic', 3 * MB), file('empty.png', 0, 'image/png'), await picture('fine.png', 200)]);
    const list = await canvas.findByRole('list', { name: 'Not added' });
    await expect(within(list).getByText('photo.heic is too large: 3 MB, the limit is 1 MB.')).toBeVisible();
    await expect(within(list).getByText('notes.pdf is not a type we accept. Accepted: images and HEIC.')).toBeVisible();
    await expect(within(list).getByText(/^empty\.png is empty/)).toBeVisible();
    await waitFor(() => expect(row(canvasElement, 'fine.png')).toHaveAttribute('data-state', 'done'));
  },
};

/** A canceled file retried while the list is full: it stays canceled, and the reason says what frees a place. */
export const RetryRefused: Story = {
  parameters: { showsState: ['item:canceled'] },
  tags: ['!autodocs'],
  args: { maxFiles: 2, autoStart: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), [file('a.png', 10, 'image/png')]);
    await user.click(await canvas.findByRole('button', { name: 'Cancel a.png' }));
    await user.upload(input(canvasElement), [file('b.png', 10, 'image/png'), file('c.png', 10, 'image/png')]);
    await user.click(await canvas.findByRole('button', { name: 'Retry a.png' }));
    const list = await canvas.findByRole('list', { name: 'Not retried' });
    await expect(within(list).getByText('a.png cannot be retried: 2 files at most. Remove or cancel a file first.')).toBeVisible();
    await expect(row(canvasElement, 'a.png')).toHaveAttribute('data-state', 'canceled');
    await expect(args.onRejected).toHaveBeenCalledTimes(1);
  },
};

/** A failed ticket, no automatic retry: the row says why, with Retry (Error With Retry Flow presses it). */
export const ErrorWithRetry: Story = {
  parameters: { showsState: ['item:error'] },
  tags: ['!autodocs'],
  args: { retry: 0 },
  beforeEach: () => {
    simulated.faults.set('uploadTicket', { status: 500, times: 1 });
    return () => simulated.faults.clear('uploadTicket');
  },
  play: async ({ canvasElement, args }) => {
    await user.upload(input(canvasElement), [file('clip.mp4', 200 * KB, 'video/mp4')]);
    await waitFor(() => expect(row(canvasElement, 'clip.mp4')).toHaveAttribute('data-state', 'error'));
    await expect(within(row(canvasElement, 'clip.mp4')).getByText('Failed: Something went wrong on our side. Try again in a moment.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry clip.mp4' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** Error With Retry, then Retry pressed: the same file finishes the upload. */
export const ErrorWithRetryFlow: Story = {
  ...ErrorWithRetry,
  parameters: { showsState: [], playsToState: ['item:done'] },
  play: async (context) => {
    await ErrorWithRetry.play!(context);
    const { canvasElement, args } = context;
    await user.click(within(canvasElement).getByRole('button', { name: 'Retry clip.mp4' }));
    await waitFor(() => expect(row(canvasElement, 'clip.mp4')).toHaveAttribute('data-state', 'done'));
    await expect(args.onUploaded).toHaveBeenCalledTimes(1);
  },
};

/**
 * Storage answered 503: the row says it failed and will try again soon, an automatic retry
 * scheduled (held here for a day). Flaky Storage Flow watches the retries with backoff succeed.
 */
export const FlakyStorage: Story = {
  tags: ['!autodocs'],
  args: { retry: 3, retryDelay: () => 24 * 60 * 60 * 1000 },
  beforeEach: () => {
    simulated.faults.set('storagePut', { status: 503, times: 1, delayMs: 600 });
    return () => simulated.faults.clear('storagePut');
  },
  play: async ({ canvasElement, args }) => {
    await user.upload(input(canvasElement), [await picture('sunset.png', 20)]);
    await waitFor(() => expect(within(row(canvasElement, 'sunset.png')).getByText('Failed, trying again soon')).toBeVisible());
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** Storage answers 503 twice, slowly: automatic retries with backoff, watched in the row, then done. */
export const FlakyStorageFlow: Story = {
  ...FlakyStorage,
  parameters: { showsState: [], playsToState: ['item:done'] },
  args: { retry: 3, retryDelay: (attempt: number) => 600 * attempt },
  beforeEach: () => {
    simulated.faults.set('storagePut', { status: 503, times: 2, delayMs: 600 });
    return () => simulated.faults.clear('storagePut');
  },
  play: async (context) => {
    await FlakyStorage.play!(context);
    const { canvasElement, args } = context;
    await waitFor(() => expect(row(canvasElement, 'sunset.png')).toHaveAttribute('data-state', 'done'));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/**
 * The service is busy and asks for three hours (`Retry-After`): longer than the queue waits by
 * itself, so the file stops and the row says until when (Asked To Wait Flow presses Retry).
 */
export const AskedToWait: Story = {
  tags: ['!autodocs'],
  args: { retry: 3 },
  beforeEach: () => {
    simulated.faults.set('uploadTicket', { status: 503, headers: { 'Retry-After': String(3 * 60 * 60) }, times: 1 });
    return () => simulated.faults.clear('uploadTicket');
  },
  play: async ({ canvasElement, args }) => {
    await user.upload(input(canvasElement), [file('clip.mp4', 200 * KB, 'video/mp4')]);
    await waitFor(() => expect(row(canvasElement, 'clip.mp4')).toHaveAttribute('data-state', 'error'));
    await expect(within(row(canvasElement, 'clip.mp4')).getByText(/^Failed: The server asked us to wait until .+ before trying again\.$/)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry clip.mp4' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** Asked To Wait, then Retry: it sends the file at once all the same. */
export const AskedToWaitFlow: Story = {
  ...AskedToWait,
  parameters: { showsState: [], playsToState: ['item:done'] },
  play: async (context) => {
    await AskedToWait.play!(context);
    const { canvasElement } = context;
    await user.click(within(canvasElement).getByRole('button', { name: 'Retry clip.mp4' }));
    await waitFor(() => expect(row(canvasElement, 'clip.mp4')).toHaveAttribute('data-state', 'done'));
  },
};

/** A transfer that stopped moving (no byte reached storage for `stallTimeout`) and had no retry left, frozen. */
export const Stalled: Story = {
  parameters: { showsState: ['item:error'] },
  args: {
    upload: staticUpload([
      {
        ...(staticItem('interview.mov', 'error', 480 * MB, 'video/quicktime', 0.37) as Extract<UploadItem, { status: 'error' }>),
        error: new SocialKitError({ kind: 'timeout', operation: UPLOAD_OPERATION, message: 'No bytes reached storage for too long.' }),
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    const failed = row(canvasElement, 'interview.mov');
    await expect(within(failed).getByText('Failed: The upload stopped moving: nothing reached storage for a while. Check your connection and try again.')).toBeVisible();
    await expect(within(failed).getByRole('button', { name: 'Retry interview.mov' })).toBeVisible();
  },
};

/** Uploaded: thumbnails drawn from bitmaps decoded off the main thread, and the total. */
export const Done: Story = {
  parameters: { showsState: ['item:done'] },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await user.upload(input(canvasElement), [await picture('beach.png', 190), await picture('forest.png', 120)]);
    for (const name of ['beach.png', 'forest.png']) {
      await waitFor(() => expect(row(canvasElement, name)).toHaveAttribute('data-state', 'done'));
      await waitFor(() => expect(row(canvasElement, name).querySelector('[data-part="preview"]')).toHaveAttribute('data-state', 'ready'));
    }
    await expect(await within(canvasElement).findByText('2 of 2 uploaded')).toBeVisible();
  },
};

/**
 * A 6 MB phone photo for Bluesky, which takes 2,000,000 bytes at most, with the EXIF a phone
 * writes (turn it a quarter to show it, and where it was taken): with `fitImages` it is scaled
 * down, turned upright and re-encoded in a worker before its ticket ("Resizing…"), its metadata and
 * location left out, and the row reads both sizes, "5.8 MB → 1.9 MB" ("resized from … to …" for a
 * screen reader). The fitted file is the one uploaded.
 */
export const FitsPhotosForBluesky: Story = {
  tags: ['!autodocs'],
  args: { networks: ['bluesky'], fitImages: true, accept: ['image/*'] },
  play: async ({ canvasElement }) => {
    const photo = await phonePhoto({ name: 'IMG_0001.jpg' });
    await user.upload(input(canvasElement), photo);
    await waitFor(() => expect(row(canvasElement, 'IMG_0001.jpg')).toHaveAttribute('data-state', 'done'), { timeout: 60_000 });
    const size = row(canvasElement, 'IMG_0001.jpg').querySelector<HTMLElement>('[data-part="size"]')!;
    await expect(size).toHaveAttribute('data-fitted');
    await expect(size).toHaveTextContent(/^([\d.]+ MB) → ([\d.]+ MB)resized from \1 to \2$/);
    // The verdict line is the fitted file's.
    await waitFor(() => expect(row(canvasElement, 'IMG_0001.jpg')).toHaveTextContent('Fits Bluesky'));
  },
};

/**
 * A 150-second 1080p60 H.264 video for X, which takes 140 seconds at most, made here by the
 * browser's own encoder: with `fitVideos` its verdict says "It can be trimmed to fit.", it is
 * trimmed to 140 seconds in a worker before its ticket ("Fitting, 42%", with a bar; its packets are
 * copied, not encoded again), and the fitted MP4 is the one uploaded: the row reads both sizes.
 */
export const FitsVideosForX: Story = {
  tags: ['!autodocs'],
  args: { networks: ['x'], fitVideos: true, accept: ['video/*'] },
  play: async ({ canvasElement }) => {
    const video = await makeVideo({ codec: 'avc', width: 1920, height: 1080, frameRate: 60, seconds: 2, lastFor: 150, picture: 'plain', name: 'match.mp4' });
    await user.upload(input(canvasElement), video);
    await waitFor(() => expect(row(canvasElement, 'match.mp4')).toHaveAttribute('data-state', 'done'), { timeout: 60_000 });
    await expect(row(canvasElement, 'match.mp4').querySelector('[data-part="size"]')).toHaveAttribute('data-fitted');
    await waitFor(() => expect(row(canvasElement, 'match.mp4')).toHaveTextContent('Fits X'));
  },
};

/** A video X takes only once it is encoded again (VP9, where X takes H.264), made here by the browser's own encoder. */
// A plain picture is made in a moment; its 600 frames take a few seconds to encode again.
const vp9ForX = () => makeVideo({ codec: 'vp9', width: 640, height: 360, frameRate: 30, seconds: 20, picture: 'plain', name: 'launch-teaser.webm', container: 'webm' });

/**
 * A VP9 video for X, which takes H.264: with `fitVideos` it is encoded again in a worker before
 * its ticket, and the row says how far it is ("Fitting, 42%", with a bar, and Cancel); screen
 * readers hear "Fitting launch-teaser.webm for the chosen networks." once.
 */
export const FittingVideo: Story = {
  tags: ['!autodocs'],
  parameters: { showsState: ['item:fitting'] },
  args: { networks: ['x'], fitVideos: true, accept: ['video/*'] },
  render: (args) => <AddedAsItOpens {...args} files={async () => [await vp9ForX()]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'launch-teaser.webm')).toHaveTextContent(/Fitting, \d+%/), { timeout: 60_000 });
    await expect(within(row(canvasElement, 'launch-teaser.webm')).getByRole('progressbar')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Fitting, \d+%$/));
  },
};

/**
 * The same VP9 video canceled while it is encoded again: its worker ends at once, the row is
 * Canceled with the file as added, and Retry fits it again from the start.
 */
export const FittingVideoCanceled: Story = {
  tags: ['!autodocs'],
  args: { networks: ['x'], fitVideos: true, accept: ['video/*'] },
  render: (args) => <AddedAsItOpens {...args} files={async () => [await vp9ForX()]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'launch-teaser.webm')).toHaveTextContent(/Fitting, \d+%/), { timeout: 60_000 });
    await user.click(within(row(canvasElement, 'launch-teaser.webm')).getByRole('button', { name: 'Cancel launch-teaser.webm' }));
    await waitFor(() => expect(row(canvasElement, 'launch-teaser.webm')).toHaveAttribute('data-state', 'canceled'));
    await expect(within(row(canvasElement, 'launch-teaser.webm')).getByRole('button', { name: 'Retry launch-teaser.webm' })).toBeVisible();
  },
};

/**
 * A 3:1 panorama for Instagram's feed, which takes 4:5 to 1.91:1: refused, its verdict offers Crop
 * for Instagram. Enter opens the cropper on 1.91:1 (the ratio it broke, beside 4:5 and Free),
 * Shift with the arrows moves the crop; then, with clicks alone (no drag), the crop is made smaller
 * and moved right, and Apply crop applies it; focus is back on the button. The file as added is cropped, turned upright and re-encoded without its EXIF or
 * GPS location before its ticket, and it passes. Undo crop takes the whole panorama back.
 */
export const CropForInstagram: Story = {
  tags: ['!autodocs'],
  args: { networks: ['instagram'], accept: ['image/*'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), await phonePhoto({ width: 1000, height: 3000, name: 'panorama.jpg' }));
    const toggle = await canvas.findByRole('button', { name: 'Crop for Instagram: panorama.jpg' }, { timeout: 60_000 });
    await expect(row(canvasElement, 'panorama.jpg')).toHaveAttribute('data-state', 'refused');
    toggle.focus();
    await user.keyboard('{Enter}');
    const area = await canvas.findByRole('slider', { name: 'Crop of panorama.jpg' }, { timeout: 30_000 });
    await waitFor(() => expect(area).toHaveFocus(), { timeout: 30_000 });
    await expect(canvas.getByRole('radio', { name: 'Instagram 1.91:1' })).toBeChecked();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    // The same by clicks alone (WCAG 2.5.7): each says the new size in the status line.
    await user.click(canvas.getByRole('button', { name: 'Make the crop smaller' }));
    await user.click(canvas.getByRole('button', { name: 'Move the crop right' }));
    await waitFor(() => expect(row(canvasElement, 'panorama.jpg').querySelector('[role="status"]')).toHaveTextContent(area.getAttribute('aria-valuetext')!));
    await user.click(canvas.getByRole('button', { name: 'Apply crop' }));
    await waitFor(() => expect(toggle).toHaveFocus());
    await waitFor(() => expect(row(canvasElement, 'panorama.jpg')).toHaveAttribute('data-state', 'done'), { timeout: 60_000 });
    await waitFor(() => expect(row(canvasElement, 'panorama.jpg')).toHaveTextContent('Fits Instagram'));
    await expect(row(canvasElement, 'panorama.jpg')).toHaveTextContent(/Cropped to [\d,]+ × [\d,]+ \(1\.9\d*:1\)/);
  },
};

/**
 * A 150 s video for X, which allows 2:20, with `fitVideos`: its verdict offers Trim for X. Enter
 * opens the trimmer on X's first 2:20 (the start and end handles on one timeline, the preview
 * seeking to the handle moved), the arrows move the start handle by seconds; then, with clicks
 * alone (no drag), the preview is sought to 1:40 (as a click on its controls would) and Set end
 * here puts the end handle there; Apply trim applies, and focus is back on the button. The file as added is trimmed to the
 * part kept by the video fitter before its ticket, and it fits X. Undo trim takes it back whole.
 */
export const TrimForX: Story = {
  tags: ['!autodocs'],
  args: { networks: ['x'], fitVideos: true, accept: ['video/*'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), await makeVideo({ codec: 'avc', width: 640, height: 360, frameRate: 30, seconds: 2, lastFor: 150, picture: 'plain', name: 'long.mp4' }));
    const toggle = await canvas.findByRole('button', { name: 'Trim for X: long.mp4' }, { timeout: 60_000 });
    toggle.focus();
    await user.keyboard('{Enter}');
    const start = await canvas.findByRole('slider', { name: 'Start of long.mp4' }, { timeout: 30_000 });
    await waitFor(() => expect(start).toHaveFocus(), { timeout: 30_000 });
    await expect(canvas.getByRole('slider', { name: 'End of long.mp4' })).toHaveAttribute('aria-valuetext', '2:20');
    await user.keyboard(`${'{ArrowRight}'.repeat(12)}`);
    await waitFor(() => expect(start).toHaveAttribute('aria-valuetext', '0:12'));
    // The same by clicks alone (WCAG 2.5.7): the preview sought, then Set end here.
    const setEnd = await canvas.findByRole('button', { name: 'Set end here' }, { timeout: 30_000 });
    canvas.getByRole('group', { name: 'Trim for X: long.mp4' }).querySelector('video')!.currentTime = 100;
    await user.click(setEnd);
    await waitFor(() => expect(canvas.getByRole('slider', { name: 'End of long.mp4' })).toHaveAttribute('aria-valuetext', '1:40'));
    await user.click(canvas.getByRole('button', { name: 'Apply trim' }));
    await waitFor(() => expect(toggle).toHaveFocus());
    await expect(row(canvasElement, 'long.mp4')).toHaveTextContent('Keeps 0:12 to 1:40, 1:28');
    await waitFor(() => expect(row(canvasElement, 'long.mp4')).toHaveAttribute('data-state', 'done'), { timeout: 120_000 });
    await waitFor(() => expect(row(canvasElement, 'long.mp4')).toHaveTextContent('Fits X'));
  },
};

/**
 * A HEIC photo, as iPhones save them, for Instagram, which takes JPEG: no network takes HEIC, and
 * Chrome and Firefox cannot show it, so it is decoded in a worker by libheif (loaded only now),
 * turned upright, and uploaded as a JPEG without its EXIF or GPS location ("Converting…"), though
 * the app did not pass `fitImages`. The hint says so. A HEIC that cannot be decoded fails with what
 * to do instead, before any upload.
 */
export const HeicConverted: Story = {
  tags: ['!autodocs'],
  args: { networks: ['instagram'], accept: ['image/*', '.heic'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/HEIC photos are converted to JPEG\./)).toBeVisible();
    await user.upload(input(canvasElement), [await heicPhoto(), await heicPhoto({ name: 'IMG_0043.HEIC', broken: true })]);
    await waitFor(() => expect(row(canvasElement, 'IMG_0042.HEIC')).toHaveAttribute('data-state', 'done'), { timeout: 60_000 });
    const size = row(canvasElement, 'IMG_0042.HEIC').querySelector<HTMLElement>('[data-part="size"]')!;
    await expect(size).toHaveTextContent(/converted to JPEG, from /);
    await waitFor(() => expect(row(canvasElement, 'IMG_0042.HEIC')).toHaveTextContent('Fits Instagram'));
    await waitFor(() => expect(row(canvasElement, 'IMG_0043.HEIC')).toHaveTextContent('This HEIC photo could not be converted to JPEG here.'), { timeout: 60_000 });
  },
};

/** The uploader and, under it, the post's media as `onMediaChange` gives it to the app. */
function WithPostMedia(props: MediaUploaderProps) {
  const [media, setMedia] = useState<readonly PostMedia[]>([]);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <MediaUploader
        {...props}
        onMediaChange={(next) => {
          props.onMediaChange?.(next);
          setMedia(next);
        }}
      />
      <pre aria-label="The post’s media" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(media, null, 2)}
      </pre>
    </div>
  );
}

/**
 * The post's media: the uploaded files in the order the user sets, each image with its alt text
 * (`onMediaChange(media)`, shown under the uploader). Each image gets an Alt text field, written
 * before or after its upload ends; each row's arrows move it earlier or later, by pointer or by
 * keyboard, focus staying on the arrow and the new place said ("b.png, position 1 of 2"), and its
 * handle drags it (Escape puts it back). The play function types both alt texts, moves the second
 * image first with the keyboard, then drags the other back on top.
 */
export const AltTextAndOrder: Story = {
  tags: ['!autodocs'],
  args: { accept: ['image/*'], onMediaChange: fn() },
  render: (args) => <WithPostMedia {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), [await picture('beach.png', 190), await picture('forest.png', 120)]);
    await user.type(canvas.getByRole('textbox', { name: 'Alt text for beach.png' }), 'Waves on a teal beach');
    await user.type(canvas.getByRole('textbox', { name: 'Alt text for forest.png' }), 'A green forest');
    for (const name of ['beach.png', 'forest.png']) await waitFor(() => expect(row(canvasElement, name)).toHaveAttribute('data-state', 'done'));
    canvas.getByRole('button', { name: 'Move forest.png earlier' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Files' })).getAllByRole('listitem').map((item) => item.querySelector('[data-part="name"]')?.textContent)).toEqual(['forest.png', 'beach.png']));
    await expect(canvas.getByRole('button', { name: 'Move forest.png earlier' })).toHaveFocus();
    await waitFor(() => expect(args.onMediaChange).toHaveBeenLastCalledWith([expect.objectContaining({ alt: 'A green forest' }), expect.objectContaining({ alt: 'Waves on a teal beach' })]));
    // Then beach.png back on top by its drag handle, as a mouse drags it.
    const handle = row(canvasElement, 'beach.png').querySelector<HTMLElement>('[data-part="drag-handle"]')!;
    const top = row(canvasElement, 'forest.png').getBoundingClientRect().top;
    await user.pointer([{ keys: '[MouseLeft>]', target: handle }, { target: handle, coords: { clientY: top + 2 } }, { keys: '[/MouseLeft]' }]);
    await waitFor(() => expect(args.onMediaChange).toHaveBeenLastCalledWith([expect.objectContaining({ alt: 'Waves on a teal beach' }), expect.objectContaining({ alt: 'A green forest' })]));
  },
};

/**
 * A video's cover: the row's Cover button opens a frame preview, a slider over the video (arrows a
 * frame, Shift with an arrow a second, Page keys ten seconds) and "Use this frame", which keeps the
 * frame in the post's media (`cover: { timeMs }`, shown under the uploader); `buildPostPayload`
 * sends it as each network's cover option. The play function picks the frame at 2.0 s with the
 * keyboard.
 */
export const VideoCover: Story = {
  tags: ['!autodocs'],
  args: { accept: ['video/*'], onMediaChange: fn() },
  render: (args) => <WithPostMedia {...args} />,
  play: async ({ canvasElement, args }) => {
    await pickCoverAt2s(canvasElement, user);
    await expect(await within(row(canvasElement, 'harbour.mp4')).findByText('Frame at 2.00s')).toBeVisible();
    await waitFor(() => expect(args.onMediaChange).toHaveBeenLastCalledWith([expect.objectContaining({ cover: { timeMs: 2000 } })]));
  },
};

/**
 * YouTube takes a cover only as an image: with it among the networks, Use this frame also draws the
 * frame to a JPEG and uploads it as media of its own ("harbour-cover.jpg"), and the cover in the
 * post's media carries its id (`imageId`), which `buildPostPayload` sends as YouTube's
 * `thumbnail_media_id`. TikTok takes the same cover as a time. The picker says when the image is in place.
 */
export const VideoCoverAsImage: Story = {
  tags: ['!autodocs'],
  args: { accept: ['video/*'], networks: ['youtube', 'tiktok'], onMediaChange: fn() },
  render: (args) => <WithPostMedia {...args} />,
  play: async ({ canvasElement, args }) => {
    await pickCoverAt2s(canvasElement, user);
    await waitFor(() => expect(args.onMediaChange).toHaveBeenLastCalledWith([expect.objectContaining({ cover: { timeMs: 2000, imageId: expect.any(String) } })]), { timeout: 30_000 });
    await expect(await within(row(canvasElement, 'harbour.mp4')).findByText('The frame of harbour.mp4 is now the cover image for YouTube.')).toBeVisible();
  },
};

/**
 * A video this browser cannot show (here a file of zeros named `.mp4`; in practice an iPhone's HEVC
 * video in Chromium on Linux, or a damaged file): its cover picker says so in a status line, all
 * it shows then, instead of waiting on frames that never come. The video still uploads, and each
 * network uses its own cover.
 */
export const VideoCoverUnplayable: Story = {
  tags: ['!autodocs'],
  args: { accept: ['video/*'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), [new File([new Uint8Array(4096)], 'broken.mp4', { type: 'video/mp4' })]);
    await waitFor(() => expect(row(canvasElement, 'broken.mp4')).toHaveAttribute('data-state', 'done'), { timeout: 30_000 });
    await user.click(await canvas.findByRole('button', { name: 'Cover for broken.mp4' }));
    await expect(await canvas.findByText(/This browser cannot show this video’s frames/)).toBeVisible();
    await expect(canvas.queryByRole('slider', { name: 'Frame of broken.mp4' })).toBeNull();
  },
};

/**
 * Alt text against the networks chosen for the post (`networks`: X, Bluesky and Pinterest here).
 * While an image has none, its field names the networks that show alt text to people who use
 * screen readers: a warning, the post can go without. Longer than a network takes, it says which
 * network, the counts and the excess, and the field is invalid: that network refuses the post
 * until the text is shortened. Each network counts its own way and has its own limit
 * (`characterLimit(network, 'altText')`; `checkAltText` gives the verdicts to an app). The play
 * function pastes 647 characters into forest.png's field: over Pinterest's 500.
 */
export const AltTextForNetworks: Story = {
  tags: ['!autodocs'],
  args: { accept: ['image/*'], networks: ['x', 'bluesky', 'pinterest'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), [await picture('beach.png', 190), await picture('forest.png', 120)]);
    const beach = canvas.getByRole('textbox', { name: 'Alt text for beach.png' });
    await waitFor(() => expect(beach).toHaveAccessibleDescription('Add alt text for people on X, Bluesky, and Pinterest who use screen readers.'));
    const forest = canvas.getByRole('textbox', { name: 'Alt text for forest.png' });
    await user.click(forest);
    await user.paste('A path through a green forest in early morning light, '.repeat(12).trim());
    await waitFor(() => expect(forest).toHaveAccessibleDescription('Too long for Pinterest: 647 of 500 characters, 147 over.'));
    await expect(forest).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['beach.png', 'forest.png']) await waitFor(() => expect(row(canvasElement, name)).toHaveAttribute('data-state', 'done'));
  },
};

/** Thirty files held until Upload is pressed (`autoStart: false`); Many Files Flow presses it, three at a time. */
export const ManyFiles: Story = {
  tags: ['!autodocs'],
  args: { autoStart: false, concurrency: 3, previews: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(
      input(canvasElement),
      Array.from({ length: 30 }, (_, index) => file(`scan-${String(index + 1).padStart(2, '0')}.pdf`, 8 * KB, 'application/pdf')),
    );
    // The list follows on the next animation frame.
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Files' })).getAllByRole('listitem')).toHaveLength(30));
    await expect(canvas.getByRole('button', { name: 'Upload 30 files' })).toBeVisible();
  },
};

/** Many Files, then Upload: all thirty go, three at a time. */
export const ManyFilesFlow: Story = {
  ...ManyFiles,
  parameters: { showsState: [] },
  play: async (context) => {
    await ManyFiles.play!(context);
    const canvas = within(context.canvasElement);
    await user.click(canvas.getByRole('button', { name: 'Upload 30 files' }));
    await waitFor(() => expect(canvas.getByText('30 of 30 uploaded')).toBeVisible());
  },
};

// `persist` keeps each story's files under a `key` of its own: no other story lists them.
const INTERRUPTED_KEY = 'story-interrupted-uploads';
const RESUMED_KEY = 'story-interrupted-uploads-resumed';
const INTERRUPTED_FILES = ['harbour.png', 'forest.png', 'sunset.png'];
const states = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Files' })).getAllByRole('listitem').map((item) => item.dataset.state);

/**
 * Plays a story to its files `interrupted`, as a reload leaves them. The first visit adds three
 * files with storage slowed (a PUT answered only after five minutes), waits until they are
 * uploading and the device holds all three, then reloads the frame, a sessionStorage marker saying
 * so to the play after it. The play after the reload finds them listed `interrupted`, with Resume
 * all and Discard all above them. Files the device already holds for `key` (a frame reloaded by
 * hand, or a story left with its files interrupted) are listed as they are, none added.
 */
async function playToInterrupted({ canvasElement, id }: { canvasElement: HTMLElement; id: string }, key: string) {
  const canvas = within(canvasElement);
  const marker = `socialkit:story-reloaded:${id}`;
  const reloaded = sessionStorage.getItem(marker) !== null;
  // Read once: a visit after this one starts afresh, whatever happens below.
  sessionStorage.removeItem(marker);
  if (!reloaded && !(await keptFiles(key)).length) {
    simulated.faults.set('storagePut', { delayMs: 5 * 60_000 });
    await user.upload(input(canvasElement), await Promise.all(INTERRUPTED_FILES.map((name, index) => picture(name, 60 + index * 90))));
    await waitFor(() => expect(states(canvasElement)).toEqual(['uploading', 'uploading', 'uploading']));
    // Each file and its ticket on the device before the frame goes: what the next load resumes.
    await waitFor(async () => expect((await keptFiles(key)).map((kept) => kept.reach.step)).toEqual(['put', 'put', 'put']));
    sessionStorage.setItem(marker, 'reloading');
    location.reload();
    // The frame is going: this play never ends, the one after the reload does.
    await new Promise<never>(() => {});
  }
  const group = await canvas.findByRole('group', { name: /^\d+ uploads? (was|were) interrupted\.$/ });
  await waitFor(() => expect(states(canvasElement).every((state) => state === 'interrupted')).toBe(true));
  const rows = within(canvas.getByRole('list', { name: 'Files' })).getAllByRole('listitem');
  const names = rows.map((item) => item.querySelector('[data-part="name"]')?.textContent ?? '');
  if (reloaded) await expect(names).toEqual(INTERRUPTED_FILES);
  const said = `${rows.length} ${rows.length === 1 ? 'upload was' : 'uploads were'} interrupted.`;
  await expect(group).toHaveAccessibleName(said);
  await expect(within(group).getByRole('button', { name: 'Resume all' })).toBeVisible();
  await expect(within(group).getByRole('button', { name: 'Discard all' })).toBeVisible();
  for (const name of names) {
    await expect(within(row(canvasElement, name)).getByText('Interrupted')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Resume ${name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Discard ${name}` })).toBeVisible();
  }
  // Said once in the live region as they come back.
  await waitFor(() => expect(canvasElement.querySelector('[data-scope="media-uploader"][data-part="live"]')).toHaveTextContent(said));
}

/**
 * Three uploads a reload cut off, back: with `persist`, the uploader keeps its unfinished files on
 * the device (IndexedDB, the bytes with the ticket and step each reached) and, at the next mount,
 * lists them `interrupted` ("Interrupted", Resume and Discard on each row) under "3 uploads were
 * interrupted." with Resume all and Discard all; the live region says it once. Nothing resumes by
 * itself: the user says whether the files are still wanted. It needs `persistScope` on
 * SocialKitProvider, the signed-in user's id (here "storybook-user"), so one user's files never
 * show for another; call `clearPersistedUploads()` at sign-out. The play function adds three files
 * with storage slowed, reloads the frame while they upload, and stops at what comes back: press
 * Resume all to finish them (Interrupted Uploads Resumed does).
 */
export const InterruptedUploads: Story = {
  parameters: { playsToState: ['item:interrupted'] },
  // '!test': the play function reloads its frame, which would reload the test runner's page in the
  // Vitest addon; the built site's story test (test/storybook-site/stories.test.ts) plays it.
  tags: ['!autodocs', '!test'],
  args: { persist: { key: INTERRUPTED_KEY } },
  beforeEach: () => () => simulated.faults.clear('storagePut'),
  play: (context) => playToInterrupted(context, INTERRUPTED_KEY),
};

/**
 * Interrupted Uploads, then Resume all pressed with the keyboard: each file goes on from the step it
 * reached, with the ticket it holds (one that reached storage is only confirmed), and every row ends
 * `done`; a file is deleted from the device once confirmed.
 */
export const InterruptedUploadsResumed: Story = {
  ...InterruptedUploads,
  parameters: { playsToState: ['item:done'] },
  // Written out: the indexer reads a story's tags from its own literal, not through the spread.
  tags: ['!autodocs', '!test'],
  args: { persist: { key: RESUMED_KEY } },
  play: async (context) => {
    await playToInterrupted(context, RESUMED_KEY);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Resume all' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(states(canvasElement).every((state) => state === 'done')).toBe(true));
    await expect(canvas.queryByRole('group', { name: /interrupted/ })).toBeNull();
    await waitFor(async () => expect(await keptFiles(RESUMED_KEY)).toEqual([]));
  },
};

/**
 * A browser that refuses to keep files (private mode, storage blocked or full; here every write to
 * IndexedDB fails as at the quota): with `persist`, the upload goes on as ever, and a status note
 * says "This browser is not keeping these files on the device: a reload will stop their uploads.",
 * so the user knows not to close the tab yet.
 */
export const NotKept: Story = {
  tags: ['!autodocs'],
  args: { persist: { key: 'story-not-kept' } },
  beforeEach: () => {
    const full = spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    return () => {
      full.mockRestore();
      simulated.faults.clear('storagePut');
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Storage holds the file until the note shows: only an unfinished file is written to the
    // device, and a small one could be done before the uploader has asked the browser.
    let release = () => {};
    simulated.faults.set('storagePut', { hold: new Promise<void>((resolve) => (release = resolve)), times: 1 });
    await user.upload(input(canvasElement), [await picture('harbour.png', 210)]);
    const note = await canvas.findByRole('status');
    await expect(note).toHaveTextContent('This browser is not keeping these files on the device: a reload will stop their uploads.');
    await expect(note).toHaveAttribute('data-part', 'not-kept');
    // The refusal comes first: the file runs once the uploader knows it cannot keep it.
    await waitFor(() => expect(row(canvasElement, 'harbour.png')).toHaveAttribute('data-state', 'uploading'));
    release();
    await waitFor(() => expect(row(canvasElement, 'harbour.png')).toHaveAttribute('data-state', 'done'));
    await expect(note).toBeVisible();
  },
};

function SharedWithGallery() {
  const upload = useUpload({ accept: ['image/*'] });
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <MediaUploader upload={upload} accept={['image/*']} />
      <MediaGallery upload={upload} selectionMode="multiple" aria-label="Chosen for the post" columns={4} />
    </div>
  );
}

/** One `useUpload` shared by the uploader and a MediaGallery: tiles follow each file. */
export const WithGallery: Story = {
  render: () => <SharedWithGallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await user.upload(input(canvasElement), [await picture('one.png', 0), await picture('two.png', 90)]);
    const grid = await canvas.findByRole('grid', { name: 'Chosen for the post' });
    await waitFor(() => expect(within(grid).getAllByRole('gridcell').every((cell) => cell.dataset.state === 'done')).toBe(true));
    await user.click(within(grid).getByRole('gridcell', { name: /^one\.png/ }));
    await expect(within(grid).getByRole('gridcell', { name: /^one\.png/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The uploader with files added as it opens, through its own `useUpload` as an app's `add` would
 * (a paste handler, files carried over from another screen): the real engine, so each row is in
 * the state the engine puts it in, and stays there for as long as nothing moves it on.
 */
function AddedAsItOpens({ files, ...props }: MediaUploaderProps & { files: () => Promise<File[]> }) {
  const upload = useUpload(props);
  const added = useRef(false);
  useEffect(() => {
    if (added.current) return;
    added.current = true;
    void files().then((chosen) => upload.add(chosen));
  }, [files, upload]);
  return <MediaUploader {...props} upload={upload} />;
}

/**
 * A file on its way, its ticket asked for and held (on a simulated service of the story's own, so
 * nothing else here waits): the uploader is `uploading`, the row `requesting`, with Cancel.
 */
export const Uploading: Story = {
  parameters: { showsState: ['uploading', 'item:requesting'] },
  loaders: [ownService((service) => void service.faults.set('uploadTicket', { hold: never() }))],
  decorators: [withOwnService()],
  render: (args) => <AddedAsItOpens {...args} files={async () => [await picture('harbour.png', 210)]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(row(canvasElement, 'harbour.png')).toHaveAttribute('data-state', 'requesting'));
    await expect(canvas.getByRole('group', { name: 'Upload media' })).toHaveAttribute('data-state', 'uploading');
    await expect(canvas.getByRole('button', { name: 'Cancel harbour.png' })).toBeVisible();
  },
};

/**
 * A PDF for an Instagram post (`networks`): Instagram takes no PDF, so with `onRefused: 'reject'`
 * (the default) the file is listed as `refused` with the reason, and never asks for a ticket.
 */
export const Refused: Story = {
  parameters: { showsState: ['item:refused'] },
  args: { networks: ['instagram'] },
  render: (args) => <AddedAsItOpens {...args} files={() => Promise.resolve([file('menu.pdf', 2 * KB, 'application/pdf')])} />,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(row(canvasElement, 'menu.pdf')).toHaveAttribute('data-state', 'refused'));
    await expect(within(row(canvasElement, 'menu.pdf')).getByText('Not uploaded')).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/**
 * A VP9 video for X, made here by the browser's own encoder: X takes H.264 video only, so the row
 * names both codecs and what to do ("X needs H.264 video; this is VP9. Export it again with
 * settings for X."), and the file never asks for a ticket. The codec is read from the MP4's header
 * (mediabunny, loaded with the first video), without decoding a frame.
 */
export const VideoCodecRefused: Story = {
  tags: ['!autodocs'],
  args: { networks: ['x'], accept: ['video/*'] },
  render: (args) => <AddedAsItOpens {...args} files={async () => [await makeVideo({ codec: 'vp9', width: 640, height: 360, seconds: 1, name: 'launch-teaser.mp4' })]} />,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(row(canvasElement, 'launch-teaser.mp4')).toHaveAttribute('data-state', 'refused'), { timeout: 30_000 });
    await expect(await within(row(canvasElement, 'launch-teaser.mp4')).findByText('X needs H.264 video; this is VP9. Export it again with settings for X.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};

/** An app's own encoder (`fitImages` as a function) that has not answered yet: it gives up only when the file goes. */
const heldFitter: ImageFitter = (_file, _target, { signal }) =>
  new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));

/**
 * A 6 MB phone photo for Bluesky, which takes 2,000,000 bytes at most, while an app's own encoder
 * (`fitImages` as a function) works on it: the row is `fitting` ("Resizing…") before its ticket.
 * The library's own fitter finishes within a second or two (Fits Photos For Bluesky plays it
 * out); this encoder never answers, so the row stays where fitting puts it.
 */
export const Fitting: Story = {
  parameters: { showsState: ['item:fitting'] },
  args: { networks: ['bluesky'], fitImages: heldFitter, accept: ['image/*'] },
  render: (args) => <AddedAsItOpens {...args} files={async () => [await phonePhoto({ name: 'IMG_0002.jpg' })]} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(row(canvasElement, 'IMG_0002.jpg')).toHaveAttribute('data-state', 'fitting'), { timeout: 60_000 });
    await expect(within(row(canvasElement, 'IMG_0002.jpg')).getByText('Resizing…')).toBeVisible();
  },
};

/**
 * Files the uploader does not take dragged over it (a PDF where only images go): the frame says so
 * before the drop. It lasts only while a drag is over the zone, so its play function starts one.
 */
export const DragRejected: Story = {
  parameters: { playsToState: ['dropzone:reject'] },
  tags: ['!autodocs'],
  args: { accept: ['image/*'] },
  play: async ({ canvasElement }) => {
    const zone = canvasElement.querySelector<HTMLElement>('[data-part="dropzone"]')!;
    const data = new DataTransfer();
    data.items.add(file('notes.pdf', 10, 'application/pdf'));
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'reject'));
    await expect(within(canvasElement).getByRole('group', { name: 'Upload media' })).toHaveAttribute('data-drag-reject');
  },
};

import { screen, waitFor, within } from '@testing-library/react';
import { ALL_FORMATS, BufferSource, canEncodeAudio, Input } from 'mediabunny';
import { userEvent } from 'vitest/browser';
import { formatBytes } from '../../src/media/format.js';
import { makeVideo } from '../../stories/support/videos.js';
import { expectNoViolations } from '../support/axe.js';
import { watchWorkers } from '../support/watchWorkers.js';
import { renderUploader, until } from '../support/uploadHarness.js';
import { FLOW, TRANSFER } from '../support/patience.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';

// Fitting videos inside the uploader (`fitVideos`), end to end in Chromium: videos made here by the
// browser's own encoder, checked by the browser's reader, fitted by the worker the package ships,
// and PUT to the loopback storage, which keeps the bytes so the test reads back what went, with
// mediabunny's own reader rather than the library's.

/** The stored file's header: its length and its picture's frame rate. */
async function header(bytes: Uint8Array) {
  const input = new Input({ formats: ALL_FORMATS, source: new BufferSource(bytes) });
  const track = await input.getPrimaryVideoTrack();
  const duration = await input.computeDuration();
  const { averagePacketRate } = await track!.computePacketStats();
  return { duration, frameRate: averagePacketRate, codec: track!.codec, mimeType: await input.getMimeType() };
}

/** The first worker dies once it has the file, as one does out of memory: the page sees its `error` event. */
function crashFirstWorker() {
  let crashed = false;
  const Native = globalThis.Worker;
  class Crashing extends Native {
    override postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]) {
      super.postMessage(message, options as StructuredSerializeOptions);
      if (crashed || !(message && typeof message === 'object' && 'file' in message)) return;
      crashed = true;
      setTimeout(() => this.dispatchEvent(new ErrorEvent('error', { message: 'Out of memory' })));
    }
  }
  vi.stubGlobal('Worker', Crashing);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MediaUploader fitting videos to the chosen networks (fitVideos)', FLOW, () => {
  it('trims a 150 s 1080p60 H.264 MP4 chosen for X to 140 s at 60 fps before its ticket, says how far it is, and storage gets an MP4 whose header says so', async () => {
    // Two seconds encoded by this browser, their packets written again to last 150 s.
    const video = await makeVideo({ codec: 'avc', width: 1920, height: 1080, frameRate: 60, seconds: 2, lastFor: 150, bitRate: 1_000_000, picture: 'plain', name: 'match.mp4' });
    const watch = watchWorkers();
    const { input, row, live, tickets, stored, keepBytes } = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await keepBytes();
    await userEvent.upload(input(), video);

    // Held at its end: the row says how far the fitting is, with a bar, and Cancel is there.
    await until(() => row('match.mp4'), 'fitting');
    await watch.started;
    await waitFor(() => expect(row('match.mp4')).toHaveTextContent(/Fitting, \d+%/), TRANSFER);
    const bar = within(row('match.mp4')).getByRole('progressbar', { name: 'Upload of match.mp4' });
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/^Fitting, \d+%$/));
    expect(within(row('match.mp4')).getByRole('button', { name: 'Cancel match.mp4' })).toBeEnabled();
    expect(tickets()).toEqual([]);
    // Its verdict says what the fitting does about it.
    await waitFor(() => expect(row('match.mp4')).toHaveTextContent(/At 2\.5 minutes, it is longer than X allows \(2\.3 minutes\)\. It can be trimmed to fit\./), TRANSFER);
    expect(live()).toContain('Fitting match.mp4 for the chosen networks.');
    await expectNoViolations(row('match.mp4'));
    watch.hold = false;
    watch.release();

    await until(() => row('match.mp4'), 'done');
    // One ticket, for an MP4; the object stored is the fitted file, whose own header says 140 s at 60 fps.
    expect(tickets()).toEqual([{ filename: 'match.mp4', content_type: 'video/mp4' }]);
    const [object, ...others] = await stored();
    expect(others).toEqual([]);
    expect(object!.contentType).toBe('video/mp4');
    const fitted = await header(object!.bytes);
    // mediabunny counts the last frame's own length; the library's reader, which the "Fits X" below
    // is checked from, gives the 140 s X allows.
    expect(fitted.duration).toBeGreaterThan(139);
    expect(fitted.duration).toBeLessThanOrEqual(140.05);
    expect(fitted.frameRate).toBeGreaterThan(59);
    expect(fitted.frameRate).toBeLessThanOrEqual(60.06);
    expect(fitted.codec).toBe('avc');
    expect(object!.size).toBeLessThan(video.size);
    // Its worker ended with it.
    expect(watch.made.filter(({ url }) => url.includes('videoWorker'))).toEqual([expect.objectContaining({ ended: true })]);
    // Both sizes on screen; a screen reader hears that the video was fitted, not resized.
    const size = row('match.mp4').querySelector('[data-part="size"]')!;
    expect(size).toHaveAttribute('data-fitted', '');
    expect(size.querySelector('.sk-visually-hidden')).toHaveTextContent(`fitted from ${formatBytes(video.size)} to ${formatBytes(object!.size)}`);
    // The verdict line is the fitted file's: what X gets.
    await waitFor(() => expect(row('match.mp4')).toHaveTextContent('Fits X'), TRANSFER);
  });

  it('says before it starts that a video too long for X can be trimmed, and without fitVideos refuses it as before', async () => {
    const video = await makeVideo({ codec: 'avc', width: 640, height: 360, frameRate: 30, seconds: 2, lastFor: 150, picture: 'plain', name: 'long.mp4' });
    const { input, row, tickets } = renderUploader({ networks: ['x'], accept: ['video/*'] });
    await userEvent.upload(input(), video);
    await until(() => row('long.mp4'), 'refused');
    expect(row('long.mp4')).toHaveTextContent(/longer than X allows/);
    expect(row('long.mp4')).not.toHaveTextContent('It can be trimmed to fit.');
    expect(tickets()).toEqual([]);
  });

  it('cancels a running fitting at once: its worker ends, no ticket is asked for, and Retry fits the file as added again', async () => {
    const video = await makeVideo({ codec: 'avc', width: 1280, height: 720, frameRate: 60, seconds: 2, lastFor: 150, picture: 'plain', name: 'match.mp4' });
    const watch = watchWorkers();
    const { input, row, tickets, service } = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await userEvent.upload(input(), video);
    await until(() => row('match.mp4'), 'fitting');
    await watch.started;
    const [worker] = watch.made;
    expect(worker).toMatchObject({ ended: false });

    await userEvent.click(within(row('match.mp4')).getByRole('button', { name: 'Cancel match.mp4' }));
    await until(() => row('match.mp4'), 'canceled');
    expect(worker!.ended).toBe(true);
    // What it held of the fitting is gone: the row shows the file as added, no bar, and Retry.
    expect(row('match.mp4')).toHaveTextContent('Canceled');
    expect(within(row('match.mp4')).queryByRole('progressbar')).toBeNull();
    expect(row('match.mp4').querySelector('[data-part="size"]')).not.toHaveAttribute('data-fitted');
    watch.release();
    expect(tickets()).toEqual([]);

    watch.hold = false;
    await userEvent.click(within(row('match.mp4')).getByRole('button', { name: 'Retry match.mp4' }));
    await until(() => row('match.mp4'), 'done');
    expect(watch.made).toHaveLength(2);
    expect(watch.made.every(({ ended }) => ended)).toBe(true);
    expect(tickets()).toEqual([{ filename: 'match.mp4', content_type: 'video/mp4' }]);
    expect(service.requests.filter((request) => request.operation === 'confirmUpload')).toHaveLength(1);
  });

  it('fits for a new choice of networks made during a fitting: the running one ends, and a video the new choice takes as it is goes as it is', async () => {
    const video = await makeVideo({ codec: 'avc', width: 640, height: 360, frameRate: 30, seconds: 2, lastFor: 150, picture: 'plain', name: 'long.mp4' });
    const watch = watchWorkers();
    const { input, row, tickets, setProps } = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await userEvent.upload(input(), video);
    await until(() => row('long.mp4'), 'fitting');
    await watch.started;
    // Bluesky takes three minutes: nothing to fit.
    setProps({ networks: ['bluesky'] });
    await until(() => row('long.mp4'), 'done');
    expect(watch.made).toEqual([expect.objectContaining({ ended: true })]);
    watch.release();
    expect(tickets()).toEqual([{ filename: 'long.mp4', content_type: 'video/mp4' }]);
    expect(row('long.mp4').querySelector('[data-part="size"]')).not.toHaveAttribute('data-fitted');
    await waitFor(() => expect(row('long.mp4')).toHaveTextContent('Fits Bluesky'), TRANSFER);
  });

  it('with onRefused warn, fits a video for the networks that take it once fitted when another refuses it anyway', async () => {
    // Landscape: a YouTube Short refuses it for its shape, which fitting does not change; X takes it once trimmed.
    const video = await makeVideo({ codec: 'avc', width: 640, height: 360, frameRate: 30, seconds: 2, lastFor: 150, picture: 'plain', name: 'wide.mp4' });
    const { input, row, stored, keepBytes } = renderUploader({ networks: ['x', 'youtube'], postKind: { youtube: 'SHORTS' }, onRefused: 'warn', fitVideos: true, accept: ['video/*'] });
    await keepBytes();
    await userEvent.upload(input(), video);
    await until(() => row('wide.mp4'), 'done');
    const [object] = await stored();
    expect((await header(object!.bytes)).duration).toBeLessThanOrEqual(140.05);
    // The verdict line is the fitted file's: the Short's refusal stands, X's reason is gone.
    await waitFor(() => expect(row('wide.mp4')).toHaveTextContent('16:9 is wider than YouTube Shorts allows (1:1).'), TRANSFER);
    expect(row('wide.mp4')).not.toHaveTextContent(/longer than X/);
  });

  it('says a fitting whose worker died could not be done in this browser, not that the video is unreadable, and Retry fits it', async () => {
    crashFirstWorker();
    const video = await makeVideo({ codec: 'avc', width: 640, height: 360, frameRate: 30, seconds: 2, lastFor: 150, picture: 'plain', name: 'match.mp4' });
    const { input, row, tickets } = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await userEvent.upload(input(), video);
    await until(() => row('match.mp4'), 'error');
    await waitFor(() => expect(row('match.mp4')).toHaveTextContent('Failed: The video could not be fitted in this browser.'), TRANSFER);
    expect(tickets()).toEqual([]);

    await userEvent.click(within(row('match.mp4')).getByRole('button', { name: 'Retry match.mp4' }));
    await until(() => row('match.mp4'), 'done');
    expect(tickets()).toEqual([{ filename: 'match.mp4', content_type: 'video/mp4' }]);
  });

  it('stops a video whose sound would have to be dropped with the reason, and keeps the file as added for a retry', async ({ skip }) => {
    // Opus sound in an MP4: X takes AAC only, and this Chromium has no AAC encoder (where a browser has one, the sound is encoded).
    const video = await makeVideo({ codec: 'avc', seconds: 2, sound: true, name: 'talk.mp4' });
    if (await canEncodeAudio('aac')) skip();
    const { input, row, tickets, live } = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await userEvent.upload(input(), video);
    await until(() => row('talk.mp4'), 'error');
    // Its sentence loads with the first failure; the live region says it too.
    const reason = 'This browser cannot encode the sound for the chosen networks, and the video is never made silent. Export it with AAC sound, then add it again.';
    await waitFor(() => expect(row('talk.mp4')).toHaveTextContent(`Failed: ${reason}`), TRANSFER);
    await waitFor(() => expect(live()).toContain(`talk.mp4 failed: ${reason}`), TRANSFER);
    expect(within(row('talk.mp4')).getByRole('button', { name: 'Retry talk.mp4' })).toBeEnabled();
    expect(row('talk.mp4').querySelector('[data-part="size"]')).not.toHaveAttribute('data-fitted');
    expect(tickets()).toEqual([]);
    expect(screen.queryByText(/Uploaded/)).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { userEvent } from 'vitest/browser';
import { makeVideo } from '../../stories/support/videos.js';
import { expectNoViolations } from '../support/axe.js';
import { renderUploader, setupUploadTest, until } from '../support/uploadHarness.js';
import { watchWorkers } from '../support/watchWorkers.js';
import { FLOW, TRANSFER } from '../support/patience.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';

// Trimming by hand, end to end in Chromium: a video made here by the browser's own encoder (two
// seconds written again to last 150 s), too long for X, trimmed with the keyboard alone on the
// trimmer's two handles, fitted by the worker the package ships, and PUT to the loopback storage,
// which keeps the bytes so the test reads back what went, with mediabunny's own reader.

/** The stored file's length, from its header. */
async function duration(bytes: Uint8Array) {
  return new Input({ formats: ALL_FORMATS, source: new BufferSource(bytes) }).computeDuration();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const long = () => makeVideo({ codec: 'avc', width: 640, height: 360, frameRate: 30, seconds: 2, lastFor: 150, picture: 'plain', name: 'long.mp4' });

/** Opens the trimmer from its button with Enter, and waits for the start handle to take the keyboard. */
async function openTrimmer(name: string) {
  const toggle = await screen.findByRole('button', { name: `Trim for X: ${name}` }, TRANSFER);
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const start = await screen.findByRole('slider', { name: `Start of ${name}` }, TRANSFER);
  await waitFor(() => expect(document.activeElement).toBe(start), TRANSFER);
  return { toggle, start, end: screen.getByRole('slider', { name: `End of ${name}` }) };
}

describe('MediaUploader trimming a video by hand to a network’s length', FLOW, () => {
  it('trims a 150 s video for X with the keyboard alone: it opens on X’s first 2:20, the start handle moves by seconds, Enter applies, and storage gets an MP4 whose header says 2:10', async () => {
    const watch = watchWorkers();
    const test = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await test.keepBytes();
    await userEvent.upload(test.input(), await long());
    const { toggle, start, end } = await openTrimmer('long.mp4');

    // On X's first 140 s; what is kept and X's limit said under the timeline; the keys explained on each handle.
    expect(start).toHaveAttribute('aria-valuetext', '0:00');
    expect(end).toHaveAttribute('aria-valuetext', '2:20');
    expect(start).toHaveAccessibleDescription('Arrow keys move a handle by a second, Page Up and Page Down by bigger steps, Home and End to either end. Enter applies the trim, Escape cancels.');
    const panel = screen.getByRole('group', { name: 'Trim for X: long.mp4' });
    // Laid out by the panel's own sheet, which came with it (styles.css holds none of the timeline).
    expect(getComputedStyle(panel.querySelector('[data-part="trim-timeline"]')!).blockSize).toBe('24px');
    expect(panel).toHaveTextContent('Keeps 0:00 to 2:20, 2:20');
    expect(panel).toHaveTextContent('X allows 2:20');
    // The status line is there, and quiet while nothing is wrong.
    expect(within(panel).getByRole('status')).toBeEmptyDOMElement();

    await userEvent.keyboard('{ArrowRight}'.repeat(10));
    await waitFor(() => expect(start).toHaveAttribute('aria-valuetext', '0:10'));
    expect(panel).toHaveTextContent('Keeps 0:10 to 2:20, 2:10');
    // The end handle stops a second after the start, whatever the keys.
    end.focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(end).toHaveAttribute('aria-valuetext', '0:11'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(end).toHaveAttribute('aria-valuetext', '2:30'));
    expect(panel).toHaveTextContent('Keeps 0:10 to 2:30, 2:20');
    await userEvent.keyboard('{ArrowLeft}'.repeat(10));
    await waitFor(() => expect(end).toHaveAttribute('aria-valuetext', '2:20'));

    await userEvent.keyboard('{Enter}');
    // Closed, focus back on its button; said in the live region.
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(screen.queryByRole('slider', { name: 'Start of long.mp4' })).toBeNull();
    await waitFor(() => expect(test.live()).toContain('long.mp4 trimmed to 0:10 to 2:20 (2:10). It is checked and uploaded again.'));
    expect(test.row('long.mp4')).toHaveTextContent('Keeps 0:10 to 2:20, 2:10');
    expect(toggle).toHaveAccessibleDescription('Keeps 0:10 to 2:20, 2:10');
    // The trim stopped the fitting that was running: the trimmed one goes on.
    watch.hold = false;
    watch.release();

    await until(() => test.row('long.mp4'), 'done');
    await waitFor(() => expect(test.row('long.mp4')).toHaveTextContent('Fits X'), TRANSFER);
    // Checked as trimmed, it fits X: a plain Trim now.
    expect(toggle).toHaveAccessibleName('Trim: long.mp4');
    // One object: the first fitting was stopped before its ticket.
    const [trimmed, ...others] = await test.stored();
    expect(others).toEqual([]);
    expect(test.tickets()).toEqual([{ filename: 'long.mp4', content_type: 'video/mp4' }]);
    expect(trimmed!.contentType).toBe('video/mp4');
    const seconds = await duration(trimmed!.bytes);
    expect(seconds).toBeGreaterThan(129);
    expect(seconds).toBeLessThanOrEqual(130.05);
  });

  it('trims with clicks alone, no drag and no key: Set start here and Set end here take the place the preview was sought to, a click on the track moves the nearer handle, each held as the handles are and said', async () => {
    const watch = watchWorkers();
    const test = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await test.keepBytes();
    await userEvent.upload(test.input(), await long());
    const toggle = await screen.findByRole('button', { name: 'Trim for X: long.mp4' }, TRANSFER);
    await userEvent.click(toggle);
    const panel = screen.getByRole('group', { name: 'Trim for X: long.mp4' });
    const start = await within(panel).findByRole('slider', { name: 'Start of long.mp4' }, TRANSFER);
    const end = within(panel).getByRole('slider', { name: 'End of long.mp4' });
    const setStart = await within(panel).findByRole('button', { name: 'Set start here' }, TRANSFER);
    const setEnd = within(panel).getByRole('button', { name: 'Set end here' });
    const said = () => within(panel).getByRole('status');
    await expectNoViolations(test.container);

    // The preview's own controls seek it (a click on their timeline); the test sets the time they would.
    const video = panel.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    const seek = async (seconds: number) => {
      const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      video.currentTime = seconds;
      await seeked;
    };

    // A click on the track, nearer the start: the start handle goes there.
    const track = panel.querySelector<HTMLElement>('[data-part="trim-timeline"]')!;
    const { width, height } = track.getBoundingClientRect();
    await userEvent.click(track, { position: { x: 7 + ((width - 14) * 30) / 150, y: height / 2 } });
    const seconds = (clock: string | null) => {
      const [minutes, rest] = clock!.split(':').map(Number);
      return minutes! * 60 + rest!;
    };
    await waitFor(() => expect(seconds(start.getAttribute('aria-valuetext'))).toBeGreaterThan(27));
    expect(seconds(start.getAttribute('aria-valuetext'))).toBeLessThan(33);
    expect(end).toHaveAttribute('aria-valuetext', '2:20');
    expect(said()).toHaveTextContent(/^Keeps 0:\d\d to 2:20, 1:5\d$/);

    await seek(12.4);
    await userEvent.click(setStart);
    await waitFor(() => expect(start).toHaveAttribute('aria-valuetext', '0:12'));
    // Said by the status line (the button keeps focus), where eyes already see it under the timeline.
    expect(document.activeElement).toBe(setStart);
    expect(said()).toHaveTextContent('Keeps 0:12 to 2:20, 2:08');
    expect(panel.querySelector('[data-part="trim-kept"]')).toHaveTextContent('Keeps 0:12 to 2:20, 2:08');

    // Before the start: held a second after it, as the handle is.
    await seek(5);
    await userEvent.click(setEnd);
    await waitFor(() => expect(end).toHaveAttribute('aria-valuetext', '0:13'));
    expect(said()).toHaveTextContent('Keeps 0:12 to 0:13, 0:01');

    await seek(100);
    await userEvent.click(setEnd);
    await waitFor(() => expect(end).toHaveAttribute('aria-valuetext', '1:40'));
    expect(said()).toHaveTextContent('Keeps 0:12 to 1:40, 1:28');

    await userEvent.click(within(panel).getByRole('button', { name: 'Apply trim' }));
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    await waitFor(() => expect(test.live()).toContain('long.mp4 trimmed to 0:12 to 1:40 (1:28). It is checked and uploaded again.'));
    expect(test.row('long.mp4')).toHaveTextContent('Keeps 0:12 to 1:40, 1:28');
    watch.hold = false;
    watch.release();

    await until(() => test.row('long.mp4'), 'done');
    const [trimmed, ...others] = await test.stored();
    expect(others).toEqual([]);
    const length = await duration(trimmed!.bytes);
    expect(length).toBeGreaterThan(87);
    expect(length).toBeLessThanOrEqual(88.05);
  });

  it('closes with Escape, changing nothing and keeping the Escape from the page, and Undo trim takes a trim away', async () => {
    watchWorkers();
    const test = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] });
    await userEvent.upload(test.input(), await long());
    const { toggle } = await openTrimmer('long.mp4');
    const heard = vi.fn();
    document.addEventListener('keydown', heard);
    await userEvent.keyboard('{ArrowRight}{Escape}');
    document.removeEventListener('keydown', heard);
    expect(heard).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(test.row('long.mp4')).not.toHaveTextContent(/Keeps/);

    await openTrimmer('long.mp4');
    await userEvent.keyboard('{Enter}');
    const undo = await screen.findByRole('button', { name: 'Undo trim: long.mp4' });
    await userEvent.click(undo);
    await waitFor(() => expect(test.live()).toContain('Trim of long.mp4 undone: the whole video is checked and uploaded again.'));
    expect(document.activeElement).toBe(toggle);
    expect(test.row('long.mp4')).not.toHaveTextContent(/Keeps/);
  });

  it('says so when the video’s length cannot be read, rather than loading for ever, and Apply stays off', async () => {
    // The app's reader gives the store a length; the trimmer reads the file itself, which holds no video at all.
    const facts = { name: 'long.mp4', type: 'video/mp4', size: 64, status: 'read' as const, width: 640, height: 360, duration: 150, video: { codec: 'avc' as const, frameRate: 30, hdr: false, rotation: 0 } };
    const test = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'], readMediaFacts: () => Promise.resolve(facts) });
    await userEvent.upload(test.input(), new File([new Uint8Array(64)], 'long.mp4', { type: 'video/mp4' }));
    const toggle = await screen.findByRole('button', { name: 'Trim for X: long.mp4' }, TRANSFER);
    await userEvent.click(toggle);
    const panel = screen.getByRole('group', { name: 'Trim for X: long.mp4' });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('The length of this video could not be read here, so it cannot be trimmed.'), TRANSFER);
    expect(within(panel).getByRole('button', { name: 'Apply trim' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel).queryByRole('slider')).toBeNull();
  });

  it('offers no trim without fitVideos', async () => {
    const test = renderUploader({ networks: ['x'], accept: ['video/*'] });
    await userEvent.upload(test.input(), await long());
    await until(() => test.row('long.mp4'), 'refused');
    await waitFor(() => expect(test.row('long.mp4')).toHaveTextContent(/longer than X allows/), TRANSFER);
    expect(within(test.row('long.mp4')).queryByRole('button', { name: /Trim/ })).toBeNull();
  });

  it('refuses a trim past the video’s end with a reason that names it, and a photo', async () => {
    const test = setupUploadTest();
    test.renderHarness({ networks: ['x'], fitVideos: true });
    await act(() => test.handle.upload.add([new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' })]));
    const video = await long();
    await act(() => test.handle.upload.add([video]));
    await waitFor(() => expect(test.handle.upload.store.getItem(test.handle.upload.itemIds[1]!)?.verdicts).toBeDefined(), TRANSFER);
    const [photo, id] = test.handle.upload.itemIds;
    await expect(test.handle.upload.setTrim(id!, { start: 10, end: 200 })).rejects.toThrow(/^setTrim: the trim ends at 200 s, after the video's end \(150(\.\d+)? s\)\.$/);
    await expect(test.handle.upload.setTrim(photo!, { start: 0, end: 1 })).rejects.toThrow(new TypeError('setTrim: photo.png is not a video; only videos are trimmed.'));
    expect(test.handle.upload.store.getItem(id!)?.trim).toBeUndefined();
  });

  describe.each(['light', 'dark'] as const)('axe, %s', (theme) => {
    it('has no violations with the trim button, the trimmer open, and once trimmed', async () => {
      watchWorkers();
      const test = renderUploader({ networks: ['x'], fitVideos: true, accept: ['video/*'] }, { host: theme });
      await userEvent.upload(test.input(), await long());
      await screen.findByRole('button', { name: 'Trim for X: long.mp4' }, TRANSFER);
      await expectNoViolations(test.container);
      await openTrimmer('long.mp4');
      await expectNoViolations(test.container);
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('button', { name: 'Undo trim: long.mp4' });
      await expectNoViolations(test.container);
    });
  });
});

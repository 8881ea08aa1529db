import { waitFor, within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { formatBytes } from '../../src/media/format.js';
import { jpegMetadata } from '../../stories/support/mediaBytes.js';
import { fitImage } from '../../src/media/fitImage.js';
import type { ImageFitter } from '../../src/upload/options.js';
import { heicPhoto } from '../../stories/support/heic.js';
import { deferred } from '../support/deferred.js';
import { phonePhoto } from '../../stories/support/pictures.js';
import { renderUploader, until } from '../support/uploadHarness.js';
import '../../src/styles/tokens.css';
import '../../src/styles/media-uploader.css';
import { FLOW, TRANSFER } from '../support/patience.js';

// Fitting inside the uploader, end to end in Chromium: a phone photo made here (EXIF rotation and
// a GPS location spliced in), read and checked by the browser's reader, fitted by the worker the
// package ships, and PUT to the loopback storage, which keeps this test's bytes so the test reads
// back exactly what went over the wire.

const isRed = ([r, g, b]: readonly number[]) => r! > 150 && g! < 90 && b! < 90;

/** Pixels as shown, and the colour near the top left and top right. */
async function looks(bytes: Uint8Array) {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const at = (x: number, y: number) => Array.from(context.getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1).data);
  return { width: canvas.width, height: canvas.height, topLeft: at(0.1, 0.1), topRight: at(0.9, 0.1) };
}

/** What the EXIF-free bytes must look like: a JPEG with nothing but what a canvas writes (JFIF, a colour profile). */
function expectNoMetadata(bytes: Uint8Array) {
  const metadata = jpegMetadata(bytes);
  expect(metadata.gps).toBe(false);
  expect(metadata.segments.filter(({ id }) => id !== 'JFIF' && id !== 'ICC_PROFILE')).toEqual([]);
  expect(new TextDecoder('latin1').decode(bytes.subarray(0, 4096))).not.toContain('Exif');
}

let photo: File;
beforeAll(async () => {
  photo = await phonePhoto();
});

// A time limit stops a hung test, nothing more: each of these decodes and encodes 12 megapixels several times.
describe('MediaUploader fitting photos to the chosen networks (fitImages)', FLOW, () => {
  it('uploads a 6 MB phone photo to Bluesky under 2,000,000 bytes, upright and without its location, and the row shows both sizes', async () => {
    const { input, row, live, tickets, stored, keepBytes } = renderUploader({ networks: ['bluesky'], fitImages: true });
    await keepBytes();
    expect(photo.size).toBeGreaterThan(5_000_000);
    await userEvent.upload(input(), photo);
    await until(() => row('IMG_0001.JPG'), 'done');

    // What went over the wire: one ticket for a JPEG, one object of the fitted bytes.
    expect(tickets()).toEqual([{ filename: 'IMG_0001.jpg', content_type: 'image/jpeg' }]);
    const [object, ...others] = await stored();
    expect(others).toEqual([]);
    expect(object!.contentType).toBe('image/jpeg');
    expect(object!.size).toBeLessThanOrEqual(2_000_000);
    expect(object!.bytes.length).toBe(object!.size);
    expect([object!.bytes[0], object!.bytes[1]]).toEqual([0xff, 0xd8]);
    expectNoMetadata(object!.bytes);
    // Portrait, as the phone showed it: the stored top-left red is now at the top right.
    const shown = await looks(object!.bytes);
    expect(shown.height).toBeGreaterThan(shown.width);
    expect(shown.width / shown.height).toBeCloseTo(3024 / 4032, 2);
    expect(isRed(shown.topRight)).toBe(true);
    expect(isRed(shown.topLeft)).toBe(false);

    // The row: both sizes on screen, the same in words for a screen reader.
    const [before, after] = [formatBytes(photo.size), formatBytes(object!.size)];
    const size = row('IMG_0001.JPG').querySelector('[data-part="size"]')!;
    expect(size).toHaveAttribute('data-fitted', '');
    expect(size.querySelector('[aria-hidden="true"]')).toHaveTextContent(`${before} → ${after}`);
    expect(size.querySelector('.sk-visually-hidden')).toHaveTextContent(`resized from ${before} to ${after}`);
    expect(live()).toContain('Resizing IMG_0001.JPG for the chosen networks.');
    // The verdict line is the fitted file's: what Bluesky gets.
    await waitFor(() => expect(row('IMG_0001.JPG')).toHaveTextContent('Fits Bluesky'));
  });

  it('refuses a 9:16 photo for Instagram feed without asking for a ticket, and fits it for Bluesky once Instagram posts a Story', async () => {
    const { input, row, tickets, stored, setProps, keepBytes } = renderUploader({ networks: ['instagram', 'bluesky'], fitImages: true });
    await keepBytes();
    // Stored 3840 × 2160 with orientation 6: shown 2160 × 3840, 9:16, and over Bluesky's bytes.
    const tall = await phonePhoto({ width: 3840, height: 2160, seed: 3, name: 'tall.jpg' });
    expect(tall.size).toBeGreaterThan(2_000_000);
    await userEvent.upload(input(), tall);
    await until(() => row('tall.jpg'), 'refused');
    await waitFor(() => expect(row('tall.jpg')).toHaveTextContent(/is taller than Instagram feed allows \(4:5\)/));
    expect(tickets()).toEqual([]);
    expect(await stored()).toEqual([]);

    setProps({ postKind: { instagram: 'STORIES' } });
    await until(() => row('tall.jpg'), 'done');
    expect(tickets()).toEqual([{ filename: 'tall.jpg', content_type: 'image/jpeg' }]);
    const [object] = await stored();
    expect(object!.size).toBeLessThanOrEqual(2_000_000);
    expectNoMetadata(object!.bytes);
    const shown = await looks(object!.bytes);
    expect(shown.width / shown.height).toBeCloseTo(9 / 16, 2);
    expect(row('tall.jpg').querySelector('[data-part="size"]')).toHaveTextContent(`${formatBytes(tall.size)} → ${formatBytes(object!.size)}`);
  });

  it('asks for no ticket when the file is canceled while it is being fitted', async () => {
    // The library's fitter, held until the cancel: on a loaded machine a 12 MP photo could
    // otherwise be fitted, and its ticket asked for, between the test seeing `fitting` and its click.
    const gate = deferred();
    const held: ImageFitter = async (file, target, options) => {
      await gate.promise;
      return fitImage(file, target, options);
    };
    const { input, row, tickets, stored } = renderUploader({ networks: ['bluesky'], fitImages: held });
    await userEvent.upload(input(), photo);
    await until(() => row('IMG_0001.JPG'), 'fitting');
    expect(row('IMG_0001.JPG')).toHaveTextContent('Resizing…');
    await userEvent.click(within(row('IMG_0001.JPG')).getByRole('button', { name: 'Cancel IMG_0001.JPG' }));
    await until(() => row('IMG_0001.JPG'), 'canceled');
    // The fitter goes on with its signal aborted: whatever it answers, the canceled file stays so.
    gate.resolve();

    // A small photo after it goes all the way: by then, anything the canceled one would have sent is on record.
    const small = await phonePhoto({ width: 800, height: 600, name: 'small.jpg' });
    await userEvent.upload(input(), small);
    await until(() => row('small.jpg'), 'done');
    expect(tickets()).toEqual([{ filename: 'small.jpg', content_type: 'image/jpeg' }]);
    expect((await stored()).map((object) => object.path.split('/').pop())).toHaveLength(1);
    expect(row('IMG_0001.JPG')).toHaveAttribute('data-state', 'canceled');
  });

  it('stops a photo whose fitting fails with the reason and Retry, before any ticket, and fits it on retry', async () => {
    const failing = () => Promise.reject(Object.assign(new Error('Not even the smallest size fits.'), { name: 'ImageFitError', code: 'too-large' }));
    const { input, row, live, tickets, setProps } = renderUploader({ networks: ['bluesky'], fitImages: failing });
    // Over Bluesky's 2,000,000 bytes at a third of the phone's pixels: the retry fits it sooner.
    const over = await phonePhoto({ width: 2560, height: 1920, name: 'IMG_0002.JPG' });
    expect(over.size).toBeGreaterThan(2_000_000);
    await userEvent.upload(input(), over);
    await until(() => row('IMG_0002.JPG'), 'error');
    // Its sentence loads with the first failed fitting.
    await waitFor(() => expect(row('IMG_0002.JPG')).toHaveTextContent('Failed: The image could not be made small enough for the chosen networks.'));
    await waitFor(() => expect(live()).toContain('IMG_0002.JPG failed: The image could not be made small enough for the chosen networks.'));
    expect(tickets()).toEqual([]);

    setProps({ fitImages: true });
    await userEvent.click(within(row('IMG_0002.JPG')).getByRole('button', { name: 'Retry IMG_0002.JPG' }));
    await until(() => row('IMG_0002.JPG'), 'done');
    expect(tickets()).toEqual([{ filename: 'IMG_0002.jpg', content_type: 'image/jpeg' }]);
  });
});

describe('MediaUploader converting HEIC photos for the chosen networks', FLOW, () => {
  it('uploads a HEIC for Instagram as a JPEG, upright and without its location, though the app did not ask to fit images', async () => {
    const { input, row, tickets, stored, keepBytes } = renderUploader({ networks: ['instagram'] });
    await keepBytes();
    // As a Mac's browser gives it: typed; Chromium cannot decode it.
    const photo = await heicPhoto();
    await expect(createImageBitmap(photo)).rejects.toThrow();
    await userEvent.upload(input(), photo);
    await until(() => row('IMG_0042.HEIC'), 'done');

    expect(tickets()).toEqual([{ filename: 'IMG_0042.jpg', content_type: 'image/jpeg' }]);
    const [object, ...others] = await stored();
    expect(others).toEqual([]);
    expect(object!.contentType).toBe('image/jpeg');
    expectNoMetadata(object!.bytes);
    // Upright, as the phone showed it: 32 × 36, red above blue (stored 36 × 32, red on the left).
    const shown = await looks(object!.bytes);
    expect([shown.width, shown.height]).toEqual([32, 36]);
    expect(isRed(shown.topLeft) && isRed(shown.topRight)).toBe(true);
    await waitFor(() => expect(row('IMG_0042.HEIC')).toHaveTextContent('Fits Instagram'));
    const size = row('IMG_0042.HEIC').querySelector('[data-part="size"]')!;
    expect(size.querySelector('.sk-visually-hidden')).toHaveTextContent(`converted to JPEG, from ${formatBytes(photo.size)} to ${formatBytes(object!.size)}`);
    // The hint under Browse said so before anything was added.
    expect(document.querySelector('[data-part="hint"]')).toHaveTextContent('HEIC photos are converted to JPEG.');
  });

  it('says it converts a HEIC while it does, on its row and to screen readers', async () => {
    // The app's own fitter, each call held open until the test lets it end. The photo whose check
    // ends second waits in line behind the other (the checks run side by side, so either may be
    // first), and its move from waiting to converting is seen as one (a file first seen
    // converting was announced as added only).
    const gates = [deferred(), deferred()];
    const names: string[] = [];
    const fitImages: ImageFitter = async (file, target, options) => {
      const gate = gates[names.push(file.name) - 1]!;
      await gate.promise;
      return fitImage(file, target, options);
    };
    const { input, row, live } = renderUploader({ networks: ['instagram'], fitImages });
    await userEvent.upload(input(), [await heicPhoto(), await heicPhoto({ name: 'IMG_0043.HEIC' })]);
    await waitFor(() => expect(names).toHaveLength(1), TRANSFER);
    const [first] = names as [string];
    const second = first === 'IMG_0042.HEIC' ? 'IMG_0043.HEIC' : 'IMG_0042.HEIC';
    await until(() => row(first), 'fitting');
    expect(row(first)).toHaveTextContent('Converting…');
    await waitFor(() => expect(row(second)).toHaveTextContent('Waiting'), TRANSFER);
    expect(row(second)).toHaveAttribute('data-state', 'queued');
    gates[0]!.resolve();
    await until(() => row(second), 'fitting');
    expect(names).toEqual([first, second]);
    expect(row(second)).toHaveTextContent('Converting…');
    await waitFor(() => expect(live()).toContain(`Converting ${second} to JPEG for the chosen networks.`), TRANSFER);
    expect(live()).not.toContain('Resizing');
    gates[1]!.resolve();
    await until(() => row(second), 'done');
  });

  it('refuses a HEIC it cannot decode with the reason and the fix, before any ticket, and an untyped one is told by its bytes', async () => {
    const { input, row, live, tickets } = renderUploader({ networks: ['instagram'] });
    await userEvent.upload(input(), await heicPhoto({ broken: true, type: '' }));
    await until(() => row('IMG_0042.HEIC'), 'error');
    const reason = 'This HEIC photo could not be converted to JPEG here. Save it as a JPEG, then add it again.';
    expect(row('IMG_0042.HEIC')).toHaveTextContent(reason);
    await waitFor(() => expect(live()).toContain(`IMG_0042.HEIC failed: ${reason}`));
    expect(tickets()).toEqual([]);
  });
});

import { checkMedia } from '../../src/media/check.js';
import { fitImage, loadImageFitter } from '../../src/media/fitImage.js';
import { planImageFit, type ImageFitTarget } from '../../src/media/fitPlan.js';
import { readMediaFacts } from '../../src/media/store.js';
import { resetImageFitter } from '../../src/media/fit.js';
import { jpegMetadata } from '../../stories/support/mediaBytes.js';
import { phonePhoto } from '../../stories/support/pictures.js';

// Fitting real files in real Chromium: JPEGs and PNGs made here by a canvas, a phone's EXIF (a
// rotation and a GPS location) written into them byte by byte, then fitted by the worker the
// package ships (Vite serves src/media/fitWorker.ts the way an app's bundler emits it).

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The colour of a pixel of an image as shown (its own EXIF applied, if it has any). */
async function pixel(file: Blob, x: number, y: number): Promise<[number, number, number, number]> {
  const bitmap = await createImageBitmap(file);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return Array.from(context.getImageData(Math.round(x), Math.round(y), 1, 1).data) as [number, number, number, number];
}

/** A metadata segment a canvas does not write by itself: EXIF, XMP, a comment, a maker's. */
const written = ({ id }: { id: string }) => id !== 'JFIF' && id !== 'ICC_PROFILE';

const isRed = ([r, g, b]: readonly number[]) => r! > 150 && g! < 90 && b! < 90;

async function canvasFile(width: number, height: number, type: 'image/png' | 'image/jpeg', paint: (context: OffscreenCanvasRenderingContext2D) => void, name: string): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  paint(canvas.getContext('2d')!);
  return new File([await canvas.convertToBlob({ type, quality: 0.9 })], name, { type });
}

/** Random noise, its left half transparent and its right half opaque: a PNG of it is large. */
function transparentNoise(context: OffscreenCanvasRenderingContext2D) {
  const { width, height } = context.canvas;
  const data = new ImageData(width, height);
  let seed = 11;
  for (let i = 0; i < data.data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    // The high bits: an LCG's low bits repeat with a short period, which PNG compresses away.
    data.data[i] = (seed >>> 16) & 0xff;
  }
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.data[(y * width + x) * 4 + 3] = x < width / 2 ? 0 : 255;
  context.putImageData(data, 0, 0);
}

let photo: File;
beforeAll(async () => {
  photo = await phonePhoto();
});

describe('fitImage in Chromium', () => {
  it('fits a 6 MB phone photo under 2,000,000 bytes for Bluesky, upright, with no EXIF and no location left', async () => {
    expect(photo.size).toBeGreaterThan(5_000_000);
    expect(photo.size).toBeLessThan(8_000_000);
    // The source has what a phone writes: the rotation and a GPS IFD.
    expect(jpegMetadata(await bytesOf(photo))).toMatchObject({ gps: true, segments: expect.arrayContaining([{ app: 1, id: 'Exif' }]) });

    const facts = await readMediaFacts(photo);
    expect(facts).toMatchObject({ width: 3024, height: 4032, orientation: 6 });
    const plan = planImageFit(facts, ['bluesky']);
    expect(plan).toMatchObject({ status: 'fit', target: { maxBytes: 2_000_000 } });
    if (plan.status !== 'fit') return;

    const result = await fitImage(photo, plan.target);
    expect(result).toMatchObject({
      fitted: true,
      ranIn: 'worker',
      before: { bytes: photo.size, type: 'image/jpeg', width: 3024, height: 4032 },
      after: { type: 'image/jpeg' },
    });
    const { file, after } = result;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('IMG_0001.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBe(after.bytes);
    expect(file.size).toBeLessThanOrEqual(2_000_000);
    // The best quality that fits, not far under the limit.
    expect(file.size).toBeGreaterThan(1_500_000);

    // Portrait, as the phone showed it, in the same proportions.
    expect(after.height).toBeGreaterThan(after.width);
    expect(after.width / after.height).toBeCloseTo(3024 / 4032, 2);
    const shown = await readMediaFacts(file);
    expect(shown).toMatchObject({ status: 'read', width: after.width, height: after.height });
    expect(shown.orientation).toBeUndefined();
    // The rotation is in the pixels: the stored top-left red is now top right.
    expect(isRed(await pixel(file, after.width * 0.9, after.height * 0.1))).toBe(true);
    expect(isRed(await pixel(file, after.width * 0.1, after.height * 0.1))).toBe(false);

    // No EXIF at all, so no location: only what a canvas writes (the JFIF header, and an sRGB
    // colour profile where Chrome adds one).
    const bytes = await bytesOf(file);
    const metadata = jpegMetadata(bytes);
    expect(metadata.gps).toBe(false);
    expect(metadata.segments.filter(written)).toEqual([]);
    expect(new TextDecoder('latin1').decode(bytes.subarray(0, 4096))).not.toContain('Exif');

    // Bluesky takes it as it is now.
    expect(checkMedia([shown], ['bluesky']).status).toBe('ok');
    expect(planImageFit(shown, ['bluesky'])).toEqual({ status: 'ok' });
  });

  it('scales within a pixel limit: TikTok and Bluesky together take 1920 × 1080 pixels, 2,000,000 bytes', async () => {
    const plan = planImageFit(await readMediaFacts(photo), ['tiktok', 'bluesky']);
    if (plan.status !== 'fit') throw new Error(`planned ${plan.status}`);
    expect(plan.target).toMatchObject({ maxPixels: 1920 * 1080, maxBytes: 2_000_000 });
    const { file, after } = await fitImage(photo, plan.target);
    expect(after.width * after.height).toBeLessThanOrEqual(1920 * 1080);
    expect(after.width * after.height).toBeGreaterThan(0.99 * 1920 * 1080);
    expect(after.height).toBeGreaterThan(after.width);
    expect(file.size).toBeLessThanOrEqual(2_000_000);
    expect(await readMediaFacts(file)).toMatchObject({ width: after.width, height: after.height });
  });

  it('shrinks the picture when even a low quality is too big', async () => {
    const target: ImageFitTarget = { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 150_000 };
    const { file, after, quality } = await fitImage(photo, target);
    expect(file.size).toBeLessThanOrEqual(150_000);
    expect(after.width).toBeLessThan(3024);
    expect(after.width / after.height).toBeCloseTo(3024 / 4032, 2);
    expect(quality).toBeGreaterThanOrEqual(0.6);
  });

  it('keeps the transparency of a PNG as WebP where every network takes WebP (Bluesky), and lays it on white as JPEG where not (Instagram)', async () => {
    const png = await canvasFile(1600, 1600, 'image/png', transparentNoise, 'sticker.png');
    expect(png.size).toBeGreaterThan(2_000_000);

    const bluesky = planImageFit(await readMediaFacts(png), ['bluesky']);
    if (bluesky.status !== 'fit') throw new Error(`planned ${bluesky.status}`);
    const webp = await fitImage(png, bluesky.target);
    expect(webp.file).toMatchObject({ name: 'sticker.webp', type: 'image/webp' });
    expect(webp.file.size).toBeLessThanOrEqual(2_000_000);
    expect((await pixel(webp.file, 100, 800))[3]).toBe(0);
    expect((await pixel(webp.file, 1500, 800))[3]).toBe(255);

    // Instagram's feed takes JPEG only: a small transparent PNG is fitted by changing its type.
    const small = await canvasFile(400, 400, 'image/png', (context) => {
      context.fillStyle = '#0000ff';
      context.fillRect(200, 0, 200, 400);
    }, 'logo.png');
    const instagram = planImageFit(await readMediaFacts(small), ['instagram']);
    if (instagram.status !== 'fit') throw new Error(`planned ${instagram.status}`);
    const jpeg = await fitImage(small, instagram.target);
    expect(jpeg.file).toMatchObject({ name: 'logo.jpg', type: 'image/jpeg' });
    expect(jpeg.after).toMatchObject({ width: 400, height: 400 });
    const [r, g, b, a] = await pixel(jpeg.file, 50, 200);
    expect([r, g, b, a].every((channel) => channel > 245)).toBe(true);
  });

  it('hands back the very same file when it already meets the target', async () => {
    const small = await canvasFile(800, 600, 'image/jpeg', (context) => context.fillRect(0, 0, 400, 300), 'small.jpg');
    const result = await fitImage(small, { types: ['image/jpeg', 'image/webp'], accepts: ['image/jpeg', 'image/png'], maxBytes: 2_000_000, maxPixels: 1920 * 1080 });
    expect(result.file).toBe(small);
    expect(result).toMatchObject({ fitted: false, before: { bytes: small.size, width: 800, height: 600 }, after: { bytes: small.size, width: 800, height: 600 } });
    expect(result.quality).toBeUndefined();
  });

  it('never takes a video: videos are not transcoded', async () => {
    const clip = new File([new Uint8Array(1000)], 'clip.mp4', { type: 'video/mp4' });
    expect(planImageFit({ name: clip.name, type: clip.type, size: 200_000_000, status: 'read', width: 1080, height: 1920, duration: 20 }, ['bluesky'])).toEqual({
      status: 'cannot',
      reason: { code: 'not-image' },
    });
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    await expect(fitImage(clip, { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 2_000_000 })).rejects.toThrow(TypeError);
    expect(post).not.toHaveBeenCalled();
  });

  it('stops the worker when the fitting is canceled mid-way, and the next fitting starts a new one', async () => {
    const target: ImageFitTarget = { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 2_000_000 };
    const controller = new AbortController();
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    // Cancel the moment the job is in the worker's hands.
    const original = Object.getOwnPropertyDescriptor(Worker.prototype, 'postMessage')!.value as (this: Worker, message: unknown) => void;
    const sent = vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, message: unknown) {
      original.call(this, message);
      if ((message as { file?: Blob }).file) controller.abort();
    });
    const fitting = fitImage(photo, target, { signal: controller.signal });
    await expect(fitting).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveBeenCalledTimes(1);
    expect(terminate).toHaveBeenCalled();
    sent.mockRestore();

    const small = await canvasFile(640, 480, 'image/png', (context) => context.fillRect(0, 0, 640, 480), 'next.png');
    const next = await fitImage(small, target);
    expect(next).toMatchObject({ fitted: true, ranIn: 'worker', after: { type: 'image/jpeg' } });
  });

  it('cancels a main-thread fitting between two steps', async () => {
    const controller = new AbortController();
    const decode = globalThis.createImageBitmap;
    // Cancel once the decode has started: the next step stops there.
    vi.spyOn(globalThis, 'createImageBitmap').mockImplementation((...args: Parameters<typeof createImageBitmap>) => {
      controller.abort();
      return decode(...args);
    });
    await expect(fitImage(photo, { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 2_000_000 }, { signal: controller.signal, worker: false })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('fits on the main thread when no worker can start (a CSP that forbids workers), yielding between steps', async () => {
    // The fitter learns once per page that no worker starts: forgotten before and after this test.
    resetImageFitter();
    onTestFinished(() => resetImageFitter());
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException("Refused to create a worker: the page's Content Security Policy forbids it.", 'SecurityError');
        }
      },
    );
    const target: ImageFitTarget = { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 2_000_000, maxPixels: 1920 * 1080 };
    const result = await fitImage(photo, target);
    vi.unstubAllGlobals();
    expect(result).toMatchObject({ fitted: true, ranIn: 'main', after: { type: 'image/jpeg' } });
    expect(result.file.size).toBeLessThanOrEqual(2_000_000);
    expect(result.after.width * result.after.height).toBeLessThanOrEqual(1920 * 1080);
    expect(result.after.height).toBeGreaterThan(result.after.width);
    expect(jpegMetadata(await bytesOf(result.file)).segments.filter(written)).toEqual([]);
    expect(isRed(await pixel(result.file, result.after.width * 0.9, result.after.height * 0.1))).toBe(true);
    // The loader's module is the same one an app imports.
    expect(typeof (await loadImageFitter())).toBe('function');
  });

  it('fits on the main thread when the worker file fails to load (an error event, not a throw)', async () => {
    resetImageFitter();
    onTestFinished(() => resetImageFitter());
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        constructor() {
          super();
          queueMicrotask(() => this.dispatchEvent(new Event('error', { cancelable: true })));
        }
        postMessage() {
          throw new Error('a worker that never started was sent a job');
        }
        terminate() {}
      },
    );
    const small = await canvasFile(900, 600, 'image/png', (context) => context.fillRect(0, 0, 900, 600), 'chart.png');
    const result = await fitImage(small, { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 2_000_000 });
    expect(result).toMatchObject({ fitted: true, ranIn: 'main', file: { name: 'chart.jpg', type: 'image/jpeg' }, after: { width: 900, height: 600 } });
  });
});

import type { ImageFitTarget } from '../../src/media/fitPlan.js';
import type { FitImageResult } from '../../src/media/fitTypes.js';
import type { MediaFactsReader } from '../../src/media/store.js';
import { isFitError } from '../../src/upload/errors.js';
import type { ImageFitter, UploadStoreOptions } from '../../src/upload/options.js';
import { createSocialClient } from '../../src/client/createSocialClient.js';
import { SocialKitError } from '../../src/client/errors.js';
import { BASE_URL, makeFile, setupStore } from './support.js';

// Fitting before the ticket, with a stand-in reader and fitter (jsdom decodes and encodes no
// image; the real fitter has its own tests in Chromium, and the uploader's in
// test/upload/upload-fit.browser.test.tsx): the order of the steps, what is sent, and the ways out.

/** Pixels as shown: `tall.jpg` 9:16, `fits.jpg` 4:5, any other 3:4 (a phone photo). */
const SHOWN: Record<string, { width: number; height: number }> = { 'tall.jpg': { width: 1080, height: 1920 }, 'fits.jpg': { width: 1080, height: 1350 } };
const read: MediaFactsReader = (file) => Promise.resolve({ name: file.name, type: file.type, size: file.size, status: 'read', ...(SHOWN[file.name] ?? { width: 3024, height: 4032 }) });

/** Over Bluesky's 2,000,000 bytes: Bluesky takes it once fitted. */
const photo = (name = 'IMG_0001.JPG') => makeFile(name, 3_000_000, 'image/jpeg');

/** A fitter that records the order of things and answers with a 900,000-byte WebP (what the app's encoder might write), or holds until let go. */
function fakeFitter(steps: string[], count: (operation: string) => number) {
  const calls: { file: File; target: ImageFitTarget; signal: AbortSignal }[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  let failWith: Error | undefined;
  const fit: ImageFitter = async (file, target, { signal }) => {
    calls.push({ file, target, signal });
    steps.push(`fit (tickets so far: ${count('uploadTicket')})`);
    if (holding) {
      await new Promise<void>((resolve, reject) => {
        held.push(resolve);
        signal.addEventListener('abort', () => reject(new DOMException('canceled', 'AbortError')), { once: true });
      });
    }
    if (failWith) throw failWith;
    const fitted = new File([new Uint8Array(900_000)], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' });
    const result: FitImageResult = {
      file: fitted,
      fitted: true,
      before: { bytes: file.size, type: file.type, width: 3024, height: 4032 },
      after: { bytes: fitted.size, type: fitted.type, width: 1512, height: 2016 },
      ranIn: 'main',
    };
    return result;
  };
  return {
    fit,
    calls,
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
    /** Lets the oldest held fitting finish; those after it are held too. */
    next: () => held.shift()?.(),
    failWith: (error: Error | undefined) => void (failWith = error),
  };
}

function setup(options: Parameters<typeof setupStore>[0] = {}) {
  const steps: string[] = [];
  const reader: MediaFactsReader = (file, readOptions) => {
    steps.push('read');
    return read(file, readOptions);
  };
  let count: (operation: string) => number = () => 0;
  const fitter = fakeFitter(steps, (operation) => count(operation));
  const harness = setupStore({ networks: ['bluesky'], readMediaFacts: reader, fitImages: fitter.fit, ...options });
  count = harness.count;
  /** The tickets' bodies, as sent over the wire. */
  const tickets = () => harness.service.requests.filter((request) => request.operation === 'uploadTicket').map((request) => request.body);
  /** New options, as the hook gives them on a render: these, with `changes`. */
  const change = (changes: Partial<UploadStoreOptions>) =>
    harness.store.setOptions({
      client: createSocialClient({ baseUrl: BASE_URL }),
      put: harness.storage.put,
      retry: 0,
      retryDelay: () => 0,
      networks: ['bluesky'],
      readMediaFacts: reader,
      fitImages: fitter.fit,
      ...options,
      ...changes,
    });
  return { ...harness, steps, fitter, tickets, change };
}

describe('fitting images before their tickets (fitImages)', () => {
  it('checks, then fits, then asks for the ticket of the fitted file, and sends and confirms its bytes', async () => {
    const { store, steps, fitter, tickets, storage, service, waitFor } = setup();
    const original = photo();
    await store.add([original]);
    const id = store.getItemIds()[0]!;
    const done = await waitFor(id, 'done');

    expect(steps).toEqual(['read', 'fit (tickets so far: 0)']);
    expect(fitter.calls).toHaveLength(1);
    expect(fitter.calls[0]!.file).toBe(original);
    expect(fitter.calls[0]!.target).toMatchObject({ maxBytes: 2_000_000 });
    // The ticket is for the fitted file: its name's extension and its type.
    expect(tickets()).toEqual([{ filename: 'IMG_0001.webp', content_type: 'image/webp' }]);
    expect(storage.calls).toHaveLength(1);
    expect(storage.calls[0]).toMatchObject({ contentType: 'image/webp' });
    expect(storage.calls[0]!.body.size).toBe(900_000);
    expect(service.requests.find((request) => request.operation === 'confirmUpload')?.body).toMatchObject({ size: 900_000 });
    // The row keeps the name as added and both sizes.
    expect(done).toMatchObject({ name: 'IMG_0001.JPG', size: 900_000, contentType: 'image/webp', fitted: { original, before: { bytes: 3_000_000 }, after: { bytes: 900_000 } } });
    expect(done.file).not.toBe(original);
    // Its verdicts are the fitted file's, what Bluesky gets.
    expect(done.verdicts).toMatchObject({ bluesky: { status: 'ok' } });
  });

  it('shows the file as fitting while the fitter works, and nothing is asked for it meanwhile', async () => {
    const { store, fitter, count, waitFor } = setup();
    fitter.hold();
    await store.add([photo()]);
    const id = store.getItemIds()[0]!;
    await waitFor(id, 'fitting');
    expect(store.isUploading()).toBe(true);
    expect(store.getTotals().counts.fitting).toBe(1);
    expect(count('uploadTicket')).toBe(0);
    fitter.release();
    await waitFor(id, 'done');
    expect(count('uploadTicket')).toBe(1);
  });

  it('fits one image at a time, the others queued behind it, and each file goes on as soon as it is fitted', async () => {
    const { store, fitter, count, waitFor } = setup();
    fitter.hold();
    await store.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    const [a, b, c] = store.getItemIds() as [string, string, string];
    await waitFor(a, 'fitting');
    const statuses = () => [a, b, c].map((id) => store.getItem(id)?.status);
    expect(statuses()).toEqual(['fitting', 'queued', 'queued']);
    expect(fitter.calls.map(({ file }) => file.name)).toEqual(['a.jpg']);

    fitter.next();
    await waitFor(b, 'fitting');
    expect(fitter.calls.map(({ file }) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(store.getItem(c)?.status).toBe('queued');
    await waitFor(a, 'done');

    fitter.release();
    await waitFor(c, 'done');
    expect(count('uploadTicket')).toBe(3);
  });

  it('fits nothing without fitImages: the file as added is sent', async () => {
    const { store, fitter, tickets, storage, waitFor } = setup({ fitImages: false });
    await store.add([photo()]);
    const done = await waitFor(store.getItemIds()[0]!, 'done');
    expect(fitter.calls).toHaveLength(0);
    expect(done.fitted).toBeUndefined();
    expect(tickets()).toEqual([{ filename: 'IMG_0001.JPG', content_type: 'image/jpeg' }]);
    expect(storage.calls[0]!.body.size).toBe(3_000_000);
  });

  it('leaves a file every network takes as it is, and never fits a refused one', async () => {
    const { store, fitter, count, waitFor, settled } = setup({ networks: ['instagram'] });
    // Instagram's feed takes 4:5 up to 8 MB: nothing to fit. A 9:16 photo it refuses outright.
    await store.add([photo('fits.jpg'), photo('tall.jpg')]);
    const [fits, tall] = store.getItemIds();
    await waitFor(fits!, 'done');
    await waitFor(tall!, 'refused');
    await settled();
    expect(fitter.calls).toHaveLength(0);
    expect(count('uploadTicket')).toBe(1);
  });

  it('stops a file whose fitting fails in error before any ticket, says why, and fits it again on retry', async () => {
    const onError = vi.fn();
    const { store, fitter, count, waitFor, storage } = setup({ onError });
    fitter.failWith(Object.assign(new Error('Even the smallest size is 2.1 MB.'), { name: 'ImageFitError', code: 'too-large' }));
    await store.add([photo()]);
    const id = store.getItemIds()[0]!;
    const failed = await waitFor(id, 'error');
    expect(failed.step).toBe('fit');
    expect(isFitError(failed.error)).toBe(true);
    expect(failed.error).toMatchObject({ reason: 'too-large', message: 'Even the smallest size is 2.1 MB.', kind: 'validation' });
    expect(failed.retryAt).toBeUndefined();
    expect(onError).toHaveBeenCalledExactlyOnceWith(failed.error, failed);
    expect(count('uploadTicket')).toBe(0);

    fitter.failWith(undefined);
    store.retry(id);
    const done = await waitFor(id, 'done');
    expect(fitter.calls).toHaveLength(2);
    expect(count('uploadTicket')).toBe(1);
    expect(done).toMatchObject({ size: 900_000, contentType: 'image/webp', fitted: { before: { bytes: 3_000_000 } } });
    expect(storage.calls[0]!.body.size).toBe(900_000);
  });

  it('aborts the fitting when the file is canceled, and asks for no ticket', async () => {
    const { store, fitter, count, waitFor, settled } = setup();
    fitter.hold();
    await store.add([photo()]);
    const id = store.getItemIds()[0]!;
    await waitFor(id, 'fitting');
    const { signal } = fitter.calls[0]!;
    store.cancel(id);
    expect(signal.aborted).toBe(true);
    expect(store.getItem(id)?.status).toBe('canceled');
    await settled();
    fitter.release();
    expect(count('uploadTicket')).toBe(0);
  });

  it('aborts the fitting when the uploader goes away, and fits again when it is back', async () => {
    const { store, fitter, detach, count, waitFor } = setup();
    fitter.hold();
    await store.add([photo()]);
    const id = store.getItemIds()[0]!;
    await waitFor(id, 'fitting');
    const { signal } = fitter.calls[0]!;
    detach();
    await vi.waitFor(() => expect(signal.aborted).toBe(true));
    expect(store.getItem(id)?.status).toBe('queued');
    expect(count('uploadTicket')).toBe(0);

    fitter.release();
    store.attach();
    await waitFor(id, 'done');
    expect(fitter.calls).toHaveLength(2);
    expect(count('uploadTicket')).toBe(1);
  });
  it('fits no file still waiting in line once the app turns fitting off: it goes as it was added', async () => {
    const { store, fitter, storage, change, waitFor } = setup();
    fitter.hold();
    await store.add([photo('a.jpg'), photo('b.jpg')]);
    const [a, b] = store.getItemIds() as [string, string];
    await waitFor(a, 'fitting');
    change({ fitImages: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fitter.release();
    const done = await waitFor(b, 'done');
    expect(fitter.calls.map(({ file }) => file.name)).toEqual(['a.jpg']);
    expect(done).toMatchObject({ size: 3_000_000, contentType: 'image/jpeg' });
    expect(storage.calls.find((call) => call.body.size === 3_000_000)).toBeDefined();
  });

  it('starts a fitting cut by a detach over, first in its line, when the uploader is back', async () => {
    const { store, fitter, detach, waitFor } = setup();
    fitter.hold();
    await store.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    const [a, b, c] = store.getItemIds() as [string, string, string];
    await waitFor(a, 'fitting');
    detach();
    await vi.waitFor(() => expect(fitter.calls[0]!.signal.aborted).toBe(true));
    store.attach();
    fitter.release();
    for (const id of [a, b, c]) await waitFor(id, 'done');
    expect(fitter.calls.map(({ file }) => file.name)).toEqual(['a.jpg', 'a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('fits while the browser is offline, and asks for the ticket once it is back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { store, fitter, count, waitFor } = setup();
      await store.add([photo('a.jpg')]);
      const [a] = store.getItemIds() as [string];
      await vi.waitFor(() => expect(store.getItem(a)).toMatchObject({ status: 'queued', size: 900_000 }));
      expect(fitter.calls).toHaveLength(1);
      expect(count('uploadTicket')).toBe(0);
      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(a, 'done');
      expect(count('uploadTicket')).toBe(1);
    } finally {
      online.mockRestore();
    }
  });

  it('sends the fitted file on a retry after a failed ticket and a new choice, fitted from the file as added', async () => {
    const real = createSocialClient({ baseUrl: BASE_URL });
    let refuse = true;
    const client = {
      ...real,
      requestUploadTicket: (...args: Parameters<typeof real.requestUploadTicket>) =>
        refuse ? Promise.reject(new SocialKitError({ kind: 'http', status: 400, operation: 'uploadTicket', message: 'Bad request.' })) : real.requestUploadTicket(...args),
    };
    const { store, fitter, storage, change, waitFor } = setup({ client });
    await store.add([photo('a.jpg')]);
    const [a] = store.getItemIds() as [string];
    expect(await waitFor(a, 'error')).toMatchObject({ step: 'ticket', size: 900_000, contentType: 'image/webp' });
    change({ client, postKind: { bluesky: 'POST' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    refuse = false;
    store.retry(a);
    const done = await waitFor(a, 'done');
    expect(storage.calls.at(-1)!.body.size).toBe(900_000);
    expect(done.fitted?.original.size).toBe(3_000_000);
    expect(fitter.calls.at(-1)!.file.size).toBe(3_000_000);
  });
});

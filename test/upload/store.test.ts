import { isSignatureMismatchError, isUploadUrlExpiredError } from '../../src/upload/errors.js';
import { makeFile, setupStore } from './support.js';

// The engine over the real client and the simulated service (msw), with a fetch-based PUT in
// place of XMLHttpRequest; the XHR itself, byte progress and CORS are covered in Chromium.

const HOURS_2 = 2 * 60 * 60 * 1000;
/** The simulated service is answering a ticket request (not verifying a PUT). */
const signing = (service: { requests: { operation: string | null }[] }) => service.requests.at(-1)?.operation === 'uploadTicket';

const XML_MISMATCH = '<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match</Message></Error>';

describe('the upload engine', () => {
  it('requests a ticket with the decided Content-Type, PUTs with the same, and confirms with the size', async () => {
    const onUploaded = vi.fn();
    const onComplete = vi.fn();
    const { store, service, storage, waitFor } = setupStore({ onUploaded, onComplete });
    await store.add([makeFile('IMG_0001.HEIC', 1234)]);
    const [id] = store.getItemIds();
    const done = await waitFor(id!, 'done');

    const ticket = service.requests.find((r) => r.operation === 'uploadTicket')!;
    expect(ticket.body).toEqual({ filename: 'IMG_0001.HEIC', content_type: 'image/heic' });
    expect(storage.calls.map((call) => call.contentType)).toEqual(['image/heic']);
    expect(service.requests.find((r) => r.operation === 'confirmUpload')!.body).toEqual({ size: 1234 });
    expect(done).toMatchObject({ status: 'done', progress: 1, loaded: 1234, media: { id: done.mediaId, size: 1234, status: 'active' } });
    expect(service.db.media()).toEqual([expect.objectContaining({ id: done.mediaId, confirmCount: 1, contentType: 'image/heic' })]);
    expect(onUploaded).toHaveBeenCalledExactlyOnceWith(done.media, done);
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledExactlyOnceWith([done.media]));
  });

  it('sends the body as the File itself', async () => {
    const { store, storage, waitFor } = setupStore();
    const file = makeFile('clip.mp4', 10, 'video/mp4');
    await store.add([file]);
    await waitFor(store.getItemIds()[0]!, 'done');
    expect(storage.calls[0]!.body).toBe(file);
  });

  it('sends at most `concurrency` files at once, the first ones in the list, with as many tickets fetched ahead', async () => {
    const { store, storage, settled, count } = setupStore({ concurrency: 2 });
    storage.hold();
    await store.add(Array.from({ length: 5 }, (_, i) => makeFile(`f${i}.png`, 100 + i)));
    await vi.waitFor(() => expect(store.getItems().map((item) => [item.status, Boolean(item.mediaId)])).toEqual([
      ['uploading', true],
      ['uploading', true],
      ['queued', true],
      ['queued', true],
      ['queued', false],
    ]), { timeout: 10_000 });
    // The first two files hold the two places; their tickets come back in either order, and each
    // PUT starts as its ticket arrives.
    expect(storage.calls.map((call) => (call.body as File).name).sort()).toEqual(['f0.png', 'f1.png']);
    expect(count('uploadTicket')).toBe(4);
    storage.release();
    await settled();
    expect(storage.maxInFlight).toBe(2);
    expect(store.getItems().every((item) => item.status === 'done')).toBe(true);
  });

  it('retries a failed confirm by confirming again, with no second ticket or PUT', async () => {
    const { store, service, storage, waitFor, count } = setupStore();
    service.faults.set('confirmUpload', { status: 500, times: 1 });
    await store.add([makeFile('a.png', 50)]);
    const id = store.getItemIds()[0]!;
    const failed = await waitFor(id, 'error');
    expect(failed).toMatchObject({ step: 'confirm', loaded: 50, error: { status: 500 } });
    expect(failed.progress).toBeLessThan(1);

    store.retry(id);
    const done = await waitFor(id, 'done');
    expect(done.mediaId).toBe(failed.mediaId);
    expect([count('uploadTicket'), storage.calls.length, count('confirmUpload')]).toEqual([1, 1, 2]);
    expect(service.db.media()[0]!.confirmCount).toBe(1);
  });

  it('retries retryable failures by itself, from the step that failed', async () => {
    const { store, service, storage, waitFor, count } = setupStore({ retry: 2 });
    service.faults.set('uploadTicket', { status: 500, times: 1 });
    service.faults.set('storagePut', { status: 503, times: 1 });
    service.faults.set('confirmUpload', { drop: true, times: 1 });
    await store.add([makeFile('a.png', 50)]);
    await waitFor(store.getItemIds()[0]!, 'done');
    expect([count('uploadTicket'), storage.calls.length, count('confirmUpload')]).toEqual([2, 2, 2]);
  });

  it('gives up after `retry` automatic retries, and says when the next one was due until then', async () => {
    const delays: number[] = [];
    const onError = vi.fn();
    const retryDelay = (attempt: number) => (delays.push(attempt), 0);
    const { store, service, waitFor, count } = setupStore({ retry: 2, retryDelay, onError });
    service.faults.set('uploadTicket', { status: 503 });
    await store.add([makeFile('a.png', 50)]);
    const failed = await waitFor(store.getItemIds()[0]!, 'error');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(count('uploadTicket')).toBe(3);
    expect(delays).toEqual([1, 2]);
    expect(store.getItem(failed.id)).not.toHaveProperty('retryAt');
    expect(store.isUploading()).toBe(false);
  });

  // setTimeout fires at once past 2^31-1 ms (24.8 days); a long wait is the user's to decide anyway.
  describe('a Retry-After longer than the queue waits by itself', () => {
    const DAY = 24 * 60 * 60 * 1000;
    it.each([
      ['the service, in seconds', 'uploadTicket', 'ticket', () => String((30 * DAY) / 1000)],
      ['the service, as an HTTP date', 'uploadTicket', 'ticket', () => new Date(Date.now() + 30 * DAY).toUTCString()],
      ['storage, in seconds', 'storagePut', 'put', () => String((30 * DAY) / 1000)],
    ] as const)('from %s: the file ends in error at once, saying until when, and retry(id) sends it', async (_label, operation, step, retryAfter) => {
      const onError = vi.fn();
      // The default retryDelay, which honours Retry-After.
      const { store, service, waitFor, count, storage } = setupStore({ retry: 3, retryDelay: undefined, onError });
      service.faults.set(operation, { status: 503, headers: { 'Retry-After': retryAfter() }, times: 1 });
      const before = Date.now();
      await store.add([makeFile('a.png', 50)]);
      const id = store.getItemIds()[0]!;
      const failed = await waitFor(id, 'error');
      expect(failed).toMatchObject({ step, error: { status: 503 } });
      expect(failed.retryAt).toBeUndefined();
      // An HTTP date counts in whole seconds.
      expect(failed.waitUntil).toBeGreaterThan(before + 30 * DAY - 2000);
      expect(failed.error.retryAfterMs).toBeGreaterThan(30 * DAY - 2000);
      expect(onError).toHaveBeenCalledExactlyOnceWith(failed.error, failed);
      expect(store.isUploading()).toBe(false);
      expect([count('uploadTicket'), storage.calls.length]).toEqual(step === 'ticket' ? [1, 0] : [1, 1]);

      store.retry(id);
      const done = await waitFor(id, 'done');
      expect(done.mediaId).toBe(step === 'put' ? failed.mediaId : done.mediaId);
      expect([count('uploadTicket'), storage.calls.length]).toEqual(step === 'ticket' ? [2, 1] : [1, 2]);
      expect(onError).toHaveBeenCalledOnce();
    });
  });

  it('does not retry a 4xx, a spent quota or a signature mismatch', async () => {
    const { store, service, storage, waitFor, count } = setupStore({ retry: 3 });
    service.faults.set('storagePut', { status: 403, body: XML_MISMATCH, times: 1 });
    service.faults.set('uploadTicket', { status: 429, body: { success: false, error: 'Monthly quota exceeded' }, times: 1 });
    await store.add([makeFile('a.png', 50), makeFile('b.png', 60)]);
    const [a, b] = store.getItemIds();
    const quota = await waitFor(a!, 'error');
    const mismatch = await waitFor(b!, 'error');
    expect(quota).toMatchObject({ step: 'ticket', error: { status: 429 } });
    expect(mismatch).toMatchObject({ step: 'put', error: { status: 403, reason: 'SignatureDoesNotMatch' } });
    expect(isSignatureMismatchError(mismatch.status === 'error' && mismatch.error)).toBe(true);
    expect(count('uploadTicket')).toBe(2);
    expect(storage.calls).toHaveLength(1);
  });

  it('gets exactly one fresh ticket when storage says the URL expired', async () => {
    // The service's clock is two hours behind when it signs the first ticket: storage finds it spent.
    const { store, service, storage, waitFor, count } = setupStore({}, { now: () => Date.now() - (signing(service) && count('uploadTicket') === 1 ? HOURS_2 : 0) });
    await store.add([makeFile('a.png', 50)]);
    const id = store.getItemIds()[0]!;
    const done = await waitFor(id, 'done');
    expect([count('uploadTicket'), storage.calls.length, count('confirmUpload')]).toEqual([2, 2, 1]);
    const [stale, fresh] = service.db.media();
    expect(done.mediaId).toBe(fresh!.id);
    expect(stale!.confirmCount).toBe(0);
  });

  it('stops after the one fresh ticket if that URL is refused as expired too', async () => {
    const { store, service, storage, waitFor, count } = setupStore({}, { now: () => Date.now() - (signing(service) ? HOURS_2 : 0) });
    await store.add([makeFile('a.png', 50)]);
    const failed = await waitFor(store.getItemIds()[0]!, 'error');
    expect(failed.status === 'error' && isUploadUrlExpiredError(failed.error)).toBe(true);
    expect([count('uploadTicket'), storage.calls.length]).toEqual([2, 2]);
  });

  it('gives a file that retry(id) runs again one more fresh ticket when its URL is refused as expired', async () => {
    const { store, service, storage, waitFor, count } = setupStore({}, { now: () => Date.now() - (signing(service) ? HOURS_2 : 0) });
    await store.add([makeFile('a.png', 50)]);
    const id = store.getItemIds()[0]!;
    await waitFor(id, 'error');
    store.retry(id);
    const failed = await waitFor(id, 'error');
    expect(failed.status === 'error' && isUploadUrlExpiredError(failed.error)).toBe(true);
    // The held ticket is tried once more, then one fresh ticket and its PUT: never a loop of them.
    expect([count('uploadTicket'), storage.calls.length]).toEqual([3, 4]);
  });

  it('reuses the ticket on retry while its URL is valid, and asks for a new one after', async () => {
    let clock = Date.now();
    const { store, service, storage, waitFor, count } = setupStore({ now: () => clock });
    service.faults.set('storagePut', { drop: true, times: 2 });
    await store.add([makeFile('a.png', 50)]);
    const id = store.getItemIds()[0]!;
    const first = await waitFor(id, 'error');
    expect(first).toMatchObject({ step: 'put', loaded: 0 });

    store.retry(id);
    const second = await waitFor(id, 'error');
    expect(second.mediaId).toBe(first.mediaId);
    expect(count('uploadTicket')).toBe(1);

    clock += 3600 * 1000;
    store.retry(id);
    const done = await waitFor(id, 'done');
    expect(done.mediaId).not.toBe(first.mediaId);
    expect([count('uploadTicket'), storage.calls.length]).toEqual([2, 3]);
  });

  describe('cancel', () => {
    it('takes a queued file out of line', async () => {
      const { store, storage, settled } = setupStore({ concurrency: 1 });
      storage.hold();
      await store.add([makeFile('a.png'), makeFile('b.png')]);
      const [a, b] = store.getItemIds();
      store.cancel(b!);
      storage.release();
      await settled();
      expect(store.getItem(a!)!.status).toBe('done');
      expect(store.getItem(b!)!.status).toBe('canceled');
      expect(storage.calls).toHaveLength(1);
    });

    it('aborts the ticket request', async () => {
      const { store, service, waitFor, count } = setupStore();
      service.faults.set('uploadTicket', { delayMs: 10_000, times: 1 });
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      await waitFor(id, 'requesting');
      await vi.waitFor(() => expect(count('uploadTicket')).toBe(1));
      store.cancel(id);
      expect(store.getItem(id)!.status).toBe('canceled');
      expect(count('uploadTicket')).toBe(1);
      expect(store.isUploading()).toBe(false);
    });

    it('aborts the PUT', async () => {
      const { store, storage, waitFor } = setupStore();
      storage.hold();
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      await waitFor(id, 'uploading');
      store.cancel(id);
      expect(storage.calls[0]!.signal.aborted).toBe(true);
      expect(store.getItem(id)).toMatchObject({ status: 'canceled', loaded: 0 });
    });

    it('aborts the confirm, and a retry confirms without a second PUT', async () => {
      const { store, service, storage, waitFor, count } = setupStore();
      service.faults.set('confirmUpload', { delayMs: 10_000, times: 1 });
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      await waitFor(id, 'confirming');
      store.cancel(id);
      expect(store.getItem(id)!.status).toBe('canceled');
      store.retry(id);
      await waitFor(id, 'done');
      expect([count('uploadTicket'), storage.calls.length]).toEqual([1, 1]);
    });
  });

  it('removes an item, aborting it, and lets the same file be added again', async () => {
    const { store, storage, waitFor } = setupStore();
    storage.hold();
    const file = makeFile('a.png');
    await store.add([file]);
    const id = store.getItemIds()[0]!;
    await waitFor(id, 'uploading');
    store.remove(id);
    expect(store.getItemIds()).toEqual([]);
    expect(store.getItem(id)).toBeUndefined();
    expect(storage.calls[0]!.signal.aborted).toBe(true);
    expect(await store.add([file])).toEqual([]);
  });

  it('clears everything', async () => {
    const { store } = setupStore({ autoStart: false });
    await store.add([makeFile('a.png'), makeFile('')]);
    store.clear();
    expect(store.getItemIds()).toEqual([]);
    expect(store.getRejections()).toEqual([]);
    await vi.waitFor(() => expect(store.getTotals()).toMatchObject({ size: 0, counts: { queued: 0 } }));
  });

  describe('adding files', () => {
    it('refuses bad files with a reason before any request', async () => {
      const onRejected = vi.fn();
      const { store, service } = setupStore({ accept: 'image/*,.heic', maxSize: 5000, minSize: 10, onRejected, autoStart: false });
      const long = makeFile(`${'a'.repeat(252)}.png`, 100);
      const files = [long, makeFile('empty.png', 0), makeFile('clip.mp4', 100, 'video/mp4'), makeFile('big.png', 5001), makeFile('tiny.png', 9), makeFile('ok.heic', 100)];
      const rejections = await store.add(files);
      expect(rejections.map(({ file, code, limit }) => [file.name.slice(0, 8), code, limit])).toEqual([
        ['aaaaaaaa', 'name-too-long', 255],
        ['empty.pn', 'file-empty', undefined],
        ['clip.mp4', 'file-invalid-type', undefined],
        ['big.png', 'file-too-large', 5000],
        ['tiny.png', 'file-too-small', 10],
      ]);
      expect(store.getRejections()).toEqual(rejections);
      expect(onRejected).toHaveBeenCalledExactlyOnceWith(rejections);
      expect(store.getItems().map((item) => item.name)).toEqual(['ok.heic']);
      expect(service.requests).toEqual([]);
    });

    it('accepts a 255-character name, names in any script, and a file with no extension and no type', async () => {
      const { store, service, settled } = setupStore();
      const names = [`${'a'.repeat(251)}.png`, '写真 🌸.jpg', 'Ünïcödé видео.mp4', 'README'];
      expect(await store.add(names.map((name) => makeFile(name, 10)))).toEqual([]);
      await settled();
      expect(store.getItems().map((item) => [item.status, item.contentType])).toEqual([
        ['done', 'image/png'],
        ['done', 'image/jpeg'],
        ['done', 'video/mp4'],
        ['done', 'application/octet-stream'],
      ]);
      // Tickets are asked for in parallel, so the service may list them in any order.
      expect(service.db.media().map((media) => media.filename).sort()).toEqual([...names].sort());
    });

    it('runs an async validate, and refuses with its message', async () => {
      const validate = vi.fn(async (file: File) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return file.name.startsWith('small') ? 'Images must be at least 1080 pixels wide.' : undefined;
      });
      const { store } = setupStore({ validate, autoStart: false });
      const rejections = await store.add([makeFile('small.png'), makeFile('large.png')]);
      expect(rejections).toEqual([{ file: expect.any(File), code: 'validation', message: 'Images must be at least 1080 pixels wide.' }]);
      expect(store.getItems().map((item) => item.name)).toEqual(['large.png']);
      expect(validate).toHaveBeenCalledTimes(2);
    });

    it('treats a validate that throws as a refusal', async () => {
      const { store } = setupStore({ validate: () => Promise.reject(new Error('Could not read the image.')), autoStart: false });
      expect(await store.add([makeFile('a.png')])).toMatchObject([{ code: 'validation', message: 'Could not read the image.' }]);
    });

    it('lists the same file once, also when dropped twice while validate runs', async () => {
      const { store } = setupStore({ validate: () => new Promise((resolve) => setTimeout(resolve, 5)), autoStart: false });
      const file = makeFile('a.png');
      const again = new File([new Uint8Array(1000)], 'a.png', { lastModified: file.lastModified });
      const [first, second] = await Promise.all([store.add([file]), store.add([again, file])]);
      expect(first).toEqual([]);
      expect(second.map((rejection) => rejection.code)).toEqual(['duplicate', 'duplicate']);
      expect(store.getItemIds()).toHaveLength(1);
    });

    it('lists duplicates when the app allows them', async () => {
      const { store } = setupStore({ allowDuplicates: true, autoStart: false });
      const file = makeFile('a.png');
      await store.add([file, file]);
      expect(store.getItemIds()).toHaveLength(2);
    });

    it('keeps to maxFiles, refusing only the files past it', async () => {
      const { store } = setupStore({ maxFiles: 2, autoStart: false });
      await store.add([makeFile('a.png')]);
      const rejections = await store.add([makeFile('b.png'), makeFile('c.png'), makeFile('d.png')]);
      expect(rejections.map((r) => [r.file.name, r.code, r.limit])).toEqual([
        ['c.png', 'too-many-files', 2],
        ['d.png', 'too-many-files', 2],
      ]);
      expect(store.getItems().map((item) => item.name)).toEqual(['a.png', 'b.png']);
    });

    it('retries a canceled file only while maxFiles leaves it a place, and says why not', async () => {
      const onRejected = vi.fn();
      const { store, storage, waitFor, settled } = setupStore({ maxFiles: 2, onRejected });
      storage.hold();
      await store.add([makeFile('a.png')]);
      const [a] = store.getItemIds();
      await waitFor(a!, 'uploading');
      store.cancel(a!);
      // Canceled files hold no place: two more fit.
      expect(await store.add([makeFile('b.png'), makeFile('c.png')])).toEqual([]);
      const [, b, c] = store.getItemIds();
      // b and c ask for their tickets together; whichever answer comes first is sent first. Both
      // PUTs are waited for: a fixed 20 ms for the second ticket was a bet on the machine's speed.
      await waitFor(b!, 'uploading');
      await waitFor(c!, 'uploading');
      expect(storage.calls.map((call) => (call.body as File).name).sort()).toEqual(['a.png', 'b.png', 'c.png']);

      store.retry(a!);
      const refusal = { file: store.getItem(a!)!.file, code: 'too-many-files', limit: 2, itemId: a };
      expect(store.getItem(a!)!.status).toBe('canceled');
      expect(store.getRejections()).toEqual([refusal]);
      expect(onRejected).toHaveBeenCalledExactlyOnceWith([refusal]);

      // A place freed, the same retry goes through and the refusal is gone.
      store.remove(c!);
      store.retry(a!);
      expect(store.getRejections()).toEqual([]);
      storage.release();
      await settled();
      expect(store.getItems().map((item) => [item.name, item.status])).toEqual([
        ['a.png', 'done'],
        ['b.png', 'done'],
      ]);
      // The first three in either order (above), then a's second PUT: sent once, after the place freed.
      const names = storage.calls.map((call) => (call.body as File).name);
      expect([...names.slice(0, 3).sort(), ...names.slice(3)]).toEqual(['a.png', 'b.png', 'c.png', 'a.png']);
    });

    it('waits for start() when autoStart is false', async () => {
      const { store, service, waitFor } = setupStore({ autoStart: false });
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(service.requests).toEqual([]);
      expect(store.isUploading()).toBe(false);
      store.start();
      await waitFor(id, 'done');
    });
  });

  describe('offline', () => {
    let online = true;
    beforeEach(() => {
      online = true;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    const goOffline = () => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    };
    const goOnline = () => {
      online = true;
      window.dispatchEvent(new Event('online'));
    };

    it('starts nothing while offline, and resumes when the browser is back', async () => {
      const { store, service, waitFor } = setupStore();
      goOffline();
      expect(store.isOffline()).toBe(true);
      await store.add([makeFile('a.png')]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(service.requests).toEqual([]);
      expect(store.isUploading()).toBe(true);
      goOnline();
      await waitFor(store.getItemIds()[0]!, 'done');
    });

    it('puts a transfer cut while offline back in line instead of failing it, keeping its ticket', async () => {
      const { store, service, storage, waitFor, count } = setupStore({ retry: 0 });
      storage.hold();
      service.faults.set('storagePut', { drop: true, times: 1 });
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      const uploading = await waitFor(id, 'uploading');
      goOffline();
      storage.release();
      const waiting = await waitFor(id, 'queued');
      expect(waiting.mediaId).toBe(uploading.mediaId);
      goOnline();
      const done = await waitFor(id, 'done');
      expect(done.mediaId).toBe(uploading.mediaId);
      expect([count('uploadTicket'), storage.calls.length]).toEqual([1, 2]);
    });
  });

  describe('subscriptions', () => {
    it('tells only the item that moved, and keeps the id list on progress', async () => {
      const { store, storage } = setupStore();
      storage.hold();
      await store.add([makeFile('a.png', 1000), makeFile('b.png', 2000)]);
      const [a, b] = store.getItemIds();
      const ids = store.getItemIds();
      // Both PUTs hold at half their bytes: a's too, or its own half would reach its listener below.
      await vi.waitFor(() => expect([store.getItem(a!)!.loaded, store.getItem(b!)!.loaded]).toEqual([500, 1000]));
      const seen = { a: 0, b: 0, list: 0 };
      store.subscribeItem(a!, () => (seen.a += 1));
      store.subscribeItem(b!, () => (seen.b += 1));
      store.subscribe(() => (seen.list += 1));
      const putOfB = storage.calls.find((call) => call.body === store.getItem(b!)!.file)!;
      putOfB.onProgress(1500);
      putOfB.onProgress(1800);
      await vi.waitFor(() => expect(store.getItem(b!)!.loaded).toBe(1800));
      expect(seen).toEqual({ a: 0, b: 1, list: 0 });
      expect(store.getItemIds()).toBe(ids);
      storage.release();
    });

    it('batches totals to one notification per frame', async () => {
      const { store, storage } = setupStore();
      storage.hold();
      await store.add([makeFile('a.png', 1000)]);
      await vi.waitFor(() => expect(store.getTotals().loaded).toBe(500));
      const totals = vi.fn();
      store.subscribeTotals(totals);
      for (let loaded = 501; loaded < 600; loaded += 1) storage.calls[0]!.onProgress(loaded);
      await vi.waitFor(() => expect(store.getTotals().loaded).toBe(599));
      expect(totals).toHaveBeenCalledOnce();
      storage.release();
    });
  });

  describe('attach and detach', () => {
    it('leaves transfers alone when detached and attached again at once (StrictMode)', async () => {
      const { store, storage, detach, waitFor } = setupStore();
      storage.hold();
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      await waitFor(id, 'uploading');
      detach();
      const again = store.attach();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(storage.calls[0]!.signal.aborted).toBe(false);
      storage.release();
      await waitFor(id, 'done');
      expect(storage.calls).toHaveLength(1);
      again();
    });

    it('aborts transfers on a lasting detach and resumes them with the same ticket on attach', async () => {
      const { store, storage, detach, waitFor, count } = setupStore();
      storage.hold();
      await store.add([makeFile('a.png')]);
      const id = store.getItemIds()[0]!;
      const uploading = await waitFor(id, 'uploading');
      detach();
      await vi.waitFor(() => expect(storage.calls[0]!.signal.aborted).toBe(true));
      expect(store.getItem(id)!.status).toBe('queued');
      storage.release();
      store.attach();
      const done = await waitFor(id, 'done');
      expect(done.mediaId).toBe(uploading.mediaId);
      expect(count('uploadTicket')).toBe(1);
    });
  });

  it('reports onComplete once the queue settles with every file done, and not with one failed', async () => {
    const onComplete = vi.fn();
    const { store, service, settled } = setupStore({ onComplete });
    await store.add([makeFile('a.png'), makeFile('b.png')]);
    await settled();
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    expect(onComplete.mock.calls[0]![0].map((media: { filename: string }) => media.filename)).toEqual(['a.png', 'b.png']);

    service.faults.set('uploadTicket', { status: 400, times: 1 });
    await store.add([makeFile('c.png')]);
    await settled();
    expect(store.getItems().map((item) => item.status)).toEqual(['done', 'done', 'error']);
    expect(onComplete).toHaveBeenCalledOnce();
    store.retry(store.getItemIds()[2]!);
    await settled();
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(2));
    expect(onComplete.mock.calls[1]![0]).toHaveLength(3);
  });
});

import { act, screen } from '@testing-library/react';
import { deferred } from '../support/deferred.js';
import { isUploadStalledError } from '../../src/upload/errors.js';
import { MB, bytes, setupUploadTest } from '../support/uploadHarness.js';
import { FLOW, TRANSFER } from '../support/patience.js';
import { frames, seen, useTestClock } from '../support/testClock.js';

// useUpload in real Chromium: XMLHttpRequest PUTs to the loopback presigned storage on another
// origin (real CORS, real signatures, real byte progress), the simulated service answering the
// ticket and the confirm through the provider's `fetch`.

const row = (name: string) => screen.getByRole('listitem', { name });
const state = (name: string) => row(name).dataset.state;
/** The bytes a row says storage took. */
const loaded = (name: string) => Number(row(name).dataset.loaded);

/** Waits for a row's state (uploads of megabytes take a while on a shared machine). */
const until = (name: string, expected: string, timeout = TRANSFER.timeout) =>
  vi.waitFor(() => expect(state(name)).toBe(expected), { timeout, interval: 20 });

const HOURS_2 = 2 * 60 * 60 * 1000;

// Real bytes at the storage's pace on a shared machine: each test may take as long as its waits
// allow (`until` waits 40 s: a loaded CI run took over 20 s to PUT a few megabytes).
describe('useUpload against real storage', FLOW, () => {
  it('goes through the three steps, with several byte-progress values before done and done only after the confirm', async () => {
    const test = setupUploadTest();
    test.renderHarness();
    // Loopback socket buffers swallow the first few megabytes at once; the rest arrives at the storage's pace.
    const file = new File([bytes(16 * MB)], 'clip.mp4', { type: 'video/mp4' });
    // Rows render once per frame: the ticket and the confirm are held until their states are on
    // screen, or a fast answer would land within the same frame as the step before.
    const ticketAnswer = deferred();
    const confirmAnswer = deferred();
    test.service.faults.set('uploadTicket', { hold: ticketAnswer.promise, times: 1 });
    test.service.faults.set('confirmUpload', { hold: confirmAnswer.promise, times: 1 });
    await act(() => test.handle.upload.add([file]));
    await until('clip.mp4', 'requesting');
    ticketAnswer.resolve();
    await until('clip.mp4', 'confirming');
    expect(screen.getByTestId('totals').dataset.progress).not.toBe('1');
    confirmAnswer.resolve();
    await until('clip.mp4', 'done');

    const renders = test.handle.renders.get('clip.mp4')!;
    const statuses = renders.map((item) => item.status).filter((status, index, all) => status !== all[index - 1]);
    // It starts at once, so `queued` is never painted.
    expect(statuses).toEqual(['requesting', 'uploading', 'confirming', 'done']);
    const uploading = renders.filter((item) => item.status === 'uploading');
    const steps = new Set(uploading.map((item) => item.loaded).filter((loaded) => loaded > 0 && loaded < file.size));
    expect(steps.size).toBeGreaterThanOrEqual(3);
    // Bytes only grow, and nothing reads 100% until the service confirmed.
    expect(uploading.map((item) => item.loaded)).toEqual([...uploading.map((item) => item.loaded)].sort((a, b) => a - b));
    expect(renders.filter((item) => item.status !== 'done').every((item) => item.progress < 1)).toBe(true);
    expect(renders.at(-1)).toMatchObject({ status: 'done', progress: 1, loaded: file.size });

    const [object] = (await test.storage()).objects;
    expect(object).toMatchObject({ size: file.size, contentType: 'video/mp4' });
    const confirm = test.service.requests.find((request) => request.operation === 'confirmUpload');
    expect(confirm?.body).toEqual({ size: file.size });
    expect(test.service.db.media()[0]).toMatchObject({ size: file.size, confirmCount: 1 });
    expect(screen.getByTestId('totals')).toHaveAttribute('data-progress', '1');
  });

  it('signs and sends the same Content-Type for a file with no type and one with an unusual extension', async () => {
    const test = setupUploadTest();
    test.renderHarness();
    const files = [new File([bytes(1000)], 'IMG_0420.HEIC'), new File([bytes(1000)], 'notes'), new File([bytes(1000)], 'scan.zz9')];
    expect(files.map((file) => file.type)).toEqual(['', '', '']);
    await act(() => test.handle.upload.add(files));
    for (const file of files) await until(file.name, 'done');

    const asked = Object.fromEntries(
      test.service.requests
        .filter((request) => request.operation === 'uploadTicket')
        .map((request) => [(request.body as { filename: string }).filename, (request.body as { content_type: string }).content_type]),
    );
    expect(asked).toEqual({ 'IMG_0420.HEIC': 'image/heic', notes: 'application/octet-stream', 'scan.zz9': 'application/octet-stream' });
    const { requests, objects } = await test.storage();
    const sent = Object.fromEntries(requests.filter((r) => r.method === 'PUT').map((r) => [decodeURIComponent(r.path.split('/').at(-1)!), r.contentType]));
    expect(sent).toEqual(asked);
    expect(objects.map((object) => object.contentType).sort()).toEqual(['application/octet-stream', 'application/octet-stream', 'image/heic']);
  });

  describe('faults', () => {
    it('retries a ticket 500 and then succeeds', async () => {
      const test = setupUploadTest({ retry: 1 });
      test.service.faults.set('uploadTicket', { status: 500, times: 1 });
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
      await until('a.png', 'done');
      expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([2, 1, 1]);
    });

    it('sends the file again when the connection drops mid-PUT, with the same ticket', async () => {
      const test = setupUploadTest({ retry: 1 });
      await test.storageFaults({ dropAfterBytes: 1 * MB });
      // Listeners hear once per frame: the error stays listed until the retry, so a frame shows it
      // (the store's fallback timer, 1 s at most, fires before the retry's).
      test.renderHarness({ retryDelay: () => 1500 });
      await act(() => test.handle.upload.add([new File([bytes(4 * MB)], 'a.mp4', { type: 'video/mp4' })]));
      await until('a.mp4', 'done');
      const renders = test.handle.renders.get('a.mp4')!;
      expect(renders.some((item) => item.status === 'error' && item.step === 'put' && item.error.kind === 'network')).toBe(true);
      expect(new Set(renders.map((item) => item.mediaId).filter(Boolean)).size).toBe(1);
      expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([1, 2, 1]);
      expect((await test.storage()).objects).toEqual([expect.objectContaining({ size: 4 * MB })]);
    });

    // setTimeout fires at once past 2^31-1 ms (24.8 days); and a wait of hours is the user's to choose.
    describe('a Retry-After longer than the queue waits by itself', () => {
      const DAYS_30 = 30 * 24 * 60 * 60 * 1000;
      it.each([
        ['the service, in seconds', () => String(DAYS_30 / 1000)],
        ['the service, as an HTTP date', () => new Date(Date.now() + DAYS_30).toUTCString()],
      ])('from %s ends the file in error at once, saying until when; Retry sends it', async (_label, retryAfter) => {
        const test = setupUploadTest();
        test.service.faults.set('uploadTicket', { status: 503, headers: { 'Retry-After': retryAfter() }, times: 1 });
        const onError = vi.fn();
        test.renderHarness({ retry: 3, retryDelay: undefined, onError });
        await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
        await until('a.png', 'error');
        await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
        const [error, item] = onError.mock.lastCall!;
        expect(item).toMatchObject({ status: 'error', step: 'ticket' });
        expect(item.retryAt).toBeUndefined();
        expect(item.waitUntil).toBeGreaterThan(Date.now() + DAYS_30 - 60_000);
        expect(error.retryAfterMs).toBeGreaterThan(DAYS_30 - 60_000);
        expect(test.count('uploadTicket')).toBe(1);
        act(() => test.handle.upload.retry(item.id));
        await until('a.png', 'done');
        expect(test.count('uploadTicket')).toBe(2);
      });

      it('from storage (a 503 whose Retry-After the bucket exposes) ends the file in error; Retry sends it with the same ticket', async () => {
        const test = setupUploadTest();
        await test.storageFaults({ status: 503, code: 'SlowDown', message: 'Please reduce your request rate.', retryAfter: String(DAYS_30 / 1000) });
        const onError = vi.fn();
        test.renderHarness({ retry: 3, retryDelay: undefined, onError });
        await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
        await until('a.png', 'error');
        await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
        const [error, item] = onError.mock.lastCall!;
        expect(item).toMatchObject({ status: 'error', step: 'put', error: { status: 503, reason: 'SlowDown' } });
        expect(item.retryAt).toBeUndefined();
        expect(error.retryAfterMs).toBe(DAYS_30);
        expect((await test.puts()).length).toBe(1);
        act(() => test.handle.upload.retry(item.id));
        await until('a.png', 'done');
        expect([test.count('uploadTicket'), (await test.puts()).length]).toEqual([1, 2]);
      });
    });

    // A signature mismatch means the PUT is not the request that was signed; the same request
    // fails the same way, so it is not retried by itself. The item stays listed with the reason.
    it('stops at a real 403 SignatureDoesNotMatch, without retrying it', async () => {
      // The service is made to sign another type than the one asked for, as a buggy backend would.
      const test = setupUploadTest({
        retry: 3,
        intercept: async (request) => {
          if (!request.url.endsWith('/v1/media/upload')) return request;
          const body = { ...(await request.json()), content_type: 'image/png' };
          return new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body), signal: request.signal });
        },
      });
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(1000)], 'photo.heic')]));
      await until('photo.heic', 'error');
      const row = screen.getByRole('listitem', { name: 'photo.heic' });
      expect(row).toHaveAttribute('data-step', 'put');
      expect(row).toHaveAttribute('data-reason', 'SignatureDoesNotMatch');
      expect(row).not.toHaveAttribute('data-retry-at');
      const puts = await test.puts();
      expect(puts.map((put) => put.contentType)).toEqual(['image/heic']);
      expect(test.count('uploadTicket')).toBe(1);
      expect(test.count('confirmUpload')).toBe(0);
    });

    it('gets exactly one fresh ticket after a 403 "Request has expired", and confirms the new media id', async () => {
      // The service's clock is two hours behind when it signs the first ticket: the browser
      // thinks the URL is good, storage's own clock says it expired.
      const test = setupUploadTest({
        service: { now: () => Date.now() - (signing() && test.count('uploadTicket') === 1 ? HOURS_2 : 0) },
      });
      const signing = () => test.service.requests.at(-1)?.operation === 'uploadTicket';
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
      await until('a.png', 'done');
      const [stale, fresh] = test.service.db.media();
      expect(screen.getByRole('listitem', { name: 'a.png' })).toHaveAttribute('data-media-id', fresh!.id);
      expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([2, 2, 1]);
      expect(stale!.confirmCount).toBe(0);
      expect((await test.storage()).objects.map((object) => object.path)).toEqual([expect.stringContaining(fresh!.id)]);
    });

    it('after one fresh ticket that is refused too, stops with the expiry as the reason', async () => {
      const test = setupUploadTest({ retry: 3, service: { now: () => Date.now() - (signing() ? HOURS_2 : 0) } });
      const signing = () => test.service.requests.at(-1)?.operation === 'uploadTicket';
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
      await until('a.png', 'error');
      expect(screen.getByRole('listitem', { name: 'a.png' })).toHaveAttribute('data-reason', 'RequestExpired');
      expect([test.count('uploadTicket'), (await test.puts()).length]).toEqual([2, 2]);
    });

    it('retries a confirm 500 by confirming again, with no second PUT', async () => {
      const test = setupUploadTest({ retry: 1 });
      test.service.faults.set('confirmUpload', { status: 500, times: 1 });
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(2 * MB)], 'a.mp4', { type: 'video/mp4' })]));
      await until('a.mp4', 'done');
      expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([1, 1, 2]);
      expect(test.service.db.media()[0]!.confirmCount).toBe(1);
    });

    it('lets the user retry a failed confirm, which confirms only', async () => {
      const test = setupUploadTest();
      test.service.faults.set('confirmUpload', { status: 500, times: 1 });
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
      await until('a.png', 'error');
      expect(screen.getByRole('listitem', { name: 'a.png' })).toHaveAttribute('data-step', 'confirm');
      screen.getByRole('button', { name: 'Retry a.png' }).click();
      await until('a.png', 'done');
      expect([test.count('uploadTicket'), (await test.puts()).length, test.count('confirmUpload')]).toEqual([1, 1, 2]);
    });
  });

  // Storage that reads a byte a second: once the socket buffers hold what it does not read, no byte
  // moves and nothing fails, as on a connection that died without a reset (a wifi hand-over, a NAT that forgot it).
  describe('a PUT that stops moving', () => {
    // The stall window and the wait before the retry run on a clock the test moves, not on wall
    // time: on a loaded machine (a load average of 10 on 2 cores) a real window also opened in the
    // retried PUT, which then ended in `error` (test/support/testClock.ts).
    it('is given up after `stallTimeout` and sent again with the same ticket, the next file taking its slot meanwhile', FLOW, async () => {
      const STALL = 10_000;
      const RETRY = 1500;
      const size = 100 * 1024;
      const test = setupUploadTest({ retry: 1 });
      // Storage takes the first chunk and stops reading; the rest fits in the socket buffers, so
      // the browser reports every byte sent, then nothing more, and no answer comes.
      await test.storageFaults({ bytesPerSecond: 1 });
      useTestClock();
      try {
        test.renderHarness({ concurrency: 1, stallTimeout: STALL, retryDelay: () => RETRY });
        await act(() => test.handle.upload.add([new File([bytes(size)], 'a.mp4', { type: 'video/mp4' }), new File([bytes(1000)], 'b.png', { type: 'image/png' })]));
        // All of it sent and none of it answered: no byte can come after the last, so the watch has
        // armed for the last time, and the test's clock alone decides when the window closes.
        await seen(() => expect(loaded('a.mp4')).toBe(size));
        // Storage holds it open, paused in its read (the browser may count the bytes sent before
        // storage has checked the signature and started reading).
        await seen(async () => expect((await test.storage()).inFlight).toBe(1));
        expect([state('a.mp4'), state('b.png')]).toEqual(['uploading', 'queued']);

        // A millisecond short of the window, it is still sending. A stall the clock fired would
        // show by the second frame: the store tells its listeners on the next one, React renders
        // at once.
        vi.advanceTimersByTime(STALL - 1);
        await frames(2);
        expect(state('a.mp4')).toBe('uploading');
        vi.advanceTimersByTime(1);
        await seen(() => expect(state('a.mp4')).toBe('error'));
        expect(row('a.mp4').dataset.step).toBe('put');

        // Its retry waits for the clock too, and the next file takes the slot meanwhile.
        await seen(() => expect(state('b.png')).toBe('done'));
        expect(state('a.mp4')).toBe('error');
        vi.advanceTimersByTime(RETRY);
        // The retried PUT's window never closes: the clock no longer moves.
        await seen(() => expect(state('a.mp4')).toBe('done'));

        const renders = test.handle.renders.get('a.mp4')!;
        expect(renders.some((item) => item.status === 'uploading' && item.loaded > 0)).toBe(true);
        expect(renders.some((item) => item.status === 'error' && item.step === 'put' && isUploadStalledError(item.error))).toBe(true);
        expect(new Set(renders.map((item) => item.mediaId).filter(Boolean)).size).toBe(1);
        const puts = (await test.puts()).map((put) => put.path);
        expect(puts.filter((path) => path.endsWith('a.mp4'))).toEqual([puts[0], puts[0]]);
        expect([test.count('uploadTicket'), puts.length, test.count('confirmUpload')]).toEqual([2, 3, 2]);
        expect((await test.storage()).objects.map((object) => object.size).sort((x, y) => x - y)).toEqual([1000, size]);
      } finally {
        vi.useRealTimers();
        // The storage's paused read of the given-up PUT ends, and it sees the abort.
        await test.unthrottle();
      }
    });
  });

  describe('offline', () => {
    let online = true;
    beforeEach(() => {
      online = true;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    const go = (next: 'online' | 'offline') =>
      act(async () => {
        online = next === 'online';
        window.dispatchEvent(new Event(next));
        await Promise.resolve();
      });

    it('holds the queue while offline and resumes when the browser is back', async () => {
      const test = setupUploadTest();
      test.renderHarness();
      await go('offline');
      await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Uploads' })).toHaveAttribute('data-offline'));
      await act(() => test.handle.upload.add([new File([bytes(1000)], 'a.png', { type: 'image/png' })]));
      await until('a.png', 'queued');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(state('a.png')).toBe('queued');
      expect(test.service.requests).toEqual([]);
      await go('online');
      await until('a.png', 'done');
    });

    it('puts a PUT cut while offline back in line instead of failing it, and finishes it with the same ticket', async () => {
      const test = setupUploadTest();
      await test.storageFaults({ bytesPerSecond: 512 * 1024 });
      test.renderHarness();
      await act(() => test.handle.upload.add([new File([bytes(4 * MB)], 'a.mp4', { type: 'video/mp4' })]));
      await vi.waitFor(() => expect(Number(screen.getByRole('listitem', { name: 'a.mp4' }).dataset.loaded)).toBeGreaterThan(0), TRANSFER);
      await go('offline');
      await vi.waitFor(async () => expect(await test.dropConnections()).toBe(1), TRANSFER);
      await until('a.mp4', 'queued');
      const renders = test.handle.renders.get('a.mp4')!;
      expect(renders.some((item) => item.status === 'error')).toBe(false);
      await go('online');
      await until('a.mp4', 'done');
      expect([test.count('uploadTicket'), (await test.puts()).length]).toEqual([1, 2]);
    });

    it('sends a PUT that took no byte while offline again as soon as the browser is back, with the same ticket', FLOW, async () => {
      const test = setupUploadTest();
      // Storage takes the first chunk and stops reading; the rest fits in the socket buffers, so the
      // browser reports every byte sent, then nothing more, and no answer comes.
      await test.storageFaults({ bytesPerSecond: 1 });
      try {
        // A watch that cannot fire within the test: only going online can send the PUT again.
        test.renderHarness({ concurrency: 1, stallTimeout: 600_000 });
        await act(() => test.handle.upload.add([new File([bytes(100 * 1024)], 'a.mp4', { type: 'video/mp4' }), new File([bytes(1000)], 'b.png', { type: 'image/png' })]));
        await vi.waitFor(() => expect(Number(screen.getByRole('listitem', { name: 'a.mp4' }).dataset.loaded)).toBe(100 * 1024), TRANSFER);
        expect(state('a.mp4')).toBe('uploading');
        expect(state('b.png')).toBe('queued');
        await go('offline');
        await go('online');
        await until('a.mp4', 'done');
        await until('b.png', 'done');
        const renders = test.handle.renders.get('a.mp4')!;
        expect(renders.some((item) => item.status === 'error')).toBe(false);
        const puts = (await test.puts()).map((put) => put.path);
        expect(puts.filter((path) => path.endsWith('a.mp4'))).toEqual([puts[0], puts[0]]);
        expect([test.count('uploadTicket'), puts.length]).toEqual([2, 3]);
      } finally {
        await test.unthrottle();
      }
    });
  });
});

import { SocialKitError } from '../../src/client/errors.js';
import { isUploadStalledError } from '../../src/upload/errors.js';
import { createUploadStore } from '../../src/upload/store.js';
import { MAX_UPLOAD_RETRY_WAIT_MS } from '../../src/upload/transfer.js';
import type { UploadStoreOptions } from '../../src/upload/options.js';
import { MAX_TIMER_MS } from '../../src/upload/timer.js';
import type { UploadItem, UploadStatus } from '../../src/upload/types.js';
import { createFakeTransport } from './fakes.js';
import { makeFile } from './support.js';
import { SETTLE } from '../support/patience.js';

// Who runs when, with a client and a PUT that answer only when the test says: the PUTs hold the
// `concurrency` slots, the next tickets are fetched while they run, and confirms run beside them.

function setup(options: Partial<UploadStoreOptions> = {}, transport = createFakeTransport()) {
  const store = createUploadStore({ client: transport.client, put: transport.put, retry: 0, ...options });
  const detach = store.attach();
  const statuses = () => store.getItems().map((item) => item.status);
  const named = (name: string) => store.getItems().find((item) => item.name === name)!;
  return { store, detach, transport, statuses, named };
}

const png = (name: string) => makeFile(name, 1000, 'image/png');
const files = (count: number) => Array.from({ length: count }, (_, index) => png(`f${index}.png`));
const until = (check: () => void) => vi.waitFor(check, SETTLE);

describe('the upload schedule', () => {
  it('asks for the next file’s ticket while the first file’s PUT runs, and it waits queued with it', async () => {
    const { store, transport, named, statuses } = setup({ concurrency: 1 });
    transport.hold('put');
    await store.add([png('a.png'), png('b.png'), png('c.png')]);
    await until(() => expect(transport.called('ticket')).toEqual(['a.png', 'b.png']));
    expect(transport.pending('put')).toEqual(['a.png']);
    // b holds a ticket and waits for the one PUT slot: neither asking for a ticket nor sending.
    expect(statuses()).toEqual<UploadStatus[]>(['uploading', 'queued', 'queued']);
    expect(named('b.png').mediaId).toBe('med_2');
    expect(named('c.png').mediaId).toBeUndefined();

    transport.release('put', 'a.png');
    await until(() => expect(transport.pending('put')).toEqual(['b.png']));
    // b's PUT went out with the ticket fetched ahead; c's ticket is the one now fetched ahead.
    expect(named('b.png')).toMatchObject({ status: 'uploading', mediaId: 'med_2' });
    await until(() => expect(transport.called('ticket')).toEqual(['a.png', 'b.png', 'c.png']));
    transport.release('put');
    await until(() => expect(statuses()).toEqual(['done', 'done', 'done']));
    expect(transport.called('confirm')).toEqual(['med_1', 'med_2', 'med_3']);
  });

  it('fetches at most `concurrency` tickets ahead of the PUTs', async () => {
    const { store, transport, statuses } = setup({ concurrency: 2 });
    transport.hold('put');
    await store.add(files(8));
    await until(() => expect(transport.called('ticket')).toHaveLength(4));
    expect(transport.pending('put')).toEqual(['f0.png', 'f1.png']);
    expect(statuses()).toEqual<UploadStatus[]>(['uploading', 'uploading', 'queued', 'queued', 'queued', 'queued', 'queued', 'queued']);
    expect(store.getItems().map((item) => item.mediaId)).toEqual(['med_1', 'med_2', 'med_3', 'med_4', undefined, undefined, undefined, undefined]);

    transport.release('put');
    await until(() => expect(statuses().every((status) => status === 'done')).toBe(true));
    expect(transport.most).toMatchObject({ put: 2 });
    expect(transport.most.ticket).toBeLessThanOrEqual(2);
    expect(transport.called('ticket')).toHaveLength(8);
    expect(new Set(transport.called('confirm')).size).toBe(8);
  });

  it('starts the next PUT while a confirm is still running', async () => {
    const { store, transport, named } = setup({ concurrency: 1 });
    transport.hold('confirm');
    await store.add([png('a.png'), png('b.png')]);
    await until(() => expect(transport.called('put')).toEqual(['a.png', 'b.png']));
    expect(transport.pending('confirm')).toEqual(['med_1']);
    expect(named('a.png').status).toBe('confirming');
    transport.release('confirm');
    await until(() => expect(named('b.png').status).toBe('done'));
    expect(named('a.png').status).toBe('done');
  });

  it('runs at most `concurrency` confirms; a stored file waits queued with its bytes, and is never sent again', async () => {
    const { store, transport, named, statuses } = setup({ concurrency: 1 });
    transport.hold('confirm');
    await store.add([png('a.png'), png('b.png'), png('c.png')]);
    await until(() => expect(transport.called('put')).toEqual(['a.png', 'b.png', 'c.png']));
    await until(() => expect(statuses()).toEqual(['confirming', 'queued', 'queued']));
    expect(transport.pending('confirm')).toEqual(['med_1']);
    expect(named('b.png')).toMatchObject({ loaded: 1000, mediaId: 'med_2' });
    transport.release('confirm');
    await until(() => expect(statuses()).toEqual(['done', 'done', 'done']));
    expect(transport.most.confirm).toBe(1);
    expect(transport.called('put')).toHaveLength(3);
    expect(transport.called('confirm')).toEqual(['med_1', 'med_2', 'med_3']);
  });

  describe('a file waiting with its ticket', () => {
    async function waitingWithTicket(options: Partial<UploadStoreOptions> = {}) {
      const test = setup({ concurrency: 1, ...options });
      test.transport.hold('put');
      await test.store.add([png('a.png'), png('b.png')]);
      await until(() => expect(test.named('b.png')).toMatchObject({ status: 'queued', mediaId: 'med_2' }));
      return { ...test, b: test.named('b.png').id };
    }

    it('cancels without a request, and a retry reuses the ticket', async () => {
      const { store, transport, b, named } = await waitingWithTicket();
      store.cancel(b);
      expect(named('b.png').status).toBe('canceled');
      store.retry(b);
      transport.release('put');
      await until(() => expect(named('b.png').status).toBe('done'));
      expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
      expect(transport.called('confirm')).toEqual(['med_1', 'med_2']);
    });

    it('is removed without a PUT or a confirm', async () => {
      const { store, transport, b, statuses } = await waitingWithTicket();
      store.remove(b);
      transport.release('put');
      await until(() => expect(statuses()).toEqual(['done']));
      expect(transport.called('put')).toEqual(['a.png']);
      expect(transport.called('confirm')).toEqual(['med_1']);
    });

    it('keeps its ticket through a lasting detach, and sends with it on attach', async () => {
      const { store, transport, detach, named } = await waitingWithTicket();
      detach();
      await until(() => expect(transport.pending('put')).toEqual([]));
      expect(named('a.png').status).toBe('queued');
      transport.release('put');
      store.attach();
      await until(() => expect(named('b.png').status).toBe('done'));
      expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
      expect(named('b.png').mediaId).toBe('med_2');
    });

    it('gets a fresh ticket first when its own ran out while it waited', async () => {
      let clock = Date.now();
      const transport = createFakeTransport({ now: () => clock });
      const { store, named } = setup({ concurrency: 1, now: () => clock }, transport);
      transport.hold('put');
      await store.add([png('a.png'), png('b.png')]);
      await until(() => expect(named('b.png').mediaId).toBe('med_2'));
      clock += 3_600_000;
      transport.release('put');
      await until(() => expect(named('b.png').status).toBe('done'));
      expect(transport.called('ticket')).toEqual(['a.png', 'b.png', 'b.png']);
      expect(named('b.png').mediaId).toBe('med_3');
      expect(transport.called('confirm')).toEqual(['med_1', 'med_3']);
    });

    describe('offline', () => {
      let online = true;
      beforeEach(() => {
        online = true;
        vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
      });

      it('waits for the network, and then sends with the same ticket', async () => {
        const { store, transport, named } = await waitingWithTicket();
        online = false;
        window.dispatchEvent(new Event('offline'));
        transport.release('put');
        // a's PUT was already running and ends; its confirm waits for the network like b's PUT.
        await until(() => expect(named('a.png')).toMatchObject({ status: 'queued', loaded: 1000 }));
        expect(named('b.png')).toMatchObject({ status: 'queued', mediaId: 'med_2' });
        expect([transport.called('put'), transport.called('confirm')]).toEqual([['a.png'], []]);
        expect(store.isUploading()).toBe(true);
        online = true;
        window.dispatchEvent(new Event('online'));
        await until(() => expect(named('b.png').status).toBe('done'));
        expect(named('a.png').status).toBe('done');
        expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
        expect(transport.called('put')).toEqual(['a.png', 'b.png']);
      });
    });
  });

  it('fails a ticket for its own file only; the files behind it go on', async () => {
    const transport = createFakeTransport();
    const client = { ...transport.client, requestUploadTicket: vi.fn(transport.client.requestUploadTicket) };
    client.requestUploadTicket.mockRejectedValueOnce(new SocialKitError({ kind: 'http', status: 400, message: 'Bad request.' }));
    const { store, statuses } = setup({ concurrency: 1, client }, transport);
    await store.add([png('a.png'), png('b.png')]);
    await until(() => expect(statuses()).toEqual(['error', 'done']));
    expect(store.getItems()[0]).toMatchObject({ step: 'ticket', error: { status: 400 } });
  });
});

// Time on demand: only the test moves the clock, so nothing here depends on how fast the machine is.
describe('waits', () => {
  const realTimeout = globalThis.setTimeout;
  /** Lets the engine's promise chains run (with real tasks: the fake clock stands still). */
  const tasks = async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => realTimeout(resolve, 0));
  };
  let online = true;
  beforeEach(() => {
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const go = (next: 'online' | 'offline') => {
    online = next === 'online';
    window.dispatchEvent(new Event(next));
  };

  describe('a PUT that stops moving', () => {
    const STALL = 1000;

    /** a's PUT runs, held, in the one slot; b waits behind it with its ticket. */
    async function stalling(options: Partial<UploadStoreOptions>) {
      const test = setup({ concurrency: 1, stallTimeout: STALL, retryDelay: () => 0, ...options });
      test.transport.hold('put');
      await test.store.add([png('a.png'), png('b.png')]);
      await tasks();
      expect(test.transport.pending('put')).toEqual(['a.png']);
      expect(test.named('b.png')).toMatchObject({ status: 'queued', mediaId: 'med_2' });
      return test;
    }

    it('is given up after `stallTimeout` with no new byte, and sent again with the same ticket', async () => {
      const onError = vi.fn();
      const { transport, named } = await stalling({ retry: 1, onError });
      // The watch starts with the first bytes; new bytes start the wait again, the same count again is no progress.
      transport.report('a.png', 200);
      vi.advanceTimersByTime(STALL - 1);
      transport.report('a.png', 400);
      vi.advanceTimersByTime(STALL - 1);
      transport.report('a.png', 400);
      await tasks();
      expect(transport.called('put')).toEqual(['a.png']);

      vi.advanceTimersByTime(1);
      await tasks();
      expect(transport.signals('put')[0]!.aborted).toBe(true);
      const failed = named('a.png') as Extract<UploadItem, { status: 'error' }>;
      expect(failed).toMatchObject({ status: 'error', step: 'put', mediaId: 'med_1', retryAt: Date.now() });
      expect(isUploadStalledError(failed.error)).toBe(true);
      expect(failed.error.kind).toBe('timeout');
      // The slot went to the file behind it.
      expect(transport.pending('put')).toEqual(['b.png']);

      vi.advanceTimersByTime(0);
      await tasks();
      expect(named('a.png')).toMatchObject({ status: 'queued', mediaId: 'med_1' });
      transport.release('put');
      await tasks();
      expect(statusesOf(named, ['a.png', 'b.png'])).toEqual(['done', 'done']);
      expect(transport.called('put')).toEqual(['a.png', 'b.png', 'a.png']);
      expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
      expect(transport.called('confirm')).toEqual(['med_2', 'med_1']);
      expect(onError).not.toHaveBeenCalled();
    });

    it('with no retry left, ends in error once and frees its slot; retry(id) sends it with the same ticket', async () => {
      const onError = vi.fn();
      const { store, transport, named } = await stalling({ retry: 0, onError });
      transport.report('a.png', 400);
      vi.advanceTimersByTime(STALL);
      await tasks();
      const failed = named('a.png') as Extract<UploadItem, { status: 'error' }>;
      expect(failed).toMatchObject({ status: 'error', step: 'put', mediaId: 'med_1' });
      expect(failed.retryAt).toBeUndefined();
      expect(onError).toHaveBeenCalledExactlyOnceWith(failed.error, failed);
      expect(isUploadStalledError(failed.error)).toBe(true);
      // The slot went to b.
      expect(transport.pending('put')).toEqual(['b.png']);

      transport.release('put');
      await tasks();
      store.retry(failed.id);
      await tasks();
      expect(statusesOf(named, ['a.png', 'b.png'])).toEqual(['done', 'done']);
      expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
      expect(transport.called('confirm')).toEqual(['med_2', 'med_1']);
      expect(onError).toHaveBeenCalledOnce();
    });

    it('is sent again at once, with the same ticket, when the browser is back online and it took no byte meanwhile', async () => {
      // A watch that never fires within the test: only going online can start the PUT again.
      const { transport, named } = await stalling({ retry: 0, stallTimeout: 600_000 });
      transport.report('a.png', 400);
      go('offline');
      await tasks();
      go('online');
      await tasks();
      expect(transport.called('put')).toEqual(['a.png', 'a.png']);
      expect(transport.signals('put')[0]!.aborted).toBe(true);
      expect(named('a.png')).toMatchObject({ status: 'uploading', mediaId: 'med_1', loaded: 0 });
      transport.release('put');
      await tasks();
      expect(statusesOf(named, ['a.png', 'b.png'])).toEqual(['done', 'done']);
      expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
    });

    it('is left alone when it took bytes while the browser was offline', async () => {
      const { transport } = await stalling({ retry: 0, stallTimeout: 600_000 });
      go('offline');
      transport.report('a.png', 400);
      go('online');
      await tasks();
      expect(transport.called('put')).toEqual(['a.png']);
      expect(transport.signals('put')[0]!.aborted).toBe(false);
    });

    it('is watched from its first bytes: one that reports none may be unable to (behind a service worker, say)', async () => {
      const { transport } = await stalling({ retry: 0 });
      vi.advanceTimersByTime(MAX_TIMER_MS);
      await tasks();
      expect(transport.called('put')).toEqual(['a.png']);
      expect(transport.signals('put')[0]!.aborted).toBe(false);
    });

    it('is not watched with `stallTimeout: 0`', async () => {
      const { transport } = await stalling({ retry: 0, stallTimeout: 0 });
      transport.report('a.png', 400);
      vi.advanceTimersByTime(MAX_TIMER_MS);
      await tasks();
      expect(transport.called('put')).toEqual(['a.png']);
      expect(transport.signals('put')[0]!.aborted).toBe(false);
    });
  });

  describe('Retry-After', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const busy = (retryAfterMs: number) => new SocialKitError({ kind: 'http', status: 503, message: 'Service Unavailable', retryAfterMs });

    function refusedOnce(retryAfterMs: number, options: Partial<UploadStoreOptions> = {}) {
      const transport = createFakeTransport();
      const client = { ...transport.client, requestUploadTicket: vi.fn(transport.client.requestUploadTicket) };
      client.requestUploadTicket.mockRejectedValueOnce(busy(retryAfterMs));
      const onError = vi.fn();
      const tickets = () => client.requestUploadTicket.mock.calls.length;
      return { ...setup({ client, retry: 3, onError, ...options }, transport), onError, tickets };
    }

    it('is waited out up to the limit, as a scheduled retry', async () => {
      const { store, tickets, named, onError } = refusedOnce(MAX_UPLOAD_RETRY_WAIT_MS);
      await store.add([png('a.png')]);
      await tasks();
      expect(named('a.png')).toMatchObject({ status: 'error', step: 'ticket', retryAt: Date.now() + MAX_UPLOAD_RETRY_WAIT_MS });
      vi.advanceTimersByTime(MAX_UPLOAD_RETRY_WAIT_MS);
      await tasks();
      expect(named('a.png').status).toBe('done');
      expect(tickets()).toBe(2);
      expect(onError).not.toHaveBeenCalled();
    });

    it.each([
      ['just past the limit', MAX_UPLOAD_RETRY_WAIT_MS + 1000],
      // Past what setTimeout counts: it would have fired at once.
      ['thirty days', 30 * DAY],
    ])('of %s ends the file in error at once, saying until when; retry(id) runs it', async (_label, retryAfterMs) => {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      const { store, tickets, named, onError } = refusedOnce(retryAfterMs);
      await store.add([png('a.png')]);
      await tasks();
      const failed = named('a.png') as Extract<UploadItem, { status: 'error' }>;
      expect(failed).toMatchObject({ status: 'error', step: 'ticket', waitUntil: Date.now() + retryAfterMs, error: { retryAfterMs } });
      expect(failed.retryAt).toBeUndefined();
      expect(onError).toHaveBeenCalledExactlyOnceWith(failed.error, failed);
      expect(store.isUploading()).toBe(false);
      vi.advanceTimersByTime(MAX_TIMER_MS);
      await tasks();
      expect(tickets()).toBe(1);
      expect(timers.mock.calls.every(([, ms]) => (ms ?? 0) <= MAX_TIMER_MS)).toBe(true);

      store.retry(failed.id);
      await tasks();
      expect(named('a.png').status).toBe('done');
      expect(tickets()).toBe(2);
      expect(onError).toHaveBeenCalledOnce();
    });

    it('never sets a timer longer than setTimeout counts, whatever retryDelay asks', async () => {
      const timers = vi.spyOn(globalThis, 'setTimeout');
      const { store, named } = refusedOnce(0, { retryDelay: () => 40 * DAY });
      await store.add([png('a.png')]);
      await tasks();
      expect(named('a.png')).toMatchObject({ status: 'error', retryAt: Date.now() + MAX_TIMER_MS });
      expect(Math.max(...timers.mock.calls.map(([, ms]) => ms ?? 0))).toBe(MAX_TIMER_MS);
    });
  });
});

const statusesOf = (named: (name: string) => UploadItem, names: string[]) => names.map((name) => named(name).status);

describe('notifications', () => {
  // Frames and timers on demand: nothing reaches a listener until a frame runs.
  const realTimeout = globalThis.setTimeout;
  const tasks = () => new Promise((resolve) => realTimeout(resolve, 0));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells every listener at most once per frame, all the changes of that frame together', async () => {
    const { store, transport, statuses } = setup({ concurrency: 2 });
    transport.hold('put');
    const heard: string[] = [];
    store.subscribe(() => heard.push('list'));
    store.subscribeTotals(() => heard.push('totals'));
    await store.add([png('a.png'), png('b.png')]);
    const [a, b] = store.getItemIds();
    store.subscribeItem(a!, () => heard.push('a'));
    store.subscribeItem(b!, () => heard.push('b'));
    await tasks();
    await tasks();
    // Each file went queued, requesting, queued and uploading in tasks of its own: the getters
    // say so at once, and nobody has been told yet.
    expect(transport.pending('put')).toEqual(['a.png', 'b.png']);
    expect(statuses()).toEqual(['uploading', 'uploading']);
    expect(heard).toEqual([]);

    vi.advanceTimersToNextFrame();
    expect(heard.sort()).toEqual(['a', 'b', 'list', 'totals']);
    vi.advanceTimersToNextFrame();
    expect(heard).toHaveLength(4);

    // Both PUTs end and both confirms land before the next frame: one more wave.
    transport.release('put');
    await tasks();
    await tasks();
    expect(statuses()).toEqual(['done', 'done']);
    expect(heard).toHaveLength(4);
    vi.advanceTimersToNextFrame();
    expect(heard.slice(4).sort()).toEqual(['a', 'b', 'list', 'totals']);
  });

  it('still tells listeners when no frame comes (a hidden tab, the server)', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { store } = setup({ autoStart: false });
    const list = vi.fn();
    store.subscribe(list);
    await store.add([png('a.png')]);
    vi.advanceTimersToNextFrame();
    expect(list).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(list).toHaveBeenCalledOnce();
  });
});

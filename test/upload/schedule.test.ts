import { SocialKitError } from '../../src/client/errors.js';
import { createUploadStore, type UploadStoreOptions } from '../../src/upload/store.js';
import type { UploadStatus } from '../../src/upload/types.js';
import { createFakeTransport } from './fakes.js';
import { makeFile } from './support.js';

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
const until = (check: () => void) => vi.waitFor(check, { timeout: 3000 });

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

import { bench, describe } from 'vitest';
import type { MediaRecord, UploadTicket } from '../src/client/types.js';
import type { PutRequest } from '../src/upload/put.js';
import { createUploadStore } from '../src/upload/store.js';
import type { UploadClient } from '../src/upload/options.js';

// The engine without React or a network: what adding many files costs, and how many
// subscribers a progress tick wakes. The counts are printed once per scenario.
// Run: npx vitest bench --run --project node bench/upload-store.bench.ts

// Frames on demand: a "frame" is whenever the bench says.
const frames = new Map<number, FrameRequestCallback>();
let frameId = 0;
globalThis.requestAnimationFrame = (callback) => (frames.set((frameId += 1), callback), frameId);
globalThis.cancelAnimationFrame = (handle) => void frames.delete(handle);
function flushFrame() {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

const client: UploadClient = {
  requestUploadTicket: ({ filename }) =>
    Promise.resolve<UploadTicket>({ id: `med_${filename}`, uploadUrl: `https://storage.invalid/${filename}`, expiresIn: 3600, expiresAt: Date.now() + 3_600_000 }),
  confirmUpload: ({ mediaId }) => Promise.resolve<MediaRecord>({ id: mediaId }),
};

/** Files of a megabyte without the bytes: the store reads only name, size, type and lastModified. */
const files = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    Object.defineProperty(new File([], `photo-${index}.jpg`, { lastModified: index }), 'size', { value: 1_000_000 }),
  );

const printed = new Set<string>();
function report(scenario: string, figures: Record<string, number>) {
  if (printed.has(scenario)) return;
  printed.add(scenario);
  console.log(`\n${scenario}\n${Object.entries(figures).map(([name, value]) => `  ${name}: ${value}`).join('\n')}`);
}

const TEN_THOUSAND = files(10_000);

describe('adding files', () => {
  bench(
    'add 10,000 files to an empty store',
    async () => {
      const store = createUploadStore({ client, autoStart: false });
      let notifications = 0;
      store.subscribe(() => (notifications += 1));
      await store.add(TEN_THOUSAND);
      // Listeners hear of the add with the next frame.
      flushFrame();
      report('add 10,000 files', { items: store.getItemIds().length, 'list notifications': notifications });
    },
    { iterations: 20 },
  );
});

/** `count` items uploading (their PUTs never end), one subscriber per item, plus list and totals. */
async function uploadingStore(count: number) {
  const puts: PutRequest[] = [];
  const store = createUploadStore({ client, concurrency: count, put: (request) => (puts.push(request), new Promise<never>(() => {})) });
  store.attach();
  await store.add(files(count));
  while (puts.length < count) await new Promise((resolve) => setTimeout(resolve, 0));
  flushFrame();
  const woken = { item: 0, list: 0, totals: 0 };
  for (const id of store.getItemIds()) store.subscribeItem(id, () => (woken.item += 1));
  store.subscribe(() => (woken.list += 1));
  store.subscribeTotals(() => (woken.totals += 1));
  return { puts, woken };
}

const { puts, woken } = await uploadingStore(500);
let loaded = 0;
const perTick = (ticks: number) => ({
  'item subscribers woken per tick': woken.item / ticks,
  'list subscribers woken per tick': woken.list / ticks,
  'totals subscribers woken per tick': woken.totals / ticks,
});

describe('500 items uploading, one subscriber per item', () => {
  bench(
    '1,000 ticks: one item moves, then a frame',
    () => {
      Object.assign(woken, { item: 0, list: 0, totals: 0 });
      for (let tick = 0; tick < 1000; tick += 1) {
        puts[tick % puts.length]!.onProgress((loaded += 1) % 1_000_000);
        flushFrame();
      }
      report('one item per frame (500 items, 1,000 ticks)', perTick(1000));
    },
    { iterations: 20 },
  );

  bench(
    '1,000 frames: every item moves twice, then a frame',
    () => {
      Object.assign(woken, { item: 0, list: 0, totals: 0 });
      for (let frame = 0; frame < 1000; frame += 1) {
        loaded = (loaded + 2) % 1_000_000;
        // XHR fires progress about every 50 ms per file; within a frame only the last value lands.
        for (const put of puts) {
          put.onProgress(loaded);
          put.onProgress(loaded + 1);
        }
        flushFrame();
      }
      report('every item per frame (500 items, 1,000 frames, 1,000,000 progress events)', perTick(1000));
    },
    { iterations: 3 },
  );
});

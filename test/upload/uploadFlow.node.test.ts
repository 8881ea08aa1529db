import { SocialKitError } from '../../src/client/errors.js';
import type { PutFunction } from '../../src/upload/put.js';
import { createUploadStore } from '../../src/upload/store.js';
import type { UploadItem } from '../../src/upload/types.js';
import { createFakeTransport } from './fakes.js';

// The upload flow as runs.ts's `run` walks it, one moment at a time: in Node, with no React and
// no network. The service and storage answer only when the test lets them (fakes.ts), and timers
// move only when the test moves them, so each expectation below is what the getters say at one
// moment of the flow. Two files and one slot per step (`concurrency: 1`) are enough to meet
// every answer the queue gives: "go", "wait" and "later".

const png = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/png' });

/** An item as a line of the story: its state, its media id, and when a failed step runs again. */
const told = ({ name, status, mediaId, ...rest }: UploadItem) =>
  [name, status, mediaId, 'retryAt' in rest && `${rest.step} again at ${rest.retryAt}`].filter(Boolean).join(' ');

describe('a file’s way from add to done', () => {
  const realTimeout = globalThis.setTimeout;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the queue before every step, waits when told to, and retries a failed PUT with the same ticket', async () => {
    const clock = () => 0;
    const transport = createFakeTransport({ now: clock });
    for (const step of ['ticket', 'put', 'confirm'] as const) transport.hold(step);
    // Storage refuses a.png's first PUT with a 503, a failure worth another try.
    let refused = false;
    const put: PutFunction = (request) => {
      const sent = transport.put(request);
      if (refused || (request.body as File).name !== 'a.png') return sent;
      refused = true;
      return sent.then(() => Promise.reject(new SocialKitError({ kind: 'http', operation: 'upload', status: 503, message: 'Slow down.' })));
    };
    const store = createUploadStore({ client: transport.client, put, concurrency: 1, retry: 1, retryDelay: () => 1000, now: clock });
    /** What the list says once the engine has done all it can (the answers it awaits are held). */
    const now = async () => {
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => realTimeout(resolve, 0));
      return store.getItems().map(told);
    };

    // Listed, both wait in line: nothing runs until the store is attached (the hook attaches it in an effect).
    await store.add([png('a.png'), png('b.png')]);
    expect(await now()).toEqual(['a.png queued', 'b.png queued']);

    // a gets the one ticket slot; b waits, as only one ticket is fetched beyond the one PUT slot.
    store.attach();
    expect(await now()).toEqual(['a.png requesting', 'b.png queued']);

    // a's ticket comes: a takes the PUT slot with it, and b's ticket is fetched meanwhile.
    transport.release('ticket', 'a.png');
    expect(await now()).toEqual(['a.png uploading med_1', 'b.png requesting']);

    // b's ticket comes, but the PUT slot is a's: b waits, queued, holding its ticket.
    transport.release('ticket', 'b.png');
    expect(await now()).toEqual(['a.png uploading med_1', 'b.png queued med_2']);

    // a's PUT fails: a is in error until its automatic retry is due, and b takes the PUT slot.
    transport.release('put', 'a.png');
    expect(await now()).toEqual(['a.png error med_1 put again at 1000', 'b.png uploading med_2']);

    // The retry is due: a is back in line with the ticket it holds, behind b's PUT.
    vi.advanceTimersByTime(1000);
    expect(await now()).toEqual(['a.png queued med_1', 'b.png uploading med_2']);

    // b's PUT ends: b is confirmed, and a is sent again.
    transport.release('put', 'b.png');
    expect(await now()).toEqual(['a.png uploading med_1', 'b.png confirming med_2']);
    transport.release('confirm', 'med_2');
    expect(await now()).toEqual(['a.png uploading med_1', 'b.png done med_2']);

    // a's second PUT goes through: storage has the whole file, and the service is told.
    transport.release('put', 'a.png');
    expect(await now()).toEqual(['a.png confirming med_1', 'b.png done med_2']);
    transport.release('confirm', 'med_1');
    expect(await now()).toEqual(['a.png done med_1', 'b.png done med_2']);

    // One ticket per file (the retry kept a's), a's PUT twice, one confirm per file.
    expect(transport.called('ticket')).toEqual(['a.png', 'b.png']);
    expect(transport.called('put')).toEqual(['a.png', 'b.png', 'a.png']);
    expect(transport.called('confirm')).toEqual(['med_2', 'med_1']);
    expect(store.isUploading()).toBe(false);
  });
});

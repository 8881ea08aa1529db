import type { MediaFacts } from '../../src/media/types.js';
import type { MediaFactsReader } from '../../src/media/store.js';
import { extendMediaRules } from '../../src/networks/media/merge.js';
import { makeFile, setupStore } from './support.js';

// The check before the ticket: facts come from a stand-in reader (jsdom decodes no image; the
// browser's reader has its own tests in Chromium), verdicts from the real rules table.

/** A JPEG's facts at width × height. */
const facts = (file: File, width: number, height: number): MediaFacts => ({ name: file.name, type: 'image/jpeg', size: file.size, status: 'read', width, height });

/** Reads `tall.jpg` as 1080 × 1920 (9:16) and any other as 1080 × 1350 (4:5). */
const read: MediaFactsReader = (file) => Promise.resolve(file.name === 'tall.jpg' ? facts(file, 1080, 1920) : facts(file, 1080, 1350));

const jpeg = (name: string) => makeFile(name, 2000, 'image/jpeg');

describe('checking files against the chosen networks before any ticket', () => {
  it('never asks for the ticket of a file a chosen network refuses, and lists it as refused with its verdicts', async () => {
    const onRejected = vi.fn();
    const { store, count, waitFor, settled } = setupStore({ networks: ['instagram', 'bluesky'], readMediaFacts: read, onRejected });
    await store.add([jpeg('tall.jpg'), jpeg('fits.jpg')]);
    const [tall, fits] = store.getItemIds();

    const refused = await waitFor(tall!, 'refused');
    await waitFor(fits!, 'done');
    await settled();
    expect(count('uploadTicket')).toBe(1);
    expect(refused.verdicts).toMatchObject({
      instagram: { status: 'refused', postKind: 'FEED', reasons: [{ code: 'aspect-too-tall', width: 1080, height: 1920 }] },
      bluesky: { status: 'ok' },
    });
    expect(onRejected).toHaveBeenCalledExactlyOnceWith([{ file: refused.file, code: 'refused-by-network', itemId: tall, verdicts: refused.verdicts }]);
    expect(store.getTotals().counts).toMatchObject({ refused: 1, done: 1 });
  });

  it("uploads a refused file with its verdicts when the app says 'warn'", async () => {
    const { store, count, waitFor } = setupStore({ networks: [{ network: 'instagram' }], readMediaFacts: read, onRefused: 'warn' });
    await store.add([jpeg('tall.jpg')]);
    const done = await waitFor(store.getItemIds()[0]!, 'done');
    expect(count('uploadTicket')).toBe(1);
    expect(done.verdicts?.instagram).toMatchObject({ status: 'refused', alternatives: ['STORIES'] });
  });

  it('lets a refused file run once the post kind it is refused for changes to one that takes it', async () => {
    const options = { networks: ['instagram', 'bluesky'] as const, readMediaFacts: read };
    const { store, count, waitFor, storage } = setupStore(options);
    await store.add([jpeg('tall.jpg')]);
    const [id] = store.getItemIds();
    await waitFor(id!, 'refused');
    expect(count('uploadTicket')).toBe(0);

    // As the hook does on the next render: every option again, the new choice among them.
    store.setOptions({ ...options, put: storage.put, retry: 0, postKind: { instagram: 'STORIES' } });
    const done = await waitFor(id!, 'done');
    expect(count('uploadTicket')).toBe(1);
    expect(done.verdicts).toMatchObject({ instagram: { status: 'ok', postKind: 'STORIES' }, bluesky: { status: 'ok' } });
  });

  it('refuses a video called fixable when no fitting can serve the networks together (custom rules that share no type), instead of sending it unfitted', async () => {
    // fitVideos where the browser has WebCodecs: jsdom has none, so the two are stood in for.
    vi.stubGlobal('VideoDecoder', class {});
    vi.stubGlobal('VideoEncoder', class {});
    // X takes MP4 only (a WebM is re-encoded to fit, and cut to 140 s); this app's Bluesky takes WebM only.
    const mediaRules = extendMediaRules({ bluesky: { postKinds: { POST: { video: { types: ['video/webm'] } } } } });
    const webm: MediaFacts = { name: 'long.webm', type: 'video/webm', size: 20_000_000, status: 'read', width: 640, height: 360, duration: 150, video: { codec: 'vp9', frameRate: 30, hdr: false, rotation: 0 } };
    const onRejected = vi.fn();
    const { store, count, waitFor, settled } = setupStore({ networks: ['x', 'bluesky'], fitVideos: true, mediaRules, readMediaFacts: () => Promise.resolve(webm), onRejected });
    await store.add([makeFile('long.webm', 2000, 'video/webm')]);
    const refused = await waitFor(store.getItemIds()[0]!, 'refused');
    await settled();
    expect(count('uploadTicket')).toBe(0);
    // The verdicts say what X refuses, not that it can be fitted.
    expect(refused.verdicts?.x).toMatchObject({ status: 'refused' });
    expect(refused.verdicts?.x?.reasons.map(({ code }) => code)).toEqual(expect.arrayContaining(['type', 'too-long']));
    expect(refused.verdicts?.bluesky).toMatchObject({ status: 'ok' });
    expect(onRejected).toHaveBeenCalledOnce();

    // Trimmed to X's length, it is still no MP4 that Bluesky takes: refused again, nothing cut, no ticket.
    const id = store.getItemIds()[0]!;
    await store.setTrim(id, { start: 0, end: 100 });
    await settled();
    expect(store.getItem(id)).toMatchObject({ status: 'refused', trim: { start: 0, end: 100 }, verdicts: { x: { status: 'refused' } } });
    expect(count('uploadTicket')).toBe(0);
    vi.unstubAllGlobals();
  });

  it('sends such a video as it is with onRefused warn, its verdicts saying so under a new choice too', async () => {
    vi.stubGlobal('VideoDecoder', class {});
    vi.stubGlobal('VideoEncoder', class {});
    const mediaRules = extendMediaRules({ bluesky: { postKinds: { POST: { video: { types: ['video/webm'] } } } } });
    const webm: MediaFacts = { name: 'long.webm', type: 'video/webm', size: 20_000_000, status: 'read', width: 640, height: 360, duration: 150, video: { codec: 'vp9', frameRate: 30, hdr: false, rotation: 0 } };
    const options = { fitVideos: true, mediaRules, readMediaFacts: () => Promise.resolve(webm), onRefused: 'warn' as const };
    const { store, count, waitFor, settled, storage } = setupStore({ ...options, networks: ['x', 'bluesky'] });
    await store.add([makeFile('long.webm', 2000, 'video/webm')]);
    const id = store.getItemIds()[0]!;
    expect((await waitFor(id, 'done')).verdicts?.x).toMatchObject({ status: 'refused' });
    expect(count('uploadTicket')).toBe(1);

    // The same networks in another order: checked again, and still not "can be fitted".
    store.setOptions({ ...options, put: storage.put, retry: 0, networks: ['bluesky', 'x'] });
    await settled();
    await vi.waitFor(() => expect(store.getItem(id)?.verdicts?.x).toMatchObject({ status: 'refused' }));
    expect(store.getItem(id)?.verdicts?.x?.status).toBe('refused');
    vi.unstubAllGlobals();
  });

  it('reads nothing and checks nothing without networks', async () => {
    const reader = vi.fn(read);
    const { store, waitFor } = setupStore({ readMediaFacts: reader });
    await store.add([jpeg('tall.jpg')]);
    const done = await waitFor(store.getItemIds()[0]!, 'done');
    expect(reader).not.toHaveBeenCalled();
    expect(done.verdicts).toBeUndefined();
  });
});

import { SocialKitError } from '../../src/client/errors.js';
import type { PutFunction } from '../../src/upload/put.js';
import { createUploadStore } from '../../src/upload/store.js';
import type { PostMedia } from '../../src/upload/types.js';
import { createFakeTransport } from './fakes.js';

// The post's media as the engine keeps it: the confirmed uploads, in the order the user set, each
// with its alt text. In Node, with no React and no network (fakes.ts): the service answers when
// the test lets it, and what the app is told (`onMediaChange`) is read after each frame.

const png = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/png' });

/** The engine over a fake service; `put` wraps the fake storage's PUT. */
function setup(put: (transport: ReturnType<typeof createFakeTransport>) => PutFunction = (transport) => transport.put) {
  const transport = createFakeTransport();
  const told: (readonly PostMedia[])[] = [];
  const store = createUploadStore({ client: transport.client, put: put(transport), retry: 0, onMediaChange: (media) => told.push(media) });
  store.attach();
  /** The engine has done what it can, and its frame (a timer here: Node has no animation frames) has run. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 80));
  const id = (name: string) => store.getItems().find((item) => item.name === name)!.id;
  return { store, transport, told, settled, id };
}

/** A PUT wrapper whose first PUT is cut off, as a dropped connection does; the next go through. */
function firstPutCutOff() {
  let failOnce = true;
  return (transport: ReturnType<typeof createFakeTransport>): PutFunction =>
    (request) => {
      if (!failOnce) return transport.put(request);
      failOnce = false;
      return Promise.reject(new SocialKitError({ kind: 'network', operation: 'upload', message: 'The connection was lost.' }));
    };
}

describe('the post’s media', () => {
  it('lists each confirmed upload’s media id in the order the files came, and tells the app once per change', async () => {
    const { store, transport, told, settled } = setup();
    transport.hold('confirm');
    await store.add([png('a.png'), png('b.png'), png('c.png')]);
    await settled();
    // Stored, not confirmed: nothing a post can carry yet.
    expect(store.getMedia()).toEqual([]);
    expect(told).toEqual([]);

    transport.release('confirm', 'med_2');
    await settled();
    expect(store.getMedia()).toEqual([{ id: 'med_2' }]);
    transport.release('confirm');
    await settled();
    expect(store.getMedia()).toEqual([{ id: 'med_1' }, { id: 'med_2' }, { id: 'med_3' }]);
    expect(told).toEqual([[{ id: 'med_2' }], [{ id: 'med_1' }, { id: 'med_2' }, { id: 'med_3' }]]);
    // The same value is the same array: a re-render that reads it changes nothing.
    expect(store.getMedia()).toBe(told.at(-1));
  });

  it('keeps alt text typed before the upload ends, and after, through a failed step and its retry', async () => {
    const { store, transport, told, settled, id } = setup(firstPutCutOff());
    transport.hold('ticket');
    await store.add([png('a.png'), png('b.png')]);
    await settled();
    store.setAlt(id('a.png'), 'A heron on one leg ');
    // Getters answer at once; the item keeps what was typed, spaces and all.
    expect(store.getItem(id('a.png'))).toMatchObject({ status: 'requesting', alt: 'A heron on one leg ' });

    transport.release('ticket');
    await settled();
    expect(store.getItem(id('a.png'))).toMatchObject({ status: 'error', step: 'put', alt: 'A heron on one leg ' });
    store.retry(id('a.png'));
    await settled();
    expect(store.getItem(id('a.png'))).toMatchObject({ status: 'done', alt: 'A heron on one leg ' });

    store.setAlt(id('b.png'), 'The harbour at dusk');
    await settled();
    expect(store.getMedia()).toEqual([
      { id: expect.any(String), alt: 'A heron on one leg' },
      { id: expect.any(String), alt: 'The harbour at dusk' },
    ]);
    expect(told.at(-1)).toBe(store.getMedia());

    // Cleared, or only spaces: no alt text.
    store.setAlt(id('b.png'), '   ');
    expect(store.getMedia()[1]).toEqual({ id: expect.any(String) });
    store.setAlt(id('b.png'), '');
    expect(store.getItem(id('b.png'))).not.toHaveProperty('alt');
  });

  it('keeps a video’s cover picked before its upload ends through a retry, and gives it with the media', async () => {
    const { store, transport, told, settled, id } = setup(firstPutCutOff());
    transport.hold('ticket');
    const clip = new File([new Uint8Array(1000)], 'clip.mp4', { type: 'video/mp4' });
    await store.add([clip]);
    await settled();
    store.setCover(id('clip.mp4'), { timeMs: 2000 });
    expect(store.getItem(id('clip.mp4'))).toMatchObject({ status: 'requesting', cover: { timeMs: 2000 } });
    transport.release('ticket');
    await settled();
    store.retry(id('clip.mp4'));
    await settled();
    expect(store.getMedia()).toEqual([{ id: expect.any(String), cover: { timeMs: 2000 } }]);
    expect(told.at(-1)).toBe(store.getMedia());

    // The same frame again tells no one; another does; `undefined` takes it away.
    const calls = told.length;
    store.setCover(id('clip.mp4'), { timeMs: 2000 });
    await settled();
    expect(told).toHaveLength(calls);
    store.setCover(id('clip.mp4'), { timeMs: 3500 });
    expect(store.getMedia()[0]!.cover).toEqual({ timeMs: 3500 });
    // Whole milliseconds; a time that is no time is refused, saying why, and the cover stays.
    store.setCover(id('clip.mp4'), { timeMs: 1234.6 });
    expect(store.getItem(id('clip.mp4'))!.cover).toEqual({ timeMs: 1235 });
    expect(() => store.setCover(id('clip.mp4'), { timeMs: Number.NaN })).toThrow('setCover: timeMs must be a number of milliseconds from 0 up, not NaN.');
    expect(() => store.setCover(id('clip.mp4'), { timeMs: -1 })).toThrow(RangeError);
    expect(store.getItem(id('clip.mp4'))!.cover).toEqual({ timeMs: 1235 });
    store.setCover(id('clip.mp4'), undefined);
    expect(store.getItem(id('clip.mp4'))).not.toHaveProperty('cover');
    expect(store.getMedia()).toEqual([{ id: expect.any(String) }]);
  });

  it('uploads a cover drawn as an image as media of its own, its id in the cover; a frame picked meanwhile, or the file removed, stops it', async () => {
    const { store, transport, settled, id } = setup();
    await store.add([new File([new Uint8Array(1000)], 'harbour.mp4', { type: 'video/mp4' })]);
    await settled();
    const video = id('harbour.mp4');
    const image = new Blob([new Uint8Array(300)], { type: 'image/jpeg' });
    await expect(store.setCoverImage('upload-none', { timeMs: 0, image })).rejects.toThrow('setCoverImage: no file upload-none.');

    const imageId = await store.setCoverImage(video, { timeMs: 2000, image });
    expect(store.getMedia()).toEqual([{ id: expect.any(String), cover: { timeMs: 2000, imageId } }]);
    expect(transport.called('ticket')).toEqual(['harbour.mp4', 'harbour-cover.jpg']);
    // Only the video is a file of the post's: the image is media its cover points at.
    expect(store.getItems()).toHaveLength(1);
    // The same frame again uploads nothing, and keeps its image when set without one.
    expect(await store.setCoverImage(video, { timeMs: 2000, image })).toBe(imageId);
    store.setCover(video, { timeMs: 2000 });
    expect(store.getItem(video)!.cover).toEqual({ timeMs: 2000, imageId });
    expect(transport.called('ticket')).toHaveLength(2);

    // Another frame picked while the image is on its way stops it: its confirm never comes.
    transport.hold('confirm');
    const stopped = store.setCoverImage(video, { timeMs: 2500, image });
    await settled();
    expect(store.getItem(video)!.cover).toEqual({ timeMs: 2500 });
    store.setCover(video, { timeMs: 500 });
    await expect(stopped).rejects.toMatchObject({ kind: 'aborted' });
    expect(store.getItem(video)!.cover).toEqual({ timeMs: 500 });

    // So does the file's removal.
    const gone = store.setCoverImage(video, { timeMs: 700, image });
    await settled();
    store.remove(video);
    await expect(gone).rejects.toMatchObject({ kind: 'aborted' });
    transport.release('confirm');
    expect(transport.called('confirm')).toHaveLength(4);
  });

  it('tries a cover image cut off again, counts it as uploading until it is confirmed, and reports the upload complete once', async () => {
    const transport = createFakeTransport();
    const onComplete = vi.fn();
    let cutOff = 0;
    const put: PutFunction = (request) => {
      if (!request.url.includes('cover') || cutOff++) return transport.put(request);
      return Promise.reject(new SocialKitError({ kind: 'network', operation: 'upload', message: 'The connection was lost.' }));
    };
    const store = createUploadStore({ client: transport.client, put, retry: 1, retryDelay: () => 0, onComplete });
    store.attach();
    await store.add([new File([new Uint8Array(1000)], 'harbour.mp4', { type: 'video/mp4' })]);
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    const video = store.getItemIds()[0]!;

    transport.hold('confirm');
    const uploaded = store.setCoverImage(video, { timeMs: 2000, image: new Blob([new Uint8Array(300)], { type: 'image/jpeg' }) });
    expect(store.isUploading()).toBe(true);
    await vi.waitFor(() => expect(transport.called('confirm')).toHaveLength(2));
    // Sent twice: the first PUT was cut off, the second reached storage.
    expect(cutOff).toBe(2);
    expect(store.isUploading()).toBe(true);
    transport.release('confirm');
    const imageId = await uploaded;
    expect(store.getItem(video)!.cover).toEqual({ timeMs: 2000, imageId });
    expect(store.isUploading()).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('moves a file to another place: the list, the post’s media and the app follow, and later files come after', async () => {
    const { store, told, settled, id } = setup();
    await store.add([png('a.png'), png('b.png'), png('c.png')]);
    await settled();
    const [a, b, c] = store.getMedia().map((media) => media.id);
    const ids = store.getItemIds();

    store.move(id('c.png'), 0);
    expect(store.getItems().map((item) => item.name)).toEqual(['c.png', 'a.png', 'b.png']);
    expect(store.getItemIds()).not.toBe(ids);
    await settled();
    expect(told.at(-1)!.map((media) => media.id)).toEqual([c, a, b]);

    // Past either end stays at that end; a place it already holds, or an unknown id, changes nothing.
    store.move(id('c.png'), 99);
    store.move(id('a.png'), -1);
    expect(store.getItems().map((item) => item.name)).toEqual(['a.png', 'b.png', 'c.png']);
    const before = store.getItemIds();
    store.move(id('a.png'), 0);
    store.move('upload-unknown', 1);
    expect(store.getItemIds()).toBe(before);

    await store.add([png('d.png')]);
    store.move(id('d.png'), 1);
    store.remove(id('b.png'));
    expect(store.getItems().map((item) => item.name)).toEqual(['a.png', 'd.png', 'c.png']);
    await settled();
    expect(store.getMedia().map((media) => media.id)).toEqual([a, expect.any(String), c]);
  });
});

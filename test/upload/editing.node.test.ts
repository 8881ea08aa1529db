import * as reducer from '../../src/upload/reducer.js';
import { restoredState } from '../../src/upload/restore.js';
import { createUploadStore } from '../../src/upload/store.js';
import { planUpload } from '../../src/upload/fitting.js';
import type { MediaFacts } from '../../src/media/types.js';
import { createFakeTransport } from './fakes.js';

// What a crop holds to, in Node: asked of an upload that cannot draw it, of a file that is not
// there, kept with a file that survives a reload, and drawn even where the networks still refuse
// the file.

const panorama: MediaFacts = { name: 'panorama.jpg', type: 'image/jpeg', size: 1_600_000, status: 'read', width: 3000, height: 1000, animated: false };
const crop = { x: 0, y: 0, width: 1500, height: 1000 };

describe('setCrop', () => {
  it('refuses an upload without networks and a file it does not have, and leaves the file as it was', async () => {
    const transport = createFakeTransport();
    const store = createUploadStore({ client: transport.client, autoStart: false });
    await store.add([new File([new Uint8Array(100)], 'panorama.jpg', { type: 'image/jpeg' })]);
    const [id] = store.getItemIds();
    await expect(store.setCrop(id!, crop)).rejects.toThrow(new TypeError('setCrop: a crop is drawn for the chosen networks; give the upload `networks`.'));
    expect(store.getItem(id!)).not.toHaveProperty('crop');
    await expect(store.setCrop('upload-none', crop)).rejects.toThrow('setCrop: no file upload-none.');
  });

  it('brings a kept file back with its crop, so a resumed file is cropped again', () => {
    const file = new File([new Uint8Array(100)], 'panorama.jpg', { type: 'image/jpeg' });
    const state = restoredState(reducer, reducer.createJob(reducer.createItem('upload-1', file, 'image/jpeg')), { id: 'kept', order: 0, contentType: 'image/jpeg', crop, reach: { step: 'ticket' } });
    expect(state.item).toMatchObject({ status: 'interrupted', crop });
  });

  it('draws a crop the networks still refuse, as a JPEG, rather than send the whole image', async () => {
    // Still 3:1: Instagram's feed refuses it; with `onRefused: 'warn'` the app sends it anyway.
    const target = await planUpload(panorama, { networks: ['instagram'] }, { crop: { x: 0, y: 0, width: 3000, height: 1000 } });
    expect(target).toEqual({ kind: 'image', target: { types: ['image/jpeg'], accepts: [], crop: { x: 0, y: 0, width: 3000, height: 1000 } } });
    // Without a crop, nothing to fit for a refusal.
    expect(await planUpload(panorama, { networks: ['instagram'] })).toBeUndefined();
  });
});

const long: MediaFacts = { name: 'long.mp4', type: 'video/mp4', size: 20_000_000, status: 'read', width: 640, height: 360, duration: 150, video: { codec: 'avc', frameRate: 30, hdr: false, rotation: 0 } };

describe('setTrim', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A store whose browser has WebCodecs (Node has none), with a video and a photo added, not started. */
  async function withFiles(options: { networks?: string[]; fitVideos?: boolean } = { networks: ['x'], fitVideos: true }) {
    vi.stubGlobal('VideoDecoder', class {});
    vi.stubGlobal('VideoEncoder', class {});
    const transport = createFakeTransport();
    const store = createUploadStore({ client: transport.client, autoStart: false, ...options });
    await store.add([new File([new Uint8Array(100)], 'long.mp4', { type: 'video/mp4' }), new File([new Uint8Array(100)], 'photo.jpg', { type: 'image/jpeg' })]);
    const [video, photo] = store.getItemIds();
    return { store, video: video!, photo: photo! };
  }

  it('refuses an upload without networks or fitVideos, and a file it does not have, leaving the file as it was', async () => {
    const bare = await withFiles({});
    await expect(bare.store.setTrim(bare.video, { start: 0, end: 10 })).rejects.toThrow(new TypeError('setTrim: a trim is cut for the chosen networks; give the upload `networks`.'));
    const unfitted = await withFiles({ networks: ['x'] });
    await expect(unfitted.store.setTrim(unfitted.video, { start: 0, end: 10 })).rejects.toThrow(new TypeError('setTrim: a trim is cut by the video fitter; give the upload `fitVideos` (it needs a browser with WebCodecs).'));
    expect(unfitted.store.getItem(unfitted.video)).not.toHaveProperty('trim');
    await expect(unfitted.store.setTrim('upload-none', undefined)).rejects.toThrow('setTrim: no file upload-none.');
  });

  it('refuses a photo and a trim that starts before 0 or keeps under half a second, and keeps a copy of one it takes', async () => {
    const { store, video, photo } = await withFiles();
    await expect(store.setTrim(photo, { start: 0, end: 10 })).rejects.toThrow(new TypeError('setTrim: photo.jpg is not a video; only videos are trimmed.'));
    await expect(store.setTrim(video, { start: -2, end: 10 })).rejects.toThrow(new RangeError('setTrim: the trim must start at 0 s or later, not -2 s.'));
    await expect(store.setTrim(video, { start: 3, end: 3.25 })).rejects.toThrow(new RangeError('setTrim: the trim must keep at least 0.5 s, not 0.25 s (3 s to 3.25 s).'));
    const trim = { start: 12, end: 152 };
    await store.setTrim(video, trim);
    // Not started (autoStart off), it keeps waiting, with a copy of the trim.
    expect(store.getItem(video)).toMatchObject({ status: 'queued', trim: { start: 12, end: 152 } });
    expect(store.getItem(video)!.trim).not.toBe(trim);
    await store.setTrim(video, undefined);
    expect(store.getItem(video)).not.toHaveProperty('trim');
  });

  it('brings a kept file back with its trim, so a resumed file is trimmed again', () => {
    const file = new File([new Uint8Array(100)], 'long.mp4', { type: 'video/mp4' });
    const trim = { start: 5, end: 65 };
    expect(restoredState(reducer, reducer.createJob(reducer.createItem('upload-1', file, 'video/mp4')), { id: 'kept', order: 0, contentType: 'video/mp4', trim, reach: { step: 'ticket' } }).item).toMatchObject({ status: 'interrupted', trim });
  });

  it('plans a trimmed video as trimmed, and cuts a trim even where the networks take the part whole', async () => {
    const options = { networks: ['x'], fitVideos: true };
    // 150 s is too long for X: cut to 140 s from the trim's start.
    expect(await planUpload(long, options, { trim: { start: 0, end: 150 } })).toEqual({ kind: 'video', target: expect.objectContaining({ maxDuration: 140 }), trim: { start: 0, end: 150 } });
    // 90 s is X's whole: nothing to fit but the trim itself.
    expect(await planUpload(long, options, { trim: { start: 30, end: 120 } })).toEqual({ kind: 'video', target: {}, trim: { start: 30, end: 120 } });
    expect(await planUpload({ ...long, duration: 30 }, options)).toBeUndefined();
  });
});

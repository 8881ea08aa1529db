import { restoredState } from '../../src/upload/keep.js';
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
    const state = restoredState('upload-1', { id: 'kept', order: 0, contentType: 'image/jpeg', crop, reach: { step: 'ticket' } }, file);
    expect(state.item).toMatchObject({ status: 'interrupted', crop });
  });

  it('draws a crop the networks still refuse, as a JPEG, rather than send the whole image', async () => {
    // Still 3:1: Instagram's feed refuses it; with `onRefused: 'warn'` the app sends it anyway.
    const target = await planUpload(panorama, { networks: ['instagram'] }, { x: 0, y: 0, width: 3000, height: 1000 });
    expect(target).toEqual({ kind: 'image', target: { types: ['image/jpeg'], accepts: [], crop: { x: 0, y: 0, width: 3000, height: 1000 } } });
    // Without a crop, nothing to fit for a refusal.
    expect(await planUpload(panorama, { networks: ['instagram'] })).toBeUndefined();
  });
});

import { checkMedia } from '../../src/media/check.js';
import { cropProblem } from '../../src/media/crop.js';
import { cropFor, cropPresets, snapCrop, startingPreset } from '../../src/media/cropPresets.js';
import { planImageCrop } from '../../src/media/fitPlan.js';
import type { MediaFacts } from '../../src/media/types.js';
import { editedItem } from '../../src/upload/editing.js';
import * as reducer from '../../src/upload/reducer.js';

const { createItem, createJob, jobReducer } = reducer;
/** An edit as the store applies it (editing.ts): the item it starts over as, then the reducer's restart. */
const edit = (state: reducer.JobState, edits: Parameters<typeof editedItem>[2]) => jobReducer(state, { type: 'restart', item: editedItem(reducer, state, edits) });

// Cropping's rules without a browser: the ratios the chosen networks give, a crop kept inside
// them in whole pixels, a rectangle refused with its reason, and the plan that draws it.

const panorama: MediaFacts = { name: 'panorama.jpg', type: 'image/jpeg', size: 1_600_000, status: 'read', width: 3000, height: 1000, animated: false };
const verdictsOf = (facts: MediaFacts, networks: string[]) => checkMedia([facts], networks).files[0]!.networks;

describe('cropping an image to a network’s ratio', () => {
  it('offers Instagram feed’s two bounds and starts a panorama from 1.91:1', () => {
    const verdicts = verdictsOf(panorama, ['instagram', 'bluesky']);
    const presets = cropPresets(verdicts);
    expect(presets.map((preset) => [preset.network, preset.aspect])).toEqual([
      ['instagram', [4, 5]],
      ['instagram', [1.91, 1]],
    ]);
    expect(startingPreset(verdicts, presets)?.aspect).toEqual([1.91, 1]);
    expect(cropFor(verdicts)).toBe('instagram');
    // A 9:16 photo starts from 4:5.
    const tall = verdictsOf({ ...panorama, width: 1080, height: 1920 }, ['instagram']);
    expect(startingPreset(tall, cropPresets(tall))?.aspect).toEqual([4, 5]);
  });

  it('offers nothing to crop for when no network refuses the shape, and no ratio a rule does not give', () => {
    const verdicts = verdictsOf(panorama, ['bluesky']);
    expect(cropFor(verdicts)).toBeUndefined();
    // Instagram Stories take any shape of image: no 9:16 is made up for it.
    expect(cropPresets(checkMedia([panorama], [{ network: 'instagram' }], { postKind: { instagram: 'STORIES' } }).files[0]!.networks)).toEqual([]);
  });

  it('keeps a crop rounded to whole pixels inside the network’s range', () => {
    const instagram = { minAspect: [4, 5] as [number, number], maxAspect: [1.91, 1] as [number, number] };
    // 1911 × 1000 is 1.911:1, a pixel past 1.91:1: the width gives one up.
    expect(snapCrop({ x: 10.4, y: 0, width: 1910.6, height: 1000.2 }, instagram)).toEqual({ x: 10, y: 0, width: 1910, height: 1000 });
    expect(snapCrop({ x: 0, y: 0, width: 799.6, height: 1000.4 }, instagram)).toEqual({ x: 0, y: 0, width: 800, height: 1000 });
    expect(snapCrop({ x: 0, y: 0, width: 799, height: 1000 }, instagram)).toEqual({ x: 0, y: 0, width: 799, height: 998 });
  });

  it('says what is wrong with a rectangle it cannot keep', () => {
    expect(cropProblem({ x: 0, y: 0, width: 1910, height: 1000 }, 3000, 1000)).toBeUndefined();
    expect(cropProblem({ x: 0.5, y: 0, width: 10, height: 10 })).toBe('x, y, width and height must be whole pixels from 0 up, not 0.5, 0, 10, 10');
    expect(cropProblem({ x: 0, y: 0, width: 0, height: 10 })).toBe('the crop must be at least 1 × 1 pixel, not 0 × 10');
    expect(cropProblem({ x: 2000, y: 0, width: 1910, height: 1000 }, 3000, 1000)).toBe('the crop (1910 × 1000 at 2000, 0) reaches outside the 3000 × 1000 image');
  });

  it('plans a crop as the cropped image, always encoded anew within the network’s limits', () => {
    const crop = { x: 545, y: 0, width: 1910, height: 1000 };
    expect(planImageCrop(panorama, crop, ['instagram'])).toEqual({ status: 'fit', target: { types: ['image/jpeg'], accepts: [], maxBytes: 8 * 1024 * 1024, crop } });
    // Still too wide once cropped: no plan draws it.
    expect(planImageCrop(panorama, { x: 0, y: 0, width: 2500, height: 1000 }, ['instagram'])).toEqual({ status: 'cannot', reason: { code: 'refused', network: 'instagram' } });
  });

  it('starts a cropped file over from the file as added, with no ticket, its alt text kept', () => {
    const added = new File(['x'], 'panorama.jpg', { type: 'image/jpeg' });
    const fitted = new File(['y'], 'panorama.jpg', { type: 'image/jpeg' });
    let state = createJob(createItem('upload-1', added, 'image/jpeg'));
    state = jobReducer(state, { type: 'describe', alt: 'The bay at dawn' });
    state = jobReducer(state, { type: 'sized', key: 'k', to: { file: fitted, contentType: 'image/jpeg', fitted: { original: added, before: { bytes: 1, type: 'image/jpeg', width: 3, height: 1 }, after: { bytes: 1, type: 'image/jpeg', width: 2, height: 1 } }, facts: panorama } });
    state = jobReducer(state, { type: 'ticketed', ticket: { id: 'm1', uploadUrl: 'https://storage.test/m1', expiresIn: 60, expiresAt: Date.now() + 60_000 } });
    const crop = { x: 545, y: 0, width: 1910, height: 1000 };
    const cropped = edit(state, { crop });
    expect(cropped.item).toMatchObject({ status: 'queued', file: added, alt: 'The bay at dawn', crop, canCancel: true });
    expect(cropped.item.fitted).toBeUndefined();
    expect(cropped.reach).toEqual({ step: 'ticket' });
    expect(cropped.fit).toBeUndefined();
  });
});

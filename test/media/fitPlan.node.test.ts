import { checkMedia } from '../../src/media/check.js';
import { imageFitTarget, planImageFit } from '../../src/media/fitPlan.js';
import type { MediaFacts } from '../../src/media/types.js';
import { fitDimensions } from '../../src/media/fitEncode.js';
import { fittedName } from '../../src/media/fit.js';
import { MEDIA_RULES } from '../../src/networks/media/rules.js';
import { extendMediaRules } from '../../src/networks/media/merge.js';

// The fitting planner, on a server: from a file's facts and the chosen networks, the target that
// makes it go everywhere, or why fitting cannot help. No browser: plain data in, plain data out.

const MB = 1024 * 1024;
const photo = (more: Partial<MediaFacts> = {}): MediaFacts => ({
  name: 'IMG_0001.jpg',
  type: 'image/jpeg',
  size: 6 * MB,
  status: 'read',
  width: 3024,
  height: 4032,
  orientation: 6,
  animated: false,
  ...more,
});

describe('planImageFit', () => {
  it('fits a 6 MB phone photo for Bluesky to 2,000,000 bytes, as JPEG or WebP, with no pixel limit', () => {
    expect(planImageFit(photo(), ['bluesky'])).toEqual({
      status: 'fit',
      target: { types: ['image/jpeg', 'image/webp'], accepts: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], maxBytes: 2_000_000 },
    });
  });

  it('takes the strictest limit of every chosen network, and only the types all of them take', () => {
    // TikTok: JPEG or WebP, 20 MB, 1920 × 1080 pixels; Bluesky: 2,000,000 bytes; LinkedIn: no WebP.
    const plan = planImageFit(photo(), ['tiktok', 'bluesky', { network: 'linkedin' }]);
    expect(plan).toEqual({ status: 'fit', target: { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 2_000_000, maxPixels: 1920 * 1080 } });
  });

  it('leaves alone a photo every network takes as it is', () => {
    expect(planImageFit(photo({ size: 1_500_000 }), ['bluesky', 'x'])).toEqual({ status: 'ok' });
    // Exactly at the limit passes.
    expect(planImageFit(photo({ size: 2_000_000 }), ['bluesky'])).toEqual({ status: 'ok' });
    expect(planImageFit(photo({ size: 2_000_001 }), ['bluesky'])).toMatchObject({ status: 'fit' });
  });

  it('plans a PNG for Instagram as a JPEG: its feed takes JPEG only', () => {
    const png = photo({ name: 'shot.png', type: 'image/png', size: 1 * MB, width: 1080, height: 1080, orientation: undefined });
    expect(checkMedia([png], ['instagram']).status).toBe('fixable');
    expect(planImageFit(png, ['instagram'])).toEqual({ status: 'fit', target: { types: ['image/jpeg'], accepts: ['image/jpeg'], maxBytes: 8 * MB } });
  });

  it('never fits a video, an animation, or a file it cannot read', () => {
    const clip: MediaFacts = { name: 'clip.mp4', type: 'video/mp4', size: 200 * MB, status: 'read', width: 1080, height: 1920, duration: 30 };
    expect(planImageFit(clip, ['bluesky'])).toEqual({ status: 'cannot', reason: { code: 'not-image' } });
    const gif: MediaFacts = { name: 'party.gif', type: 'image/gif', size: 6 * MB, status: 'read', width: 480, height: 270, animated: true, frames: 40 };
    expect(planImageFit(gif, ['bluesky'])).toEqual({ status: 'cannot', reason: { code: 'animated' } });
    expect(planImageFit(photo({ status: 'pending', width: undefined, height: undefined }), ['bluesky'])).toEqual({ status: 'cannot', reason: { code: 'unknown' } });
    expect(planImageFit(photo({ type: 'image/heic', status: 'unknown', width: undefined, height: undefined }), ['bluesky'])).toEqual({ status: 'cannot', reason: { code: 'unknown' } });
    expect(planImageFit(photo(), ['bluesky', 'mastodon'])).toEqual({ status: 'cannot', reason: { code: 'unknown', network: 'mastodon' } });
  });

  it('says which network refuses what fitting cannot solve: a 9:16 photo for the Instagram feed', () => {
    expect(planImageFit(photo(), ['bluesky', 'instagram'])).toEqual({ status: 'cannot', reason: { code: 'refused', network: 'instagram' } });
    // As a Story it fits: JPEG, 8 MB.
    expect(planImageFit(photo({ size: 9 * MB }), ['bluesky', 'instagram'], { postKind: { instagram: 'STORIES' } })).toMatchObject({ status: 'fit', target: { types: ['image/jpeg'], maxBytes: 2_000_000 } });
  });

  it("follows an app's rules, and refuses when fitting writes no type every network takes", () => {
    const rules = extendMediaRules({ bluesky: { postKinds: { POST: { image: { maxBytes: 1_000_000, maxWidth: 2000, types: ['image/png', 'image/jpeg'] } } } } });
    expect(planImageFit(photo(), ['bluesky'], { rules })).toEqual({
      status: 'fit',
      target: { types: ['image/jpeg'], accepts: ['image/png', 'image/jpeg'], maxBytes: 1_000_000, maxWidth: 2000 },
    });
    expect(imageFitTarget([{ types: ['image/png'] }, MEDIA_RULES.bluesky!.postKinds.POST!.image!])).toBeUndefined();
  });
});

describe('the sizes fitting aims at', () => {
  it('scales within the pixel limits, keeping the ratio and never enlarging', () => {
    expect(fitDimensions(4032, 3024, { maxPixels: 1920 * 1080 })).toEqual({ width: 1662, height: 1247 });
    expect(1662 * 1247).toBeLessThanOrEqual(1920 * 1080);
    expect(fitDimensions(3024, 4032, { maxWidth: 2000, maxHeight: 2000 })).toEqual({ width: 1500, height: 2000 });
    expect(fitDimensions(800, 600, { maxWidth: 2000, maxPixels: 36_152_319 })).toEqual({ width: 800, height: 600 });
  });

  it('names the fitted file for its new type', () => {
    expect(fittedName('IMG_0001.PNG', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(fittedName('logo.png', 'image/webp')).toBe('logo.webp');
    expect(fittedName('scan', 'image/jpeg')).toBe('scan.jpg');
    expect(fittedName('.hidden', 'image/jpeg')).toBe('.hidden.jpg');
  });
});

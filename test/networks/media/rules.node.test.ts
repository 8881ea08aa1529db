import { INSTAGRAM_MEDIA_TYPES } from '../../../src/networks/options/types.js';
import { NETWORKS } from '../../../src/networks/catalogue.js';
import { MEDIA_RULES } from '../../../src/networks/media/rules.js';
import { extendMediaRules, getMediaRules, getPostKindRules } from '../../../src/networks/media/merge.js';

const fileRules = () =>
  Object.entries(MEDIA_RULES).flatMap(([network, rules]) =>
    Object.entries(rules!.postKinds).flatMap(([postKind, kind]) =>
      (['image', 'animation', 'video'] as const).flatMap((fileKind) => (kind[fileKind] ? [{ at: `${network} ${postKind} ${fileKind}`, rule: kind[fileKind] }] : [])),
    ),
  );

describe('the media rules table', () => {
  it('has rules for every network of the catalogue, each with its default post kind among its kinds', () => {
    expect(Object.keys(MEDIA_RULES).sort()).toEqual(NETWORKS.map((n) => n.id).sort());
    for (const [network, rules] of Object.entries(MEDIA_RULES)) expect(rules!.postKinds[rules!.defaultPostKind], network).toBeDefined();
  });

  it("gives Instagram exactly the post kinds of its media_type option, feed first", () => {
    expect(Object.keys(MEDIA_RULES.instagram!.postKinds).sort()).toEqual([...INSTAGRAM_MEDIA_TYPES].sort());
    expect(MEDIA_RULES.instagram!.defaultPostKind).toBe('FEED');
    expect(Object.keys(MEDIA_RULES.youtube!.postKinds)).toEqual(['VIDEO', 'SHORTS']);
  });

  it('writes every rule coherently: lower-case MIME types of the right family, ranges that are not empty', () => {
    for (const { at, rule } of fileRules()) {
      expect(rule.types.length, at).toBeGreaterThan(0);
      for (const type of rule.types) expect(type, at).toMatch(at.endsWith('video') ? /^video\/[a-z0-9.+-]+$/ : /^image\/[a-z0-9.+-]+$/);
      if (rule.minAspect && rule.maxAspect) expect(rule.minAspect[0] / rule.minAspect[1], at).toBeLessThanOrEqual(rule.maxAspect[0] / rule.maxAspect[1]);
      if (rule.minDuration !== undefined && rule.maxDuration !== undefined) expect(rule.minDuration, at).toBeLessThan(rule.maxDuration);
      for (const value of [rule.maxBytes, rule.maxWidth, rule.maxHeight, rule.maxPixels, rule.maxDuration]) if (value !== undefined) expect(value, at).toBeGreaterThan(0);
    }
  });

  it('holds the limits the issue and the network notes name', () => {
    expect(MEDIA_RULES.bluesky!.postKinds.POST!.image!.maxBytes).toBe(2_000_000);
    expect(MEDIA_RULES.bluesky!.postKinds.POST!.post.maxFiles).toBe(4);
    expect(MEDIA_RULES.instagram!.postKinds.FEED!.image).toMatchObject({ types: ['image/jpeg'], maxBytes: 8 * 1024 * 1024, minAspect: [4, 5], maxAspect: [1.91, 1] });
    expect(MEDIA_RULES.instagram!.postKinds.REELS!.video).toMatchObject({ minDuration: 3, maxDuration: 900 });
    expect(MEDIA_RULES.x!.postKinds.POST!.animation!.maxBytes).toBe(15 * 1024 * 1024);
    expect(MEDIA_RULES.tiktok!.postKinds.POST!.video).toMatchObject({ maxBytes: 4 * 1024 ** 3, maxDuration: 600 });
  });

  it('picks the chosen post kind, or the default for one the network does not have', () => {
    expect(getPostKindRules('instagram', 'STORIES')?.postKind).toBe('STORIES');
    expect(getPostKindRules('instagram')?.postKind).toBe('FEED');
    expect(getPostKindRules('mastodon')).toBeUndefined();
    // An id that is only an Object property is no network.
    expect(getMediaRules('toString')).toBeUndefined();
  });

  it('says once, in development, that a post kind the network does not have is checked as its default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getPostKindRules('bluesky', 'REELS')?.postKind).toBe('POST');
    expect(getPostKindRules('bluesky', 'REELS')?.postKind).toBe('POST');
    expect(getPostKindRules('instagram', 'REEL')?.postKind).toBe('FEED');
    expect(warn.mock.calls).toEqual([
      ['SocialKit: bluesky has no post kind "REELS" (it has POST); its media is checked as POST.'],
      ['SocialKit: instagram has no post kind "REEL" (it has FEED, REELS, STORIES); its media is checked as FEED.'],
    ]);
  });
});

describe('extendMediaRules', () => {
  it('changes one limit and keeps the rest of the rule', () => {
    const rules = extendMediaRules({ bluesky: { postKinds: { POST: { video: { maxBytes: 300_000_000 } } } } });
    expect(rules.bluesky!.postKinds.POST!.video).toEqual({ ...MEDIA_RULES.bluesky!.postKinds.POST!.video, maxBytes: 300_000_000 });
    expect(rules.bluesky!.postKinds.POST!.image).toEqual(MEDIA_RULES.bluesky!.postKinds.POST!.image);
    expect(rules.x).toEqual(MEDIA_RULES.x);
  });

  it('replaces type lists whole, removes a limit given null, and changes neither argument', () => {
    const before = structuredClone(MEDIA_RULES);
    const overrides = { instagram: { postKinds: { FEED: { image: { types: ['image/jpeg', 'image/png'], maxBytes: null } } } } };
    const rules = extendMediaRules(overrides);
    expect(rules.instagram!.postKinds.FEED!.image!.types).toEqual(['image/jpeg', 'image/png']);
    expect(rules.instagram!.postKinds.FEED!.image).not.toHaveProperty('maxBytes');
    expect(rules.instagram!.postKinds.FEED!.image!.minAspect).toEqual([4, 5]);
    expect(MEDIA_RULES).toEqual(before);
    expect(overrides.instagram.postKinds.FEED.image.maxBytes).toBeNull();
  });

  it('adds a network the library does not know, and a post kind to one it does', () => {
    const rules = extendMediaRules({
      mastodon: { defaultPostKind: 'POST', postKinds: { POST: { image: { types: ['image/jpeg', 'image/png'], maxBytes: 16 * 1024 * 1024 }, post: { maxFiles: 4, mixing: 'none' } } } },
      facebook: { postKinds: { STORIES: { image: { types: ['image/jpeg'] }, post: { maxFiles: 1, mixing: 'none' } } } },
    });
    expect(getPostKindRules('mastodon', undefined, rules)?.rules.post.maxFiles).toBe(4);
    expect(Object.keys(rules.facebook!.postKinds)).toEqual(['FEED', 'REELS', 'STORIES']);
  });

  it('extends an app table in turn, and removes a post kind given null', () => {
    const first = extendMediaRules({ youtube: { postKinds: { SHORTS: { video: { maxDuration: 60 } } } } });
    const second = extendMediaRules({ youtube: { postKinds: { SHORTS: null } } }, first);
    expect(first.youtube!.postKinds.SHORTS!.video!.maxDuration).toBe(60);
    expect(Object.keys(second.youtube!.postKinds)).toEqual(['VIDEO']);
  });
});

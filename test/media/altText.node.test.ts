import { mediaUploaderMessages } from '../../src/i18n/en/mediaUploader.js';
import { checkAltText } from '../../src/media/altText.js';
import { extendMediaRules } from '../../src/networks/media/merge.js';
import { characterLimit, countCharacters } from '../../src/networks/options/limits.js';
import { altTextNote } from '../../src/upload/altTextNote.js';

// An image's alt text against the chosen networks: which ones show it, each one's limit, counted
// its way (src/networks/options/limits.ts gives the figures and their sources).

const long = 'a'.repeat(1200);

describe('checkAltText', () => {
  it('refuses 1,200 characters for X, by 200, and takes them for Bluesky', () => {
    expect(checkAltText(long, ['x', 'bluesky'])).toEqual([
      { network: 'x', status: 'too-long', length: 1200, max: 1000 },
      { network: 'bluesky', status: 'ok', length: 1200, max: 2000 },
    ]);
  });

  it('warns of missing alt text only for the networks that show it, and leaves the others out', () => {
    expect(checkAltText('  ', ['x', 'tiktok', 'youtube', { network: 'threads' }, 'x'])).toEqual([
      { network: 'x', status: 'missing', length: 0, max: 1000 },
      { network: 'threads', status: 'missing', length: 0 },
    ]);
  });

  it('counts the text as the post sends it, trimmed', () => {
    expect(checkAltText(`${'a'.repeat(1000)}\n\n  `, ['x'])).toEqual([{ network: 'x', status: 'ok', length: 1000, max: 1000 }]);
  });

  it('follows the post kind: Instagram shows alt text on feed images, not on Stories', () => {
    expect(checkAltText('', ['instagram']).map((verdict) => verdict.status)).toEqual(['missing']);
    expect(checkAltText('', ['instagram'], { postKind: { instagram: 'STORIES' } })).toEqual([]);
  });

  it('counts the network’s way: Bluesky’s app counts UTF-16 units, so an emoji family counts 8', () => {
    const family = '👩‍👩‍👧';
    expect(countCharacters('bluesky', family, 'altText')).toBe(8);
    expect(checkAltText(family.repeat(250), ['bluesky'])).toEqual([{ network: 'bluesky', status: 'ok', length: 2000, max: 2000 }]);
    expect(checkAltText(family.repeat(251), ['bluesky'])[0]).toMatchObject({ status: 'too-long', length: 2008, max: 2000 });
  });

  it('takes an app’s rules: a network whose alt text is turned off is left out', () => {
    const rules = extendMediaRules({ pinterest: { postKinds: { POST: { image: { altText: null } } } } });
    expect(checkAltText('', ['pinterest', 'x'], { rules }).map((verdict) => verdict.network)).toEqual(['x']);
  });

  it('gives each limit with characterLimit, and none where no network figure was found', () => {
    expect(characterLimit('pinterest', 'altText')).toEqual({ max: 500, unit: 'characters' });
    expect(characterLimit('instagram', 'altText')).toBeUndefined();
  });
});

describe('the uploader’s alt text notes', () => {
  it('names the networks that show alt text as a list, and each network the text is too long for', () => {
    expect(altTextNote('', { networks: ['x', 'bluesky', 'pinterest', 'tiktok'] }, mediaUploaderMessages, 'en')).toEqual({
      hint: 'Add alt text for people on X, Bluesky, and Pinterest who use screen readers.',
      over: [],
    });
    expect(altTextNote('a'.repeat(1001), { networks: ['x', 'pinterest', 'bluesky'] }, mediaUploaderMessages, 'en')).toEqual({
      error: 'Too long for X: 1,001 of 1,000 characters, 1 over. Too long for Pinterest: 1,001 of 500 characters, 501 over.',
      over: ['x', 'pinterest'],
    });
    expect(altTextNote('A teal square', { networks: ['x'] }, mediaUploaderMessages, 'en')).toEqual({ over: [] });
  });
});

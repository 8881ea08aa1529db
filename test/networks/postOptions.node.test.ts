import { allowedOptionValues, characterLimit, countCharacters, validatePlatformOptions } from '../../src/index.js';
import { YOUTUBE_CATEGORIES } from '../../src/networks/options/types.js';
import {
  splitTags,
  utf8Length,
  validateNetworkOptions,
  youtubeDescriptionIssue,
  youtubeTagsIssue,
  youtubeTagsLength,
  youtubeTitleIssue,
} from '../../src/networks/options/validate.js';

const allowed = allowedOptionValues();

describe('YouTube title', () => {
  it('accepts 100 characters and refuses 101, with the count and the limit', () => {
    expect(youtubeTitleIssue('a'.repeat(100))).toBeUndefined();
    expect(youtubeTitleIssue('a'.repeat(101))).toEqual({ key: 'youtubeTitleTooLong', params: { count: 101, max: 100 } });
  });

  it('refuses < and > anywhere', () => {
    expect(youtubeTitleIssue('a <b>')).toEqual({ key: 'youtubeTitleAngleBrackets' });
    expect(youtubeTitleIssue('1 > 0')).toEqual({ key: 'youtubeTitleAngleBrackets' });
    expect(youtubeTitleIssue('≤ and ≥ are fine')).toBeUndefined();
  });
});

describe('YouTube description', () => {
  it('counts UTF-8 bytes: 2500 two-byte characters are 5000 bytes and pass, one byte more does not', () => {
    const twoByte = 'é'.repeat(2500);
    expect(utf8Length(twoByte)).toBe(5000);
    expect(youtubeDescriptionIssue(twoByte)).toBeUndefined();
    expect(youtubeDescriptionIssue(`${twoByte}a`)).toEqual({ key: 'youtubeDescriptionTooLong', params: { count: 5001, max: 5000 } });
    expect(youtubeDescriptionIssue(`${twoByte}é`)).toEqual({ key: 'youtubeDescriptionTooLong', params: { count: 5002, max: 5000 } });
  });

  it('counts four-byte emoji as four', () => {
    expect(youtubeDescriptionIssue('😀'.repeat(1250))).toBeUndefined();
    expect(youtubeDescriptionIssue(`${'😀'.repeat(1250)}a`)?.params).toEqual({ count: 5001, max: 5000 });
  });

  it('refuses < and >, which YouTube does not allow in a description either', () => {
    expect(youtubeDescriptionIssue('see <here>')).toEqual({ key: 'youtubeDescriptionAngleBrackets' });
  });
});

describe('YouTube tags', () => {
  it('counts commas between tags and two quotes around a tag with a space', () => {
    expect(youtubeTagsLength([])).toBe(0);
    expect(youtubeTagsLength(['abc'])).toBe(3);
    expect(youtubeTagsLength(['a b', 'c'])).toBe(7); // "a b",c
  });

  it('accepts exactly 500 under the quote rule and refuses 501', () => {
    // "new york" is 8 + 2 quotes = 10, a comma 1, and 489 more: 500.
    expect(youtubeTagsIssue(['new york', 'a'.repeat(489)])).toBeUndefined();
    expect(youtubeTagsIssue(['new york', 'a'.repeat(490)])).toEqual({ key: 'youtubeTagsTooLong', params: { count: 501, max: 500 } });
  });

  it('refuses a list that is 500 by plain length but over once the quotes are counted', () => {
    const tags = ['new york', 'a'.repeat(491)];
    expect(tags.join(',').length).toBe(500);
    expect(youtubeTagsIssue(tags)?.params).toEqual({ count: 502, max: 500 });
  });

  it('accepts many short tags up to the edge: 100 tags of four letters are 499 with their commas', () => {
    const tags = Array.from({ length: 100 }, (_, i) => `t${String(i).padStart(3, '0')}`);
    expect(youtubeTagsLength(tags)).toBe(499);
    expect(youtubeTagsIssue(tags)).toBeUndefined();
    expect(youtubeTagsIssue([...tags, 'x'])?.params).toEqual({ count: 501, max: 500 });
  });

  it('splits typed or pasted text on commas, trimming and dropping quotes and empties', () => {
    expect(splitTags('a, b ,  "new york",, c,')).toEqual(['a', 'b', 'new york', 'c']);
    expect(splitTags(' , ')).toEqual([]);
  });
});

describe('allowed values', () => {
  it("offers the spec's values by default", () => {
    expect(allowed.threads.replyControl).toEqual(['everyone', 'accounts_you_follow', 'mentioned_only']);
    expect(allowed.instagram.mediaType).toEqual(['FEED', 'REELS', 'STORIES']);
    expect(allowed.youtube.privacyStatus).toEqual(['public', 'private', 'unlisted']);
    expect(allowed.tiktok.privacyLevel).toEqual(['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY']);
  });

  it('adds the newer values behind switches, together or one network at a time', () => {
    const all = allowedOptionValues({ enableExtendedValues: true });
    expect(all.threads.replyControl).toEqual(['everyone', 'accounts_you_follow', 'mentioned_only', 'parent_post_author_only', 'followers_only']);
    expect(all.tiktok.privacyLevel).toEqual(['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY']);
    const tiktokOnly = allowedOptionValues({ enableExtendedValues: { tiktok: true } });
    expect(tiktokOnly.threads.replyControl).toHaveLength(3);
    expect(tiktokOnly.tiktok.privacyLevel).toContain('FOLLOWER_OF_CREATOR');
  });

  it("narrows TikTok's levels to what every creator allows, never past the switch", () => {
    const narrowed = allowedOptionValues({
      tiktokPrivacyLevels: [['SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR'], undefined, ['FOLLOWER_OF_CREATOR', 'SELF_ONLY']],
    });
    expect(narrowed.tiktok.privacyLevel).toEqual(['SELF_ONLY']);
    expect(allowedOptionValues({ enableExtendedValues: true, tiktokPrivacyLevels: [['FOLLOWER_OF_CREATOR', 'SELF_ONLY']] }).tiktok.privacyLevel).toEqual([
      'FOLLOWER_OF_CREATOR',
      'SELF_ONLY',
    ]);
  });

  it("lists YouTube's assignable standard categories by id", () => {
    expect(YOUTUBE_CATEGORIES.map((c) => c.id)).toEqual(['1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28', '29']);
    expect(YOUTUBE_CATEGORIES.find((c) => c.id === '22')?.name).toBe('People & Blogs');
  });
});

describe('validatePlatformOptions', () => {
  it('is valid with nothing set: every member is optional', () => {
    expect(validatePlatformOptions({}, allowed)).toEqual({ isValid: true, errors: {} });
  });

  it('reports each problem by network and field, and only for the networks asked about', () => {
    const value = {
      threads: { replyControl: 'followers_only' as const },
      youtube: { title: 'x'.repeat(101), categoryId: '999', tags: ['ok'] },
      tiktok: { privacyLevel: 'FOLLOWER_OF_CREATOR' as const, disableDuet: true },
    };
    expect(validatePlatformOptions(value, allowed)).toEqual({
      isValid: false,
      errors: {
        threads: { replyControl: { key: 'optionNotAllowed' } },
        youtube: { title: { key: 'youtubeTitleTooLong', params: { count: 101, max: 100 } }, categoryId: { key: 'optionNotAllowed' } },
        tiktok: { privacyLevel: { key: 'optionNotAllowed' } },
      },
    });
    expect(validatePlatformOptions(value, allowed, ['instagram'])).toEqual({ isValid: true, errors: {} });
    expect(validatePlatformOptions(value, allowedOptionValues({ enableExtendedValues: true }), ['threads', 'tiktok']).isValid).toBe(true);
  });

  it('treats an empty category as none chosen, and a listed one as fine', () => {
    expect(validateNetworkOptions('youtube', { categoryId: '' }, allowed)).toEqual({});
    expect(validateNetworkOptions('youtube', { categoryId: '22', privacyStatus: 'unlisted' }, allowed)).toEqual({});
  });

  it('reports a TikTok post no selected creator can share with a common audience', () => {
    const none = allowedOptionValues({ tiktokPrivacyLevels: [['SELF_ONLY'], ['PUBLIC_TO_EVERYONE']] });
    expect(validateNetworkOptions('tiktok', {}, none)).toEqual({ privacyLevel: { key: 'tiktokNoPrivacyLevel' } });
  });
});

describe('character limits', () => {
  it('knows each network’s limit and unit', () => {
    expect(characterLimit('x')).toEqual({ max: 280, unit: 'characters' });
    expect(characterLimit('threads')?.max).toBe(500);
    expect(characterLimit('bluesky')?.max).toBe(300);
    expect(characterLimit('instagram')?.max).toBe(2200);
    expect(characterLimit('tiktok')?.max).toBe(2200);
    expect(characterLimit('linkedin')?.max).toBe(3000);
    expect(characterLimit('facebook')?.max).toBe(63206);
    expect(characterLimit('pinterest')?.max).toBe(800);
    expect(characterLimit('pinterest', 'title')?.max).toBe(100);
    expect(characterLimit('youtube', 'title')).toEqual({ max: 100, unit: 'characters' });
    expect(characterLimit('youtube', 'description')).toEqual({ max: 5000, unit: 'bytes' });
    expect(characterLimit('youtube')).toBeUndefined();
    expect(characterLimit('vimeo')).toBeUndefined();
  });

  it('counts Bluesky in graphemes: a ZWJ family, a flag and a skin tone are one each', () => {
    expect(countCharacters('bluesky', '👨‍👩‍👧‍👦')).toBe(1);
    expect(countCharacters('bluesky', '🇫🇷👍🏽é')).toBe(3);
    expect(countCharacters('bluesky', '👨‍👩‍👧‍👦'.repeat(300))).toBe(300);
    expect('👨‍👩‍👧‍👦'.repeat(300).length).toBe(3300);
  });

  it('counts X by weight: URLs 23, emoji 2, CJK 2, Latin 1', () => {
    expect(countCharacters('x', 'a'.repeat(280))).toBe(280);
    expect(countCharacters('x', 'see https://example.com/a/very/long/path?with=query')).toBe(4 + 23);
    expect(countCharacters('x', '👨‍👩‍👧‍👦')).toBe(2);
    expect(countCharacters('x', '日本')).toBe(4);
    expect(countCharacters('x', 'café “quoted”')).toBe(13);
  });

  it('counts Threads emoji by their UTF-8 bytes and other characters as one', () => {
    expect(countCharacters('threads', 'é')).toBe(1);
    expect(countCharacters('threads', '😀')).toBe(4);
    expect(countCharacters('threads', 'hi 👍🏽')).toBe(3 + 8);
  });

  it('counts in UTF-16 units where a network documents nothing else, and YouTube descriptions in bytes', () => {
    expect(countCharacters('instagram', 'a😀')).toBe(3);
    expect(countCharacters('youtube', 'é', 'description')).toBe(2);
    expect(countCharacters('youtube', 'é', 'title')).toBe(1);
    expect(countCharacters('someday', 'abc')).toBe(3);
  });
});

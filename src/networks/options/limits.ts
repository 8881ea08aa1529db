import type { NetworkId } from '../../client/types.js';
import { utf8Length, YOUTUBE_LIMITS } from './validate.js';

/**
 * How long a post's text may be on each network, counted the way that network counts. Where a
 * network documents no special rule, UTF-16 code units are counted (JavaScript's `length`): an
 * emoji then counts 2, which can only err on the safe side.
 */

/** A post's text, its title or description (Pinterest, YouTube), or an image's alt text. */
export type CharacterLimitField = 'text' | 'title' | 'description' | 'altText';

export interface CharacterLimit {
  max: number;
  /** What the count is in, for a counter's message. */
  unit: 'characters' | 'bytes';
}

type Counting = 'utf16' | 'graphemes' | 'utf8' | 'x' | 'threads';
type Rule = readonly [max: number, counting: Counting];

// Alt text, where a limit is known (which images take it is in the media rules, `altText`):
// - X: 1,000 ("Must be <= 1000 chars", POST media/metadata/create,
//   https://developer.x.com/en/docs/media/upload-media/api-reference/post-media-metadata-create);
//   how X counts is not said, so UTF-16 units.
// - Bluesky: 2,000 UTF-16 units: its app's MAX_ALT_TEXT, checked against the text's `length`
//   (bluesky-social/social-app, src/lib/constants.ts and ImageAltTextDialog.tsx). The lexicon
//   itself sets no limit.
// - Pinterest: 500 (integrators' documentation,
//   https://www.ayrshare.com/docs/apis/post/social-networks/pinterest: unconfirmed in Pinterest's).
// - LinkedIn: 4,086 (what integrators' code holds it to: unconfirmed in LinkedIn's docs).
// - Threads, Instagram, Facebook: no limit found; none is checked.
const LIMITS: Record<string, Partial<Record<CharacterLimitField, Rule>>> = {
  x: { text: [280, 'x'], altText: [1000, 'utf16'] },
  threads: { text: [500, 'threads'] },
  bluesky: { text: [300, 'graphemes'], altText: [2000, 'utf16'] },
  instagram: { text: [2200, 'utf16'] },
  tiktok: { text: [2200, 'utf16'] },
  linkedin: { text: [3000, 'utf16'], altText: [4086, 'utf16'] },
  facebook: { text: [63206, 'utf16'] },
  // The pin's text is its description.
  pinterest: { text: [800, 'utf16'], description: [800, 'utf16'], title: [100, 'utf16'], altText: [500, 'utf16'] },
  youtube: { title: [YOUTUBE_LIMITS.title, 'utf16'], description: [YOUTUBE_LIMITS.description, 'utf8'] },
};

/** The text's user-perceived characters (an emoji with skin tone or ZWJ sequence is one). */
export function graphemes(text: string): string[] {
  // Intl.Segmenter is in every current browser and Node 16+; code points are the fallback.
  return typeof Intl.Segmenter === 'function' ? Array.from(new Intl.Segmenter().segment(text), (s) => s.segment) : Array.from(text);
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const URL_PATTERN = /https?:\/\/\S+/giu;

/**
 * X's weighted length (twitter-text v3): NFC text, every URL 23, an emoji sequence 2, a code
 * point in the Latin and general-punctuation ranges 1, any other (CJK, for one) 2.
 */
function xLength(text: string): number {
  let urls = 0;
  const rest = text.normalize('NFC').replace(URL_PATTERN, () => (urls++, ''));
  let length = urls * 23;
  for (const grapheme of graphemes(rest)) {
    if (EMOJI.test(grapheme)) length += 2;
    else
      for (const char of grapheme) {
        const code = char.codePointAt(0)!;
        length += code <= 0x10ff || (code >= 0x2000 && code <= 0x200d) || (code >= 0x2010 && code <= 0x201f) || (code >= 0x2032 && code <= 0x2037) ? 1 : 2;
      }
  }
  return length;
}

/** Threads counts characters, except that an emoji counts its UTF-8 bytes. */
const threadsLength = (text: string) =>
  graphemes(text).reduce((sum, grapheme) => sum + (EMOJI.test(grapheme) ? utf8Length(grapheme) : Array.from(grapheme).length), 0);

const counters: Record<Counting, (text: string) => number> = {
  utf16: (text) => text.length,
  graphemes: (text) => graphemes(text).length,
  utf8: utf8Length,
  x: xLength,
  threads: threadsLength,
};

/**
 * The limit of a network's post text, or of its title or description; `undefined` when there is
 * none we know of (an unknown network, YouTube's post text).
 */
export function characterLimit(network: NetworkId, field: CharacterLimitField = 'text'): CharacterLimit | undefined {
  const rule = LIMITS[network]?.[field];
  return rule && { max: rule[0], unit: rule[1] === 'utf8' ? 'bytes' : 'characters' };
}

/** The text's length as the network counts it against `characterLimit`. */
export function countCharacters(network: NetworkId, text: string, field: CharacterLimitField = 'text'): number {
  return counters[LIMITS[network]?.[field]?.[1] ?? 'utf16'](text);
}

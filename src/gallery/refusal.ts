import type { NetworkId } from '../client/types.js';
import { mediaCheckMessages, type MediaCheckMessages } from '../i18n/en/mediaCheck.js';
import { checkMedia } from '../media/check.js';
import { createMediaFactsStore, type MediaFactsReader, type MediaFactsStore } from '../media/store.js';
import type { MediaFacts, MediaFileCheck } from '../media/types.js';
import { describeMediaVerdict } from '../media/describe.js';
import type { MediaRulesTable } from '../networks/media/types.js';
import { getNetwork } from '../networks/catalogue.js';
import { mediaTypeOf } from '../client/fileTypes.js';
import type { MediaGalleryItem } from './items.js';

// A chunk of its own (checker.ts imports it on demand): the rules, the checker, its messages and the
// network names reach only an app whose gallery checks tiles (`networks`, or an uploader's verdicts).

/** The checker's English messages, under the provider's. */
export const messages: MediaCheckMessages = mediaCheckMessages;

/** A tile's verdicts: one per chosen network. */
export type TileVerdicts = MediaFileCheck['networks'];

/** What a gallery checks its tiles against: its `networks` as ids, and the rest as given. */
export interface GalleryCheck {
  networks: readonly NetworkId[];
  postKind?: Readonly<Partial<Record<NetworkId, string>>>;
  rules?: MediaRulesTable;
  read?: MediaFactsReader;
}

let shared: MediaFactsStore | undefined;
const own = new WeakMap<MediaFactsReader, MediaFactsStore>();

/**
 * One facts store per reader, for every gallery on the page: a tile that scrolls out and back (the
 * rows are virtualized) finds its file read already. Facts are kept per File, so an uploader's
 * files are read once whatever asks.
 */
export function factsStore(read?: MediaFactsReader): MediaFactsStore {
  if (!read) return (shared ??= createMediaFactsStore());
  let store = own.get(read);
  if (!store) own.set(read, (store = createMediaFactsStore({ read })));
  return store;
}

/** A record's facts from its own fields: its type (or its name's), bytes, and pixels and seconds when the app gave them. */
export function recordFacts(item: Pick<MediaGalleryItem, 'name' | 'contentType' | 'size' | 'width' | 'height' | 'duration'>): MediaFacts | undefined {
  const type = (item.contentType || mediaTypeOf(item.name) || '').toLowerCase();
  // No type, nothing to check against: no verdict rather than a refusal of an unknown type.
  if (!type) return undefined;
  const read = item.width !== undefined && item.height !== undefined && (!type.startsWith('video/') || item.duration !== undefined);
  return { name: item.name, type, size: item.size ?? 0, status: read ? 'read' : 'unknown', width: item.width, height: item.height, duration: item.duration };
}

/** One file against the gallery's networks. */
export const tileVerdicts = (facts: MediaFacts, check: GalleryCheck): TileVerdicts =>
  checkMedia([facts], check.networks, { postKind: check.postKind, rules: check.rules }).files[0]!.networks;

/** What a tile says when a chosen network refuses its media. */
export interface TileRefusal {
  /** The refusing networks' names as a list in the locale's language: "Instagram and X". */
  networks: string;
  /** Every refusing network's reasons, one sentence (and its remedy) each. */
  reason: string;
}

/**
 * The networks that refuse the media, and why; `undefined` when none does. A `fixable` verdict is
 * no refusal (fitting solves it), nor is an `unknown` one (nothing could be checked).
 */
export function tileRefusal(verdicts: TileVerdicts, m: MediaCheckMessages, locale: string | undefined): TileRefusal | undefined {
  const refusing = Object.values(verdicts).filter((verdict) => verdict?.status === 'refused');
  if (!refusing.length) return undefined;
  return {
    networks: new Intl.ListFormat(locale, { type: 'conjunction' }).format(refusing.map((verdict) => getNetwork(verdict!.network).name)),
    reason: refusing.flatMap((verdict) => describeMediaVerdict(verdict!, m, locale)).join(' '),
  };
}

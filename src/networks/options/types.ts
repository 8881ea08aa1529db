import type { NetworkId } from '../../client/types.js';

/**
 * The options a post can carry per network (docs/service/interface.md, "Post options"), as public
 * camelCase types. Every member is optional: a network applies its own default to what is left
 * out. The wire's snake_case (or camelCase) names are made in one place, `client/postPayload.ts`.
 */

/** `parent_post_author_only` and `followers_only` (Threads, July 2025) are beyond the interface's list: off unless enabled. */
export type ThreadsReplyControl = 'everyone' | 'accounts_you_follow' | 'mentioned_only' | 'parent_post_author_only' | 'followers_only';
export type InstagramMediaType = 'FEED' | 'REELS' | 'STORIES';
export type YouTubePrivacyStatus = 'public' | 'private' | 'unlisted';
/** `FOLLOWER_OF_CREATOR` is beyond the interface's list: off unless enabled. */
export type TikTokPrivacyLevel = 'PUBLIC_TO_EVERYONE' | 'MUTUAL_FOLLOW_FRIENDS' | 'FOLLOWER_OF_CREATOR' | 'SELF_ONLY';

export interface ThreadsOptions {
  replyControl?: ThreadsReplyControl;
}

export interface InstagramOptions {
  mediaType?: InstagramMediaType;
  /** Reels only: also show the Reel in the feed. Left out of the payload for other media types. */
  shareToFeed?: boolean;
}

export interface YouTubeOptions {
  /** At most 100 characters, no `<` or `>`. */
  title?: string;
  /** At most 5000 bytes of UTF-8, no `<` or `>`. */
  description?: string;
  privacyStatus?: YouTubePrivacyStatus;
  /** An id of YouTube's category list, such as `'22'` (People & Blogs). */
  categoryId?: string;
  /** All together at most 500 characters, counted as YouTube counts them (see `youtubeTagsLength`). */
  tags?: string[];
}

export interface TikTokOptions {
  privacyLevel?: TikTokPrivacyLevel;
  disableDuet?: boolean;
  disableStitch?: boolean;
  disableComment?: boolean;
}

export interface NetworkOptionsMap {
  threads: ThreadsOptions;
  instagram: InstagramOptions;
  youtube: YouTubeOptions;
  tiktok: TikTokOptions;
}

/** The networks that have options of their own. */
export type OptionsNetworkId = keyof NetworkOptionsMap;

/** One options object per network, keyed by network id. */
export type PlatformOptions = { [N in OptionsNetworkId]?: NetworkOptionsMap[N] };

/** In catalogue order, the order sections are shown in. */
export const OPTIONS_NETWORKS: readonly OptionsNetworkId[] = ['threads', 'youtube', 'instagram', 'tiktok'];

export const hasPostOptions = (network: NetworkId): network is OptionsNetworkId =>
  (OPTIONS_NETWORKS as readonly string[]).includes(network);

export const THREADS_REPLY_CONTROLS: readonly ThreadsReplyControl[] = ['everyone', 'accounts_you_follow', 'mentioned_only'];
export const THREADS_EXTENDED_REPLY_CONTROLS: readonly ThreadsReplyControl[] = ['parent_post_author_only', 'followers_only'];
export const INSTAGRAM_MEDIA_TYPES: readonly InstagramMediaType[] = ['FEED', 'REELS', 'STORIES'];
export const YOUTUBE_PRIVACY_STATUSES: readonly YouTubePrivacyStatus[] = ['public', 'private', 'unlisted'];
/** In the order TikTok shows them: widest audience first; `FOLLOWER_OF_CREATOR` is the extended one. */
export const TIKTOK_PRIVACY_LEVELS: readonly TikTokPrivacyLevel[] = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
export const TIKTOK_EXTENDED_PRIVACY_LEVELS: readonly TikTokPrivacyLevel[] = ['FOLLOWER_OF_CREATOR'];

export interface YouTubeCategory {
  id: string;
  name: string;
}

/**
 * YouTube's standard categories that an upload may be assigned to (videoCategories with
 * `assignable: true`), with YouTube's English names. An app can pass names localized by
 * YouTube's own `videoCategories.list?hl=` instead.
 */
export const YOUTUBE_CATEGORIES: readonly YouTubeCategory[] = Object.entries({
  1: 'Film & Animation',
  2: 'Autos & Vehicles',
  10: 'Music',
  15: 'Pets & Animals',
  17: 'Sports',
  19: 'Travel & Events',
  20: 'Gaming',
  22: 'People & Blogs',
  23: 'Comedy',
  24: 'Entertainment',
  25: 'News & Politics',
  26: 'Howto & Style',
  27: 'Education',
  28: 'Science & Technology',
  29: 'Nonprofits & Activism',
}).map(([id, name]) => ({ id, name }));

/** Switches for the values the networks accept beyond the interface (docs/service/networks.md, "Option values beyond the interface"). `true` turns on both. */
export type ExtendedValueSwitches = boolean | { threads?: boolean; tiktok?: boolean };

export interface AllowedOptionValues {
  threads: { replyControl: readonly ThreadsReplyControl[] };
  instagram: { mediaType: readonly InstagramMediaType[] };
  youtube: { privacyStatus: readonly YouTubePrivacyStatus[]; categories: readonly YouTubeCategory[] };
  tiktok: { privacyLevel: readonly TikTokPrivacyLevel[] };
}

export interface AllowedOptionValuesParams {
  enableExtendedValues?: ExtendedValueSwitches;
  /**
   * Narrowings of TikTok's privacy levels, one per creator account (TikTok's `creator_info`
   * answers which a creator may use). One options object serves every TikTok account of the
   * post, so what remains is what they all allow.
   */
  tiktokPrivacyLevels?: readonly (readonly TikTokPrivacyLevel[] | undefined)[];
  youtubeCategories?: readonly YouTubeCategory[];
}

const isOn = (switches: ExtendedValueSwitches | undefined, network: 'threads' | 'tiktok') =>
  typeof switches === 'object' ? !!switches[network] : !!switches;

/** The values each option may take, given the app's switches and the accounts' narrowings. */
export function allowedOptionValues({ enableExtendedValues, tiktokPrivacyLevels = [], youtubeCategories }: AllowedOptionValuesParams = {}): AllowedOptionValues {
  const tiktok = isOn(enableExtendedValues, 'tiktok');
  return {
    threads: {
      replyControl: isOn(enableExtendedValues, 'threads') ? [...THREADS_REPLY_CONTROLS, ...THREADS_EXTENDED_REPLY_CONTROLS] : THREADS_REPLY_CONTROLS,
    },
    instagram: { mediaType: INSTAGRAM_MEDIA_TYPES },
    youtube: { privacyStatus: YOUTUBE_PRIVACY_STATUSES, categories: youtubeCategories ?? YOUTUBE_CATEGORIES },
    tiktok: {
      privacyLevel: TIKTOK_PRIVACY_LEVELS.filter(
        (level) => (tiktok || !TIKTOK_EXTENDED_PRIVACY_LEVELS.includes(level)) && tiktokPrivacyLevels.every((narrowing) => !narrowing || narrowing.includes(level)),
      ),
    },
  };
}

import type { NetworkId } from '../../client/types.js';

/**
 * What a network accepts in a post's media, as data: no React, no DOM, callable on a server.
 * Every limit is optional: a limit left out is one the network does not have (or that we could
 * not confirm, and say so beside the table entry).
 */

/**
 * How a network sees a file. `animation` is an animated GIF (or WebP, or APNG) for a network that
 * treats those apart from still images (X: one GIF, alone, up to 15 MB); where a post kind has no
 * `animation` rule, an animated file is judged by its `image` rule.
 */
export type MediaFileKind = 'image' | 'animation' | 'video';

/** A ratio as width and height, kept as written so it reads back the same: `[4, 5]`, `[1.91, 1]`. */
export type AspectRatio = readonly [width: number, height: number];

export interface MediaFileRule {
  /** MIME types the network accepts for this kind, lower case (`image/jpeg`). */
  types: readonly string[];
  /** Largest file, in bytes. */
  maxBytes?: number;
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  /** Largest width × height. */
  maxPixels?: number;
  /** Narrowest (tallest) ratio allowed, width:height: `[4, 5]`. Edges pass. */
  minAspect?: AspectRatio;
  /** Widest ratio allowed: `[1.91, 1]`. Edges pass. */
  maxAspect?: AspectRatio;
  /** Shortest video, in seconds. */
  minDuration?: number;
  /** Longest video, in seconds. */
  maxDuration?: number;
  /** Most frames of an animation (LinkedIn: 250). */
  maxFrames?: number;
  /**
   * Video codecs taken, as mediabunny names them (`avc` for H.264, `hevc`, `vp9`…). Checked
   * against what the container says, without decoding.
   */
  videoCodecs?: readonly string[];
  /** Audio codecs taken (`aac`, `opus`, `mp3`); a video without sound passes. */
  audioCodecs?: readonly string[];
  /** Frames per second. */
  minFrameRate?: number;
  maxFrameRate?: number;
  /** The picture stream's bits per second, averaged over the file. */
  maxBitRate?: number;
  /**
   * AAC profiles taken (`LC`): an AAC sound whose container names another (`HE-AAC`, `HE-AAC v2`)
   * is refused. One whose profile the container does not name passes.
   */
  aacProfiles?: readonly string[];
  /** Audio samples per second (48000). */
  maxSampleRate?: number;
  /** Audio channels (2: mono or stereo). */
  maxChannels?: number;
  /** `false`: HDR video (a PQ or HLG transfer) is refused. */
  hdr?: boolean;
  /** `true`: an MP4 or MOV must have its index (`moov`) before its data. */
  fastStart?: boolean;
  /**
   * The network shows alt text written for these files to people who cannot see them (`checkAltText`;
   * its limit is `characterLimit(network, 'altText')`).
   */
  altText?: boolean;
}

export interface PostMediaRule {
  /** Most files in one post, all kinds together. */
  maxFiles: number;
  /** Most files of one kind in one post (X: one GIF, one video). */
  maxPerKind?: Partial<Record<MediaFileKind, number>>;
  /** `none`: one kind of file per post (images, or one video); `any`: a carousel may mix them. */
  mixing: 'any' | 'none';
}

/** One way of posting on a network (Instagram: feed, Reels, Stories). A kind of file left out is not accepted. */
export interface PostKindMediaRules {
  image?: MediaFileRule;
  animation?: MediaFileRule;
  video?: MediaFileRule;
  post: PostMediaRule;
}

export interface NetworkMediaRules {
  /**
   * The network's post kinds by id. Instagram's are its `media_type` values (`FEED`, `REELS`,
   * `STORIES`); a network with one way of posting has `POST`.
   */
  postKinds: Readonly<Record<string, PostKindMediaRules>>;
  /** The post kind a post gets when none is chosen. */
  defaultPostKind: string;
}

/** Rules by network id. */
export type MediaRulesTable = Readonly<Partial<Record<NetworkId, NetworkMediaRules>>>;

/** Any level of a rule, optional, for `extendMediaRules`; `null` removes a limit. */
export type MediaRuleOverride<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object | undefined ? MediaRuleOverride<NonNullable<T[K]>> | null : T[K] | null;
};

/** Changes to the table: a changed limit, a new post kind, or a whole new network. */
export type MediaRulesOverrides = Readonly<Partial<Record<NetworkId, MediaRuleOverride<NetworkMediaRules> | null>>>;

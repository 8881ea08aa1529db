import type { NetworkId } from './types.js';

/**
 * The post-creation body, made in this one place. The interface names the option members in
 * snake_case; the service's own client sends camelCase. Which one the service wants is open, so
 * `casing` switches every member at once, snake by default (docs/service/interface.md,
 * "Post options").
 *
 * Nothing here sends: the interface does not specify the post endpoint, so the app posts the
 * body through its own backend.
 */

export type WireCasing = 'snake' | 'camel';

export interface WireOptionsConfig {
  /** `'snake'` (the interface's names, the default) or `'camel'` (the service's own client). */
  casing?: WireCasing;
}

/**
 * One file of the post, as the post carries it: a confirmed upload's media id, then what the user
 * said of it. `useUpload`'s `media` (and `onMediaChange`) give them in the order the user set.
 */
export interface PostMedia {
  /** The service's media id. */
  id: string;
  /** The alt text, trimmed; left out when there is none. */
  alt?: string;
  /** A video's cover frame, as the user picked it; left out when none was picked (each network then uses its own default). */
  cover?: VideoCover;
}

/** A video's cover: the frame shown before it plays. */
export interface VideoCover {
  /** Where the frame is, in milliseconds from the video's start. */
  timeMs: number;
  /**
   * The frame drawn as a JPEG and uploaded as media of its own, for the networks that take a cover
   * only as an image (YouTube, Facebook): its media id. Set by MediaUploader's cover picker once
   * the service confirmed it, when the upload's networks include one of those.
   */
  imageId?: string;
}

export interface PostPayloadInput extends WireOptionsConfig {
  content: string;
  /** The ids of the accounts to post to. */
  accounts: readonly string[];
  /**
   * The post's media in order: `useUpload`'s `media` (ids with their alt text), or media ids
   * (a gallery's selection).
   */
  media?: readonly (PostMedia | string)[];
  /** One options object per network id, such as the value of `PlatformOptionsPanel`. */
  options?: Readonly<Record<string, object | undefined>>;
  /**
   * The networks of the selected accounts: only their options are sent, so options kept for a
   * network the user deselected do not travel. All of `options` when left out.
   */
  networks?: readonly NetworkId[];
  /** The parts of a thread, in order; sent only when there are some. */
  containers?: readonly (string | { content: string })[];
}

/** A file of the post on the wire: `id`, and `alt_text` (`altText` in camelCase) when it has one. */
export interface WirePostMedia {
  id: string;
  alt_text?: string;
  altText?: string;
}

export interface PostPayload {
  content: string;
  accounts: string[];
  containers?: { content: string }[];
  media?: WirePostMedia[];
  /** The per-network option objects, keyed by network id. */
  [network: string]: unknown;
}

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && !value.length);

/**
 * One network's options as the wire has them. Empty members (`undefined`, `null`, `''`, `[]`)
 * are left out; `false` is kept, since it says something.
 */
export function toWireOptions(network: NetworkId, options: object | undefined, { casing = 'snake' }: WireOptionsConfig = {}): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options ?? {})) {
    // Instagram's members for a Reel alone, in this one place: share_to_feed (the panel hides it for
    // other media types), and a cover's thumb_offset, a Reel's too where a video posted without a
    // media type posts as one (Stories and carousels take no cover).
    const { mediaType } = options as { mediaType?: string };
    if (network === 'instagram' && mediaType !== 'REELS' && (key === 'shareToFeed' || (key === 'thumbOffset' && mediaType))) continue;
    if (!isEmpty(value)) wire[casing === 'snake' ? snakeKey(key) : key] = value;
  }
  return wire;
}

/** One file of the post as the wire names it (the alt text's member follows `casing`). */
function toWireMedia(media: PostMedia | string, casing: WireCasing): WirePostMedia {
  const { id, alt } = typeof media === 'string' ? { id: media } : media;
  return alt ? { id, [casing === 'snake' ? 'alt_text' : 'altText']: alt } : { id };
}

/**
 * Each network's cover option (docs/post-options.md, "Video covers"). As a time, in its unit:
 * Instagram's `thumb_offset` and TikTok's `video_cover_timestamp_ms` are milliseconds,
 * Pinterest's `cover_image_key_frame_time` whole seconds. As an image, the uploaded frame's media
 * id under the network's own word for it: YouTube's thumbnail, Facebook's `thumb`.
 */
const COVER_OPTIONS: Readonly<Record<string, (cover: VideoCover) => object>> = {
  // For a Reel alone: toWireOptions drops it for Instagram's other media types.
  instagram: ({ timeMs }) => ({ thumbOffset: timeMs }),
  tiktok: ({ timeMs }) => ({ videoCoverTimestampMs: timeMs }),
  // Rounded down: a second past the last frame would give Pinterest's last frame instead.
  pinterest: ({ timeMs }) => ({ coverImageKeyFrameTime: Math.floor(timeMs / 1000) }),
  youtube: ({ imageId }) => ({ thumbnailMediaId: imageId }),
  facebook: ({ imageId }) => ({ thumbMediaId: imageId }),
};

/**
 * The body that creates a post: `content`, `accounts`, `containers`, `media` (in order), then one
 * object per network. A video's cover in `media` becomes each network's cover option, under what
 * `options` says.
 */
export function buildPostPayload({ content, accounts, media, options = {}, networks, containers, casing = 'snake' }: PostPayloadInput): PostPayload {
  const payload: PostPayload = { content, accounts: [...accounts] };
  if (containers?.length) payload.containers = containers.map((part) => ({ content: typeof part === 'string' ? part : part.content }));
  if (media?.length) payload.media = media.map((file) => toWireMedia(file, casing));
  // One cover per post: the networks that take one take one video.
  const cover = media?.find((file): file is PostMedia => typeof file !== 'string' && file.cover !== undefined)?.cover;
  for (const network of new Set([...Object.keys(options), ...(networks ?? [])])) {
    const chosen = options[network] ?? {};
    const value = { ...(cover && COVER_OPTIONS[network]?.(cover)), ...chosen };
    const wire = toWireOptions(network, value, { casing });
    if (Object.keys(wire).length && !(network in payload) && (!networks || networks.includes(network))) payload[network] = wire;
  }
  return payload;
}

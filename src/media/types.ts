import type { NetworkId } from '../client/types.js';
import type { AspectRatio, MediaFileKind } from '../networks/media/types.js';

/**
 * What is known of one file, as a network will see it. Read in the browser by `readMediaFacts`,
 * or made by hand on a server from stored metadata: plain data either way.
 */
export interface MediaFacts {
  name: string;
  /** MIME type, lower case; empty when unknown. */
  type: string;
  /** Bytes. */
  size: number;
  /**
   * `read`: the browser decoded it and the numbers below are known. `unknown`: it could not
   * (HEIC in Chrome, a broken file, a codec it lacks): whatever needs the numbers is unknown, never
   * a pass. `pending`: not read yet.
   */
  status: 'read' | 'unknown' | 'pending';
  /** Pixels across as shown, EXIF rotation applied (a portrait phone photo is narrower than tall). */
  width?: number;
  height?: number;
  /** The EXIF orientation tag (1–8) of a JPEG, when it has one; `width` and `height` already account for it. */
  orientation?: number;
  /** An animated GIF, WebP or PNG. */
  animated?: boolean;
  /** Frames of an animation (counted for GIF). */
  frames?: number;
  /** Seconds, for a video. */
  duration?: number;
  /**
   * A video's picture stream, read from its container (MP4, MOV, WebM, Matroska) without decoding
   * it. Absent where the container was not read (facts made by hand, another container): the
   * checks that need it are then left to the network.
   */
  video?: VideoStreamFacts;
  /** A video's sound, from the container; absent when it has none (or `video` is absent). */
  audio?: AudioStreamFacts;
  /** MP4 and MOV: whether the index (`moov`) comes before the data, so the file plays while it downloads. */
  fastStart?: boolean;
}

export interface VideoStreamFacts {
  /** `avc` (H.264), `hevc`, `vp8`, `vp9`, `av1`, `prores`; empty when the container names one mediabunny does not know. */
  codec: string;
  /** The RFC 6381 codec string: `avc1.640028`. */
  codecString?: string;
  /** H.264's or HEVC's profile: "High", "Main 10". */
  profile?: string;
  /** Frames per second, from the frames' timestamps (29.97, 60); absent for a video of one frame. */
  frameRate?: number;
  /**
   * The picture stream's bits per second, averaged over the whole file: MP4 and MOV only (a WebM
   * would have to be read whole for it).
   */
  bitRate?: number;
  /** High dynamic range: a PQ or HLG transfer with wide-gamut primaries. */
  hdr: boolean;
  /** The colour transfer (`bt709`, `pq`, `hlg`), when the file says. */
  transfer?: string;
  /** Degrees clockwise the frames are turned when shown; `width` and `height` already account for it. */
  rotation: number;
}

export interface AudioStreamFacts {
  /** `aac`, `opus`, `mp3`, `pcm-s16`…; empty when unknown. */
  codec: string;
  /** The RFC 6381 codec string: `mp4a.40.2`. */
  codecString?: string;
  /** AAC's profile, where the container names it: "LC", "HE-AAC", "HE-AAC v2". */
  profile?: string;
  /** Samples per second (48000). */
  sampleRate: number;
  channels: number;
}

/** Worst last: a post's status is the worst of its files'. */
export type MediaVerdictStatus = 'ok' | 'fixable' | 'pending' | 'unknown' | 'refused';

/**
 * Why a file does not fit, with the numbers to say it. `fixable` reasons are those that scaling
 * down and re-encoding a still image can solve (bytes, pixels, a type the network takes as
 * JPEG or WebP), and, with `fitVideos`, those fitting a video solves (length, size, frame rate,
 * bytes, codecs, sound, the index's place).
 */
export type MediaFileReason =
  | { code: 'type'; type: string; accepted: readonly string[]; fixable: boolean }
  | { code: 'kind'; kind: MediaFileKind; fixable: false }
  | { code: 'too-large'; bytes: number; maxBytes: number; fixable: boolean }
  | { code: 'too-wide'; width: number; maxWidth: number; fixable: boolean }
  | { code: 'too-tall'; height: number; maxHeight: number; fixable: boolean }
  | { code: 'too-many-pixels'; width: number; height: number; maxPixels: number; fixable: boolean }
  | { code: 'too-small'; width: number; height: number; minWidth: number; minHeight: number; fixable: false }
  | { code: 'aspect-too-tall'; width: number; height: number; limit: AspectRatio; fixable: false }
  | { code: 'aspect-too-wide'; width: number; height: number; limit: AspectRatio; fixable: false }
  | { code: 'too-short'; duration: number; minDuration: number; fixable: false }
  | { code: 'too-long'; duration: number; maxDuration: number; fixable: boolean }
  | { code: 'too-many-frames'; frames: number; maxFrames: number; fixable: false }
  | { code: 'video-codec'; codec: string; accepted: readonly string[]; fixable: boolean }
  | { code: 'audio-codec'; codec: string; accepted: readonly string[]; fixable: boolean }
  /** An AAC sound of a profile the network does not take (`HE-AAC` where it takes `LC`). */
  | { code: 'audio-profile'; profile: string; accepted: readonly string[]; fixable: boolean }
  | { code: 'frame-rate-high'; frameRate: number; maxFrameRate: number; fixable: boolean }
  | { code: 'frame-rate-low'; frameRate: number; minFrameRate: number; fixable: false }
  | { code: 'bit-rate'; bitRate: number; maxBitRate: number; fixable: boolean }
  | { code: 'sample-rate'; sampleRate: number; maxSampleRate: number; fixable: boolean }
  | { code: 'audio-channels'; channels: number; maxChannels: number; fixable: boolean }
  /** An HDR video for a network that takes standard dynamic range only. */
  | { code: 'hdr'; transfer: string; fixable: false }
  /** An MP4 or MOV whose index comes after its data, for a network that needs it first. */
  | { code: 'not-fast-start'; fixable: boolean }
  /** The browser could not read it, so the limits that need its numbers cannot be checked. */
  | { code: 'unreadable'; fixable: false }
  /** Not read yet. */
  | { code: 'pending'; fixable: false }
  /** No rules for this network: nothing can be checked. */
  | { code: 'no-rules'; fixable: false };

export type MediaFileReasonCode = MediaFileReason['code'];

/** Why a post as a whole does not fit one network. */
export type MediaPostReason =
  /** More files than the network takes in one post, of one kind (`kind`) or in all. */
  | { code: 'too-many'; kind?: MediaFileKind; count: number; max: number }
  /** The network takes one kind of file per post, and these are mixed. */
  | { code: 'mixed'; kinds: readonly MediaFileKind[] };

export type MediaPostReasonCode = MediaPostReason['code'];

/** One file against one network. */
export interface MediaFileVerdict {
  network: NetworkId;
  /** The post kind checked (the network's default when none was chosen). */
  postKind: string;
  status: MediaVerdictStatus;
  /** The kind of file the network sees; `undefined` when the type says neither image nor video. */
  kind: MediaFileKind | undefined;
  /** Empty when `ok`. */
  reasons: readonly MediaFileReason[];
  /** Other post kinds of the network that would take the file (ok or fixable): "Post it as a Reel". */
  alternatives: readonly string[];
}

/** The whole post against one network. */
export interface MediaPostVerdict {
  network: NetworkId;
  postKind: string;
  /** The worst of the files' statuses and of the post's own reasons. */
  status: MediaVerdictStatus;
  /** The post's own reasons (counts, mixing); the files' are on each file. */
  reasons: readonly MediaPostReason[];
}

export interface MediaFileCheck {
  facts: MediaFacts;
  /** The worst over the networks. */
  status: MediaVerdictStatus;
  /** By network, in the order the networks were given. */
  networks: Readonly<Partial<Record<NetworkId, MediaFileVerdict>>>;
}

export interface MediaCheckResult {
  /** One per file, in the order given. */
  files: readonly MediaFileCheck[];
  /** The post as a whole, by network. */
  post: Readonly<Partial<Record<NetworkId, MediaPostVerdict>>>;
  /** The worst of everything. */
  status: MediaVerdictStatus;
}

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
}

/** Worst last: a post's status is the worst of its files'. */
export type MediaVerdictStatus = 'ok' | 'fixable' | 'pending' | 'unknown' | 'refused';

/**
 * Why a file does not fit, with the numbers to say it. `fixable` reasons are those that scaling
 * down and re-encoding a still image can solve (bytes, pixels, a type the network takes as
 * JPEG or WebP).
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
  | { code: 'too-long'; duration: number; maxDuration: number; fixable: false }
  | { code: 'too-many-frames'; frames: number; maxFrames: number; fixable: false }
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

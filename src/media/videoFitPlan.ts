import { getPostKindRules } from '../networks/media/merge.js';
import type { MediaFileRule } from '../networks/media/types.js';
import { checkMedia, type CheckMediaOptions, type MediaCheckTarget } from './check.js';
import type { MediaFacts } from './types.js';

/**
 * What a fitted video must meet to go to every chosen network: the strictest of their video rules.
 * Plain data, so it can be made on a server, stored, or passed to a worker. The fitted file is an
 * MP4 whose index comes first.
 */
export interface VideoFitTarget {
  /** Longest, in seconds: a longer video is trimmed (to its start, or the range asked). */
  maxDuration?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Largest width × height. */
  maxPixels?: number;
  maxFrameRate?: number;
  /** Largest file, in bytes: the picture's bit rate is chosen to land under it. */
  maxBytes?: number;
  /** Largest bit rate of the whole file, in bits per second. */
  maxBitRate?: number;
  /** The video codecs every chosen network takes (`avc`, `hevc`, `vp9`, `av1`); another is re-encoded to one of them. */
  videoCodecs?: readonly string[];
  /** The sound codecs every chosen network takes (`aac`, `opus`); another must be re-encoded, which needs the browser's encoder. */
  audioCodecs?: readonly string[];
  /** AAC profiles every chosen network takes (`LC`). */
  aacProfiles?: readonly string[];
  maxChannels?: number;
  maxSampleRate?: number;
}

/** Why a video cannot be fitted, as data. */
export type VideoFitRefusal =
  /** An image, or not media at all. */
  | { code: 'not-video' }
  /** Its facts are not read yet, or its container could not be read. */
  | { code: 'unknown'; network?: string }
  /** A network refuses it for a reason fitting cannot solve (too short, a ratio, HDR): see its verdict. */
  | { code: 'refused'; network: string }
  /** No network takes an MP4, or their codecs have none in common. */
  | { code: 'no-common-type' };

export type VideoFitPlan = { status: 'ok' } | { status: 'fit'; target: VideoFitTarget } | { status: 'cannot'; reason: VideoFitRefusal };

const least = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length ? Math.min(...known) : undefined;
};

/** The entries every rule that names some allows; `undefined` when none names any. */
const common = (lists: readonly (readonly string[] | undefined)[]): readonly string[] | undefined => {
  const named = lists.filter((list): list is readonly string[] => list !== undefined);
  return named.length ? named.reduce((kept, list) => kept.filter((entry) => list.includes(entry))) : undefined;
};

/** The strictest of several networks' video rules, as a fitting target; `undefined` when they share no MP4 or no codec. */
export function videoFitTarget(rules: readonly MediaFileRule[]): VideoFitTarget | undefined {
  if (!rules.every((rule) => rule.types.includes('video/mp4'))) return undefined;
  const target: VideoFitTarget = {};
  const limits = ['maxDuration', 'maxWidth', 'maxHeight', 'maxPixels', 'maxFrameRate', 'maxBytes', 'maxBitRate', 'maxChannels', 'maxSampleRate'] as const;
  for (const limit of limits) {
    const value = least(rules.map((rule) => rule[limit]));
    if (value !== undefined) target[limit] = value;
  }
  const lists = ['videoCodecs', 'audioCodecs', 'aacProfiles'] as const;
  for (const list of lists) {
    const value = common(rules.map((rule) => rule[list]));
    if (value?.length === 0) return undefined;
    if (value) target[list] = value;
  }
  return target;
}

/**
 * Plans the fitting of one video for the chosen networks (and post kinds), from its facts: whether
 * it goes as it is, the target that makes it go everywhere, or why fitting cannot help. Pure and
 * server-safe, from the same verdicts as `checkMedia`: a video whose every reason is one fitting
 * changes (length, size, frame rate, bytes, codecs, sound) gets a target. Whether this browser can
 * decode the video and encode what the target asks is known only when it is fitted (`fitVideo`).
 */
export function planVideoFit(facts: MediaFacts, networks: Iterable<MediaCheckTarget>, options: CheckMediaOptions = {}): VideoFitPlan {
  if (!facts.type.startsWith('video/')) return { status: 'cannot', reason: { code: 'not-video' } };
  if (facts.status !== 'read' || !facts.video) return { status: 'cannot', reason: { code: 'unknown' } };
  // Checked as fitting would see it: what fitting changes is `fixable` (check.ts, canFitVideo).
  const { files } = checkMedia([facts], networks, { ...options, fitVideos: true });
  const verdicts = Object.values(files[0]!.networks).filter((verdict) => verdict !== undefined);
  if (verdicts.every((verdict) => verdict.status === 'ok')) return { status: 'ok' };
  for (const verdict of verdicts) {
    if (verdict.status === 'unknown' || verdict.status === 'pending') return { status: 'cannot', reason: { code: 'unknown', network: verdict.network } };
    if (verdict.kind !== 'video' || verdict.status === 'refused') return { status: 'cannot', reason: { code: 'refused', network: verdict.network } };
  }
  const rules = verdicts.map((verdict) => getPostKindRules(verdict.network, verdict.postKind, options.rules)!.rules.video!);
  const target = videoFitTarget(rules);
  return target ? { status: 'fit', target } : { status: 'cannot', reason: { code: 'no-common-type' } };
}

import type { NetworkId } from '../client/types.js';
import { getMediaRules, getPostKindRules } from '../networks/media/merge.js';
import type { AspectRatio, MediaFileKind, MediaFileRule, MediaRulesTable, PostKindMediaRules } from '../networks/media/types.js';
import type {
  MediaCheckResult,
  MediaFacts,
  MediaFileCheck,
  MediaFileReason,
  MediaFileVerdict,
  MediaPostReason,
  MediaPostVerdict,
  MediaVerdictStatus,
} from './types.js';

export interface CheckMediaOptions {
  /** The post kind per network (`{ instagram: 'REELS' }`); a network left out gets its default. */
  postKind?: Readonly<Partial<Record<NetworkId, string>>>;
  /** The rules to check against: `MEDIA_RULES`, or an app's `extendMediaRules(...)`. */
  rules?: MediaRulesTable;
  /**
   * Videos are fitted in the browser (`fitVideo`): what fitting changes (length, size, frame rate,
   * bytes, codecs, sound, the index's place) is `fixable`, not `refused`, for a network that takes MP4.
   */
  fitVideos?: boolean;
}

import { networkIds, type MediaCheckTarget } from './targets.js';

export type { MediaCheckTarget };

const SEVERITY: Record<MediaVerdictStatus, number> = { ok: 0, fixable: 1, pending: 2, unknown: 3, refused: 4 };

/** The worse of two statuses. */
export const worseStatus = (a: MediaVerdictStatus, b: MediaVerdictStatus): MediaVerdictStatus => (SEVERITY[b] > SEVERITY[a] ? b : a);

/** What a reason makes of a file's status. */
function reasonStatus(reason: MediaFileReason): MediaVerdictStatus {
  if (reason.fixable) return 'fixable';
  if (reason.code === 'pending') return 'pending';
  if (reason.code === 'unreadable' || reason.code === 'no-rules') return 'unknown';
  return 'refused';
}

const statusOf = (reasons: readonly MediaFileReason[]) => reasons.reduce<MediaVerdictStatus>((status, reason) => worseStatus(status, reasonStatus(reason)), 'ok');

/** The kind a post kind sees a file as; `undefined` when its type says neither image nor video. */
function kindOf(facts: MediaFacts, rules: PostKindMediaRules): MediaFileKind | undefined {
  if (facts.type.startsWith('video/')) return 'video';
  if (!facts.type.startsWith('image/')) return undefined;
  return facts.animated && rules.animation ? 'animation' : 'image';
}

/** Compares width:height with a ratio without floating-point drift at the edges (4:5 passes at 1080 × 1350). */
function compareAspect(width: number, height: number, [w, h]: AspectRatio): number {
  const difference = width * h - w * height;
  return Math.abs(difference) <= 1e-9 * Math.max(width * h, w * height) ? 0 : Math.sign(difference);
}

/**
 * Whether fitting (scaling down, re-encoding as JPEG or WebP) can make this file fit: a still
 * image the browser could decode, for a network that takes one of those formats.
 */
const canFit = (facts: MediaFacts, kind: MediaFileKind, rule: MediaFileRule) =>
  kind === 'image' && !facts.animated && facts.status === 'read' && rule.types.some((type) => type === 'image/jpeg' || type === 'image/webp');

/**
 * Whether fitting a video (`fitVideo`: trimmed, scaled, re-encoded, written as an MP4) can make it
 * fit: one whose container was read, for a network that takes MP4, when the app fits videos.
 */
const canFitVideo = (facts: MediaFacts, kind: MediaFileKind, rule: MediaFileRule, fitVideos: boolean) =>
  fitVideos && kind === 'video' && facts.status === 'read' && facts.video !== undefined && rule.types.includes('video/mp4');

/** One file against one post kind's rules: the reasons it does not fit, empty when it does. */
function fileReasons(facts: MediaFacts, rules: PostKindMediaRules, fitVideos = false): { kind: MediaFileKind | undefined; reasons: MediaFileReason[] } {
  const kind = kindOf(facts, rules);
  const accepted = [...new Set([rules.image, rules.animation, rules.video].flatMap((rule) => rule?.types ?? []))];
  if (!kind) return { kind, reasons: [{ code: 'type', type: facts.type, accepted, fixable: false }] };
  const rule = rules[kind];
  if (!rule) return { kind, reasons: [{ code: 'kind', kind, fixable: false }] };

  const fits = canFit(facts, kind, rule) || canFitVideo(facts, kind, rule, fitVideos);
  const reasons: MediaFileReason[] = [];
  if (!rule.types.includes(facts.type)) reasons.push({ code: 'type', type: facts.type, accepted: rule.types, fixable: fits });
  if (rule.maxBytes !== undefined && facts.size > rule.maxBytes) reasons.push({ code: 'too-large', bytes: facts.size, maxBytes: rule.maxBytes, fixable: fits });

  if (facts.status !== 'read') {
    // Everything else needs the file's numbers: unknown (or not yet known), never a pass.
    reasons.push({ code: facts.status === 'pending' ? 'pending' : 'unreadable', fixable: false });
    return { kind, reasons };
  }

  const { width, height, duration, frames } = facts;
  if (width === undefined || height === undefined || (kind === 'video' && duration === undefined)) {
    reasons.push({ code: 'unreadable', fixable: false });
    return { kind, reasons };
  }
  const minWidth = rule.minWidth ?? 0;
  const minHeight = rule.minHeight ?? 0;
  if (width < minWidth || height < minHeight) reasons.push({ code: 'too-small', width, height, minWidth, minHeight, fixable: false });
  if (rule.maxWidth !== undefined && width > rule.maxWidth) reasons.push({ code: 'too-wide', width, maxWidth: rule.maxWidth, fixable: fits });
  if (rule.maxHeight !== undefined && height > rule.maxHeight) reasons.push({ code: 'too-tall', height, maxHeight: rule.maxHeight, fixable: fits });
  if (rule.maxPixels !== undefined && width * height > rule.maxPixels) reasons.push({ code: 'too-many-pixels', width, height, maxPixels: rule.maxPixels, fixable: fits });
  if (rule.minAspect && compareAspect(width, height, rule.minAspect) < 0) reasons.push({ code: 'aspect-too-tall', width, height, limit: rule.minAspect, fixable: false });
  if (rule.maxAspect && compareAspect(width, height, rule.maxAspect) > 0) reasons.push({ code: 'aspect-too-wide', width, height, limit: rule.maxAspect, fixable: false });
  if (kind === 'video' && duration !== undefined) {
    if (rule.minDuration !== undefined && duration < rule.minDuration) reasons.push({ code: 'too-short', duration, minDuration: rule.minDuration, fixable: false });
    if (rule.maxDuration !== undefined && duration > rule.maxDuration) reasons.push({ code: 'too-long', duration, maxDuration: rule.maxDuration, fixable: fits });
  }
  if (rule.maxFrames !== undefined && frames !== undefined && frames > rule.maxFrames) reasons.push({ code: 'too-many-frames', frames, maxFrames: rule.maxFrames, fixable: false });
  if (kind === 'video') reasons.push(...streamReasons(facts, rule, fits));
  return { kind, reasons };
}

/**
 * A video's streams against a rule: codecs, frame rate, bit rate, sound, HDR, the index's place.
 * Only what the container was read for: facts without `video` (made by hand, a container the
 * reader does not know) leave these to the network.
 */
function streamReasons({ video, audio, fastStart }: MediaFacts, rule: MediaFileRule, fits: boolean): MediaFileReason[] {
  if (!video) return [];
  const reasons: MediaFileReason[] = [];
  const { codec, frameRate, bitRate, hdr, transfer } = video;
  if (rule.videoCodecs && !rule.videoCodecs.includes(codec)) reasons.push({ code: 'video-codec', codec, accepted: rule.videoCodecs, fixable: fits });
  // Within 0.1%: "24 fps" footage runs at 24000/1001 (23.976), and networks that say 24 take it.
  if (frameRate !== undefined && rule.maxFrameRate !== undefined && frameRate > rule.maxFrameRate * 1.001)
    reasons.push({ code: 'frame-rate-high', frameRate, maxFrameRate: rule.maxFrameRate, fixable: fits });
  if (frameRate !== undefined && rule.minFrameRate !== undefined && frameRate < rule.minFrameRate * 0.999)
    reasons.push({ code: 'frame-rate-low', frameRate, minFrameRate: rule.minFrameRate, fixable: false });
  if (bitRate !== undefined && rule.maxBitRate !== undefined && bitRate > rule.maxBitRate) reasons.push({ code: 'bit-rate', bitRate, maxBitRate: rule.maxBitRate, fixable: fits });
  if (rule.hdr === false && hdr) reasons.push({ code: 'hdr', transfer: transfer ?? '', fixable: false });
  if (audio && rule.audioCodecs && !rule.audioCodecs.includes(audio.codec)) reasons.push({ code: 'audio-codec', codec: audio.codec, accepted: rule.audioCodecs, fixable: fits });
  else if (audio?.codec === 'aac' && audio.profile && rule.aacProfiles && !rule.aacProfiles.includes(audio.profile))
    reasons.push({ code: 'audio-profile', profile: audio.profile, accepted: rule.aacProfiles, fixable: fits });
  if (audio && rule.maxSampleRate !== undefined && audio.sampleRate > rule.maxSampleRate)
    reasons.push({ code: 'sample-rate', sampleRate: audio.sampleRate, maxSampleRate: rule.maxSampleRate, fixable: fits });
  if (audio && rule.maxChannels !== undefined && audio.channels > rule.maxChannels)
    reasons.push({ code: 'audio-channels', channels: audio.channels, maxChannels: rule.maxChannels, fixable: fits });
  if (rule.fastStart && fastStart === false) reasons.push({ code: 'not-fast-start', fixable: fits });
  return reasons;
}

/** The post's own reasons for one post kind: how many files, and which kinds together. */
function postReasons(kinds: readonly (MediaFileKind | undefined)[], rules: PostKindMediaRules): MediaPostReason[] {
  const counted = kinds.filter((kind): kind is MediaFileKind => kind !== undefined);
  const counts = new Map<MediaFileKind, number>();
  for (const kind of counted) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const reasons: MediaPostReason[] = [];
  const { post } = rules;
  if (post.mixing === 'none' && counts.size > 1) reasons.push({ code: 'mixed', kinds: [...counts.keys()] });
  let perKind = false;
  for (const [kind, count] of counts) {
    const max = post.maxPerKind?.[kind];
    if (max !== undefined && count > max) {
      reasons.push({ code: 'too-many', kind, count, max });
      perKind = true;
    }
  }
  if (!perKind && counted.length > post.maxFiles) {
    // All of one kind: say which ("Bluesky allows 4 images").
    const only = counts.size === 1 ? [...counts.keys()][0] : undefined;
    reasons.push(only ? { code: 'too-many', kind: only, count: counted.length, max: post.maxFiles } : { code: 'too-many', count: counted.length, max: post.maxFiles });
  }
  return reasons;
}

/**
 * Checks files against the chosen networks' media rules: per file and for the post as a whole,
 * per network, `ok`, `fixable` (a still image over a byte or pixel limit, or in a type the network
 * takes as JPEG or WebP, and with `fitVideos` a video fitting changes: fitting solves it), `refused`, or `unknown` / `pending` when a file's
 * facts are missing. Pure and server-safe: the facts may come from `readMediaFacts` or from
 * stored metadata.
 */
export function checkMedia(facts: readonly MediaFacts[], networks: Iterable<MediaCheckTarget>, options: CheckMediaOptions = {}): MediaCheckResult {
  const { postKind = {}, rules: table, fitVideos } = options;
  const ids = networkIds(networks);
  const byNetwork = facts.map((): Partial<Record<NetworkId, MediaFileVerdict>> => ({}));
  const files: MediaFileCheck[] = facts.map((fileFacts, index) => ({ facts: fileFacts, status: 'ok', networks: byNetwork[index]! }));
  const post: Partial<Record<NetworkId, MediaPostVerdict>> = {};
  let overall: MediaVerdictStatus = 'ok';

  for (const network of ids) {
    const chosen = getPostKindRules(network, postKind[network], table);
    if (!chosen) {
      // No rules for this network: nothing checked, which is not a pass.
      const reasons: MediaFileReason[] = [{ code: 'no-rules', fixable: false }];
      files.forEach((file, index) => {
        byNetwork[index]![network] = { network, postKind: '', status: 'unknown', kind: undefined, reasons, alternatives: [] };
        file.status = worseStatus(file.status, 'unknown');
      });
      const unchecked: MediaPostVerdict = { network, postKind: '', status: files.length ? 'unknown' : 'ok', reasons: [] };
      post[network] = unchecked;
      overall = worseStatus(overall, unchecked.status);
      continue;
    }
    const others = Object.entries(getMediaRules(network, table)!.postKinds).filter(([id]) => id !== chosen.postKind);
    const kinds: (MediaFileKind | undefined)[] = [];
    let status: MediaVerdictStatus = 'ok';
    files.forEach((file, index) => {
      const { kind, reasons } = fileReasons(file.facts, chosen.rules, fitVideos);
      const fileStatus = statusOf(reasons);
      // Where else the file would go: "Post it as a Reel or a Story".
      const alternatives =
        fileStatus === 'refused'
          ? others.filter(([, rules]) => SEVERITY[statusOf(fileReasons(file.facts, rules, fitVideos).reasons)] <= SEVERITY.fixable).map(([id]) => id)
          : [];
      byNetwork[index]![network] = { network, postKind: chosen.postKind, status: fileStatus, kind, reasons, alternatives };
      file.status = worseStatus(file.status, fileStatus);
      status = worseStatus(status, fileStatus);
      kinds.push(kind);
    });
    const reasons = postReasons(kinds, chosen.rules);
    if (reasons.length) status = 'refused';
    post[network] = { network, postKind: chosen.postKind, status, reasons };
    overall = worseStatus(overall, status);
  }
  return { files, post, status: overall };
}

import type { NetworkId } from '../client/types.js';
import { getPostKindRules } from '../networks/media/merge.js';
import type { MediaRulesTable } from '../networks/media/types.js';
import type { MediaFileCheck } from './types.js';

/**
 * A part of a video to keep, in seconds of the file as added: from `start` to `end`. The fitter
 * keeps that part, then cuts it to the networks' longest from its start.
 */
export interface VideoTrim {
  start: number;
  end: number;
}

/** The shortest part of a video a trim keeps, in seconds: less is a still, not a video. */
export const MIN_TRIM_SECONDS = 0.5;

/**
 * Why `trim` cannot be kept for a video `duration` seconds long (when known), as a sentence naming
 * what is wrong; `undefined` when it can.
 */
export function trimProblem(trim: VideoTrim, duration?: number): string | undefined {
  const { start, end } = trim;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return `start and end must be numbers of seconds, not ${start} and ${end}`;
  if (start < 0) return `the trim must start at 0 s or later, not ${start} s`;
  if (duration !== undefined && end > duration) return `the trim ends at ${end} s, after the video's end (${duration} s)`;
  if (end - start < MIN_TRIM_SECONDS) return `the trim must keep at least ${MIN_TRIM_SECONDS} s, not ${Math.max(0, end - start)} s (${start} s to ${end} s)`;
  return undefined;
}

/**
 * The first network that finds the video too long, with its longest (seconds): the trim is offered
 * for it ("Trim for X") and starts on its first `maxDuration` seconds. Once fitted, the verdicts
 * are the fitted file's (cut to fit): `duration`, the length the user chose (the file as added, or
 * their trim), is then held to each network's rule for the post kind (`rules`, the table's).
 */
export function trimFor(verdicts: MediaFileCheck['networks'], duration?: number, rules?: MediaRulesTable): { network: NetworkId; maxDuration: number } | undefined {
  for (const verdict of Object.values(verdicts)) {
    if (!verdict) continue;
    const reason = verdict.reasons.find((each) => each.code === 'too-long');
    if (reason?.code === 'too-long') return { network: verdict.network, maxDuration: reason.maxDuration };
    const maxDuration = getPostKindRules(verdict.network, verdict.postKind, rules)?.rules.video?.maxDuration;
    if (duration !== undefined && maxDuration !== undefined && duration > maxDuration) return { network: verdict.network, maxDuration };
  }
  return undefined;
}

/** A place or a length in a video as a clock says it, whole seconds: "0:12", "2:20", "1:02:03". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  return hours ? `${hours}:${two(minutes)}:${two(whole % 60)}` : `${minutes}:${two(whole % 60)}`;
}

import type { VideoFitTarget } from './videoFitPlan.js';

/** Why a video could not be fitted here. */
export type VideoFitErrorCode =
  /** This browser has no WebCodecs. */
  | 'unsupported'
  /** This browser cannot read or decode the video (a codec it lacks, a damaged file). */
  | 'unreadable'
  /** It has no encoder for a picture the networks take, at that size. */
  | 'video-encoder'
  /** The sound must be re-encoded and it has no encoder for one the networks take: the video is not made silent. */
  | 'audio-encoder'
  /** Even a low bit rate cannot bring it under the byte limit. */
  | 'too-large'
  /** The range asked to keep is empty. */
  | 'trim'
  /** The fitting stopped before its end: its worker died (out of memory, most often). */
  | 'encode';

export interface FitVideoOptions {
  /** Cancels the fitting: the worker is ended at once and the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** How far the work is, from 0 to 1, several times a second. */
  onProgress?: (progress: number) => void;
  /**
   * The part of the video to keep, in seconds: from `start` (0) to `end` (its end). It is then cut
   * to the target's longest length, from `start`.
   */
  trim?: { start?: number; end?: number };
}

/** What the converter made. */
export interface VideoFitOutcome {
  blob: Blob;
  /** Seconds kept. */
  duration: number;
  /** Pixels as shown. */
  width: number;
  height: number;
  /** The frame rate it was brought to; absent when it kept its own. */
  frameRate?: number;
  videoCodec: string;
  /** What went through untouched: the picture's packets, the sound's. */
  copied: { video: boolean; audio: boolean };
}

export interface FitVideoResult extends Omit<VideoFitOutcome, 'blob'> {
  /** The fitted MP4, named after the file ("clip.mov" gives "clip.mp4"). */
  file: File;
  /** Where the work ran: in the worker, or on the page where no worker could start. */
  ranIn: 'worker' | 'main';
}

/** The page asks the video worker to fit one file. */
export interface VideoJobMessage {
  file: Blob;
  target: VideoFitTarget;
  trim?: { start?: number; end?: number };
}

/** The video worker's answers: it started, how far it is, its outcome, or its failure. */
export type VideoReplyMessage =
  | { ready: true }
  | { progress: number }
  | { outcome: VideoFitOutcome }
  | { error: { code: VideoFitErrorCode; message: string } };

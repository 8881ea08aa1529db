import type { MediaFacts } from '../media/types.js';
import type { UploadCheck } from './checking.js';
import { lazy } from '../client/lazy.js';
import { networkIds } from '../media/targets.js';
import { isHeifType } from '../media/heifType.js';
import type { UploadMediaOptions } from './options.js';
import type { UploadEdits } from './types.js';

/** The uploader fits videos: with `fitVideos`, where the browser has WebCodecs (`fitVideo` needs both sides). */
export const fitsVideos = (options: UploadMediaOptions): boolean => Boolean(options.fitVideos) && typeof VideoDecoder === 'function' && typeof VideoEncoder === 'function';

/**
 * Whether a checked file is fitted before its ticket: an image with `fitImages`, a video with
 * `fitVideos` (where the browser can), and a HEIC photo always. No network takes HEIC as it is,
 * so one goes as a JPEG whatever the app chose, and is never uploaded for a network that refuses it
 * (a file the chosen networks take as it is goes untouched).
 */
export const fitsBeforeTicket = (options: UploadMediaOptions, facts: MediaFacts): boolean =>
  facts.type.startsWith('video/') ? fitsVideos(options) : Boolean(options.fitImages) || isHeifType(facts.type);

/** What a check depends on, as one string: a new array or object with the same content checks nothing again. */
export function checkKey(options: UploadMediaOptions): string {
  const { networks, postKind, onRefused } = options;
  return networks ? JSON.stringify([networkIds(networks), postKind ?? {}, onRefused ?? 'reject', fitsVideos(options)]) : '';
}

/**
 * The check (checking.ts), imported the first time a file is checked with the checker and the
 * facts reader: an app that never passes `networks` downloads none of it.
 */
const loadChecking = /* @__PURE__ */ lazy(() => import('./checking.js'));

/**
 * Reads `file`'s facts (once: `facts` when already read) and checks them against the chosen
 * networks, as its `edits` would leave it. Rejects only when `signal` aborts or the check's chunk
 * fails to load.
 */
export const checkUpload = async (file: File, options: UploadMediaOptions, signal: AbortSignal, facts?: MediaFacts, edits?: UploadEdits): Promise<UploadCheck> =>
  (await loadChecking()).runUploadCheck(file, options, fitsVideos(options), signal, facts, edits);

import type { MediaFacts, MediaFileCheck } from '../media/types.js';
import { lazy } from '../client/lazy.js';
import { networkIds } from '../media/targets.js';
import { isHeifType } from '../media/heifType.js';
import type { UploadMediaOptions } from './options.js';
import type { UploadEdits } from './types.js';

/** What the store keeps of a file's check: its facts (read once) and its verdicts under the current choice. */
export interface UploadCheck {
  facts: MediaFacts;
  verdicts: MediaFileCheck['networks'];
  /** A chosen network refuses the file (a `fixable` verdict is not a refusal: see docs/uploading.md). */
  refused: boolean;
}


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
 * The checker and the facts reader, imported the first time a file is checked: an app that never
 * passes `networks` downloads neither (the rules table and the reader are chunks of their own).
 */
const loadChecker = /* @__PURE__ */ lazy(() => Promise.all([import('../media/check.js'), import('../media/store.js')]));

/** The video planner, imported the first time a video is called fixable (with `fitVideos`). */
const loadVideoPlan = /* @__PURE__ */ lazy(() => import('../media/videoFitPlan.js'));

/**
 * Reads `file`'s facts (once: `facts` when already read) and checks them against the chosen
 * networks, as its `edits` would leave it (a crop's size, a trim's length; its facts stay the
 * file's as added). Rejects only when `signal` aborts or the checker's chunk fails to load.
 */
export async function checkUpload(file: File, options: UploadMediaOptions, signal: AbortSignal, facts?: MediaFacts, { crop, trim }: UploadEdits = {}): Promise<UploadCheck> {
  const [{ checkMedia }, { readMediaFacts }] = await loadChecker();
  // Facts go through the page's cache: a gallery or useMediaCheck with the same reader (the
  // browser's, by default) reads the file no second time.
  const known = facts ?? (await readMediaFacts(file, { signal, read: options.readMediaFacts }));
  // Checked as cropped or trimmed (media/crop.ts's `croppedFacts`, written out: that module loads with the cropper).
  const checking = { postKind: options.postKind, rules: options.mediaRules, fitVideos: fitsVideos(options) };
  const edited = crop ? { ...known, width: crop.width, height: crop.height } : trim ? { ...known, duration: trim.end - trim.start } : known;
  let [check] = checkMedia([edited], options.networks ?? [], checking).files;
  // `fixable` only where one fitting serves the networks that take the video together (prepare.ts
  // fits for those): an app's rules that share no type between them (MP4 for X, WebM only for its
  // Bluesky) leave the video as it is, so it is checked as it is, refused where it is. Every
  // check says so: the first, a retry's, a restored file's, and one for a new choice.
  const verdicts = Object.values(check!.networks);
  if (checking.fitVideos && verdicts.some((verdict) => verdict?.kind === 'video' && verdict.status === 'fixable')) {
    const { planVideoFit } = await loadVideoPlan();
    const takers = verdicts.flatMap((verdict) => (verdict && verdict.status !== 'refused' ? [verdict.network] : []));
    if (planVideoFit(edited, takers, checking).status === 'cannot') [check] = checkMedia([edited], options.networks ?? [], { ...checking, fitVideos: false }).files;
  }
  return { facts: known, verdicts: check!.networks, refused: check!.status === 'refused' };
}

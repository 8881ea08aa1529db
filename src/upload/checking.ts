import { lazy } from '../client/lazy.js';
import { checkMedia } from '../media/check.js';
import { readMediaFacts } from '../media/store.js';
import type { MediaFacts, MediaFileCheck } from '../media/types.js';
import type { UploadMediaOptions } from './options.js';
import type { UploadEdits } from './types.js';

// Loaded the first time a file is checked (verdicts.ts's `checkUpload`), with the checker and the
// facts reader: an app that never passes `networks` downloads none of it. `fitVideos` comes
// decided (verdicts.ts's `fitsVideos`), so this module imports nothing of the store's own.

/** What the store keeps of a file's check: its facts (read once) and its verdicts under the current choice. */
export interface UploadCheck {
  facts: MediaFacts;
  verdicts: MediaFileCheck['networks'];
  /** A chosen network refuses the file (a `fixable` verdict is not a refusal: see docs/uploading.md). */
  refused: boolean;
}

/** The video planner, imported the first time a video is called fixable (with `fitVideos`). */
const loadVideoPlan = /* @__PURE__ */ lazy(() => import('../media/videoFitPlan.js'));

/**
 * Reads `file`'s facts (once: `facts` when already read) and checks them against the chosen
 * networks, as its `edits` would leave it (a crop's size, a trim's length; its facts stay the
 * file's as added). `fitVideos`: the uploader fits videos here (verdicts.ts's `fitsVideos`).
 */
export async function runUploadCheck(
  file: File,
  options: UploadMediaOptions,
  fitVideos: boolean,
  signal: AbortSignal,
  facts?: MediaFacts,
  { crop, trim }: UploadEdits = {},
): Promise<UploadCheck> {
  // Facts go through the page's cache: a gallery or useMediaCheck with the same reader (the
  // browser's, by default) reads the file no second time.
  const known = facts ?? (await readMediaFacts(file, { signal, read: options.readMediaFacts }));
  // Checked as cropped or trimmed (media/crop.ts's `croppedFacts`, written out: that module loads with the cropper).
  const checking = { postKind: options.postKind, rules: options.mediaRules, fitVideos };
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

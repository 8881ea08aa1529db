import { planVideoFit, type VideoFitTarget } from '../media/videoFitPlan.js';
import type { MediaFacts } from '../media/types.js';
import type { VideoTrim } from '../media/trim.js';
import type { UploadMediaOptions } from './options.js';
import type { UploadFittedSize } from './types.js';

// A video's side of fitting.ts, loaded the first time a video may be fitted (`fitVideos`): an app
// that never fits one downloads none of it. Imports nothing of the engine's own graph, so that
// bundlers keep it a chunk of its own.

/** What a video is fitted to: the target (`planVideoFit`), and the part of it to keep (`setTrim`). */
export interface VideoUploadTarget {
  kind: 'video';
  target: VideoFitTarget;
  trim?: VideoTrim;
}

/**
 * What a video must be fitted to for the chosen networks (`planVideoFit`), planned as `trim` leaves
 * it; `undefined` when it goes as it is or fitting cannot help. A trim is always cut, into an MP4,
 * even where the networks take the part kept as it is.
 */
export function planVideoUpload(facts: MediaFacts, options: UploadMediaOptions, trim?: VideoTrim): VideoUploadTarget | undefined {
  const plan = planVideoFit(trim ? { ...facts, duration: trim.end - trim.start } : facts, options.networks ?? [], { postKind: options.postKind, rules: options.mediaRules });
  const target = plan.status === 'fit' ? plan.target : undefined;
  return target || trim ? { kind: 'video', target: target ?? {}, ...(trim && { trim }) } : undefined;
}

/** What fitting made of a video (fitting.ts's `UploadFitResult`). */
export interface FittedVideo {
  file: File;
  before: UploadFittedSize;
  after: UploadFittedSize;
  facts: MediaFacts;
}

/** Fits a video with `fitVideo` (its worker loads now, the first time), keeping `trim` when given, and reads the fitted MP4's facts from its header. */
export async function fitVideoUpload(
  file: File,
  facts: MediaFacts,
  { target, trim }: VideoUploadTarget,
  options: UploadMediaOptions,
  signal: AbortSignal,
  onProgress: (progress: number) => void,
): Promise<FittedVideo> {
  const [{ fitVideo }, { readMediaFacts }] = await Promise.all([import('../media/videoFit.js'), import('../media/store.js')]);
  const result = await fitVideo(file, target, { signal, onProgress, ...(trim && { trim }) });
  // The fitted MP4's own facts, read from its header as any file's are: its verdicts are checked from them.
  const fitted = await readMediaFacts(result.file, { signal, read: options.readMediaFacts });
  return {
    file: result.file,
    before: { bytes: facts.size, type: facts.type, width: facts.width ?? 0, height: facts.height ?? 0, duration: facts.duration, frameRate: facts.video?.frameRate },
    after: { bytes: result.file.size, type: result.file.type, width: result.width, height: result.height, duration: result.duration, frameRate: result.frameRate ?? facts.video?.frameRate },
    facts: fitted,
  };
}

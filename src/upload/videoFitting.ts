import { planVideoFit, type VideoFitTarget } from '../media/videoFitPlan.js';
import type { MediaFacts } from '../media/types.js';
import type { UploadMediaOptions } from './options.js';
import type { UploadFittedSize } from './types.js';

// A video's side of fitting.ts, loaded the first time a video may be fitted (`fitVideos`): an app
// that never fits one downloads none of it. Imports nothing of the engine's own graph, so that
// bundlers keep it a chunk of its own.

/** The target a video must be fitted to for the chosen networks (`planVideoFit`), or `undefined` when it goes as it is or fitting cannot help. */
export function planVideoUpload(facts: MediaFacts, options: UploadMediaOptions): VideoFitTarget | undefined {
  const plan = planVideoFit(facts, options.networks ?? [], { postKind: options.postKind, rules: options.mediaRules });
  return plan.status === 'fit' ? plan.target : undefined;
}

/** What fitting made of a video (fitting.ts's `UploadFitResult`). */
export interface FittedVideo {
  file: File;
  before: UploadFittedSize;
  after: UploadFittedSize;
  facts: MediaFacts;
}

/** Fits a video with `fitVideo` (its worker loads now, the first time), and reads the fitted MP4's facts from its header. */
export async function fitVideoUpload(
  file: File,
  facts: MediaFacts,
  target: VideoFitTarget,
  options: UploadMediaOptions,
  signal: AbortSignal,
  onProgress: (progress: number) => void,
): Promise<FittedVideo> {
  const [{ fitVideo }, { readMediaFacts }] = await Promise.all([import('../media/videoFit.js'), import('../media/store.js')]);
  const result = await fitVideo(file, target, { signal, onProgress });
  // The fitted MP4's own facts, read from its header as any file's are: its verdicts are checked from them.
  const fitted = await readMediaFacts(result.file, { signal, read: options.readMediaFacts });
  return {
    file: result.file,
    before: { bytes: facts.size, type: facts.type, width: facts.width ?? 0, height: facts.height ?? 0, duration: facts.duration, frameRate: facts.video?.frameRate },
    after: { bytes: result.file.size, type: result.file.type, width: result.width, height: result.height, duration: result.duration, frameRate: result.frameRate ?? facts.video?.frameRate },
    facts: fitted,
  };
}

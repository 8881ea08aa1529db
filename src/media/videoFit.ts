import { createLimit } from './limit.js';
import type { VideoFitTarget } from './videoFitPlan.js';
import type { FitVideoOptions, FitVideoResult, VideoFitOutcome, VideoReplyMessage } from './videoFitTypes.js';
import { VideoFitError } from './videoFitError.js';

/**
 * `fitVideo` itself, loaded on demand (see `loadVideoFitter`): one video at a time, each in a
 * worker of its own that ends with it, and the page's own thread where no worker can start.
 * Nothing runs at import.
 */

const aborted = () => new DOMException('The video fitting was canceled.', 'AbortError');

// One video at a time: each holds decoders, encoders and its whole output in memory.
const line = createLimit(1, { aborted });

/** Set once a worker failed to start here: this page fits videos on its own thread from then on. */
let noWorker = false;

/** Runs the job in a new worker; `undefined` when none can start. Canceling ends the worker. */
function inWorker(file: Blob, target: VideoFitTarget, { signal, onProgress, trim }: FitVideoOptions): Promise<VideoFitOutcome | undefined> {
  if (noWorker || typeof Worker !== 'function') return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      // Written out: the pattern app bundlers (Vite, webpack 5, Next.js) follow to emit a worker as
      // a file of its own; our build keeps it as written (vite.config.ts, keepWorkerUrls).
      worker = new Worker(new URL('./videoWorker.js', import.meta.url), { type: 'module' });
    } catch {
      noWorker = true;
      return resolve(undefined);
    }
    let started = false;
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', cancel);
    };
    const cancel = () => {
      end();
      reject(aborted());
    };
    signal?.addEventListener('abort', cancel, { once: true });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      end();
      // Dead after it had the file: nothing says the file was at fault (memory, most often).
      if (started) return reject(new VideoFitError('encode', 'The video-fitting worker stopped before the end.'));
      noWorker = true;
      resolve(undefined);
    });
    worker.addEventListener('message', ({ data }: MessageEvent<VideoReplyMessage>) => {
      if ('ready' in data) {
        started = true;
        worker.postMessage({ file, target, ...(trim && { trim }) });
      } else if ('progress' in data) {
        if (!signal?.aborted) onProgress?.(data.progress);
      }
      else {
        end();
        if ('outcome' in data) resolve(data.outcome);
        else reject(new VideoFitError(data.error.code, data.error.message));
      }
    });
  });
}

/** `clip.mov` as an MP4 is `clip.mp4`. */
const mp4Name = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'video'}.mp4`;

/** Fits one video to `target`: see `fitVideo` in fitVideo.ts, which loads this module the first time it is called. */
export function fitVideo(file: File, target: VideoFitTarget, options: FitVideoOptions = {}): Promise<FitVideoResult> {
  const { signal } = options;
  if (file.type && !file.type.startsWith('video/')) return Promise.reject(new TypeError(`fitVideo fits videos; ${file.name} is ${file.type}.`));
  if (typeof VideoDecoder !== 'function' || typeof VideoEncoder !== 'function') {
    return Promise.reject(new VideoFitError('unsupported', 'This browser cannot fit videos: it has no WebCodecs.'));
  }
  return line(signal, async () => {
    let ranIn: FitVideoResult['ranIn'] = 'worker';
    let outcome = await inWorker(file, target, options);
    if (!outcome) {
      ranIn = 'main';
      const { convertVideo } = await import('./videoConvert.js');
      outcome = await convertVideo(file, target, options);
    }
    if (signal?.aborted) throw aborted();
    const { blob, ...rest } = outcome;
    return { ...rest, file: new File([blob], mp4Name(file.name), { type: 'video/mp4', lastModified: file.lastModified }), ranIn };
  });
}

import { FitError, fitEncode, type FitOutcome } from './fitEncode.js';
import { createLimit } from './limit.js';
import { HEIF_BRAND } from './sniff.js';
import type { ImageFitTarget } from './fitPlan.js';
import type { FitImageOptions, FitImageResult, FitJobMessage, FitReplyMessage } from './fitTypes.js';

/**
 * `fitImage` itself, loaded on demand (see `loadImageFitter`): the queue, the worker and the
 * main-thread fallback. Nothing runs at import; the DOM and `Worker` are touched only in calls.
 */

const aborted = () => new DOMException('The image fitting was canceled.', 'AbortError');

// One fitting at a time: a 12-megapixel photo is 48 MB decoded and as much again on the canvas,
// and each encode already keeps a core busy. With none waiting, the worker waits a little (a
// post's photos come one after another).
const queued = createLimit(1, { aborted, whenIdle: () => (idle = setTimeout(retire, IDLE_MS)) });

/** Which worker a file needs: the HEIC one decodes with libheif, a file of its own. */
type WorkerKind = 'image' | 'heif';

// The worker: started for the first job, kept while jobs of its kind follow, ended when none came
// for IDLE_MS (its memory goes back to the system), when a job is canceled (that stops its work at
// once), or when a job needs the other kind.
const IDLE_MS = 10_000;
let idle: ReturnType<typeof setTimeout> | undefined;
let worker: { kind: WorkerKind; worker: Worker } | undefined;
let nextId = 0;
/** The kinds that failed to start or could not fit: this page fits those on the main thread from then on. */
const noWorker = new Set<WorkerKind>();

function retire() {
  worker?.worker.terminate();
  worker = undefined;
}

/** Ends the worker and forgets whether one can start here. Not public: for tests, which stub `Worker`. */
export function resetImageFitter() {
  clearTimeout(idle);
  retire();
  noWorker.clear();
}

/** A started worker, or `undefined` when none can run here (no API, a CSP, a file not served, no OffscreenCanvas in it). */
function startWorker(kind: WorkerKind): Promise<Worker | undefined> {
  // The HEIC worker fits any image too: a batch that mixes HEIC and other photos keeps it, and
  // libheif is fetched and compiled once.
  if (worker && (worker.kind === kind || worker.kind === 'heif')) return Promise.resolve(worker.worker);
  if (noWorker.has(kind) || typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return Promise.resolve(undefined);
  retire();
  return new Promise((resolve) => {
    let started: Worker;
    const give = (ready: boolean) => {
      started.removeEventListener('message', hello);
      started.removeEventListener('error', failed);
      if (ready) {
        worker = { kind, worker: started };
        return resolve(started);
      }
      noWorker.add(kind);
      started.terminate();
      resolve(undefined);
    };
    const hello = ({ data }: MessageEvent<FitReplyMessage>) => {
      if (data.id === undefined) give(data.ready);
    };
    const failed = (event: Event) => {
      event.preventDefault();
      give(false);
    };
    try {
      // Written out, each: the pattern app bundlers (Vite, webpack 5, Next.js) follow to emit a
      // worker as a file of its own; our build keeps them as written (vite.config.ts, keepWorkerUrls).
      started =
        kind === 'heif'
          ? new Worker(new URL('./heifWorker.js', import.meta.url), { type: 'module' })
          : new Worker(new URL('./fitWorker.js', import.meta.url), { type: 'module' });
    } catch {
      noWorker.add(kind);
      return resolve(undefined);
    }
    started.addEventListener('message', hello);
    started.addEventListener('error', failed);
  });
}

/** Runs one job in the worker; `undefined` when no worker can run it, so the main thread does. */
async function inWorker(kind: WorkerKind, file: Blob, target: ImageFitTarget, signal: AbortSignal | undefined): Promise<FitOutcome | undefined> {
  const started = await startWorker(kind);
  if (!started) return undefined;
  if (signal?.aborted) throw aborted();
  const id = (nextId += 1);
  return new Promise<FitOutcome>((resolve, reject) => {
    const done = () => {
      started.removeEventListener('message', answer);
      started.removeEventListener('error', crashed);
      signal?.removeEventListener('abort', cancel);
    };
    const answer = ({ data }: MessageEvent<FitReplyMessage>) => {
      if (data.id !== id) return;
      done();
      if ('outcome' in data) resolve(data.outcome);
      else if ('error' in data) reject(new FitError(data.error.code, data.error.message));
    };
    const crashed = (event: Event) => {
      event.preventDefault();
      done();
      if (worker?.worker === started) retire();
      reject(new FitError('encode', 'The image-fitting worker stopped.'));
    };
    // Ending the worker stops the decode or encode under way; the next job starts a new one.
    const cancel = () => {
      done();
      if (worker?.worker === started) retire();
      reject(aborted());
    };
    started.addEventListener('message', answer);
    started.addEventListener('error', crashed);
    signal?.addEventListener('abort', cancel, { once: true });
    const job: FitJobMessage = { id, file, target };
    started.postMessage(job);
  });
}

/** Lets the page run (input, paint) between two steps of a main-thread fitting, and stops there when canceled. */
function yielder(signal: AbortSignal | undefined) {
  return async () => {
    await new Promise<void>((resolve) => {
      // A message task runs as soon as the page has nothing more urgent, without a timer's clamping.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
    if (signal?.aborted) throw aborted();
  };
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** `IMG_0001.png` as a JPEG is `IMG_0001.jpg`. */
export function fittedName(name: string, type: string): string {
  const extension = EXTENSIONS[type] ?? type.split('/')[1] ?? 'img';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.${extension}`;
}

/**
 * Fits one image to `target`: see `fitImage` in `fitImage.ts`, which loads this module the first
 * time it is called.
 */
export function fitImage(file: File, target: ImageFitTarget, options: FitImageOptions = {}): Promise<FitImageResult> {
  const { signal, worker: useWorker = true } = options;
  if (file.type && !file.type.startsWith('image/')) {
    return Promise.reject(new TypeError(`fitImage fits still images; ${file.name} is ${file.type} (videos are never transcoded).`));
  }
  if (signal?.aborted) return Promise.reject(aborted());
  return queued(signal, async () => {
    clearTimeout(idle);
    let ranIn: FitImageResult['ranIn'] = 'worker';
    // A HEIC goes to the worker with libheif (browsers other than Safari cannot decode it): told
    // by its bytes, as browsers often leave its type empty.
    const head = String.fromCharCode(...new Uint8Array(await file.slice(4, 12).arrayBuffer()));
    const kind: WorkerKind = head.startsWith('ftyp') && HEIF_BRAND.test(head.slice(4)) ? 'heif' : 'image';
    let outcome = useWorker ? await inWorker(kind, file, target, signal) : undefined;
    if (!outcome) {
      ranIn = 'main';
      const decodeOther = kind === 'heif' ? async (heic: Blob) => (await import('./heifDecode.js')).decodeHeif(heic) : undefined;
      outcome = await fitEncode(file, target, { pause: yielder(signal), decodeOther });
    }
    if (signal?.aborted) throw aborted();
    const before = { bytes: file.size, type: file.type, width: outcome.sourceWidth, height: outcome.sourceHeight };
    const { blob } = outcome;
    if (!blob) return { file, fitted: false, before, after: before, ranIn };
    const fitted = new File([blob], fittedName(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
    const result: FitImageResult = {
      file: fitted,
      fitted: true,
      before,
      after: { bytes: fitted.size, type: fitted.type, width: outcome.width, height: outcome.height },
      ranIn,
    };
    if (outcome.quality !== undefined) result.quality = outcome.quality;
    return result;
  });
}

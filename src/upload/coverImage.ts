import { asksToWaitLonger, backoffDelay } from '../client/backoff.js';
import { isRetryableError, SocialKitError } from '../client/errors.js';
import { asSocialKitError, UPLOAD_OPERATION } from './errors.js';
import type { createFileList } from './list.js';
import type { UploadStoreOptions } from './options.js';
import type { PutFunction } from './put.js';
import { STALL_TIMEOUT_MS, watchStall } from './stall.js';
import { later } from './timer.js';
import { browserOffline, MAX_UPLOAD_RETRY_WAIT_MS } from './transfer.js';
import type { VideoCover } from './types.js';

/** What the store lends the cover image's upload. */
export interface CoverImageContext {
  list: ReturnType<typeof createFileList>;
  options: UploadStoreOptions;
  /** The store's PUT, given rather than imported, so that this chunk shares no module with the store's. */
  put: PutFunction;
  /** Sets a cover as the store does, leaving an image on its way alone. */
  cover: (id: string, value: VideoCover) => void;
  /** Each file's cover image on its way: one at a time, the last frame picked winning. */
  uploading: Map<string, AbortController>;
  abortCover: (id: string) => void;
  /** An upload started or ended: the store's `isUploading` counts them. */
  settle: () => void;
}

/** Resolves when `start` calls its wake, or rejects as a stopped request does once `signal` aborts. */
const until = (signal: AbortSignal, start: (wake: () => void) => void) =>
  new Promise<void>((resolve, reject) => {
    const stopped = () => reject(new SocialKitError({ kind: 'aborted', operation: UPLOAD_OPERATION, message: 'The cover image upload was stopped.' }));
    signal.addEventListener('abort', stopped, { once: true });
    start(resolve);
  });

/**
 * Sends a step until it succeeds, as the files' transfers do (transfer.ts): a failure worth
 * trying again waits its backoff (`retry` times, `retryDelay`, a `Retry-After` up to two minutes),
 * and one cut while the browser is offline waits for it to be back, counting no attempt. Anything
 * else rejects, as does the abort.
 */
async function persistently<T>(options: UploadStoreOptions, signal: AbortSignal, send: () => Promise<T>): Promise<T> {
  const { retry = 3, retryDelay = backoffDelay } = options;
  for (let attempts = 0; ; ) {
    try {
      return await send();
    } catch (caught) {
      const error = asSocialKitError(caught);
      if (signal.aborted) throw error;
      if (browserOffline() && (error.kind === 'network' || error.kind === 'timeout')) {
        await until(signal, (wake) => addEventListener('online', wake, { once: true, signal }));
      } else if (isRetryableError(error) && attempts < retry && !asksToWaitLonger(error, MAX_UPLOAD_RETRY_WAIT_MS)) {
        attempts += 1;
        await until(signal, (wake) => {
          const timer = later(wake, retryDelay(attempts, error));
          signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
        });
      } else throw error;
    }
  }
}

/**
 * The store's `setCoverImage`: makes the frame at `timeMs` the cover and uploads `image` (that
 * frame drawn as a JPEG) as media of its own: a ticket, the PUT, the confirm, named after the
 * video ("harbour.mp4" gives "harbour-cover.jpg"), each step tried again as a file's are, the PUT
 * given up and sent again when it stalls. Once confirmed, its media id goes in the cover, unless
 * another frame was picked or the file removed meanwhile, which aborted it. Until then the store
 * is uploading, so a post sent from `isUploading` waits for the cover it will carry.
 */
export async function setCoverImage(context: CoverImageContext, id: string, { timeMs, image }: { timeMs: number; image: Blob }): Promise<string> {
  const { list, options, put, cover, uploading, abortCover, settle } = context;
  const item = list.get(id)?.state.item;
  if (!item) throw new Error(`setCoverImage: no file ${id}.`);
  const now = item.cover;
  // The same frame, already uploaded: nothing to do.
  if (now?.imageId && now.timeMs === Math.round(timeMs)) return now.imageId;
  abortCover(id);
  cover(id, { timeMs });
  const controller = new AbortController();
  const { signal } = controller;
  uploading.set(id, controller);
  settle();
  const step = <T>(send: () => Promise<T>) => persistently(options, signal, send);
  try {
    const contentType = 'image/jpeg';
    const ticket = await step(() => options.client.requestUploadTicket({ filename: `${item.name.replace(/\.[^.]*$/, '')}-cover.jpg`, contentType }, { signal }));
    await step(() => {
      // Each attempt its own request, aborted with the upload or by the stall watch.
      const attempt = new AbortController();
      signal.addEventListener('abort', () => attempt.abort(), { once: true });
      const watch = watchStall(options.stallTimeout ?? STALL_TIMEOUT_MS, attempt);
      return watch.guard(put({ url: ticket.uploadUrl, body: image, contentType, signal: attempt.signal, onProgress: (loaded) => watch.progress(loaded) }));
    });
    await step(() => options.client.confirmUpload({ mediaId: ticket.id, size: image.size }, { signal }));
    if (uploading.get(id) === controller) cover(id, { timeMs, imageId: ticket.id });
    return ticket.id;
  } finally {
    if (uploading.get(id) === controller) uploading.delete(id);
    settle();
  }
}

import type { createFileList } from './list.js';
import type { UploadStoreOptions } from './options.js';
import type { PutRequest } from './put.js';
import type { VideoCover } from './types.js';

/** What the store lends the cover image's upload: given rather than imported, so that this chunk shares no module with the store's. */
export interface CoverImageContext {
  list: ReturnType<typeof createFileList>;
  options: UploadStoreOptions;
  /** The store's PUT, given up when it stalls as a file's is (transfer.ts, `watchedPut`). */
  put: (controller: AbortController, request: Omit<PutRequest, 'signal' | 'onProgress'>) => Promise<void>;
  /** How long to wait before trying a failed step again, as a file's steps do (transfer.ts, `retryDelayFor`); `undefined`: it is not. */
  retryDelay: (error: unknown, attempts: number) => number | undefined;
  /** Sets a cover as the store does, leaving an image on its way alone. */
  cover: (id: string, value: VideoCover) => void;
  /** Each file's cover image on its way: one at a time, the last frame picked winning. */
  uploading: Map<string, AbortController>;
  abortCover: (id: string) => void;
  /** An upload started or ended: the store's `isUploading` counts them. */
  settle: () => void;
}

const stopped = () => new DOMException('The cover image upload was stopped.', 'AbortError');

/** Resolves when `start` calls its wake; rejects once `signal` aborts. */
const until = (signal: AbortSignal, start: (wake: () => void) => void) =>
  new Promise<void>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(stopped()), { once: true });
    start(resolve);
  });

/**
 * Sends a step until it succeeds, as a file's transfer does: a failure worth trying again waits
 * its backoff, and one cut while the browser is offline waits for it to be back, counting no
 * attempt. Anything else rejects, as does the abort.
 */
async function persistently<T>(retryDelay: CoverImageContext['retryDelay'], signal: AbortSignal, send: () => Promise<T>): Promise<T> {
  for (let attempts = 0; ; ) {
    try {
      return await send();
    } catch (error) {
      if (signal.aborted) throw error;
      const { kind } = error as { kind?: string };
      const delay = retryDelay(error, attempts);
      if (globalThis.navigator?.onLine === false && (kind === 'network' || kind === 'timeout')) {
        await until(signal, (wake) => addEventListener('online', wake, { once: true, signal }));
      } else if (delay !== undefined) {
        attempts += 1;
        await until(signal, (wake) => {
          const timer = setTimeout(wake, delay);
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
  const { list, options, put, retryDelay, cover, uploading, abortCover, settle } = context;
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
  const step = <T>(send: () => Promise<T>) => persistently(retryDelay, signal, send);
  try {
    const contentType = 'image/jpeg';
    const ticket = await step(() => options.client.requestUploadTicket({ filename: `${item.name.replace(/\.[^.]*$/, '')}-cover.jpg`, contentType }, { signal }));
    await step(() => {
      // Each attempt its own request, aborted with the upload or by the stall watch.
      const attempt = new AbortController();
      signal.addEventListener('abort', () => attempt.abort(), { once: true });
      return put(attempt, { url: ticket.uploadUrl, body: image, contentType });
    });
    await step(() => options.client.confirmUpload({ mediaId: ticket.id, size: image.size }, { signal }));
    if (uploading.get(id) === controller) cover(id, { timeMs, imageId: ticket.id });
    return ticket.id;
  } finally {
    if (uploading.get(id) === controller) uploading.delete(id);
    settle();
  }
}
